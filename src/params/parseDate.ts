import * as v from 'valibot';
import { fail, quote } from '../errors.js';
import type { IsoDate } from '../types.js';
import { DateSchema } from './schemas.js';

/**
 * Checks that a date parameter is `YYYY-MM-DD` and a real calendar day.
 *
 * @example
 * parseDate('2025-01-31', 'date') // "2025-01-31"
 */
export function parseDate(value: unknown, param: string): IsoDate {
  const parsed = v.safeParse(DateSchema, value);
  if (!parsed.success) fail('invalid_parameter', `Invalid ${param} ${quote(value)}: expected a calendar date YYYY-MM-DD.`, param);
  return parsed.output;
}
