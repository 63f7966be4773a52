import { factorText } from '../../curation/context.js';
import { curate } from '../../curation/curate.js';
import type { CurationRules } from '../../curation/rulesTypes.js';
import type { CurationState, LevelChange, Withheld } from '../../curation/types.js';
import { rateLiteral } from '../../importers/rateLiteral.js';
import type { DatasetFile } from '../../dataset/schema.js';
import type { Dataset, IsoDate } from '../../types.js';
import { combineQuotes, type Combine } from './combineQuotes.js';
import { gatherQuotes } from './gatherQuotes.js';
import { roundDate } from './roundDate.js';
import { extendDataset } from '../../dataset/extendDataset.js';
import { carryForward, coverageDropped } from './carryForward.js';
import { amendedRow } from './amendedRow.js';
import type { LiveError } from '../types.js';
import type { Contribution } from './contribution.js';

export type { Contribution } from './contribution.js';

/** The snapshot a round adds (or puts in place of the newest), or why it adds none. */
export interface NextSnapshot {
  /** The new row for the dataset file, or undefined when nothing is newer than the newest snapshot. */
  readonly row?: DatasetFile['snapshots'][number];
  /**
   * Rows of earlier dates to add before `row`, oldest first: documents dated after the newest
   * snapshot but before the round's date (a bank that publishes later than the others) make their
   * own snapshot, so their codes are carried into `row` with their own dates.
   */
  readonly earlier?: readonly DatasetFile['snapshots'][number][];
  /** Sources whose document is dated before the newest snapshot. */
  readonly backwards: readonly string[];
  /** Sources whose document is dated after the round's date (see `roundDate`), refused on their own. */
  readonly skewed: readonly string[];
  /** Values the curation withheld, level changes it accepted, codes without metadata, sources that could not be re-pivoted. */
  readonly warnings: readonly LiveError[];
  /** The values of the new row the curation withheld (by rule), for `status().withheld`. */
  readonly withheld: readonly Withheld[];
  /**
   * The curation's state after this round (hand it to the next round); set whenever the curation
   * judged quotes, with or without a row (every value withheld).
   */
  readonly curation?: CurationState;
}

interface Options {
  /** The curation rules every round applies (`defaultRules` unless the caller gave others). */
  readonly rules: CurationRules;
  /** The curation state the previous served round left (pending new levels, recent quotes). */
  readonly curation: CurationState | undefined;
  /** How each code's value is chosen among the sources' quotes (`combineQuotes`); default `first`. */
  readonly combine?: Combine;
  /** How many days a code no source of the round quotes keeps its last value (`carryForward`); default 7. */
  readonly carryForwardDays?: number;
}

// How a rule's withheld values show among the warnings: the codes earlier releases used where a rule
// did the same job, `withheld` for the others.
const WARNING_OF: Partial<Record<Withheld['rule'], LiveError['code']>> = { withdrawn: 'withdrawn', jump: 'jump_withheld' };

/**
 * Builds a round's snapshot from the sources' documents, by these rules:
 * - Its date is the one `roundDate` chooses (the date whose documents quote the most codes); the
 *   documents dated earlier but after the newest snapshot make their own snapshots first
 *   (`earlier`, one per date, by these same rules), so their codes reach the round's row carried
 *   with their own dates; one dated before the dataset's newest snapshot is reported as backwards,
 *   and one dated after the chosen date is refused as skewed. Its capture is the latest of those used (compared in epoch ms).
 * - When several documents quote a code, the earlier source in the list wins (`combine: 'first'`),
 *   or the median of the quotes the consensus rule keeps is taken (`'median'`, see `combineQuotes`).
 *   Rates are re-pivoted to the dataset's pivot by `pivotConverter` (see `gatherQuotes`). The row's
 *   `sources` name the sources whose quotes it holds (or that agreed with the median), with the
 *   providers and tables their documents name.
 * - Only the dataset's codes are kept (they have metadata); others are left out with a warning.
 * - The row then goes through `curate` (ratebook/curation), the one curation the data build applies
 *   too: withdrawn currencies, known-bad values, pegs, the stablecoin band, unit changes, managed
 *   rates, the consensus of three or more sources (one more than 2 % from the median of the others
 *   is refused), jumps against the median of the last five quotes (a new level accepted after three
 *   publications, or at once when a later source quotes the same level), alternation. Withheld
 *   values are null, never replaced; each rule's codes are one warning.
 * - A code no source of the round quotes (and the curation did not withhold) is carried forward from
 *   the newest snapshot that quotes it, with its own date in the row's `dates`, up to
 *   `carryForwardDays` (`carryForward`); codes older than that are dropped with `coverage_dropped`.
 *   Same date and a capture no newer: no row.
 *
 * @param current - The dataset being extended.
 * @param contributions - The documents of this round, in source order.
 * @param options - The curation rules and the previous round's curation state.
 * @returns The new row (or none), the backwards and skewed sources, and the warnings.
 * @example
 * nextSnapshot(live, [{ source: 'fawazahmed0', file }], { rules: defaultRules, curation: undefined }).row?.date
 */
