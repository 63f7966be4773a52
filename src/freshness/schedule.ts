import { ecbPublicationTime } from '../importers/feeds/ecbPublicationTime.js';
import type { Dataset } from '../types.js';
import { isTargetBusinessDay } from './targetCalendar.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Counting stops here: past it a source is simply "very late", and no loop runs long.
const MAX_COUNT = 100_000;

/** When a source publishes, so that a quiet weekend is told apart from a missed publication. */
export interface PublishingCalendar {
  /** `daily`, `target` (TARGET business days, ECB), `hourly` or `continuous`. */
  readonly name: string;
  /**
   * How many publications were due after the capture `lastMs` and before `nowMs`: a publication
   * counts once its grace period has passed. `intervalMs` is the live dataset's round interval.
   */
  missed(lastMs: number, nowMs: number, intervalMs: number): number;
  /** The instant at which data captured at `lastMs` becomes stale (the next publication plus its grace). */
  staleAt(lastMs: number, intervalMs: number): number;
}

/** Publications every `periodMs` from the epoch (or from `period(intervalMs)`), each late after `graceMs`. */
function periodic(name: string, period: (intervalMs: number) => number, grace: (intervalMs: number) => number): PublishingCalendar {
  return {
    name,
    missed(lastMs, nowMs, intervalMs) {
      const p = period(intervalMs);
      const due = Math.floor((nowMs - grace(intervalMs)) / p) - Math.floor(lastMs / p);
      return Math.min(MAX_COUNT, Math.max(0, due));
    },
    staleAt(lastMs, intervalMs) {
      const p = period(intervalMs);
      return (Math.floor(lastMs / p) + 1) * p + grace(intervalMs);
    },
  };
}

/**
 * fawazahmed0: one document a day, dated that day and captured at midnight UTC; it reaches the npm
 * package and the CDNs within hours, so it counts as missed 18 hours into its day.
 */
export const DAILY = periodic('daily', () => DAY_MS, () => 18 * HOUR_MS);

/** Open Exchange Rates: a new `latest.json` every hour, missed one hour after it was due. */
export const HOURLY = periodic('hourly', () => HOUR_MS, () => HOUR_MS);

/**
 * CoinGecko: prices change continuously, so the only calendar is the live dataset's own: data is
 * stale once two rounds passed without a newer capture (an hour's rounds when there is no timer).
 */
export const CONTINUOUS = periodic('continuous', (i) => (i > 0 ? i : HOUR_MS), (i) => (i > 0 ? i : HOUR_MS));

/** Publication instant of a TARGET business day: about 16:00 Frankfurt time. */
const publication = (day: number): number => Date.parse(ecbPublicationTime(new Date(day * DAY_MS).toISOString().slice(0, 10)));
const isBusinessDay = (day: number): boolean => isTargetBusinessDay(new Date(day * DAY_MS).toISOString().slice(0, 10));
const ECB_GRACE_MS = 2 * HOUR_MS;

/**
 * The ECB: reference rates on TARGET business days at about 16:00 Europe/Frankfurt, none on
 * weekends and TARGET holidays; a day's rates count as missed two hours after 16:00.
 */
export const TARGET: PublishingCalendar = {
  name: 'target',
  missed(lastMs, nowMs) {
    let count = 0;
    const last = Math.floor(lastMs / DAY_MS);
    const end = Math.floor(nowMs / DAY_MS);
    for (let day = last; day <= end && count < MAX_COUNT; day++) {
      if (!isBusinessDay(day)) continue;
      const at = publication(day);
      if (at > lastMs && at + ECB_GRACE_MS <= nowMs) count++;
    }
    return count;
  },
  staleAt(lastMs) {
    for (let day = Math.floor(lastMs / DAY_MS); ; day++) {
      if (isBusinessDay(day) && publication(day) > lastMs) return publication(day) + ECB_GRACE_MS;
    }
  },
};

/**
 * The calendar a plain dataset is judged by: TARGET when its recent snapshots (up to ten, at least
 * five) all fall on TARGET business days, as an ECB series does; daily otherwise.
 *
 * @param dataset - A loaded dataset.
 * @returns The calendar.
 * @example
 * datasetCalendar(defaultDataset).name // "daily"
 */
export function datasetCalendar(dataset: Dataset): PublishingCalendar {
  const recent = dataset.snapshots.slice(-10);
  return recent.length >= 5 && recent.every((s) => isTargetBusinessDay(s.date)) ? TARGET : DAILY;
}
