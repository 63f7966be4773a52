import { fail, quote } from '../errors.js';
import type { IsoDate } from '../types.js';

const DAY_MS = 86_400_000;

/**
 * Reads the `maxAgeDays` option (and `?maxAgeDays=`): an integer from 0 to 366, or undefined.
 *
 * @param value - The option as given (a query string's text too).
 * @returns The number of days, or undefined.
 * @example
 * readMaxAgeDays('7') // 7
 */
export function readMaxAgeDays(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const days = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > 366) {
    fail('invalid_option', `maxAgeDays must be an integer from 0 to 366, got ${quote(value)}.`, 'maxAgeDays');
  }
  return days;
}

/**
 * Refuses a rate older than `maxAgeDays` before the date asked for (`stale_rate`, 404): without a
 * rate policy, the snapshot in force may be far older than the date, and the caller said how old a
 * rate it accepts.
 *
 * @param maxAgeDays - The bound, or undefined for none.
 * @param used - The date of the snapshot used.
 * @param asked - The date asked for (today for the newest snapshot).
 * @example
 * checkMaxAge(7, '2026-04-13', '2026-11-01') // throws stale_rate: 202 days old
 */
export function checkMaxAge(maxAgeDays: number | undefined, used: IsoDate, asked: IsoDate): void {
  if (maxAgeDays === undefined) return;
  const age = Math.round((Date.parse(asked) - Date.parse(used)) / DAY_MS);
  if (age > maxAgeDays) {
    fail('stale_rate', `The rate in force on ${asked} is of ${used}, ${age} days old, more than maxAgeDays ${maxAgeDays}.`, 'maxAgeDays');
  }
}
