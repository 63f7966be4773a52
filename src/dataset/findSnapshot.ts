import type { Dataset, IsoDate } from '../types.js';

/**
 * The index of the newest snapshot dated on or before `date`, or -1 when `date` is before them all.
 * Dates are `YYYY-MM-DD`, so string order is date order; a binary search keeps this O(log n)
 * on a series of decades.
 *
 * @example
 * findSnapshot(ds, '2025-06-01') // the Friday before, on a Sunday
 */
export function findSnapshot(dataset: Dataset, date: IsoDate): number {
  const { snapshots } = dataset;
  let low = 0;
  let high = snapshots.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (snapshots[mid]!.date <= date) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}
