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
  if (typeof value === 'string' && (GROUPS as readonly string[]).includes(value)) return value as SeriesGroup;
  return fail('invalid_parameter', `Invalid group ${quote(value)}: expected one of ${GROUPS.join(', ')}.`, 'group');
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
  if (typeof value !== 'string' || !(STATS as readonly string[]).includes(value)) {
    return fail('invalid_parameter', `Invalid stat ${quote(value)}: expected one of ${STATS.join(', ')}.`, 'stat');
  }
  if (!grouped) fail('invalid_parameter', 'Parameter stat needs group ("week", "month" or "year"): it says which value of each period to give.', 'stat');
  return value as SeriesStat;
}
