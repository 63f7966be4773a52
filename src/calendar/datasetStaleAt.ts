import type { Dataset } from '../types.js';
import { usesTarget } from './datasetCalendar.js';
import { isTargetBusinessDay } from './target.js';
import { wallClock } from './zonedTime.js';

const DAY_MS = 86_400_000;
// TARGET's facts as target.ts's ecbCalendar and bankCalendar.ts state them: published at 16:00 in
// Berlin, missed two hours later; DAILY's (periodic.ts) 18 hours into the next day. (Written out:
// a bundler keeps unused arithmetic on names.)
const ECB_ZONE = 'Europe/Berlin';
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
    const at = berlinInstant(day * DAY_MS + PUBLISHES_MS);
    if (at > last) return at + GRACE_MS;
  }
  return Number.POSITIVE_INFINITY;
}

// The instant Berlin's wall clock reads `wallMs` (as if UTC), as zonedInstant works it out: a
// publication at 16:00 on a weekday is never in a transition (those are on Sundays at night).
function berlinInstant(wallMs: number): number {
  const first = wallMs - (wallClock(wallMs, ECB_ZONE) - wallMs);
  return wallMs - (wallClock(first, ECB_ZONE) - first);
}
