import { bankCalendar, type BankCalendar } from './bankCalendar.js';
import { periodCalendar, type PeriodCalendar } from './periodCalendar.js';
import type { PublishingCalendar } from './publishingCalendar.js';

/**
 * A feed's calendar as its descriptor states it: a bank's facts, a period source's facts (HMRC's
 * months, the Treasury's quarters; either calendar is then named after the source), or one of the
 * shared calendars (`DAILY`, `HOURLY`, `CONTINUOUS`, `TARGET`).
 */
export type FeedCalendar = BankCalendar | PeriodCalendar | PublishingCalendar;

/**
 * The publishing calendar of a source: the shared calendar as it is, or the facts made into a
 * calendar named after the source (see `bankCalendar` and `periodCalendar`).
 *
 * @param calendar - The descriptor's calendar.
 * @param name - The source's name.
 * @returns The calendar freshness is judged by.
 * @example
 * calendarFor(cnbCalendar, 'cnb').name // "cnb"
 */
export function calendarFor(calendar: FeedCalendar, name: string): PublishingCalendar {
  if ('staleAt' in calendar) return calendar;
  return 'frequency' in calendar ? periodCalendar(calendar, name) : bankCalendar(calendar, name);
}
