import type { BankCalendar } from '../importers/banks/types.js';
import type { PublishingCalendar } from '../freshness/schedule.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
// A bank's "published by" time is its own statement or its observed window; a publication counts as
// missed this long after it, as the ECB's does, so a slow afternoon is not yet stale.
const GRACE_MS = 2 * 60 * MINUTE_MS;
// Counting stops here: past it a source is simply "very late", and no loop runs long.
const MAX_COUNT = 100_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (Warsaw in summer: +7,200,000), from `Intl` alone (Web APIs only). */
function offsetAt(zone: string, ms: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formats.set(zone, format);
  }
  const part: Record<string, number> = {};
  for (const p of format.formatToParts(ms)) if (p.type !== 'literal') part[p.type] = Number(p.value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  return wall - (ms - (ms % MINUTE_MS));
}

/** The instant of local time `hh:mm` on a day (days since 1970-01-01) in the zone; checked once more across a DST change. */
function localInstant(zone: string, day: number, minutes: number): number {
  const wall = day * DAY_MS + minutes * MINUTE_MS;
  const first = wall - offsetAt(zone, wall);
  return wall - offsetAt(zone, first);
}

/**
 * Turns a central bank's calendar facts into the publishing calendar freshness is judged by: a
 * publication on each of the bank's weekdays that is not one of its listed closing days, at its
 * local publication time in its own zone, counted as missed two hours later. Where the bank
 * publishes no holiday list, `toleranceDays` (default 1) unannounced closing days pass before the
 * data counts as stale, so a national holiday is never reported as a failure; a weekend never is.
 *
 * @param facts - The bank's zone, publication time, weekdays, holidays or tolerance.
 * @param name - The calendar's name in status (the source's name).
 * @returns The calendar.
 * @example
 * bankCalendar(cnbCalendar, 'cnb').staleAt(Date.parse('2026-03-06T13:30:00Z'), 0) // Tuesday 2026-03-10 16:30 UTC
 */
export function bankCalendar(facts: BankCalendar, name: string): PublishingCalendar {
  const [hh, mm] = facts.publishes.split(':').map(Number) as [number, number];
  const minutes = hh * 60 + mm;
  const holidays = new Set(facts.holidays ?? []);
  const tolerance = facts.holidays ? 0 : (facts.toleranceDays ?? 1);
  const publishes = (day: number): boolean => {
    const weekday = ((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1;
    return facts.weekdays.includes(weekday) && !holidays.has(new Date(day * DAY_MS).toISOString().slice(0, 10));
  };
  // Publications after `lastMs`, in order; `until` says when to stop.
  function* after(lastMs: number): Generator<number> {
    const first = Math.floor(lastMs / DAY_MS) - 1;
    for (let day = first, n = 0; n < MAX_COUNT && day < first + MAX_COUNT; day++) {
      if (!publishes(day)) continue;
      const at = localInstant(facts.zone, day, minutes);
      if (at > lastMs) {
        n++;
        yield at;
      }
    }
  }
  return {
    name,
    missed(lastMs, nowMs) {
      let count = 0;
      for (const at of after(lastMs)) {
        if (at + GRACE_MS > nowMs) break;
        count++;
      }
      return count;
    },
    staleAt(lastMs) {
      let n = 0;
      for (const at of after(lastMs)) if (n++ === tolerance) return at + GRACE_MS;
      return Number.POSITIVE_INFINITY;
    },
  };
}
