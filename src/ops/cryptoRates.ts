import type { Dataset, NumberFormat, NumberOf, NumberOptions, RatesResult } from '../types.js';
import type { RatesParams } from './rates.js';
import { ratesIn } from './ratesIn.js';

/**
 * Quotes every digital asset against a fiat or crypto base, from the newest snapshot. The map holds
 * assets only; when the base is an asset it holds the base itself at 1.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ base, symbols }`: base any code of either market, default `USD`; symbols, assets.
 * @param options - `{ numbers: 'string' }` for exact decimal strings.
 * @returns The spec's Rates response.
 * @example
 * cryptoRates(defaultDataset, { base: 'BTC', symbols: ['ETH'] }).rates.ETH
 */
export function cryptoRates<N extends NumberFormat = 'number'>(dataset: Dataset, params?: RatesParams, options?: NumberOptions<N>): RatesResult<NumberOf<N>> {
  return ratesIn(dataset, params, options, 'crypto', 'cryptoRates') as RatesResult<NumberOf<N>>;
}
