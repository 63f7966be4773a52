import { fail, quote } from '../errors.js';
import type { SeriesGroup } from '../types.js';

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
