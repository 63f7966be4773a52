import type { Dataset, NumberFormat, RatesResult } from '../types.js';
import type { ExplainedPart, ValueOf } from './answerTypes.js';
import type { HistoryOptions, HistoryParams } from './history.js';
import { historyIn } from './historyIn.js';

/**
 * Quotes every digital asset against a fiat or crypto base as on a past date: `cryptoRates` for
 * that date, under `history`'s date rules (the newest snapshot on or before it; before the data
 * or after today is `date_out_of_range`), and `date` says which snapshot answered.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ date, base, symbols }`: base any code of either market, default `USD`; symbols, assets (or fiat codes for an asset base).
 * @param options - `{ numbers, now, explain }`; `explain: true` adds `source`, the receipt.
 * @returns The spec's Rates response for that date.
 * @example
 * cryptoHistory(defaultDataset, { date: '2025-01-01', base: 'EUR', symbols: 'btc,eth' }).rates.BTC
 */
export function cryptoHistory<const O extends HistoryOptions<NumberFormat> | undefined = undefined>(
  dataset: Dataset,
  params: HistoryParams,
  options?: O,
): RatesResult<ValueOf<O>> & ExplainedPart<O>;
export function cryptoHistory(dataset: Dataset, params: HistoryParams, options?: HistoryOptions<NumberFormat>): RatesResult<number | string> {
  return historyIn(dataset, params, options, 'crypto', 'cryptoHistory');
}
