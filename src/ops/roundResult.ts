import {
  cutRatio,
  incrementValue,
  ROUNDING_MODES,
  roundRatio,
  toPlainString,
  type Decimal,
  type Increment,
  type Ratio,
  type RoundingMode,
} from '../decimal/index.js';
import { fail } from '../errors.js';
import { wrongOption } from '../params/checkOptions.js';
import { ownOption } from '../params/readParams.js';
import { cashIncrement, minorUnitsOf } from '../registry/increments.js';
import type { ConversionResult, CurrencyCode, Dataset, IsoDate, NumberFormat, ReceiptRounding, RoundedConversionResult, RoundTo } from '../types.js';

const ROUND_TO: readonly RoundTo[] = ['minor', 'cash'];

/** A checked rounding request: to what, and how. */
export interface RoundingRequest {
  readonly to: RoundTo;
  readonly mode: RoundingMode;
}

/**
 * Reads the `round` and `rounding` options (own properties only): undefined when `round` is absent.
 * `rounding` without `round` is refused rather than ignored, so a caller never believes an amount
 * rounded that was not. A value of the wrong kind is `invalid_option` naming the option.
 *
 * @example
 * readRounding({ round: 'cash', rounding: 'half-up' }) // { to: 'cash', mode: 'half-up' }
 */
export function readRounding(options: object | undefined): RoundingRequest | undefined {
  const round = ownOption(options, 'round');
  const rounding = ownOption(options, 'rounding');
  if (round === undefined) {
    if (rounding !== undefined)
      fail('invalid_option', 'Option rounding needs round ("minor" or "cash"): it says how to round, round says to what.', 'rounding');
    return undefined;
  }
  if (round !== 'minor' && round !== 'cash') wrongOption('round', round, ROUND_TO);
  if (rounding !== undefined && !ROUNDING_MODES.includes(rounding as RoundingMode)) wrongOption('rounding', rounding, ROUNDING_MODES);
  return { to: round, mode: (rounding as RoundingMode | undefined) ?? 'half-even' };
}

/**
 * The increment a result in `code` rounds to: an asset's exponent; a fiat currency's ISO minor units,
 * or for `cash` its cash increment (CLDR), falling back to the minor unit; with a date, the cash
 * increment in force on that date (CAD: 0.01 before 2013-02-04, 0.05 from then).
 *
 * @example
 * targetIncrement(ds, 'CHF', 'cash') // { digits: 2, step: 5 }
 */
export function targetIncrement(dataset: Dataset, code: CurrencyCode, to: RoundTo, date?: IsoDate): Increment {
  const asset = Object.hasOwn(dataset.cryptoMeta, code) ? dataset.cryptoMeta[code] : undefined;
  if (asset !== undefined) return { digits: asset.exponent, step: 1 };
  const minor = minorUnitsOf(dataset, code) ?? 2;
  return to === 'cash' ? cashIncrement(code, minor, date) : { digits: minor, step: 1 };
}

/** How many significant digits `unrounded` keeps of a value that does not terminate (or is longer). */
export const UNROUNDED_DIGITS = 30;

/**
 * The conversion answer with `round`: `result` the exact value (`amount × to / from` of the stored
 * quotes) rounded once to the target's increment by the mode, plus `rounding: { to, digits, increment,
 * mode }` and `unrounded` (that value to 30 significant digits, half-even, followed by
 * `unrounded_exact: false` where digits were cut). `rate` stays the 12-digit rate.
 * The one place conversions shape a rounded answer; convert, cryptoConvert and converter call it.
 *
 * @param dataset - The dataset (the target's minor units and exponent).
 * @param base - The unrounded answer, as conversionResult built it.
 * @param exact - The exact value (valueRatio, rates/unitRatio.ts).
 * @param request - What to round to, and how.
 * @param numbers - Numbers or exact strings.
 * @param date - The date a dated conversion asked for, whose cash increment `cash` uses.
 * @returns The answer with the rounding fields.
 * @example
 * roundResult(ds, conversionResult(pair, '10', 'string'), valueRatio(ds, pair, readAmount('10')), { to: 'minor', mode: 'half-even' }, 'string')
 */
export function roundResult(
  dataset: Dataset,
  base: ConversionResult<number | string>,
  exact: Ratio,
  request: RoundingRequest,
  numbers: NumberFormat,
  date?: IsoDate,
): RoundedConversionResult<number | string> {
  const increment = targetIncrement(dataset, base.to, request.to, date);
  const rounded = roundRatio(exact, increment, request.mode);
  const unrounded = cutRatio(exact, UNROUNDED_DIGITS);
  const value = (d: Decimal) => (numbers === 'string' ? toPlainString(d) : d.num);
  const rounding = { to: request.to, digits: increment.digits, increment: value(incrementValue(increment)), mode: request.mode };
  // Every field of the answer in its order (any a caller added too), `result` replaced, then the
  // two new ones; a copy by assignment, as `{ ...base, result }` measured microseconds in V8.
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(base)) out[key] = key === 'result' ? value(rounded) : base[key as keyof typeof base];
  out.rounding = rounding;
  out.unrounded = value(unrounded.value);
  if (!unrounded.exact) out.unrounded_exact = false;
  return out as unknown as RoundedConversionResult<number | string>;
}

/**
 * The rounding step as a receipt holds it: the increment, the mode and the exact value rounded
 * (`unrounded`, 30 significant digits half-even, `unrounded_exact: false` where cut), all as strings
 * whatever `numbers` says, so that the receipt alone recomputes `result`.
 *
 * @param dataset - The dataset (the target's increment).
 * @param to - The target code.
 * @param exact - The exact value (valueRatio, rates/unitRatio.ts).
 * @param request - What was rounded to, and how.
 * @param date - The date a dated conversion asked for.
 * @returns The step.
 * @example
 * roundingStep(ds, 'EUR', valueRatio(ds, pair, readAmount('3.66')), { to: 'minor', mode: 'half-up' }) // { to: 'minor', increment: '0.01', mode: 'half-up', unrounded: '3.125' }
 */
export function roundingStep(dataset: Dataset, to: CurrencyCode, exact: Ratio, request: RoundingRequest, date?: IsoDate): ReceiptRounding {
  const increment = toPlainString(incrementValue(targetIncrement(dataset, to, request.to, date)));
  const unrounded = cutRatio(exact, UNROUNDED_DIGITS);
  const step = { to: request.to, increment, mode: request.mode, unrounded: toPlainString(unrounded.value) };
  return Object.freeze(unrounded.exact ? step : { ...step, unrounded_exact: false as const });
}
