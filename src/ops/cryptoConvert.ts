import { ONE } from '../decimal.js';
import { parseAmount } from '../params/parseAmount.js';
import { numberFormat, readParams, required } from '../params/readParams.js';
import { conversionResult } from '../rates/conversionResult.js';
import { resolvePair } from '../rates/resolvePair.js';
import type { ConversionResult, Dataset, NumberFormat, NumberOf, NumberOptions } from '../types.js';
import type { ConvertParams } from './convert.js';

const NAMES = ['from', 'to', 'amount'] as const;

/**
 * Converts crypto to crypto, crypto to fiat or fiat to crypto at the newest snapshot's rate.
 * At least one side must be an asset; a fiat pair belongs to `convert`.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ from, to, amount }`; amount defaults to 1.
 * @param options - `{ numbers: 'string' }` for exact decimal strings.
 * @returns The spec's Conversion response.
 * @example
 * cryptoConvert(defaultDataset, { from: 'BTC', to: 'EUR', amount: '0.5' }).result
 */
export function cryptoConvert<N extends NumberFormat = 'number'>(dataset: Dataset, params: ConvertParams, options?: NumberOptions<N>): ConversionResult<NumberOf<N>> {
  const p = readParams(params, NAMES, 'cryptoConvert');
  const pair = resolvePair(dataset, required(p, 'from'), required(p, 'to'), 'crypto');
  const amount = p.amount === undefined ? ONE : parseAmount(p.amount);
  return conversionResult(pair, amount, numberFormat(options)) as ConversionResult<NumberOf<N>>;
}
