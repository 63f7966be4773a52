import { snapshotRate } from '../../dataset/snapshotRate.js';
import { divideRounded, ONE, type Decimal } from '../../decimal/index.js';
import type { CurrencyCode, Dataset, IsoDate, SnapshotSource } from '../../types.js';
import type { LiveError } from '../types.js';
import { crossVotes } from './crossVotes.js';

/** One source's quote of a code, re-pivoted to the dataset's pivot through the source's own quote of it. */
export interface LiveQuote {
  readonly source: string;
  readonly rate: Decimal;
  /** Sources derived from one another (one provider, or the same values) share a group: one vote. */
  readonly group: string;
  /**
   * `implied`: the source's home currency (its pivot), whose value is its own quote of the dataset's
   * pivot turned over: a value, never a vote. `cross`: a vote from a source that does not quote the
   * dataset's pivot, judged on cross rates only: never a value. `period`: a period rate (HMRC's month,
   * the Treasury's quarter) in a round with daily sources: never a vote, and a value only where no
   * daily source gives one.
   */
  readonly kind?: 'implied' | 'cross' | 'period';
}

/** Every quote of a round's date, by code in source order, and what the documents say of themselves. */
export interface GatheredQuotes {
  /** Code -> its quotes, in source order (only the dataset's codes, never the pivot). */
  readonly quotes: ReadonlyMap<CurrencyCode, readonly LiveQuote[]>;
  /** Source -> the providers its document names (its rows' `sources`), or the source's own name. */
  readonly providers: ReadonlyMap<string, readonly SnapshotSource[]>;
  readonly warnings: readonly LiveError[];
  /** The latest capture of the documents used, and it in epoch ms. */
  readonly capturedAt: number;
  readonly updatedAt: string;
}

/**
 * Reads the documents of the round's date, in source order, each in its own terms: a document
 * against another pivot is re-pivoted only through its own quote of the dataset's pivot (divided,
 * rounded half-even to 12 digits), and its home currency's value is that same quote turned over
 * (`implied`: a value, never a vote). No value of one source is computed through another's, so one
 * bad cell of one source changes that cell only. A document that does not quote the dataset's pivot
 * gives votes on cross rates only (`crossVotes`); one that cannot even do that is left out with
 * `not_repivoted`. Codes without metadata in the dataset are left out with a warning. Sources whose
 * documents name the same provider, or quote the same values exactly, share a group (one vote).
 * Where the round has a daily source, the quotes of the sources in `periodic` (period rates: a
 * month's, a quarter's) are `period` quotes: never a vote in a median of daily sources.
 *
 * @param current - The dataset being extended.
 * @param sources - The sources' names, in order.
 * @param documents - Each source's loaded document.
 * @param date - The round's date; documents of other dates are skipped.
 * @param periodic - The sources that publish period rates (`frequency` monthly or quarterly).
 * @returns The quotes by code, the providers by source, the warnings and the latest capture.
 * @example
 * gatherQuotes(live, ['ecb', 'cnb'], documents, '2026-03-02').quotes.get('PLN')?.length // 2
 */
