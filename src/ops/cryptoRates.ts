import { checkDataset } from '../dataset/checkDataset.js';
import { resolveCode } from '../dataset/resolveCode.js';
import { parseCode } from '../params/parseCode.js';
import { numberFormat, readParams } from '../params/readParams.js';
import { quoteRates } from '../rates/quoteRates.js';
import type { Dataset, NumberFormat, NumberOf, NumberOptions, RatesResult } from '../types.js';
import type { RatesParams } from './rates.js';

/**
 * Quotes every digital asset against a fiat or crypto base, from the newest snapshot. The map holds
 * assets only; when the base is an asset it holds the base itself at 1.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ base }`, any code of either market; default `USD`.
 * @param options - `{ numbers: 'string' }` for exact decimal strings.
 * @returns The spec's Rates response.
 * @example
 * cryptoRates(defaultDataset, { base: 'BTC' }).rates.ETH
 */
export function cryptoRates<N extends NumberFormat = 'number'>(dataset: Dataset, params?: RatesParams, options?: NumberOptions<N>): RatesResult<NumberOf<N>> {
  checkDataset(dataset);
  const p = readParams(params, ['base'], 'cryptoRates');
  const numbers = numberFormat(options);
  const index = dataset.snapshots.length - 1;
  const base = resolveCode(dataset, dataset.snapshots[index]!, parseCode(p.base ?? 'USD', 'base'), ['fiat', 'crypto'], 'base');
  return quoteRates(dataset, index, base, 'crypto', numbers) as RatesResult<NumberOf<N>>;
}
