import type { PublishingCalendar } from './publishingCalendar.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000; // written out: a bundler keeps unused arithmetic on names
// Counting stops here: past it a source is simply "very late", and no loop runs long.
const MAX_COUNT = 100_000;

/** Publications every `periodMs` from the epoch (or from `period(intervalMs)`), each late after `graceMs`. */
/* @__NO_SIDE_EFFECTS__ */
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
export const DAILY = /* @__PURE__ */ periodic(
  'daily',
  () => DAY_MS,
  () => 18 * HOUR_MS,
);

/** Open Exchange Rates: a new `latest.json` every hour, missed one hour after it was due. */
export const HOURLY = /* @__PURE__ */ periodic(
  'hourly',
  () => HOUR_MS,
  () => HOUR_MS,
);

/**
 * CoinGecko: prices change continuously, so the only calendar is the live dataset's own: data is
 * stale once two rounds passed without a newer capture (an hour's rounds when there is no timer).
 */
export const CONTINUOUS = /* @__PURE__ */ periodic(
  'continuous',
  (i) => (i > 0 ? i : HOUR_MS),
  (i) => (i > 0 ? i : HOUR_MS),
);
