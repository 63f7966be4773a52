import type { Dataset, IsoDate } from '../types.js';

// Each dataset's snapshot dates as integers YYYYMMDD in one typed array, built on first use: the
// binary search then reads one contiguous block instead of a snapshot object and its date string
// per step, which on a long history (7,000 dates) is most of a lookup's cost in cache misses.
const indexes = new WeakMap<Dataset, Int32Array>();

/** `YYYY-MM-DD` as the integer YYYYMMDD (same order); the caller has checked the syntax. */
function dayNumber(date: IsoDate): number {
  let n = 0;
  for (let i = 0; i < 10; i++) {
    const c = date.charCodeAt(i);
    if (c !== 45) n = n * 10 + (c - 48);
  }
  return n;
}

function dateIndex(dataset: Dataset): Int32Array {
  let index = indexes.get(dataset);
  if (!index) {
    index = Int32Array.from(dataset.snapshots, (s) => dayNumber(s.date));
    indexes.set(dataset, index);
  }
  return index;
}

/**
 * The index of the newest snapshot dated on or before `date`, or -1 when `date` is before them all.
 * A binary search, so O(log n) on a series of decades.
 *
 * @example
 * findSnapshot(ds, '2025-06-01') // the Friday before, on a Sunday
 */
export function findSnapshot(dataset: Dataset, date: IsoDate): number {
  const days = dateIndex(dataset);
  const wanted = dayNumber(date);
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (days[mid]! <= wanted) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}
