import { marketOf, resolveCode } from '../dataset/resolveCode.js';
import { ONE } from '../decimal.js';
import { fail } from '../errors.js';
import { parseAmount } from '../params/parseAmount.js';
import { parseCode } from '../params/parseCode.js';
import { numberFormat, readParams, required } from '../params/readParams.js';
import { quoteConversion } from '../rates/quoteConversion.js';
import type { ConversionResult, Dataset, NumberFormat, NumberOf, NumberOptions } from '../types.js';
import type { ConvertParams } from './convert.js';

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
  const p = readParams(params, ['from', 'to', 'amount'], 'cryptoConvert');
  const from = parseCode(required(p, 'from'), 'from');
  const to = parseCode(required(p, 'to'), 'to');
  const amount = p.amount === undefined ? ONE : parseAmount(p.amount);
  const numbers = numberFormat(options);
  const index = dataset.snapshots.length - 1;
  const snapshot = dataset.snapshots[index]!;
  const fromColumn = resolveCode(dataset, snapshot, from, ['fiat', 'crypto'], 'from');
  const toColumn = resolveCode(dataset, snapshot, to, ['fiat', 'crypto'], 'to');
  if (marketOf(dataset, from) === 'fiat' && marketOf(dataset, to) === 'fiat') {
    fail('invalid_parameter', `${from} and ${to} are both fiat; convert them with /v1/convert (convert).`, 'to');
  }
  return quoteConversion(dataset, index, fromColumn, toColumn, amount, numbers) as ConversionResult<NumberOf<N>>;
}
