import { checkDataset } from '../dataset/checkDataset.js';
import { toPlainString } from '../decimal.js';
import { numberFormat, readParams } from '../params/readParams.js';
import { amountTimesRate, amountTimesRateString } from '../rates/conversionResult.js';
import { resolvePair } from '../rates/resolvePair.js';
import type { CurrencyCode, Dataset, IsoDate, NumberFormat, NumberOf, NumberOptions } from '../types.js';

/** Parameters of `converter`: the pair, checked once. */
export interface ConverterParams {
  /** Source currency code. */
  readonly from: string;
  /** Target currency code. */
  readonly to: string;
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

const NAMES = ['from', 'to'] as const;

/**
 * Checks a fiat pair once and returns a function converting amounts at its rate: for every amount
 * it gives exactly `convert(ds, { from, to, amount }).result` (numbers, or exact strings with
 * `{ numbers: 'string' }`), with the same errors for a bad amount, without reading parameters or
 * finding the pair again. It is bound to the newest snapshot of `dataset` at the time it is made.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ from, to }`, fiat codes, case-insensitive.
 * @param options - `{ numbers: 'string' }` for exact decimal strings.
 * @returns The converter, with `from`, `to`, `rate`, `date` and `updated_at` readable on it.
 * @example
 * const toEur = converter(defaultDataset, { from: 'USD', to: 'EUR' });
 * prices.map(toEur) // every price in euros, each exactly amount × toEur.rate
 */
export function converter<N extends NumberFormat = 'number'>(dataset: Dataset, params: ConverterParams, options?: NumberOptions<N>): Converter<NumberOf<N>> {
  checkDataset(dataset);
  const p = readParams(params, NAMES, 'converter');
  const pair = resolvePair(dataset, p.from, p.to, 'fiat');
  const strings = numberFormat(options) === 'string';
  // One arrow per format, so each call site stays monomorphic; `amount` is the only argument read.
  const convertAmount = strings ? (amount?: string | number) => amountTimesRateString(pair, amount) : (amount?: string | number) => amountTimesRate(pair, amount);
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
