import { checkDataset } from '../dataset/checkDataset.js';
import { numberFormat, readParams, required } from '../params/readParams.js';
import { conversionResult } from '../rates/conversionResult.js';
import { resolvePair, type PairScope } from '../rates/resolvePair.js';
import type { ConversionResult, Dataset, NumberOptions } from '../types.js';

const NAMES = ['from', 'to', 'amount'] as const;

/**
 * What convert and cryptoConvert share: read `{ from, to, amount }`, check the pair in its market,
 * and multiply. Only the market rule (`scope`) and the name in messages differ.
 *
 * @example
 * convertIn(ds, { from: 'BTC', to: 'EUR' }, undefined, 'crypto', 'cryptoConvert')
 */
export function convertIn(
  dataset: Dataset,
  params: unknown,
  options: NumberOptions<'number' | 'string'> | undefined,
  scope: PairScope,
  operation: string,
): ConversionResult<number | string> {
  checkDataset(dataset);
  const p = readParams(params, NAMES, operation);
  const pair = resolvePair(dataset, required(p, 'from'), required(p, 'to'), scope);
  return conversionResult(pair, p.amount, numberFormat(options));
}
