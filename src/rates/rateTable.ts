import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import type { Decimal } from '../decimal/index.js';
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
  /** Asked for since the cache last looked (the "second chance" of eviction). */
  used: boolean;
}

/**
 * Memory the tables of one dataset may take, by estimate: a table costs about TABLE_BYTES plus
 * CODE_BYTES per code of the dataset (its rates maps and derived entries), so a dataset of 40 codes
 * keeps about 14,000 tables (the whole ECB history, for two bases) and one of 300 codes about 2,300.
 */
const MAX_BYTES = 33_554_432; // 32 MiB, written out (see DAY_MS in src/calendar/periodic.ts)
const TABLE_BYTES = 256;
const CODE_BYTES = 48;

interface TableCache {
  readonly tables: Map<number, RateTable>;
  readonly tableBytes: number;
  bytes: number;
}

const TABLES = cacheSlot<TableCache>('rate tables');
const noTables = (dataset: Dataset): TableCache => ({ tables: new Map(), tableBytes: TABLE_BYTES + CODE_BYTES * dataset.codes.length, bytes: 0 });

/**
 * The cached rate table for a snapshot and a base column, created on first use. The cache is
 * bounded by memory (MAX_BYTES) and evicts by "second chance", an approximation of least recently
 * used whose hit costs one store: a hit marks the table; eviction walks from the oldest, giving a
 * marked table another round (unmarked, moved to the newest end) and dropping unmarked ones.
 *
 * @example
 * rateAt(rateTable(ds, ds.snapshots.length - 1, eur), jpy)
 */
export function rateTable(dataset: Dataset, snapshotIndex: number, base: number): RateTable {
  const cache = cached(dataset, TABLES, noTables);
  const key = snapshotIndex * dataset.codes.length + base;
  let table = cache.tables.get(key);
  if (table) {
    table.used = true;
    return table;
  }
  const baseIsPivot = dataset.codes[base] === dataset.pivot;
  table = { snapshot: dataset.snapshots[snapshotIndex]!, base, baseIsPivot, entries: [], maps: [], used: false };
  cache.bytes += cache.tableBytes;
  if (cache.bytes > MAX_BYTES) evict(cache);
  cache.tables.set(key, table);
  return table;
}

function evict(cache: TableCache): void {
  const { tables } = cache;
  for (const [key, table] of tables) {
    tables.delete(key);
    if (table.used) {
      table.used = false;
      tables.set(key, table); // a second chance, at the newest end; Map iteration visits it again only after the rest
    } else {
      cache.bytes -= cache.tableBytes;
      // Down to 7/8 of the budget in one walk: a walk starts at the oldest end, past the holes
      // earlier deletions left, so evicting one table per insertion would cost a walk each.
      if (cache.bytes <= MAX_BYTES - MAX_BYTES / 8) return;
    }
  }
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
