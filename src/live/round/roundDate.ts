import { loadDataset } from '../../dataset/loadDataset.js';
import type { Dataset, IsoDate } from '../../types.js';
import type { Contribution } from './contribution.js';

/** The quote date a round's snapshot takes, and which documents it leaves out. */
export interface RoundDate {
  /** The snapshot's date; '' when every document is dated before the newest snapshot. */
  readonly date: IsoDate;
  /** Sources whose document is dated before the newest snapshot (they change nothing). */
  readonly backwards: readonly string[];
  /** Sources whose document is dated after `date`: refused on their own (`feed_skewed`). */
  readonly skewed: readonly string[];
  /** Each source's document, loaded, by source name. */
  readonly loaded: ReadonlyMap<string, Dataset>;
}

const newestOf = (ds: Dataset) => ds.snapshots[ds.snapshots.length - 1]!;

/**
 * Chooses a round's quote date: among the documents not dated before the dataset's newest snapshot,
 * the date whose documents together quote the most of the dataset's codes (on a tie, the newer date).
 * A snapshot is one date and carries nothing forward, so taking simply the newest date would let one
 * source that runs ahead (a CoinGecko capture just past midnight, a skewed clock) replace a snapshot
 * of 290 codes by one of its 7. A document dated after the chosen date is refused on its own
 * (`skewed`); one dated before it adds nothing this round, as before.
 *
 * @param current - The dataset being extended.
 * @param contributions - The documents of this round, in source order.
 * @returns The date, the backwards and skewed sources, and the loaded documents.
 * @example
 * roundDate(live, [{ source: 'fawazahmed0', file: usd0929 }, { source: 'coingecko', file: cg0930 }])
 * // { date: '2026-09-29', skewed: ['coingecko'], backwards: [], loaded }
 */
export function roundDate(current: Dataset, contributions: readonly Contribution[]): RoundDate {
  const newest = newestOf(current).date;
  const loaded = new Map<string, Dataset>();
  const coverage = new Map<IsoDate, Set<string>>();
  const backwards: string[] = [];
  for (const { source, file, loaded: given } of contributions) {
    const ds = given ?? loadDataset(file);
    loaded.set(source, ds);
    const { date, values } = newestOf(ds);
    if (date < newest) {
      backwards.push(source);
      continue;
    }
    let codes = coverage.get(date);
    if (!codes) coverage.set(date, (codes = new Set()));
    ds.codes.forEach((code, i) => {
      if (!Number.isNaN(values[i]!) && current.columns.has(code)) codes.add(code);
    });
  }
  let date: IsoDate = '';
  let best = -1;
  for (const [candidate, codes] of coverage) {
    if (codes.size > best || (codes.size === best && candidate > date)) [date, best] = [candidate, codes.size];
  }
  const skewed = contributions.filter((c) => !backwards.includes(c.source) && newestOf(loaded.get(c.source)!).date > date).map((c) => c.source);
  return { date, backwards, skewed, loaded };
}
