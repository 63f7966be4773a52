import type { IsoDate } from '../types.js';
import type { BankCalendar } from './bankCalendar.js';
import { zonedUtc } from './zonedTime.js';

/**
 * The UTC instant of a bank's publication on a quote date: the calendar's local `publishes` time
 * in its zone, as a dataset's `updated_at` (`2026-03-02T11:15:00Z` for NBP in winter).
 *
 * @param date - The quote date.
 * @param calendar - The bank's calendar facts.
 * @returns ISO 8601 UTC with `Z`.
 * @example
 * publicationTime('2026-03-02', nbpCalendar) // "2026-03-02T11:15:00Z"
 */
export function publicationTime(date: IsoDate, calendar: BankCalendar): string {
  return zonedUtc(date, calendar.publishes, calendar.zone);
}
