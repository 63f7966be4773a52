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
  if (at === undefined) return undefined;
  const ms = at instanceof Date ? at.getTime() : typeof at === 'string' && at.length <= 40 && INSTANT.test(at) ? Date.parse(at) : NaN;
  if (Number.isNaN(ms) || Math.abs(ms) > 8.64e15) {
    fail('invalid_parameter', `at must be an instant with its zone, such as 2026-03-04T15:30:00Z, got ${quote(at)}.`, 'at');
  }
  return ms;
}
