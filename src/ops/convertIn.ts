import { checkDataset } from '../dataset/checkDataset.js';
import { numberTimes } from '../decimal.js';
import { hasOnlyOwnNames, numberFormat, readParams } from '../params/readParams.js';
import { conversionResult, numberConversion } from '../rates/conversionResult.js';
import { explained } from '../rates/explainConversion.js';
import { resolvePair, type PairScope } from '../rates/resolvePair.js';
import type { ConversionResult, Dataset, ExplainOptions, NumberOptions } from '../types.js';

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
  options: (NumberOptions<'number' | 'string'> & ExplainOptions) | undefined,
  scope: PairScope,
  operation: string,
): ConversionResult<number | string> {
  checkDataset(dataset);
  // The usual call (the three names, a number amount, numbers out) first and small: V8 inlines it
  // into the caller, reads the names straight from the caller's object, and may never build the
  // result object. Anything else, errors included, goes through readParams and conversionResult.
  // It repeats conversionResult's number branch on purpose: calling conversionResult, or a helper
  // the two share, measured 0.84–0.91× money.js here instead of 0.61–0.69× (bench/OPTIMIZATIONS.md).
  if (options === undefined && hasOnlyOwnNames(params, NAMES.length, isName)) {
    const pair = resolvePair(dataset, params.from, params.to, scope);
    const amount = params.amount;
    const result = typeof amount === 'number' ? numberTimes(amount, pair.prepared) : NaN;
    // `+ 0` turns -0 into 0, as the decimal zero reads; any other number that took the fast path is its own nearest double.
    return result === result ? numberConversion(pair, (amount as number) + 0, result) : conversionResult(pair, amount, 'number');
  }
  return otherConversion(dataset, params, options, scope, operation);
}

// Every call but the usual one (options, string amounts, errors, receipts) in its own function, so
// convertIn stays within V8's inlining budget: one more call inlined here (the receipt's) cost the
// usual call 1.2× money.js instead of 0.9× (bench/conversion.mjs, measured).
function otherConversion(
  dataset: Dataset,
  params: unknown,
  options: (NumberOptions<'number' | 'string'> & ExplainOptions) | undefined,
  scope: PairScope,
  operation: string,
): ConversionResult<number | string> {
  const p = readParams(params, NAMES, operation, isName);
  return explained(dataset, options, conversionResult(resolvePair(dataset, p.from, p.to, scope), p.amount, numberFormat(options)));
}
