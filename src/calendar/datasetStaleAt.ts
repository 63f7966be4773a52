import type { Dataset } from '../types.js';
import { usesTarget } from './datasetCalendar.js';
import { isTargetBusinessDay } from './target.js';

const DAY_MS = 86_400_000;
// TARGET's facts as target.ts's ecbCalendar and bankCalendar.ts state them: published at 16:00 in
// Berlin, missed two hours later; DAILY's (periodic.ts) 18 hours into the next day. (Written out:
// a bundler keeps unused arithmetic on names.)
const HOUR_MS = 3_600_000;
const PUBLISHES_MS = 57_600_000;
const GRACE_MS = 7_200_000;
const DAILY_GRACE_MS = 64_800_000;
const MAX_DAYS = 100_000;

/**
 * The instant a dataset's newest snapshot goes stale by its own calendar: `staleAt(dataset)` of
 * freshness.ts, without the general calendars (bankCalendar's generator, zonedTime's year tables of
 * transitions): the stale flag of a dated answer needs one number a dataset, and convert's bundle
 * carries only this. test/calendar/datasetStaleAt.test.ts holds the two equal.
 *
 * @param dataset - The dataset.
 * @returns Milliseconds since the epoch.
 * @example
 * datasetStaleAt(ds) // the next TARGET day's 16:00 in Berlin after the newest capture, plus two hours
 */
export function datasetStaleAt(dataset: Dataset): number {
  const last = Date.parse(dataset.snapshots[dataset.snapshots.length - 1]!.updatedAt);
  const today = Math.floor(last / DAY_MS);
  if (!usesTarget(dataset)) return (today + 1) * DAY_MS + DAILY_GRACE_MS;
  for (let day = today - 1; day < today - 1 + MAX_DAYS; day++) {
    if (!isTargetBusinessDay(new Date(day * DAY_MS).toISOString().slice(0, 10))) continue;
    const at = day * DAY_MS + PUBLISHES_MS - berlinOffset(day);
    if (at > last) return at + GRACE_MS;
  }
  return Number.POSITIVE_INFINITY;
}

// Berlin's offset from UTC on a weekday (days since 1970-01-01) at 16:00, as the tz database has it
// from 1980 (zonedTime.ts asks Intl; these few lines keep Intl and its formats off convert's path):
// summer time, two hours, from the last Sunday of March (1980: April 6) to the last Sunday of
// September (until 1995) or October, the changes at 01:00 UTC on a Sunday, so a weekday is wholly on
// one side; one hour otherwise, and before 1980: the zone's summer times of 1916-1918 and 1940-1949
// are not kept, which can move the flag of a dataset whose newest capture precedes 1950 (TARGET
// began in 1999). test/calendar/datasetStaleAt.test.ts holds 1980-2040 to the zone's own calendar.
function berlinOffset(day: number): number {
  const year = new Date(day * DAY_MS).getUTCFullYear();
  if (year < 1980) return HOUR_MS;
  // The last Sunday of a month (0-based): its last day less its weekday (1970-01-01 was a Thursday).
  const lastSunday = (month: number) => {
    const last = Date.UTC(year, month + 1, 0) / DAY_MS;
    return last - ((last + 4) % 7);
  };
  const start = lastSunday(2) + (year === 1980 ? 7 : 0);
  const end = lastSunday(year < 1996 ? 8 : 9);
  return day > start && day < end ? 2 * HOUR_MS : HOUR_MS;
}
