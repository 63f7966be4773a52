import type { Dataset } from '../../src/types.js';

// The cases the freshness laws share (test/calendar/datasetStaleAt.test.ts, test/http/statusFreshness.test.ts):
// datasets as the freshness functions read them, TARGET-dated and daily, ending on a given day.

export const DAY_MS = 86_400_000;
export const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A dataset as the freshness functions read it: its snapshots' dates and the newest capture time. */
export function datasetOf(dates: readonly string[], updatedAt: string): Dataset {
  return { snapshots: dates.map((date, i) => ({ date, updatedAt: i === dates.length - 1 ? updatedAt : `${date}T16:00:00Z` })) } as unknown as Dataset;
}

/** The 21 days up to `day` (days since the epoch): the weekdays alone (TARGET-dated), and every day (daily). */
export function recentDates(day: number): [weekdays: string[], every: string[]] {
  const weekdays: string[] = [];
  const every: string[] = [];
  for (let d = day - 20; d <= day; d++) {
    every.push(dateOf(d * DAY_MS));
    const weekday = new Date(d * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) weekdays.push(dateOf(d * DAY_MS));
  }
  return [weekdays, every];
}
