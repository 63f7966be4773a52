import { fail, quote } from '../errors.js';
import type { SeriesGroup, SeriesStat } from '../types.js';

const GROUPS: readonly SeriesGroup[] = ['week', 'month', 'year'];

/**
 * Reads the `group` parameter of the series operations: `week`, `month` or `year`, exactly so
 * written. Anything else (`day`, `Month`, empty) is `invalid_parameter` with `param: "group"`.
 *
 * @param value - The parameter as given.
 * @returns The period size.
 * @example
 * parseGroup('month') // "month"
 */
export function parseGroup(value: unknown): SeriesGroup {
  return oneOf(value, GROUPS, 'group');
}

// The value if it is one of `allowed`, else `invalid_parameter` naming the parameter and its values.
function oneOf<T extends string>(value: unknown, allowed: readonly T[], param: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  return fail('invalid_parameter', `Invalid ${param} ${quote(value)}: expected one of ${allowed.join(', ')}.`, param);
}

const STATS: readonly SeriesStat[] = ['mean', 'open', 'close', 'low', 'high'];

/**
 * Reads the `stat` parameter of a grouped series: `mean`, `open`, `close`, `low` or `high`; anything
 * else, or `stat` without `group`, is `invalid_parameter` (`param: "stat"`).
 *
 * @param value - The caller's `stat`.
 * @param grouped - Whether `group` was given.
 * @returns The checked stat.
 * @example
 * parseStat('close', true) // "close"
 */
export function parseStat(value: unknown, grouped: boolean): SeriesStat {
  const stat = oneOf(value, STATS, 'stat');
  if (!grouped) fail('invalid_parameter', 'Parameter stat needs group ("week", "month" or "year"): it says which value of each period to give.', 'stat');
  return stat;
}