export function nextSnapshot(current: Dataset, contributions: readonly Contribution[], options: Options): NextSnapshot {
  const newest = current.snapshots[current.snapshots.length - 1]!;
  const { date, backwards, skewed, loaded: documents } = roundDate(current, contributions);
  if (date < newest.date) return { backwards, skewed, warnings: [], withheld: [] };
  const earlierDate = (c: Contribution) => {
    const own = documents.get(c.source)!;
    const d = own.snapshots[own.snapshots.length - 1]!.date;
    // Strictly after the newest snapshot: a document of its date adds nothing, as before.
    return d > newest.date && d < date ? d : undefined;
  };
  const first = contributions
    .map(earlierDate)
    .filter((d) => d !== undefined)
    .sort()[0];
  if (first === undefined) return oneSnapshot(current, contributions, options, date, backwards, skewed, documents);
  // The oldest of the earlier dates makes its own snapshot first; the rest build on it.
  const before = nextSnapshot(
    current,
    contributions.filter((c) => earlierDate(c) === first),
    options,
  );
  const rows = [...(before.earlier ?? []), ...(before.row ? [before.row] : [])];
  const base = rows.reduce<Dataset>((ds, row) => extendDataset(ds, row), current);
  const rest = nextSnapshot(
    base,
    contributions.filter((c) => earlierDate(c) !== first),
    { ...options, curation: before.curation ?? options.curation },
  );
  const all = [...rows, ...(rest.earlier ?? []), ...(rest.row ? [rest.row] : [])];
  return {
    ...(all.length > 0 ? { row: all[all.length - 1]! } : {}),
    ...(all.length > 1 ? { earlier: all.slice(0, -1) } : {}),
    backwards: [...before.backwards, ...rest.backwards],
    skewed: [...before.skewed, ...rest.skewed],
    warnings: [...before.warnings, ...rest.warnings],
    withheld: rest.row ? rest.withheld : before.withheld,
    ...((rest.curation ?? before.curation) ? { curation: rest.curation ?? before.curation } : {}),
  };
}

function oneSnapshot(
  current: Dataset,
  contributions: readonly Contribution[],
  options: Options,
  date: IsoDate,
  backwards: readonly string[],
  skewed: readonly string[],
  documents: ReadonlyMap<string, Dataset>,
): NextSnapshot {
  const newest = current.snapshots[current.snapshots.length - 1]!;
  const gathered = gatherQuotes(
    current,
    contributions.map((c) => c.source),
    documents,
    date,
    new Set(contributions.filter((c) => c.frequency !== undefined && c.frequency !== 'daily').map((c) => c.source)),
  );
  const { updatedAt, capturedAt } = gathered;
  const warnings: LiveError[] = [...gathered.warnings];
  if (date === newest.date && capturedAt <= Date.parse(newest.updatedAt)) return { backwards, skewed, warnings, withheld: [] };
  const { rates, confirmations, contributors, warnings: disagree } = combineQuotes(current, gathered.quotes, options.combine ?? 'first', options.rules, date);
  warnings.push(...disagree);
  const raw: (number | string | null)[] = current.codes.map(() => null);
  for (const [code, rate] of rates) raw[current.columns.get(code)!] = rateLiteral(rate);
  raw[current.columns.get(current.pivot)!] = 1;
  const sources = [...gathered.providers]
    .filter(([source]) => contributors.has(source))
    .flatMap(([, list]) => list)
    .slice(0, 32);
  const row = { date, updated_at: updatedAt, rates: raw, ...(sources.length > 0 ? { sources } : {}) };
  const curated = curate(current, row, options.rules, { ...(options.curation ? { state: options.curation } : {}), confirmations });
  if (curated.pivot_moved) {
    const { factor, codes } = curated.pivot_moved;
    warnings.push({
      code: 'pivot_moved',
      count: codes,
      message: `${codes} fiat codes moved by one factor, ${factorText(factor)}, on ${date}: the documents' pivot moved; each code is judged as a level change`,
    });
  }
  warnings.push(...curationWarnings(curated.withheld, curated.level_changes, date));
  const quoted = curated.snapshot.rates.filter((r) => r !== null).length - 1;
  // Everything withheld: no row, but the curation's state goes on (the publications count toward a
  // new level) and the warnings are told, so a round that withholds is never silent.
  if (quoted <= 0) return { backwards, skewed, warnings, withheld: curated.withheld, curation: curated.state };
  const days = options.carryForwardDays ?? 7;
  const carried = carryForward(current, curated.snapshot, days, new Set(curated.withheld.map((w) => w.code)));
  if (carried.dropped.length > 0) warnings.push(coverageDropped(carried.dropped, date, days));
  // A later capture of the newest date keeps the figures it replaces as earlier versions.
  return { row: amendedRow(current, carried.row), backwards, skewed, warnings, withheld: curated.withheld, curation: curated.state };
}

/** One warning per rule that withheld values (with the codes), and one per accepted level change. */
function curationWarnings(withheld: readonly Withheld[], levels: readonly LevelChange[], date: IsoDate): LiveError[] {
  const byRule = new Map<Withheld['rule'], Withheld[]>();
  for (const w of withheld) byRule.set(w.rule, [...(byRule.get(w.rule) ?? []), w]);
  const warnings: LiveError[] = [...byRule].map(([rule, list]) => ({
    code: WARNING_OF[rule] ?? 'withheld',
    count: list.length,
    message: `${rule}: ${list.length} value${list.length === 1 ? '' : 's'} withheld from ${date}: ${list
      .slice(0, 10)
      .map((w) => `${w.code} (${w.reason})`)
      .join('; ')}${list.length > 10 ? `; and ${list.length - 10} more` : ''}`,
  }));
  for (const l of levels) {
    warnings.push({
      code: 'level_change',
      message: `${l.code} moved to a new level ${l.value} on ${l.date} (${l.by === 'held' ? `held for ${l.earlier.length + 1} publications` : 'confirmed by another source'}); accepted`,
    });
  }
  return warnings;
}
