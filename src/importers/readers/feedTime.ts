import { fail } from '../../errors.js';
import { isCalendarDate, isUtcTimestamp } from '../../params/date.js';
import { invalidFeed } from '../invalidFeed.js';

// From 1970 up to the year 9999, so the timestamp always formats as YYYY-MM-DDTHH:MM:SSZ.
const MAX_SECONDS = 253402300799;

/**
 * Reads a Unix timestamp in seconds from a feed and returns it as an ISO 8601 UTC timestamp.
 *
 * @example
 * unixSeconds(1709337599, 'timestamp') // "2024-03-01T23:59:59Z"
 */
export function unixSeconds(value: unknown, where: string): string {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > MAX_SECONDS) {
    invalidFeed(where, `expected a Unix time in whole seconds, got ${typeof value === 'number' ? value : typeof value}`);
  }
  return new Date(value * 1000).toISOString().replace('.000Z', 'Z');
}

/** Checks an option that names a quote date (`date`) or a capture time (`updatedAt`). */
export function checkTimeOption(value: string | undefined, param: 'date' | 'updatedAt', several: boolean): string | undefined {
  if (value === undefined) return undefined;
  if (several) fail('invalid_parameter', `Option ${param} sets one document's time; with several documents each must carry its own.`, param);
  const ok = param === 'date' ? typeof value === 'string' && isCalendarDate(value) : typeof value === 'string' && isUtcTimestamp(value);
  if (!ok) fail('invalid_parameter', `Option ${param} must be ${param === 'date' ? 'a date YYYY-MM-DD' : 'an ISO 8601 UTC timestamp ending in Z'}.`, param);
  return value;
}
