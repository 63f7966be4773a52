import { checkOptions, CONVERT_OPTIONS } from '../params/checkOptions.js';
import { checkDataset } from '../dataset/checkDataset.js';
import { datasetAsOf } from '../dataset/datasetAsOf.js';
import { multiply, numberTimes, ONE } from '../decimal/index.js';
import { readAmount } from '../params/parseAmount.js';
import { hasOnlyOwnNames, numberFormat, readParams } from '../params/readParams.js';
import { conversionResult, exactResult, numberConversion, numberResult } from './conversionResult.js';
import { parseExplain } from '../params/parseExplain.js';
import type { PairScope } from '../rates/pair.js';
import { readRounding, roundResult } from './roundResult.js';
import { valueRatio } from '../rates/unitRatio.js';
import type { ConversionResult, Dataset, IsoDate } from '../types.js';
import { datedNumbers } from './datedNumbers.js';
import type { ConvertOptions } from './options.js';
import { readDatedPair, readPair } from './readPair.js';
import { checkMaxAge, readMaxAgeDays } from './maxAge.js';
import { policyOptions } from './policyOptions.js';
import { registeredPolicies, registeredReceipts } from './entryRegistry.js';
import { flagStale } from './staleFlag.js';
import { ownOption } from '../params/readParams.js';
import { utcDate } from '../params/date.js';
import { parseNow } from '../params/parseNow.js';

const NAMES = ['from', 'to', 'amount', 'date'] as const;
// Comparisons with constant names: V8 compiles them to pointer checks, cheaper than searching NAMES on every call.
// The fast path takes the usual three names only; `date` sends a call to the general path.
const isUsualName = (key: string) => key === 'from' || key === 'to' || key === 'amount';
const isName = (key: string) => key === 'from' || key === 'to' || key === 'amount' || key === 'date';

/**
 * What convert and cryptoConvert share: read `{ from, to, amount, date }`, check the pair in its
 * market (in the newest snapshot, or in the one in force on `date`), multiply, and round when asked.
 * Only the market rule (`scope`) and the name in messages differ. One fast path per kind of call,
 * each with its law in test/ops/fastPaths.test.ts ("... always equals the exact path"): the usual
 * call on the newest snapshot (below), a dated call to numbers (datedNumbers); every other call
 * takes the exact path (generalConversion), which multiplies exactly when the product needs it.
 *
 * @example
 * convertIn(ds, { from: 'BTC', to: 'EUR' }, undefined, 'crypto', 'cryptoConvert')
 */
export function convertIn(
  dataset: Dataset,
  params: unknown,
  options: ConvertOptions<'number' | 'string'> | undefined,
  scope: PairScope,
  operation: string,
): ConversionResult<number | string> {
  checkDataset(dataset);
  // The usual call (the three names, a number amount, numbers out) first and small: V8 inlines it
  // into the caller, reads the names straight from the caller's object, and may never build the
  // result object. Any other amount takes numberResult (below); any other call, errors included,
  // generalConversion. It repeats conversionResult's number branch on purpose: calling
  // conversionResult, or a helper the two share, measured 0.84–0.91× money.js here instead of
  // 0.61–0.69× (bench/OPTIMIZATIONS.md).
  if (options === undefined && hasOnlyOwnNames(params, 3, isUsualName)) {
    const pair = readPair(dataset, params.from, params.to, scope);
    const amount = params.amount;
    let result = NaN;
    let value = 0;
    if (typeof amount === 'number') {
      result = numberTimes(amount, pair.prepared);
      // `+ 0` turns -0 into 0, as the decimal zero reads; any other number that took the fast path is its own nearest double.
      value = amount + 0;
    }
    // Any other amount (a string, absent, a number the fast product cannot answer, an invalid one,
    // which throws) gets its two numbers from numberResult, and the answer is still the one literal
    // below: returning another function's object here made the result a merge of two objects, which
    // V8 must then build on every call once a string amount had been seen in the process.
    if (result !== result) {
      const answer = numberResult(pair, amount);
      value = answer.amount;
      result = answer.result;
    }
    return numberConversion(pair, value, result);
  }
  return generalConversion(dataset, params, options, scope, operation);
}

