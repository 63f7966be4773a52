import type { Decimal } from '../decimal.js';
import type { Dataset, Snapshot } from '../types.js';
import { deriveRate, deriveRateNumber } from './deriveRate.js';

/** The rates of one snapshot against one base, filled in lazily and kept for reuse. */
export interface RateTable {
  readonly snapshot: Snapshot;
  readonly base: number;
  /** Whether the base is the dataset's pivot, against which stored rates are returned as they are. */
  readonly baseIsPivot: boolean;
  /** Per column (a sparse array): the derived rate, null when not quoted, absent until first asked. */
  readonly entries: (Decimal | null | undefined)[];
  /** Finished, frozen rates maps built from this table: fiat in numbers, fiat in strings, then crypto. */
  readonly maps: (Readonly<Record<string, number | string>> | undefined)[];
}

/** Tables kept per dataset; each holds at most one snapshot's rates for one base (a few kB). */
const MAX_TABLES = 512;
const caches = new WeakMap<Dataset, Map<number, RateTable>>();

/**
 * The cached rate table for a snapshot and a base column, created on first use. The cache is
 * bounded: past MAX_TABLES the oldest table is dropped (first in, first out, so a hit costs nothing).
 *
 * @example
 * rateAt(rateTable(ds, ds.snapshots.length - 1, eur), jpy)
 */
export function rateTable(dataset: Dataset, snapshotIndex: number, base: number): RateTable {
  let cache = caches.get(dataset);
  if (!cache) {
    cache = new Map();
    caches.set(dataset, cache);
  }
  const key = snapshotIndex * dataset.codes.length + base;
  let table = cache.get(key);
  if (!table) {
    if (cache.size >= MAX_TABLES) cache.delete(cache.keys().next().value!);
    const baseIsPivot = dataset.codes[base] === dataset.pivot;
    table = { snapshot: dataset.snapshots[snapshotIndex]!, base, baseIsPivot, entries: [], maps: [] };
    cache.set(key, table);
  }
  return table;
}

/** The rate from the table's base to one column, derived once and then read from the table. */
export function rateAt(table: RateTable, column: number): Decimal | null {
  let rate = table.entries[column];
  if (rate === undefined) {
    rate = deriveRate(table.snapshot, table.base, column, table.baseIsPivot);
    table.entries[column] = rate;
  }
  return rate;
}

/** The rate from the table's base to one column as a double (NaN when not quoted), the same as `rateAt(...).num`. */
export function rateNumberAt(table: RateTable, column: number): number {
  const rate = table.entries[column];
  if (rate !== undefined) return rate === null ? NaN : rate.num;
  return deriveRateNumber(table.snapshot, table.base, column, table.baseIsPivot);
}
