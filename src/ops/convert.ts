import { convertIn } from './convertIn.js';
import type { ConversionResult, Dataset, ExplainOptions, NumberFormat, NumberOf, NumberOptions } from '../types.js';

/** Parameters of `convert` (GET /v1/convert) and `cryptoConvert` (GET /v1/crypto/convert). */
export interface ConvertParams {
  /** Source currency code. */
  readonly from: string;
  /** Target currency code. */
  readonly to: string;
  /** Amount in the source currency, a decimal literal or a number; default 1. */
  readonly amount?: string | number;
}

/** Options of `convert` and `cryptoConvert`: `numbers`, and `explain` for the receipt. */
export interface ConvertOptions<N extends NumberFormat = 'number'> extends NumberOptions<N>, ExplainOptions {}

/**
 * Converts an amount between two fiat currencies at the newest snapshot's rate.
 * `result` is exactly `amount × rate`; `rate` is the number `rates({ base: from }).rates[to]` holds.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ from, to, amount }`; amount defaults to 1.
 * @param options - `{ numbers: 'string' }` for exact decimal strings; `{ explain: true }` adds `source`, the receipt.
 * @returns The spec's Conversion response.
 * @example
 * convert(defaultDataset, { from: 'USD', to: 'EUR', amount: '100.50' }, { numbers: 'string' }).result
 */
export function convert<N extends NumberFormat = 'number'>(dataset: Dataset, params: ConvertParams, options?: ConvertOptions<N>): ConversionResult<NumberOf<N>> {
  return convertIn(dataset, params, options, 'fiat', 'convert') as ConversionResult<NumberOf<N>>;
}
