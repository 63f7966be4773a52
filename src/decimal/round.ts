import { makeDecimal, ZERO, type Decimal } from './decimal.js';

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

const TEN = 10n;

// 10^n as a BigInt; n is at most a few hundred (a product of an amount and a rate).
function pow10(n: number): bigint {
  return TEN ** BigInt(n);
}

// Whether the magnitude moves up to the next multiple: `q` the quotient, `r` the remainder of |x| / unit.
function roundsAway(mode: RoundingMode, neg: boolean, q: bigint, r: bigint, unit: bigint): boolean {
  if (r === 0n) return false;
  switch (mode) {
    case 'up':
      return true;
    case 'down':
      return false;
    case 'ceiling':
      return !neg;
    case 'floor':
      return neg;
    default: {
      const twice = 2n * r;
      if (twice !== unit) return twice > unit;
      return mode === 'half-up' || (mode === 'half-even' && q % 2n === 1n);
    }
  }
}

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
  if (x.digits === '0') return ZERO;
  // |x| = D × 10^exp; the increment is step × 10^-digits; |x| / increment = D × 10^(exp + digits) / step.
  const shift = x.exp + increment.digits;
  let numerator = BigInt(x.digits);
  let unit = BigInt(increment.step);
  if (shift >= 0) numerator *= pow10(shift);
  else unit *= pow10(-shift);
  let q = numerator / unit;
  const r = numerator - q * unit;
  if (roundsAway(mode, x.neg, q, r, unit)) q += 1n;
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
