import { fail, quote } from '../errors.js';
import type { IsoDate } from '../types.js';
import { isCalendarDate } from './date.js';

/**
 * Checks that a date parameter is `YYYY-MM-DD` and a real calendar day.
 *
 * @example
 * parseDate('2025-01-31', 'date') // "2025-01-31"
 */
export function parseDate(value: unknown, param: string): IsoDate {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    fail('invalid_parameter', `Invalid ${param} ${quote(value)}: expected a calendar date YYYY-MM-DD.`, param);
  }
  return value;
}
