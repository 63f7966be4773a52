import { decimalOfInteger, makeDecimal, type Decimal } from './decimal.js';
import { divideRounded } from './divide.js';

/** A running exact sum of positive decimals: `digits × 10^exp`, and how many were added. */
export interface DecimalSum {
  digits: bigint;
  exp: number;
  count: number;
}

const TEN = 10n;
const powers: bigint[] = [1n];

// 10^k as a BigInt, kept: the exponents of one code's rates over a period differ by a few at most.
function pow10(k: number): bigint {
  while (powers.length <= k) powers.push(powers[powers.length - 1]! * TEN);
  return powers[k]!;
}

/**
 * Starts an exact sum at zero.
 *
 * @example
 * const sum = emptySum(); addToSum(sum, a); addToSum(sum, b); meanOf(sum)
 */
export function emptySum(): DecimalSum {
  return { digits: 0n, exp: 0, count: 0 };
}

/**
 * Adds a positive decimal to a sum, exactly: both are brought to the smaller exponent and added as
 * integers (BigInt), so no digit is ever lost.
 *
 * @example
 * addToSum(sum, parseDecimal('0.9215')!)
 */
export function addToSum(sum: DecimalSum, value: Decimal): void {
  const mantissa = value.m === value.m ? BigInt(value.m) : BigInt(value.digits);
  if (sum.count === 0) {
    sum.digits = mantissa;
    sum.exp = value.exp;
  } else if (value.exp < sum.exp) {
    sum.digits = sum.digits * pow10(sum.exp - value.exp) + mantissa;
    sum.exp = value.exp;
  } else {
    sum.digits += mantissa * pow10(value.exp - sum.exp);
  }
  sum.count++;
}

/**
 * The arithmetic mean of the values added, `sum / count`, computed exactly and rounded once,
 * half-even, to 12 significant digits (the rule of derived rates); undefined for an empty sum.
 *
 * @example
 * meanOf(sum) // the decimal 0.921733333333 for 0.9215, 0.9221, 0.9216
 */
export function meanOf(sum: DecimalSum): Decimal | undefined {
  if (sum.count === 0) return undefined;
  return divideRounded(makeDecimal(false, sum.digits.toString(), sum.exp), decimalOfInteger(false, sum.count, 0));
}
