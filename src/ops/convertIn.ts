import { checkDataset } from '../dataset/checkDataset.js';
import { numberFormat, readParams, required } from '../params/readParams.js';
import { conversionResult } from '../rates/conversionResult.js';
import { resolvePair, type PairScope } from '../rates/resolvePair.js';
import type { ConversionResult, Dataset, NumberOptions } from '../types.js';

const NAMES = ['from', 'to', 'amount'] as const;
// Comparisons with constant names: V8 compiles them to pointer checks, cheaper than searching NAMES on every call.
const isName = (key: string) => key === 'from' || key === 'to' || key === 'amount';

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
  const p = readParams(params, NAMES, operation, isName);
  // Named reads (a constant key each): `required` only runs to raise missing_parameter.
  const pair = resolvePair(dataset, p.from ?? required(p, 'from'), p.to ?? required(p, 'to'), scope);
  return conversionResult(pair, p.amount, numberFormat(options));
}