// Options that ask for numbers as they are: no rounding, no receipt, numbers (read without raising:
// an invalid option takes the general path, which says what is wrong in its usual order). One walk
// over the options' own names (usually `now` alone) instead of five own-property reads.
function plainNumbers(options: ConvertOptions<'number' | 'string'> | undefined): boolean {
  if (options === undefined) return true;
  for (const key in options) {
    if (!Object.prototype.hasOwnProperty.call(options, key)) continue;
    if (key === 'round' || key === 'rounding') return false;
    if (key === 'numbers' && options.numbers !== undefined && options.numbers !== 'number') return false;
    if (key === 'explain' && options.explain !== undefined && options.explain !== false) return false;
    if (key === 'policy' || key === 'at' || key === 'maxAgeDays') return false;
  }
  return true;
}

// Every call but the usual one (options, dates, rounding, receipts, string amounts, errors) in its
// own function: its bytecode would push convertIn past V8's inlining budget, and the usual call above
// would then pay a call and a result object (measured: 32 -> 40-45 ns per call).
function generalConversion(
  dataset: Dataset,
  params: unknown,
  options: ConvertOptions<'number' | 'string'> | undefined,
  scope: PairScope,
  operation: string,
): ConversionResult<number | string> {
  checkOptions(options, CONVERT_OPTIONS, operation, NAMES);
  dataset = datasetAsOf(dataset, ownOption(options, 'asOf'));
  // The usual three names (with options), or all four: read straight from the caller's object, as
  // the fast path does, without readParams's copy (`date` is then absent: never read, so never inherited).
  const all = hasOnlyOwnNames(params, 4, isName);
  const usual = !all && hasOnlyOwnNames(params, 3, isUsualName);
  const p = usual || all ? params : readParams(params, NAMES, operation, isName);
  const date = usual ? undefined : p.date;
  // A dated conversion to numbers: its rate straight from the snapshot's two pivot quotes, without a
  // Pair (datedNumbers); anything it does not answer takes the exact path below.
  if (date !== undefined && typeof p.amount === 'number' && plainNumbers(options)) {
    const fast = datedNumbers(dataset, p.from, p.to, p.amount, date, scope, options);
    if (fast !== undefined) return flagStale(dataset, fast, date as string);
  }
  const rounding = readRounding(options);
  const rule = policyOptions(options);
  const chosen = rule ? registeredPolicies().pair(dataset, p, rule, scope) : undefined;
  const pair = chosen?.pair ?? (date === undefined ? readPair(dataset, p.from, p.to, scope) : readDatedPair(dataset, p.from, p.to, scope, date, options));
  if (!chosen) {
    const maxAgeDays = readMaxAgeDays(ownOption(options, 'maxAgeDays'));
    // `now` is checked on every call (a bad one is refused); today's date is worked out only for an age.
    const now = date === undefined ? parseNow(ownOption(options, 'now')) : undefined;
    if (maxAgeDays !== undefined) checkMaxAge(maxAgeDays, pair.date, now === undefined ? (date as string) : utcDate(now));
  }
  const numbers = numberFormat(options);
  // Parsed once when an exact path reads it (rounding: the value rounded, and the answer beside it);
  // otherwise conversionResult reads the caller's value, with its number fast products.
  const amount = rounding === undefined ? undefined : readAmount(p.amount);
  const base = amount === undefined ? conversionResult(pair, p.amount, numbers) : exactResult(pair, amount, numbers);
  let out: ConversionResult<number | string>;
  // A receipt is ratebook/receipts' code (explain: true), reached through the registry.
  if (rounding === undefined) out = parseExplain(options) ? registeredReceipts().conversion(dataset, base, pair.legal) : base;
  else {
    const parsed = amount!;
    // Under a policy the value rounded is amount × the policy's rate (the authority's figure), not the stored quotes' ratio.
    const exact = chosen ? { over: multiply(parsed, pair.rate), under: ONE } : valueRatio(dataset, pair, parsed);
    // A dated conversion's cash increment is the one in force on the date asked (checked by readDatedPair).
    const on = date as IsoDate | undefined;
    const result = roundResult(dataset, base, exact, rounding, numbers, on);
    out = parseExplain(options) ? registeredReceipts().conversion(dataset, result, pair.legal, { exact, request: rounding, date: on }) : result;
  }
  if (chosen) return out.source ? registeredPolicies().account(out, chosen.policy) : out;
  return flagStale(dataset, out, date as string | undefined);
}
