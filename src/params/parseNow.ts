import { wrongOption } from './checkOptions.js';

/**
 * Reads the `now` option of the dated operations: the present as milliseconds since the epoch,
 * the system clock when absent. The core reads the clock nowhere else, so tests fix it.
 *
 * @param now - The option as given: a valid Date, or undefined.
 * @returns Milliseconds since 1970-01-01T00:00:00Z.
 * @example
 * parseNow(new Date('2024-06-01T12:00:00Z')) // 1717243200000
 */
export function parseNow(now: unknown): number {
  const ms = nowMs(now);
  if (ms !== ms) wrongOption('now', now, 'a valid Date');
  return ms;
}

/**
 * parseNow without its error: NaN for a `now` that is not a valid Date (a fast path's reading, which
 * leaves the error to the exact path).
 *
 * @example
 * nowMs(new Date(NaN)) // NaN
 */
export function nowMs(now: unknown): number {
  const ms = now === undefined ? Date.now() : now instanceof Date ? now.getTime() : NaN;
  return Math.abs(ms) <= 8.64e15 ? ms : NaN;
}
