import type { Dataset, NumberFormat, RatesResult } from '../types.js';
import type { ExplainedPart, ValueOf } from './answerTypes.js';
import type { RatesOptions, RatesParams } from './rates.js';
import { ratesIn } from './ratesIn.js';

/**
 * Quotes every digital asset against a fiat or crypto base, from the newest snapshot. The map holds
 * assets only; when the base is an asset it holds the base itself at 1. With an asset base, `symbols`
 * may name fiat codes: the map then also holds the asset's price in them.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ base, symbols }`: base any code of either market, default `USD`; symbols, assets (or fiat codes for an asset base).
 * @param options - `{ numbers: 'string' }` for exact decimal strings; `{ explain: true }` adds `source`, the receipt.
 * @returns The spec's Rates response.
 * @example
 * cryptoRates(defaultDataset, { base: 'BTC', symbols: ['ETH'] }).rates.ETH
 * cryptoRates(defaultDataset, { base: 'BTC', symbols: 'EUR' }).rates.EUR // the bitcoin price in euros
 */
export function cryptoRates<const O extends RatesOptions<NumberFormat> | undefined = undefined>(
  dataset: Dataset,
  params?: RatesParams,
  options?: O,
): RatesResult<ValueOf<O>> & ExplainedPart<O>;
export function cryptoRates(dataset: Dataset, params?: RatesParams, options?: RatesOptions<NumberFormat>): RatesResult<number | string> {
  return ratesIn(dataset, params, options, 'crypto', 'cryptoRates');
}