export function gatherQuotes(
  current: Dataset,
  sources: readonly string[],
  documents: ReadonlyMap<string, Dataset>,
  date: IsoDate,
  periodic: ReadonlySet<string> = new Set(),
): GatheredQuotes {
  // With a daily source in the round, a period source's quotes are values of last resort, never votes.
  const daily = sources.some((source) => !periodic.has(source));
  const kindOf = (source: string, implied: boolean): LiveQuote['kind'] => (daily && periodic.has(source) ? 'period' : implied ? 'implied' : undefined);
  const quotes = new Map<CurrencyCode, LiveQuote[]>();
  const providers = new Map<string, readonly SnapshotSource[]>();
  const warnings: LiveError[] = [];
  const unpivoted: { source: string; group: string; rates: Map<CurrencyCode, number> }[] = [];
  const groups = new Map<string, string>();
  let updatedAt = '';
  let capturedAt = -Infinity;
  const add = (code: CurrencyCode, quote: LiveQuote) => quotes.set(code, [...(quotes.get(code) ?? []), quote]);
  for (const source of sources) {
    const loaded = documents.get(source)!;
    const snapshot = loaded.snapshots[loaded.snapshots.length - 1]!;
    if (snapshot.date !== date) continue;
    const rateOf = (code: CurrencyCode) => (loaded.columns.has(code) ? snapshotRate(snapshot, loaded.columns.get(code)!) : null);
    const own = loaded.pivot === current.pivot ? ONE : rateOf(current.pivot);
    const named = snapshot.sources ?? [{ name: source }];
    const group = named[0]?.name ?? source;
    const unknown: CurrencyCode[] = [];
    const rates = new Map<CurrencyCode, Decimal>();
    for (const code of new Set([...loaded.codes, loaded.pivot])) {
      const rate = code === loaded.pivot ? ONE : rateOf(code);
      if (!rate || code === current.pivot) continue;
      if (!current.columns.has(code)) unknown.push(code);
      else rates.set(code, rate);
    }
    if (unknown.length > 0) {
      const listed = unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? `, and ${unknown.length - 10} more` : '');
      warnings.push({
        code: 'unknown_code',
        source,
        count: unknown.length,
        message: `${unknown.length} codes have no metadata in the dataset and were left out: ${listed}`,
      });
    }
    // A period source that does not quote the pivot gives no value, and its cross rates are no vote either.
    if (!own && daily && periodic.has(source)) continue;
    if (!own) {
      // Its own rates against its pivot; the pivot itself is implied (1), never a vote.
      unpivoted.push({ source, group, rates: new Map([...rates].filter(([code]) => code !== loaded.pivot).map(([code, rate]) => [code, rate.num])) });
      providers.set(source, named);
      continue;
    }
    providers.set(source, named);
    const rebased = new Map([...rates].map(([code, rate]) => [code, own === ONE ? rate : divideRounded(rate, own)]));
    groups.set(source, derivedFrom(rebased, quotes, groups) ?? group);
    for (const [code, rate] of rebased) {
      const kind = kindOf(source, code === loaded.pivot && loaded.pivot !== current.pivot);
      add(code, { source, rate, group: groups.get(source)!, ...(kind ? { kind } : {}) });
    }
    if (Date.parse(snapshot.updatedAt) > capturedAt) [updatedAt, capturedAt] = [snapshot.updatedAt, Date.parse(snapshot.updatedAt)];
  }
  for (const { source, group, rates } of unpivoted) {
    const votes = crossVotes(rates, quotes);
    if (votes.size === 0) {
      providers.delete(source);
      warnings.push({
        code: 'not_repivoted',
        source,
        message: `the document quotes neither ${current.pivot} nor enough codes the other sources quote to compare cross rates; left out`,
      });
      continue;
    }
    for (const [code, rate] of votes) add(code, { source, rate, group, kind: 'cross' });
  }
  return { quotes, providers, warnings, updatedAt, capturedAt };
}

/**
 * The group of an earlier source whose quotes this document repeats exactly (at least three codes
 * in common, every one equal): a mirror or a copy is one source, not a second opinion.
 */
function derivedFrom(
  rates: ReadonlyMap<CurrencyCode, Decimal>,
  quotes: ReadonlyMap<CurrencyCode, readonly LiveQuote[]>,
  groups: ReadonlyMap<string, string>,
): string | undefined {
  for (const [, group] of groups) {
    let common = 0;
    let equal = true;
    for (const [code, rate] of rates) {
      const theirs = quotes.get(code)?.find((q) => q.group === group && q.kind === undefined);
      if (!theirs) continue;
      common++;
      if (theirs.rate.num !== rate.num) {
        equal = false;
        break;
      }
    }
    if (equal && common >= 3) return group;
  }
  return undefined;
}
