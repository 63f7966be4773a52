import { fail, quote } from '../errors.js';
import type { IsoDate } from '../types.js';
import { calendarDayNumber } from './date.js';

/**
 * Checks that a date parameter is `YYYY-MM-DD` and a real calendar day: the hand-written scan of the
 * dated fast path (calendarDayNumber), so a conversion with a date does not ship a schema library.
 *
 * @example
 * parseDate('2025-01-31', 'date') // "2025-01-31"
 */
export function parseDate(value: unknown, param: string): IsoDate {
  if (calendarDayNumber(value) < 0) fail('invalid_parameter', `Invalid ${param} ${quote(value)}: expected a calendar date YYYY-MM-DD.`, param);
  return value as IsoDate;
}
