import {
  fromNumber,
  incrementValue,
  largestRemainder,
  makeDecimal,
  parseDecimal,
  ROUNDING_MODES,
  roundToIncrement,
  toPlainString,
  type Decimal,
  type Increment,
  type RoundingMode,
} from '../decimal/index.js';
import { fail, quote } from '../errors.js';
import { parseAmount } from '../params/parseAmount.js';
import { canonicalCode } from '../params/parseCode.js';
import { checkOptions, wrongOption } from '../params/checkOptions.js';
import { cashIncrement } from '../registry/increments.js';
import { isoMinorUnits } from '../registry/isoMinorUnits.js';
import type { NumberFormat, NumberOf } from '../types.js';

/** Options of `allocate`. */
export interface AllocateOptions<N extends NumberFormat = 'number'> {
  /** The currency of the amount: its code (ISO 4217 minor units), or `currency(ds, { code })`'s answer (that dataset's). */
  readonly currency: string | { readonly code: string; readonly minor_units: number };
  /** Split into cash increments (CHF 0.05, SEK 1) instead of minor units; default false. */
  readonly cash?: boolean;
  /** Bring an amount that is not a multiple of the increment onto it first, by this mode; without it such an amount is refused. */
  readonly rounding?: RoundingMode;
  /** `'string'` for exact decimal strings; default numbers. */
  readonly numbers?: N;
}

const OPTIONS = ['currency', 'cash', 'rounding', 'numbers'] as const;
const MAX_PARTS = 10_000;

/**
 * Splits a money amount into parts in proportion to `ratios`, each a whole number of the currency's
 * minor units (or cash increments), so that the parts sum exactly to the amount: each part is its
 * exact share rounded toward zero, then the increments left over go one each to the parts with the
 * largest remainders, a tie to the earlier part. Every part is within one increment of its exact
 * share; a ratio of zero gets zero; a negative amount splits as its opposite, negated.
 *
 * @param amount - The amount, a decimal literal or a number, a multiple of the increment (or give `rounding`).
 * @param ratios - Non-negative numbers or decimal literals, at least one positive, at most 10,000.
 * @param options - `{ currency, cash?, rounding?, numbers? }`.
 * @returns The parts, in the order of the ratios.
 * @example
 * allocate('100', [1, 1, 1], { currency: 'EUR' }) // [33.34, 33.33, 33.33]
 */
export function allocate<N extends NumberFormat = 'number'>(
  amount: string | number,
  ratios: readonly (string | number)[],
  options: AllocateOptions<N>,
): NumberOf<N>[] {
  const { increment, rounding, strings } = readOptions(options);
  let whole = parseAmount(amount);
  const weights = readRatios(ratios);
  const onIncrement = roundToIncrement(whole, increment, rounding ?? 'down');
  if (rounding !== undefined) whole = onIncrement;
  else if (!sameValue(onIncrement, whole)) {
    fail(
      'invalid_parameter',
      `Amount ${quote(amount)} is not a multiple of ${toPlainString(incrementValue(increment))}; pass rounding to bring it onto one.`,
      'amount',
    );
  }
  // |amount| / increment, a whole number: the amount's digits shifted to the increment's decimals, over the step.
  const units = whole.digits === '0' ? 0n : (BigInt(whole.digits) * 10n ** BigInt(whole.exp + increment.digits)) / BigInt(increment.step);
  return largestRemainder(units, weights).map((part) => {
    const value = part === 0n ? makeDecimal(false, '0', 0) : makeDecimal(whole.neg, (part * BigInt(increment.step)).toString(), -increment.digits);
    return (strings ? toPlainString(value) : value.num) as NumberOf<N>;
  });
}

function readOptions(options: unknown): { increment: Increment; rounding: RoundingMode | undefined; strings: boolean } {
  if (typeof options !== 'object' || options === null) fail('invalid_option', 'allocate needs options with a currency: { currency: "EUR" }.', 'currency');
  checkOptions(options, OPTIONS, 'allocate');
  const o = options as Record<string, unknown>;
  const [code, minor] = readCurrency(o.currency);
  // Worded by wrongOption, as every operation's options are ("Option cash must be true or false, got 1.").
  if (o.cash !== undefined && typeof o.cash !== 'boolean') wrongOption('cash', o.cash, 'true or false');
  if (o.rounding !== undefined && !ROUNDING_MODES.includes(o.rounding as RoundingMode))
    wrongOption('rounding', o.rounding, `one of ${ROUNDING_MODES.join(', ')}`);
  if (o.numbers !== undefined && o.numbers !== 'number' && o.numbers !== 'string') wrongOption('numbers', o.numbers, '"number" or "string"');
  const increment = o.cash === true ? cashIncrement(code, minor) : { digits: minor, step: 1 };
  return { increment, rounding: o.rounding as RoundingMode | undefined, strings: o.numbers === 'string' };
}

function readCurrency(value: unknown): [string, number] {
  if (typeof value === 'object' && value !== null) {
    const { code, minor_units: minor } = value as { code?: unknown; minor_units?: unknown };
    const canonical = canonicalCode(code);
    if (canonical !== undefined && Number.isInteger(minor) && (minor as number) >= 0 && (minor as number) <= 18) return [canonical, minor as number];
  } else {
    const canonical = canonicalCode(value);
    const minor = canonical === undefined ? undefined : isoMinorUnits(canonical);
    if (minor !== undefined) return [canonical!, minor];
    if (canonical !== undefined)
      fail(
        'invalid_option',
        `Option currency ${quote(value)} has no minor unit in ISO 4217 (a metal, a fund or a test code); pass { code, minor_units }.`,
        'currency',
      );
  }
  return fail('invalid_option', `Option currency must be a currency code such as "EUR" or currency()'s answer, got ${quote(value)}.`, 'currency');
}

// Each ratio as a non-negative integer weight: the ratios' digits brought to one common exponent.
function readRatios(ratios: unknown): bigint[] {
  if (!Array.isArray(ratios) || ratios.length === 0 || ratios.length > MAX_PARTS) {
    fail('invalid_parameter', `Ratios must be an array of 1 to ${MAX_PARTS} non-negative numbers, got ${quote(ratios)}.`, 'ratios');
  }
  const values = ratios.map((ratio: unknown) => {
    const value = typeof ratio === 'number' ? fromNumber(ratio) : typeof ratio === 'string' && ratio.length <= 100 ? parseDecimal(ratio) : undefined;
    if (value === undefined || (value.neg && value.digits !== '0'))
      fail('invalid_parameter', `Invalid ratio ${quote(ratio)}: expected a non-negative number.`, 'ratios');
    return value;
  });
  const exp = Math.min(...values.map((v) => (v.digits === '0' ? Infinity : v.exp)));
  if (exp === Infinity) fail('invalid_parameter', 'Ratios must have at least one positive value.', 'ratios');
  // A bound on the spread of exponents keeps the weights within a few thousand bits: any two doubles
  // fit, a literal such as "1e1000000" does not.
  if (values.some((v) => v.digits !== '0' && v.digits.length + v.exp - exp > 700))
    fail('invalid_parameter', 'Ratios must lie within 700 orders of magnitude of each other.', 'ratios');
  return values.map((v) => (v.digits === '0' ? 0n : BigInt(v.digits) * 10n ** BigInt(v.exp - exp)));
}

function sameValue(a: Decimal, b: Decimal): boolean {
  return a.neg === b.neg && a.exp === b.exp && a.digits === b.digits;
}
