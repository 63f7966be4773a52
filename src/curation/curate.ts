import type { DatasetFile } from '../dataset/schema.js';
import type { CurrencyCode, Dataset } from '../types.js';
import { checkCurateInput } from './checkCurateInput.js';
import { historyBefore, type Cell, type CurationContext } from './context.js';
import { defaultRules } from './defaultRules.js';
import { knownBadEntry, withdrawnReason } from './rules/dateRules.js';
import { withholdVersions } from './rules/withholdVersions.js';
import { pegReason, stablecoinReason } from './rules/pegRule.js';
import { judgeConsensus, type Confirmations } from './judgeConsensus.js';
import { judgeHistory } from './judgeHistory.js';
import { pivotMove, type PivotMove } from './rules/pivotMove.js';
import type { CurationRules } from './rulesTypes.js';
import type { CurationState, LevelChange, RuleName, Withheld } from './types.js';

/** Options of `curate`. */
export interface CurateOptions {
  /** What the previous call returned as `state` (pending levels, level starts, recent publications). */
  readonly state?: CurationState;
  /**
   * Quotes of the same date from other sources (units per pivot; numbers, or `{ source, value }` to
   * name the source in reports): with the snapshot's own, three or more quotes of a code are judged
   * by the consensus rule; one left within 10 % confirms a new level at once.
   */
  readonly confirmations?: Confirmations;
}

/** What `curate` returns. */
export interface CurateResult {
  /** The snapshot with every withheld value set to null (a new row; the input is not changed). */
  readonly snapshot: DatasetFile['snapshots'][number];
  /** The values withheld, in column order. */
  readonly withheld: readonly Withheld[];
  /** New levels accepted in this snapshot, with their earlier (withheld) publications. */
  readonly level_changes: readonly LevelChange[];
  /** The state to hand to the next call. */
  readonly state: CurationState;
  /** Set when every fiat code moved by one factor beyond the jump limit: the snapshot's pivot moved. */
  readonly pivot_moved?: PivotMove;
}

// The versions of the values the row still carries, each list ending with the row's value.
function keptVersions(
  history: Dataset,
  versions: DatasetFile['snapshots'][number]['versions'],
  rates: readonly unknown[],
): { versions?: Record<string, unknown[][]> } {
  if (versions === undefined) return {};
  const kept = Object.entries(versions).filter(([code, list]) => {
    const rate = rates[history.columns.get(code) ?? -1];
    return rate !== null && rate !== undefined && Number(rate) === Number(list[list.length - 1]![1]);
  });
  return kept.length > 0 ? { versions: Object.fromEntries(kept) as Record<string, unknown[][]> } : {};
}

const EMPTY: CurationState = { pending: {}, levels: {}, recent: {} };

/**
 * Curates one snapshot against the history before its date, as the data build and every live
 * round do: the date rules (withdrawn currencies, known-bad values), then the snapshot's own facts
 * (pegs, stablecoin band), then the consensus of the other sources' quotes (`confirmations`: three
 * or more quotes, one more than 2 % from the median of the others is refused), then the history rules (unit change, managed rate, jump with level
 * changes, alternation). A withheld value becomes null; nothing is ever put in its place.
 *
 * @param history - The dataset so far; only its snapshots dated before the snapshot's date are read.
 * @param snapshot - A dataset-file row aligned with `history.codes`.
 * @param rules - The rules (default `defaultRules`).
 * @param options - The state of the previous call, and second sources' quotes.
 * @returns The curated row, the withheld values, the accepted level changes and the next state.
 * @example
 * const { snapshot, withheld, state } = curate(dataset, { date: '2026-09-30', updated_at: '2026-09-30T00:00:00Z', rates });
 * withheld[0]; // { code: 'SAR', date: '2026-09-30', value: 3.7134, rule: 'peg', reason: '3.7134 per USD, outside peg 3.75 ±0.1%' }
 */
export function curate(
  history: Dataset,
  snapshot: DatasetFile['snapshots'][number],
  rules: CurationRules = defaultRules,
  options: CurateOptions = {},
): CurateResult {
  checkCurateInput(history, snapshot);
  const { date } = snapshot;
  const ctx: CurationContext = { history, date, rules, before: historyBefore(history, date) };
  // A published version proven wrong goes first: the rules below judge the version the row then carries.
  const corrected = withholdVersions(history, snapshot, rules);
  const rates = corrected.rates;
  const withheld: (Withheld & { column: number })[] = corrected.withheld.map((w) => ({ ...w, column: history.columns.get(w.code)! }));
  const withhold = (cell: Cell, rule: RuleName, reason: string) => {
    withheld.push({ code: cell.code, date, value: cell.literal, rule, reason, column: cell.column });
    rates[cell.column] = null;
  };
  const cells: Cell[] = [];
  history.codes.forEach((code, column) => {
    const literal = rates[column] as number | string | null | undefined;
    if (literal === null || literal === undefined || code === history.pivot) return;
    const cell: Cell = { code, column, literal, value: Number(literal), fiat: column < history.fiat.length };
    const gone = withdrawnReason(rules, code, date);
    const bad = gone === undefined ? knownBadEntry(rules, code, date) : undefined;
    if (gone !== undefined) withhold(cell, 'withdrawn', gone);
    else if (bad !== undefined) withhold(cell, 'known_bad', bad.reason);
    else cells.push(cell);
  });
  // Pegs read their anchor as the date rules left the row, so the order of the pegs does not matter.
  const dated = [...rates];
  const rateOf = (code: CurrencyCode) => {
    if (code === history.pivot) return 1;
    const column = history.columns.get(code);
    const r = column === undefined ? null : dated[column];
    return r === null || r === undefined ? undefined : Number(r);
  };
  const judged = cells.filter((cell) => {
    const reason = cell.fiat ? pegReason(rules.pegs, cell.code, date, cell.value, rateOf) : stablecoinReason(rules.stablecoins, cell.code, cell.value);
    return reason === undefined || (withhold(cell, cell.fiat ? 'peg' : 'stablecoin', reason), false);
  });
  const consensus = judgeConsensus(judged, options.confirmations, rules, date);
  for (const w of consensus.cells) withhold(w.cell, 'consensus', w.reason);
  const agreed = judged.filter((cell) => rates[cell.column] !== null);
  const moved = pivotMove(ctx, agreed, options.state?.levels ?? {});
  const history_ = judgeHistory(ctx, agreed, options.state ?? EMPTY, consensus.confirmations);
  for (const w of history_.withheld) withhold(w.cell, w.rule, w.reason);
  withheld.push(...consensus.refused);
  withheld.sort((a, b) => a.column - b.column);
  return {
    snapshot: {
      date,
      updated_at: snapshot.updated_at,
      rates,
      ...(snapshot.sources ? { sources: snapshot.sources } : {}),
      ...(snapshot.published_at === undefined ? {} : { published_at: snapshot.published_at }),
      ...keptVersions(history, corrected.versions, rates),
    },
    withheld: withheld.map(({ column: _, ...w }) => w),
    level_changes: history_.levelChanges,
    state: history_.state,
    ...(moved ? { pivot_moved: moved } : {}),
  };
}
