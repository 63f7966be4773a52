import type { Dataset, ExplainOptions, NumberFormat, NumberOptions, RatesResult } from '../types.js';
import type { ExplainedPart, ValueOf } from './answerTypes.js';
import { ratesIn } from './ratesIn.js';

/** Parameters of `rates` (GET /v1/rates) and `cryptoRates` (GET /v1/crypto/rates). */
export interface RatesParams {
  /** Base currency, an ISO 4217 code (for cryptoRates also an asset); default `USD`. */
  readonly base?: string;
  /** Only these codes in the map: comma-separated (`"EUR,GBP"`) or an array; default all. */
  readonly symbols?: Symbols;
}

/** Options of `rates` and `cryptoRates`: `numbers`, and `explain` for the receipt. */
export interface RatesOptions<N extends NumberFormat = 'number'> extends NumberOptions<N>, ExplainOptions {}

/** A `symbols` parameter: codes, comma-separated or as an array, case-insensitive, at most 500. */
export type Symbols = string | readonly string[];

/**
 * Returns the rates of every quoted fiat currency against one base, from the newest snapshot.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ base, symbols }`; base defaults to `USD`, symbols to every code; case-insensitive.
 * @param options - `{ numbers: 'string' }` for exact decimal strings; `{ explain: true }` adds `source`, the receipt.
 * @returns The spec's Rates response.
 * @example
 * rates(defaultDataset, { base: 'eur', symbols: 'jpy,gbp' }).rates // { GBP: 0.87…, JPY: 163.1… }
 */
export function rates<const O extends RatesOptions<NumberFormat> | undefined = undefined>(
  dataset: Dataset,
  params?: RatesParams,
  options?: O,
): RatesResult<ValueOf<O>> & ExplainedPart<O>;
export function rates(dataset: Dataset, params?: RatesParams, options?: RatesOptions<NumberFormat>): RatesResult<number | string> {
  return ratesIn(dataset, params, options, 'fiat', 'rates');
}
