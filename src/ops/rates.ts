import { checkDataset } from '../dataset/checkDataset.js';
import { resolveCode } from '../dataset/resolveCode.js';
import { parseCode } from '../params/parseCode.js';
import { numberFormat, readParams } from '../params/readParams.js';
import { quoteRates } from '../rates/quoteRates.js';
import type { Dataset, NumberFormat, NumberOf, NumberOptions, RatesResult } from '../types.js';

/** Parameters of `rates` (GET /v1/rates). */
export interface RatesParams {
  /** Base currency, an ISO 4217 code; default `USD`. */
  readonly base?: string;
}

/**
 * Returns the rates of every quoted fiat currency against one base, from the newest snapshot.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ base }`, default `USD`; case-insensitive.
 * @param options - `{ numbers: 'string' }` for exact decimal strings.
 * @returns The spec's Rates response.
 * @example
 * rates(defaultDataset, { base: 'eur' }).rates.JPY // 163.127795541, say
 */
export function rates<N extends NumberFormat = 'number'>(dataset: Dataset, params?: RatesParams, options?: NumberOptions<N>): RatesResult<NumberOf<N>> {
  checkDataset(dataset);
  const p = readParams(params, ['base'], 'rates');
  const numbers = numberFormat(options);
  const index = dataset.snapshots.length - 1;
  const base = resolveCode(dataset, dataset.snapshots[index]!, parseCode(p.base ?? 'USD', 'base'), ['fiat'], 'base');
  return quoteRates(dataset, index, base, 'fiat', numbers) as RatesResult<NumberOf<N>>;
}
