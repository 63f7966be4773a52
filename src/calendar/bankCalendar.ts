import type { IsoDate } from '../types.js';
import type { PublishingCalendar } from './publishingCalendar.js';
import { dayInstant } from './zonedTime.js';

/**
 * When a central bank publishes, as facts (`bankCalendar` turns them into a calendar): business
 * days in the bank's own time zone, a local time by which the day's rates are out, and the bank's
 * closing days where it publishes a list (or a rule, TARGET's), otherwise a tolerance of missed
 * business days.
 */
export interface BankCalendar {
  /** IANA time zone of the bank (`Europe/Warsaw`). */
  readonly zone: string;
  /** Local time `HH:MM` by which a business day's rates are published. */
  readonly publishes: string;
  /** ISO weekdays (1 Monday .. 7 Sunday) on which the bank publishes; NBP table B: [3]. */
  readonly weekdays: readonly number[];
  /** Closing days on which the bank publishes nothing, where the bank publishes such a list. */
  readonly holidays?: readonly IsoDate[];
  /** Closing days by rule, where the bank states one (TARGET's Easter and fixed holidays). */
  readonly closed?: (date: IsoDate) => boolean;
  /** Business days that may pass without a publication before data counts as stale, when there is no holiday list (1). */
  readonly toleranceDays?: number;
  /** Where these facts come from (the bank's own statement, or its observed window). */
  readonly source: string;
  /**
   * Which date a publication carries, when not its own day: `next_day` (the CBR dates Friday
   * afternoon's rates Saturday), `next_business_day` (the NBU dates them Monday), `previous_week`
   * (FRED's Monday release carries the week before). Absent: the day of publication.
   */
  readonly quoteDate?: 'next_day' | 'next_business_day' | 'previous_week';
}

const DAY_MS = 86_400_000;
// A bank's "published by" time is its own statement or its observed window; a publication counts as
// missed this long after it, as the ECB's does, so a slow afternoon is not yet stale.
const GRACE_MS = 7_200_000; // two hours (constants written out: a bundler keeps unused arithmetic on names)
// Counting stops here: past it a source is simply "very late", and no loop runs long.
const MAX_COUNT = 100_000;

/**
 * Turns a central bank's calendar facts into the publishing calendar freshness is judged by: a
 * publication on each of the bank's weekdays that is not one of its listed closing days, at its
 * local publication time in its own zone, counted as missed two hours later. Where the bank
 * publishes neither a holiday list nor a rule, `toleranceDays` (default 1) unannounced closing days pass before the
 * data counts as stale, so a national holiday is never reported as a failure; a weekend never is.
 *
 * @param facts - The bank's zone, publication time, weekdays, holidays or tolerance.
 * @param name - The calendar's name in status (the source's name).
 * @returns The calendar.
 * @example
 * bankCalendar(cnbCalendar, 'cnb').staleAt(Date.parse('2026-03-06T13:30:00Z'), 0) // Tuesday 2026-03-10 16:30 UTC
 */
/* @__NO_SIDE_EFFECTS__ */
export function bankCalendar(facts: BankCalendar, name: string): PublishingCalendar {
  const [hh, mm] = facts.publishes.split(':').map(Number) as [number, number];
  const minutes = hh * 60 + mm;
  const holidays = new Set(facts.holidays ?? []);
  const tolerance = facts.holidays || facts.closed ? 0 : (facts.toleranceDays ?? 1);
  const publishes = (day: number): boolean => {
    const weekday = ((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1;
    if (!facts.weekdays.includes(weekday)) return false;
    const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    return !holidays.has(date) && !facts.closed?.(date);
  };
  // Publications after `lastMs`, in order; `until` says when to stop.
  function* after(lastMs: number): Generator<number> {
    const first = Math.floor(lastMs / DAY_MS) - 1;
    for (let day = first, n = 0; n < MAX_COUNT && day < first + MAX_COUNT; day++) {
      if (!publishes(day)) continue;
      const at = dayInstant(day, minutes, facts.zone);
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
