import { fail, quote } from '../errors.js';

// An instant with its zone: `2026-03-04T15:30:00Z`, `2026-03-04T16:30+01:00`, seconds and fractions optional.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads the `at` option (and `?at=`): the instant of the event a rate policy decides for, a Date or
 * an ISO 8601 instant with its zone (`2026-03-04T15:30:00Z`); undefined when absent. A local time
 * without a zone is refused: the rules that depend on the time of day would read it differently.
 *
 * @param at - The option as given.
 * @returns Milliseconds since the epoch, or undefined.
 * @example
 * parseAt('2026-03-04T15:30:00+01:00') // 1772634600000
 */
export function parseAt(at: unknown): number | undefined {
  return at === undefined ? undefined : parseInstant(at, 'at');
}

/**
 * Reads an instant given as a Date or an ISO 8601 instant with its zone; anything else is
 * `invalid_parameter` naming `name` (`at`, `asOf`, or the surface's own spelling, `as_of`).
 *
 * @returns Milliseconds since the epoch.
 * @example
 * parseInstant('2025-09-01T00:00:00Z', 'asOf') // 1756684800000
 */
export function parseInstant(value: unknown, name: string): number {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'string' && value.length <= 40 && INSTANT.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms) || Math.abs(ms) > 8.64e15) {
    fail('invalid_parameter', `${name} must be an instant with its zone, such as 2026-03-04T15:30:00Z, got ${quote(value)}.`, name);
  }
  return ms;
}
