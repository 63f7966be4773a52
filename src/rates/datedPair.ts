import { coverage } from '../dataset/coverage.js';
import { findSnapshot } from '../dataset/findSnapshot.js';
import { fail } from '../errors.js';
import { utcDate } from '../params/date.js';
import { parseCode } from '../params/parseCode.js';
import { parseDate } from '../params/parseDate.js';
import { parseNow } from '../params/parseNow.js';
import { ownOption, requiredValue } from '../params/readParams.js';
import type { Dataset } from '../types.js';
import { pairAt } from './pairAt.js';
import type { Pair, PairScope } from './resolvePair.js';

/**
 * The pair `from → to` as quoted on a date, under history's rules: the newest snapshot dated on or
 * before it (a binary search), whose date the answer carries; a date after today (UTC, from the
 * `now` option) or before the first snapshot is `date_out_of_range`. The rate is computed from the
 * two pivot quotes of that snapshot alone (pairAt), with the digits its rates table would hold, and
 * the legal factors apply from the requested date on.
 *
 * @param dataset - The dataset.
 * @param fromRaw - The caller's `from`.
 * @param toRaw - The caller's `to`.
 * @param scope - The market rule of the operation.
 * @param dateRaw - The caller's `date`, `YYYY-MM-DD`.
 * @param options - The operation's options (`now`).
 * @returns The checked pair in that snapshot.
 * @example
 * datedPair(ds, 'usd', 'EUR', 'fiat', '2025-06-01', undefined).date // "2025-05-31", say
 */
export function datedPair(dataset: Dataset, fromRaw: unknown, toRaw: unknown, scope: PairScope, dateRaw: unknown, options: object | undefined): Pair {
  const from = parseCode(requiredValue(fromRaw, 'from'), 'from');
  const to = parseCode(requiredValue(toRaw, 'to'), 'to');
  const date = parseDate(dateRaw, 'date');
  const now = parseNow(ownOption(options, 'now'));
  if (date > utcDate(now)) fail('date_out_of_range', `Date ${date} is in the future; ${coverage(dataset)}.`, 'date');
  const index = findSnapshot(dataset, date);
  if (index < 0) fail('date_out_of_range', `Date ${date} is before the first quote; ${coverage(dataset)}.`, 'date');
  return pairAt(dataset, from, to, scope, index, date);
}
