import { fromNumber, type Decimal } from '../decimal/index.js';
import type { Snapshot } from '../types.js';

/**
 * The exact rate of one column of a snapshot against the pivot, or null where it is not quoted.
 * Decimals are made on demand: a dataset holds tens of thousands of rates, and most are only
 * ever used through their doubles.
 *
 * @example
 * snapshotRate(ds.snapshots[0], ds.columns.get('EUR')) // the decimal 0.92, say
 */
export function snapshotRate(snapshot: Snapshot, column: number): Decimal | null {
  const value = snapshot.values[column]!;
  if (value !== value) return null;
  return snapshot.exact.get(column) ?? fromNumber(value)!;
}
