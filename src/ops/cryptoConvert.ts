import type { ConversionResult, Dataset, NumberFormat } from '../types.js';
import type { ConversionFor } from './answerTypes.js';
import type { ConvertOptions, ConvertParams } from './convert.js';
import { convertIn } from './convertIn.js';

/**
 * Converts crypto to crypto, crypto to fiat or fiat to crypto at the newest snapshot's rate, or at a
 * past date's. At least one side must be an asset; a fiat pair belongs to `convert`. With `round`, an
 * asset target rounds to its exponent, a fiat one to its minor unit or cash increment.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ from, to, amount, date }`; amount defaults to 1, date to the newest snapshot.
 * @param options - `{ numbers: 'string' }` for exact decimal strings; `round`, `rounding`; `now` for dates; `{ explain: true }` adds `source`, the receipt.
 * @returns The spec's Conversion response (with `rounding` and `unrounded` when rounded, `source` when explained).
 * @example
 * cryptoConvert(defaultDataset, { from: 'EUR', to: 'BTC', amount: '250' }, { round: 'minor' }).result
 */
export function cryptoConvert<const O extends ConvertOptions<NumberFormat> | undefined = undefined>(
  dataset: Dataset,
  params: ConvertParams,
  options?: O,
): ConversionFor<O>;
export function cryptoConvert(dataset: Dataset, params: ConvertParams, options?: ConvertOptions<NumberFormat>): ConversionResult<number | string> {
  return convertIn(dataset, params, options, 'crypto', 'cryptoConvert');
}
