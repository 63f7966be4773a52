import { bankCalendar, type BankCalendar } from './bankCalendar.js';
import type { PublishingCalendar } from './publishingCalendar.js';

/**
 * A feed's calendar as its descriptor states it: a bank's facts (its calendar is then named after
 * the source), or one of the shared calendars (`DAILY`, `HOURLY`, `CONTINUOUS`, `TARGET`).
 */
export type FeedCalendar = BankCalendar | PublishingCalendar;

/**
 * The publishing calendar of a source: the shared calendar as it is, or the bank's facts made
 * into a calendar named after the source (see `bankCalendar`).
 *
 * @param calendar - The descriptor's calendar.
 * @param name - The source's name.
 * @returns The calendar freshness is judged by.
 * @example
 * calendarFor(cnbCalendar, 'cnb').name // "cnb"
 */
export function calendarFor(calendar: FeedCalendar, name: string): PublishingCalendar {
  return 'staleAt' in calendar ? calendar : bankCalendar(calendar, name);
}
