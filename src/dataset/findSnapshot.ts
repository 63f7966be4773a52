import type { Dataset, IsoDate } from '../types.js';
import { cached, cacheSlot } from './datasetIndex.js';

// Each dataset's snapshot dates as integers YYYYMMDD in one typed array, built on first use: the
// binary search then reads one contiguous block instead of a snapshot object and its date string
// per step. Beside it, for a history of under MAX_YEARS years, the answer for every day: one slot
// per (year, month, day of 31), so a lookup is one read instead of a dozen unpredictable branches
// (the binary search was the largest part of a dated conversion on the ECB history's 6,983 dates).
interface DayIndex {
  readonly days: Int32Array;
  readonly firstYear: number;
  /** The binary search's answer for each slot `(year - firstYear) × 372 + (month - 1) × 31 + day - 1`, or undefined past MAX_YEARS. */
  readonly slots: Int32Array | undefined;
}

const SLOTS_PER_YEAR = 372; // 12 * 31, written out (see DAY_MS in src/calendar/periodic.ts)
// 1,000 years of slots is 1.5 MB; a longer span keeps the binary search alone.
const MAX_YEARS = 1000;
const DAY_INDEX = /* @__PURE__ */ cacheSlot<DayIndex>('day index');

/** `YYYY-MM-DD` as the integer YYYYMMDD (same order); the caller has checked the syntax. */
function dayNumber(date: IsoDate): number {
  let n = 0;
  for (let i = 0; i < 10; i++) {
    const c = date.charCodeAt(i);
    if (c !== 45) n = n * 10 + (c - 48);
  }
  return n;
}

function dayIndexOf(dataset: Dataset): DayIndex {
  // Plain loops: Int32Array.from over the snapshots and a division per slot cost a millisecond on
  // the ECB history, most of a fresh dataset's first dated conversion.
  const { snapshots } = dataset;
  const days = new Int32Array(snapshots.length);
  for (let i = 0; i < days.length; i++) days[i] = dayNumber(snapshots[i]!.date);
  return buildIndex(days);
}

function buildIndex(days: Int32Array): DayIndex {
  const firstYear = Math.floor(days[0]! / 10_000);
  const years = Math.floor(days[days.length - 1]! / 10_000) - firstYear + 1;
  if (!(years <= MAX_YEARS)) return { days, firstYear, slots: undefined };
  const slots = new Int32Array(years * SLOTS_PER_YEAR);
  let found = -1;
  let slot = 0;
  for (let year = firstYear * 10_000; slot < slots.length; year += 10_000) {
    for (let month = year + 100; month <= year + 1200; month += 100) {
      for (let day = month + 1; day <= month + 31; day++) {
        while (found + 1 < days.length && days[found + 1]! <= day) found++;
        slots[slot++] = found;
      }
    }
  }
  return { days, firstYear, slots };
}

/**
 * The index of the newest snapshot dated on or before `date`, or -1 when `date` is before them all.
 * A binary search, so O(log n) on a series of decades.
 *
 * @example
 * findSnapshot(ds, '2025-06-01') // the Friday before, on a Sunday
 */
export function findSnapshot(dataset: Dataset, date: IsoDate): number {
  return findSnapshotDay(dataset, dayNumber(date));
}

/**
 * findSnapshot for a date given as the integer YYYYMMDD (calendarDayNumber), for a caller that has
 * scanned the date already.
 *
 * @example
 * findSnapshotDay(ds, 20250601) // as findSnapshot(ds, '2025-06-01')
 */
export function findSnapshotDay(dataset: Dataset, wanted: number): number {
  const { days, firstYear, slots } = cached(dataset, DAY_INDEX, dayIndexOf);
  const year = Math.floor(wanted / 10_000);
  const month = Math.floor(wanted / 100) % 100;
  const day = wanted % 100;
  if (slots !== undefined && year >= firstYear && month >= 1 && month <= 12 && day >= 1 && day <= 31) {
    const slot = (year - firstYear) * SLOTS_PER_YEAR + (month - 1) * 31 + day - 1;
    return slot < slots.length ? slots[slot]! : days.length - 1;
  }
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
