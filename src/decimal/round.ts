import { decimalOfInteger, makeDecimal, POW10, ZERO, type Decimal } from './decimal.js';

/** How a value between two multiples of the increment is rounded (Java's `RoundingMode` names, in lower case). */
export type RoundingMode = 'half-even' | 'half-up' | 'half-down' | 'up' | 'down' | 'ceiling' | 'floor';

/** Every RoundingMode, in the order messages list them. */
export const ROUNDING_MODES: readonly RoundingMode[] = ['half-even', 'half-up', 'half-down', 'up', 'down', 'ceiling', 'floor'];

/**
 * An increment to round to: `step × 10^-digits`, `step` a positive integer (1 for a plain minor unit,
 * 5 for CHF's cash 0.05, 50 for DKK's 0.50).
 */
export interface Increment {
  readonly digits: number;
  readonly step: number;
}

// 10^n as a BigInt, kept once made: `10n ** BigInt(n)` costs more than the rest of a rounding.
// n is at most a few hundred (the exponent of a product of an amount and a rate).
const POWERS: bigint[] = [1n];
export function pow10(n: number): bigint {
  for (let k = POWERS.length; k <= n; k++) POWERS[k] = POWERS[k - 1]! * 10n;
  return POWERS[n]!;
}

/**
 * Whether the magnitude moves up to the next multiple, from what the division of |x| by the unit
 * left: `rest` 0 when it was exact; otherwise the sign of twice the remainder minus the unit (below,
 * on or above the midpoint); `odd` whether the quotient is odd.
 */
export function roundsAway(mode: RoundingMode, neg: boolean, exact: boolean, half: number, odd: boolean): boolean {
  if (exact) return false;
  switch (mode) {
    case 'up':
      return true;
    case 'down':
      return false;
    case 'ceiling':
      return !neg;
    case 'floor':
      return neg;
    default:
      return half > 0 || (half === 0 && (mode === 'half-up' || (mode === 'half-even' && odd)));
  }
}

const TWO_52 = 4_503_599_627_370_496; // 2 ** 52, written out (see DAY_MS in src/calendar/periodic.ts)
const sign = (a: bigint, b: bigint) => (a > b ? 1 : a < b ? -1 : 0);

/**
 * Rounds a decimal exactly to a multiple of an increment by the named mode, in integer arithmetic
 * (BigInt), never through a double: `x / increment` is split into a quotient and a remainder, the
 * mode decides whether the magnitude goes up by one, and the quotient times the increment is the
 * answer. Ties of `half-even` go to the even multiple of the increment (10.025 to 0.05 is 10.00:
 * 200 × 0.05).
 *
 * @param x - The value to round.
 * @param increment - `{ digits, step }`: multiples of `step × 10^-digits`.
 * @param mode - The rounding mode.
 * @returns The rounded value, exact.
 * @example
 * roundToIncrement(parseDecimal('10.026')!, { digits: 2, step: 5 }, 'half-even') // the decimal 10.05
 */
export function roundToIncrement(x: Decimal, increment: Increment, mode: RoundingMode): Decimal {
  if (x.m === 0) return ZERO;
  // |x| = D × 10^exp; the increment is step × 10^-digits; |x| / increment = D × 10^(exp + digits) / step.
  const shift = x.exp + increment.digits;
  // Integers below 2^52 divide exactly in doubles: the float quotient, floored, is off by at most
  // one, which the remainder (exact, as q × unit stays below 2^53) shows and corrects. No BigInt.
  if (x.m < TWO_52 && shift <= 0 && shift >= -15) {
    const unit = increment.step * POW10[-shift]!;
    if (unit < TWO_52) {
      let q = Math.floor(x.m / unit);
      let r = x.m - q * unit;
      if (r < 0) (q -= 1), (r += unit);
      else if (r >= unit) (q += 1), (r -= unit);
      if (roundsAway(mode, x.neg, r === 0, Math.sign(r + r - unit), q % 2 === 1)) q += 1;
      return q === 0 ? ZERO : decimalOfInteger(x.neg, q * increment.step, -increment.digits);
    }
  }
  let numerator = BigInt(x.digits);
  let unit = BigInt(increment.step);
  if (shift >= 0) numerator *= pow10(shift);
  else unit *= pow10(-shift);
  let q = numerator / unit;
  const r = numerator - q * unit;
  if (roundsAway(mode, x.neg, r === 0n, sign(r + r, unit), q % 2n === 1n)) q += 1n;
  if (q === 0n) return ZERO;
  return makeDecimal(x.neg, (q * BigInt(increment.step)).toString(), -increment.digits);
}

/**
 * The increment as a decimal (`{ digits: 2, step: 5 }` is 0.05).
 *
 * @example
 * incrementValue({ digits: 2, step: 50 }) // the decimal 0.5
 */
export function incrementValue(increment: Increment): Decimal {
  return makeDecimal(false, String(increment.step), -increment.digits);
}
