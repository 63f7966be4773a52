import { coverage } from '../dataset/coverage.js';
import { findSnapshot } from '../dataset/findSnapshot.js';
import { fail } from '../errors.js';
import type { CurrencyCode, Dataset, IsoDate } from '../types.js';
import type { Pair, PairScope } from './pair.js';
import { pairAt } from './pairAt.js';

/**
 * The pair `from → to` as quoted on a date, under history's rules: the newest snapshot dated on or
 * before it (a binary search), whose date the answer carries; a date after today or before the
 * first snapshot is `date_out_of_range`. The rate is computed from the two pivot quotes of that
 * snapshot alone (pairAt), with the digits its rates table would hold, and the legal factors apply
 * from the requested date on. The operation has parsed every value.
 *
 * @param dataset - The dataset.
 * @param from - Canonical source code.
 * @param to - Canonical target code.
 * @param scope - The market rule of the operation.
 * @param date - The conversion's date, a checked `YYYY-MM-DD`.
 * @param today - Today's UTC date (utcDate of the operation's `now`).
 * @returns The checked pair in that snapshot.
 * @example
 * datedPair(ds, 'USD', 'EUR', 'fiat', '2025-06-01', utcDate(Date.now())).date // "2025-05-30", say
 */
export function datedPair(dataset: Dataset, from: CurrencyCode, to: CurrencyCode, scope: PairScope, date: IsoDate, today: IsoDate): Pair {
  if (date > today) fail('date_out_of_range', `Date ${date} is in the future; ${coverage(dataset)}.`, 'date');
  const index = findSnapshot(dataset, date);
  if (index < 0) fail('date_out_of_range', `Date ${date} is before the first quote; ${coverage(dataset)}.`, 'date');
  return pairAt(dataset, from, to, scope, index, date);
}
