import { checkOptions, CONVERT_OPTIONS } from '../params/checkOptions.js';
import { checkDataset } from '../dataset/checkDataset.js';
import { datasetAsOf } from '../dataset/datasetAsOf.js';
import { roundRatio, toPlainString } from '../decimal/index.js';
import { readAmount } from '../params/parseAmount.js';
import { numberFormat, readParams } from '../params/readParams.js';
import { amountTimesRate, amountTimesRateString } from './conversionResult.js';
import type { Pair } from '../rates/pair.js';
import { readRounding, targetIncrement, type RoundingRequest } from './roundResult.js';
import { valueRatio } from '../rates/unitRatio.js';
import type { CurrencyCode, Dataset, IsoDate, NumberFormat, NumberOf } from '../types.js';
import type { ConvertOptions } from './options.js';
import { checkMaxAge, readMaxAgeDays } from './maxAge.js';
import { policyOptions } from './policyOptions.js';
import { registeredPolicies } from './entryRegistry.js';
import { ownOption } from '../params/readParams.js';
import { utcDate } from '../params/date.js';
import { parseNow } from '../params/parseNow.js';
import { readDatedPair, readPair } from './readPair.js';

/** Parameters of `converter`: the pair, checked once, and optionally the date whose rate it binds. */
export interface ConverterParams {
  /** Source currency code. */
  readonly from: string;
  /** Target currency code. */
  readonly to: string;
  /** Bind the snapshot in force on this date, `YYYY-MM-DD` (history's rules); default the newest. */
  readonly date?: string;
}

/** A prepared conversion: call it with an amount; the pair, its rate and its snapshot are fixed. */
export interface Converter<V = number> {
  /** `convert(ds, { from, to, amount }).result` for this pair, with the same errors for a bad amount. */
  (amount?: string | number): V;
  /** The pair in canonical spelling. */
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  /** The applied rate, as `convert` returns it. */
  readonly rate: V;
  /** Quote date of the snapshot the converter is bound to. */
  readonly date: IsoDate;
  /** Capture time of that snapshot. */
  readonly updated_at: string;
}

const NAMES = ['from', 'to', 'date'] as const;

/**
 * Checks a fiat pair once and returns a function converting amounts at its rate: for every amount
 * it gives exactly `convert(ds, { from, to, amount }).result` (numbers, or exact strings with
 * `{ numbers: 'string' }`), with the same errors for a bad amount, without reading parameters or
 * finding the pair again. It is bound to the newest snapshot of `dataset` at the time it is made, or
 * with `date` to the snapshot in force on that date; with `round` it returns the rounded result.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ from, to, date }`, fiat codes, case-insensitive; date optional.
 * @param options - `{ numbers: 'string' }` for exact decimal strings; `round`, `rounding`; `now` for dates.
 * @returns The converter, with `from`, `to`, `rate`, `date` and `updated_at` readable on it.
 * @example
 * const toEur = converter(defaultDataset, { from: 'USD', to: 'EUR' });
 * prices.map(toEur) // every price in euros, each exactly amount × toEur.rate
 */
export function converter<N extends NumberFormat = 'number'>(dataset: Dataset, params: ConverterParams, options?: ConvertOptions<N>): Converter<NumberOf<N>> {
  checkDataset(dataset);
  checkOptions(options, CONVERT_OPTIONS, 'converter', NAMES);
  dataset = datasetAsOf(dataset, ownOption(options, 'asOf'));
  const p = readParams(params, NAMES, 'converter');
  const rounding = readRounding(options);
  const rule = policyOptions(options);
  const pair = rule
    ? registeredPolicies().pair(dataset, p, rule, 'fiat').pair
    : p.date === undefined
      ? readPair(dataset, p.from, p.to, 'fiat')
      : readDatedPair(dataset, p.from, p.to, 'fiat', p.date, options);
  if (!rule)
    checkMaxAge(readMaxAgeDays(ownOption(options, 'maxAgeDays')), pair.date, (p.date as string | undefined) ?? utcDate(parseNow(ownOption(options, 'now'))));
  const strings = numberFormat(options) === 'string';
  // One arrow per format, so each call site stays monomorphic; `amount` is the only argument read.
  const convertAmount = rounding
    ? roundingConverter(dataset, pair, rounding, strings, p.date as IsoDate | undefined)
    : strings
      ? (amount?: string | number) => amountTimesRateString(pair, amount)
      : (amount?: string | number) => amountTimesRate(pair, amount);
  return Object.freeze(
    Object.defineProperties(convertAmount, {
      from: { value: pair.from, enumerable: true },
      to: { value: pair.to, enumerable: true },
      rate: { value: strings ? toPlainString(pair.rate) : pair.rateNumber, enumerable: true },
      date: { value: pair.date, enumerable: true },
      updated_at: { value: pair.updatedAt, enumerable: true },
    }),
  ) as unknown as Converter<NumberOf<N>>;
}

// With `round`: the exact value rounded once to the target's increment, as convert's rounded `result`.
function roundingConverter(
  dataset: Dataset,
  pair: Pair,
  rounding: RoundingRequest,
  strings: boolean,
  date: IsoDate | undefined,
): (amount?: string | number) => number | string {
  const increment = targetIncrement(dataset, pair.to, rounding.to, date);
  return (amount) => {
    const rounded = roundRatio(valueRatio(dataset, pair, readAmount(amount)), increment, rounding.mode);
    return strings ? toPlainString(rounded) : rounded.num;
  };
}
