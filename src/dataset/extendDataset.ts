import * as v from 'valibot';
import type { Dataset } from '../types.js';
import { snapshotOf, unquotedCode } from './buildDataset.js';
import { checkDataset, registerDataset } from './checkDataset.js';
import { cached, cacheSlot, setCached } from './datasetIndex.js';
import { checkRowKeys, invalidIssue } from './loadDataset.js';
import { SnapshotRowSchema } from './schema.js';

// Per dataset: which columns a snapshot other than the newest quotes. Replacing the newest row must
// not leave a code that no snapshot quotes; this answers that without reading the whole history.
const QUOTED_BEFORE_NEWEST = /* @__PURE__ */ cacheSlot<Uint8Array>('quoted before the newest');

// Once per dataset that did not come from extendDataset (loaded, adopted from a store), or whose
// caches were evicted.
function quotedBeforeOf(dataset: Dataset): Uint8Array {
  const quoted = new Uint8Array(dataset.codes.length);
  const { snapshots } = dataset;
  for (let s = 0; s < snapshots.length - 1; s++) {
    const values = snapshots[s]!.values;
    for (let c = 0; c < values.length; c++) if (!Number.isNaN(values[c])) quoted[c] = 1;
  }
  return quoted;
}

function quotedBefore(dataset: Dataset): Uint8Array {
  return cached(dataset, QUOTED_BEFORE_NEWEST, quotedBeforeOf);
}

/**
 * Extends a validated dataset by one snapshot row: the row is appended after the newest snapshot, or
 * takes its place when it has the newest's date (a later capture of that day). Only the row is
 * validated, by the checks `loadDataset` applies to every row (structure, reserved keys, a real date
 * after the previous row's, a UTC capture time, one rate in range per code, the pivot at 1) and the
 * one check a replaced row can break (every code quoted by some snapshot); the rest is reused. The
 * result, or the error, is the one `loadDataset` gives for the whole file with that row, so a live
 * round's cost does not grow with the history.
 *
 * @param dataset - A dataset from `loadDataset` (or `extendDataset`).
 * @param row - The new row as a dataset file writes it (`{ date, updated_at, rates, sources? }`).
 * @returns The extended dataset; `dataset` is unchanged.
 * @throws RatebookError `invalid_dataset` naming the path of the first bad value.
 * @example
 * const next = extendDataset(ds, { date: '2026-09-30', updated_at: '2026-09-30T16:00:00Z', rates: [...] });
 */
export function extendDataset(dataset: Dataset, row: unknown): Dataset {
  checkDataset(dataset);
  const { snapshots, codes, fiat, pivot } = dataset;
  const newest = snapshots[snapshots.length - 1]!;
  const replaces = isRecord(row) && row.date === newest.date;
  const kept = replaces ? snapshots.length - 1 : snapshots.length;
  checkRowKeys(row, kept);
  const parsed = v.safeParse(SnapshotRowSchema, row);
  if (!parsed.success) invalidIssue(parsed.issues[0], ['snapshots', kept]);
  const snapshot = snapshotOf(parsed.output, snapshots[kept - 1], kept, codes, pivot, dataset.columns.get(pivot)!);
  let quoted: Uint8Array;
  if (replaces) {
    quoted = quotedBefore(dataset);
    for (let c = 0; c < codes.length; c++) if (quoted[c] === 0 && Number.isNaN(snapshot.values[c])) unquotedCode(codes, fiat.length, c);
  } else {
    quoted = quotedBefore(dataset).slice();
    for (let c = 0; c < codes.length; c++) if (!Number.isNaN(newest.values[c])) quoted[c] = 1;
  }
  const next = snapshots.slice(0, kept);
  next.push(snapshot);
  const extended = registerDataset({ ...dataset, snapshots: next });
  setCached(extended, QUOTED_BEFORE_NEWEST, quoted);
  return extended;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
