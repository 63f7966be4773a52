import { lastLiteralNumber, literalTimes, multiply, multiplyToNumber, numberTimes, ONE, toPlainString, type Decimal } from '../decimal.js';
import { parseAmount } from '../params/parseAmount.js';
import type { ConversionResult, NumberFormat } from '../types.js';
import type { Pair } from './resolvePair.js';

/** The amount parameter as a checked Decimal; absent means 1. */
function readAmount(amount: unknown): Decimal {
  return amount === undefined ? ONE : parseAmount(amount);
}

/**
 * `amount × rate` for a checked pair as the double nearest to the exact product, the amount
 * checked like parseAmount (same errors). A number amount with a short decimal, or a short plain
 * literal (`'1250.10'`), goes straight into the product without a Decimal; anything else is parsed
 * and multiplied exactly.
 *
 * @example
 * amountTimesRate(resolvePair(ds, 'USD', 'EUR', 'fiat'), 10) // 9.2, say
 */
export function amountTimesRate(pair: Pair, amount: unknown): number {
  const fast = fastProduct(pair, amount);
  return fast === fast ? fast : multiplyToNumber(readAmount(amount), pair.rate);
}

// The product from plain numbers for a number amount or a short plain literal; NaN for the rest.
function fastProduct(pair: Pair, amount: unknown): number {
  if (typeof amount === 'number') return numberTimes(amount, pair.rateMantissa, pair.rateExponent);
  return typeof amount === 'string' ? literalTimes(amount, pair.rateMantissa, pair.rateExponent) : NaN;
}

/**
 * `amount × rate` for a checked pair as the exact decimal string (plain notation), the amount
 * checked like parseAmount.
 *
 * @example
 * amountTimesRateString(resolvePair(ds, 'USD', 'EUR', 'fiat'), '10') // "9.2", say
 */
export function amountTimesRateString(pair: Pair, amount: unknown): string {
  return toPlainString(multiply(readAmount(amount), pair.rate));
}

/**
 * The Conversion response for a checked pair: the applied rate (the number the rates table holds)
 * and `result = amount × rate`, exact, never rounded; as numbers or as exact decimal strings.
 *
 * @example
 * conversionResult(resolvePair(ds, 'USD', 'EUR', 'fiat'), '10', 'string').result
 */
export function conversionResult(pair: Pair, amount: unknown, numbers: NumberFormat): ConversionResult<number | string> {
  // The common case first and small, so V8 inlines it into the caller and the object may never
  // be built there; everything else in its own function.
  if (numbers === 'number') {
    const fast = fastProduct(pair, amount);
    if (fast === fast) {
      // `+ 0` turns -0 into 0, as the decimal zero reads; any other number that took the fast path is its own nearest double.
      // A string took it through literalTimes, whose parts give the literal's double without a second scan.
      const echo = typeof amount === 'number' ? amount + 0 : lastLiteralNumber();
      return { from: pair.from, to: pair.to, amount: echo, rate: pair.rateNumber, result: fast, date: pair.date, updated_at: pair.updatedAt };
    }
  }
  return exactResult(pair, readAmount(amount), numbers);
}

function exactResult(pair: Pair, amount: Decimal, numbers: NumberFormat): ConversionResult<number | string> {
  if (numbers === 'number') {
    return { from: pair.from, to: pair.to, amount: amount.num, rate: pair.rateNumber, result: multiplyToNumber(amount, pair.rate), date: pair.date, updated_at: pair.updatedAt };
  }
  return {
    from: pair.from,
    to: pair.to,
    amount: toPlainString(amount),
    rate: toPlainString(pair.rate),
    result: toPlainString(multiply(amount, pair.rate)),
    date: pair.date,
    updated_at: pair.updatedAt,
  };
}
