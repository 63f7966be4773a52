import type { Dataset } from '../types.js';
import { peekCached, cacheSlot, setCached } from './datasetIndex.js';

/**
 * A dataset's snapshots laid out as one table, kept by the builder that made them so: every
 * snapshot's `values` is the view of its row of `rows` (row i at offset i × width), and the dates,
 * capture times and exact-decimal marks sit in arrays beside it. A reader of random snapshots then
 * reads one contiguous block instead of a snapshot object, its typed array and that array's store.
 */
export interface SnapshotRows {
  /** Every snapshot's rates, row after row; `snapshots[i].values` is the view of row i. */
  readonly rows: Float64Array;
  readonly width: number;
  /** Per snapshot: 1, or 2 when it stores exact decimals (`exact` not empty, rare). */
  readonly exact: Uint8Array;
  readonly dates: readonly string[];
  readonly updatedAts: readonly string[];
}

// Kept with the dataset's caches: its arrays are the snapshots' own, so it costs nothing beyond the
// dataset; when the caches are evicted, the dated conversion copies rows instead (same answers).
const SNAPSHOT_ROWS = /* @__PURE__ */ cacheSlot<SnapshotRows>('snapshot rows');

/**
 * Records that a dataset's snapshots are laid out as `table` says; only the builder that laid them
 * out calls this (a dataset made otherwise, such as by extendDataset, has no table).
 *
 * @param dataset - The dataset just built.
 * @param table - Its snapshots' table.
 * @example
 * setSnapshotRows(dataset, { rows, width, exact, dates, updatedAts })
 */
export function setSnapshotRows(dataset: Dataset, table: SnapshotRows): void {
  setCached(dataset, SNAPSHOT_ROWS, table);
}

/**
 * The table of a dataset's snapshots, when its builder laid them out as one.
 *
 * @param dataset - A checked dataset.
 * @returns The table, or undefined.
 * @example
 * snapshotRows(loadDataset(file))?.rows[3 * width + column] // snapshot 3's rate of that column
 */
export function snapshotRows(dataset: Dataset): SnapshotRows | undefined {
  return peekCached(dataset, SNAPSHOT_ROWS);
}
