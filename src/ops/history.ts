import { checkDataset } from '../dataset/checkDataset.js';
import { findSnapshot } from '../dataset/findSnapshot.js';
import { resolveCode } from '../dataset/resolveCode.js';
import { fail } from '../errors.js';
import { utcDate } from '../params/date.js';
import { parseCode } from '../params/parseCode.js';
import { parseDate } from '../params/parseDate.js';
import { numberFormat, ownOption, readParams, required } from '../params/readParams.js';
import { quoteRates } from '../rates/quoteRates.js';
import type { Dataset, NumberFormat, NumberOf, NumberOptions, RatesResult } from '../types.js';

/** Parameters of `history` (GET /v1/history). */
export interface HistoryParams {
  /** The quote date wanted, `YYYY-MM-DD`; required. */
  readonly date: string;
  /** Base currency; default `USD`. */
  readonly base?: string;
}

/** Options of `history`. */
export interface HistoryOptions<N extends NumberFormat = 'number'> extends NumberOptions<N> {
  /** The present, for refusing future dates; default the current time. Tests pass a fixed one. */
  readonly now?: Date;
}

/**
 * Returns the fiat rates against a base as quoted on a past date: the newest snapshot dated on
 * or before it, so a weekend or a gap resolves to the previous quote, and `date` says which.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ date, base }`; base defaults to `USD`.
 * @param options - `{ numbers, now }`.
 * @returns The spec's Rates response for that date.
 * @example
 * history(defaultDataset, { date: '2025-06-01', base: 'EUR' }).date // "2025-05-30", say
 */
export function history<N extends NumberFormat = 'number'>(dataset: Dataset, params: HistoryParams, options?: HistoryOptions<N>): RatesResult<NumberOf<N>> {
  checkDataset(dataset);
  const p = readParams(params, ['date', 'base'], 'history');
  const date = parseDate(required(p, 'date'), 'date');
  const code = parseCode(p.base ?? 'USD', 'base');
  const numbers = numberFormat(options);
  const given = ownOption(options, 'now');
  const now = given === undefined ? Date.now() : given instanceof Date ? given.getTime() : NaN;
  if (Number.isNaN(now) || Math.abs(now) > 8.64e15) fail('invalid_parameter', 'Option now must be a valid Date.', 'now');
  const { snapshots } = dataset;
  const range = () => `the data covers ${snapshots[0]!.date} to ${snapshots[snapshots.length - 1]!.date}`;
  if (date > utcDate(now)) fail('date_out_of_range', `Date ${date} is in the future; ${range()}.`, 'date');
  const index = findSnapshot(dataset, date);
  if (index < 0) fail('date_out_of_range', `Date ${date} is before the first quote; ${range()}.`, 'date');
  const base = resolveCode(dataset, snapshots[index]!, code, ['fiat'], 'base');
  return quoteRates(dataset, index, base, 'fiat', numbers) as RatesResult<NumberOf<N>>;
}
