import { convertIn } from './convertIn.js';
import type { ConversionResult, Dataset, NumberFormat, NumberOf } from '../types.js';
import type { ConvertOptions, ConvertParams } from './convert.js';

/**
 * Converts crypto to crypto, crypto to fiat or fiat to crypto at the newest snapshot's rate.
 * At least one side must be an asset; a fiat pair belongs to `convert`.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ from, to, amount }`; amount defaults to 1.
 * @param options - `{ numbers: 'string' }` for exact decimal strings; `{ explain: true }` adds `source`, the receipt.
 * @returns The spec's Conversion response.
 * @example
 * cryptoConvert(defaultDataset, { from: 'BTC', to: 'EUR', amount: '0.5' }).result
 */
export function cryptoConvert<N extends NumberFormat = 'number'>(dataset: Dataset, params: ConvertParams, options?: ConvertOptions<N>): ConversionResult<NumberOf<N>> {
  return convertIn(dataset, params, options, 'crypto', 'cryptoConvert') as ConversionResult<NumberOf<N>>;
}
