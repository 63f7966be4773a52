import {
  cutRatio,
  literalTimes,
  multiply,
  multiplyToNumber,
  numberTimes,
  packedLiteralNumber,
  packedLiteralTimes,
  shortLiteral,
  toPlainString,
  type Decimal,
} from '../decimal/index.js';
import { readAmount } from '../params/parseAmount.js';
import type { ConversionResult, NumberFormat } from '../types.js';
import { legalRatio } from '../rates/legalRatio.js';
import type { Pair } from '../rates/pair.js';

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
  if (fast === fast) return fast;
  return pair.legal === undefined ? multiplyToNumber(readAmount(amount), pair.rate) : exactValue(pair, readAmount(amount)).num;
}

// The product from plain numbers for a number amount or a short plain literal; NaN for the rest.
function fastProduct(pair: Pair, amount: unknown): number {
  if (typeof amount === 'number') return numberTimes(amount, pair.prepared);
  return typeof amount === 'string' ? literalTimes(amount, pair.prepared) : NaN;
}

/**
 * `amount × rate` for a checked pair as the exact decimal string (plain notation), the amount
 * checked like parseAmount.
 *
 * @example
 * amountTimesRateString(resolvePair(ds, 'USD', 'EUR', 'fiat'), '10') // "9.2", say
 */
export function amountTimesRateString(pair: Pair, amount: unknown): string {
  return toPlainString(exactValue(pair, readAmount(amount)));
}

/**
 * A conversion's `result` as an exact decimal: `amount × rate` for a market pair; for a legal route
 * (a withdrawn currency), the exact value the Regulation gives, to 30 significant digits half-even.
 *
 * @example
 * exactValue(pairAt(ds, 'BGN', 'EUR', 'fiat', index, '2026-03-01'), parseDecimal('195.583')!) // 100
 */
export function exactValue(pair: Pair, amount: Decimal): Decimal {
  return pair.legal === undefined ? multiply(amount, pair.rate) : cutRatio(legalRatio(pair.legal, amount), 30).value;
}

/**
 * The Conversion response in numbers, from its parts: one object literal for every number result,
 * so they all share one V8 map.
 *
 * @example
 * numberConversion(resolvePair(ds, 'USD', 'EUR', 'fiat'), 10, 9.2)
 */
export function numberConversion(pair: Pair, amount: number, result: number): ConversionResult<number> {
  return { from: pair.from, to: pair.to, amount, rate: pair.rateNumber, result, date: pair.date, updated_at: pair.updatedAt };
}

/**
 * The Conversion response in numbers for any amount, as conversionResult gives it (same errors):
 * for a caller that reads its two numbers and builds the answer itself, with one object literal.
 *
 * @example
 * numberResult(resolvePair(ds, 'USD', 'EUR', 'fiat'), '10').result // 9.2, say
 */
export function numberResult(pair: Pair, amount: unknown): ConversionResult<number> {
  return conversionResult(pair, amount, 'number') as ConversionResult<number>;
}

/**
 * The Conversion response for a checked pair: the applied rate (the number the rates table holds)
 * and `result = amount × rate`, exact, never rounded; as numbers or as exact decimal strings.
 *
 * @example
 * conversionResult(resolvePair(ds, 'USD', 'EUR', 'fiat'), '10', 'string').result
 */
export function conversionResult(pair: Pair, amount: unknown, numbers: NumberFormat): ConversionResult<number | string> {
  if (numbers === 'number') {
    if (typeof amount === 'number') {
      const result = numberTimes(amount, pair.prepared);
      // `+ 0` turns -0 into 0, as the decimal zero reads; any other number that took the fast path is its own nearest double.
      if (result === result) return numberConversion(pair, amount + 0, result);
    } else if (typeof amount === 'string') {
      // literalTimes in its two steps: the packed literal also gives its double without a second scan.
      const packed = shortLiteral(amount);
      const result = packedLiteralTimes(packed, pair.prepared);
      if (result === result) return numberConversion(pair, packedLiteralNumber(packed), result);
    }
  }
  return exactResult(pair, readAmount(amount), numbers);
}

/**
 * The Conversion response for a checked pair from an amount already parsed (readAmount): the one
 * exact path, which conversionResult's number fast products equal (test/ops/fastPaths.test.ts).
 *
 * @example
 * exactResult(resolvePair(ds, 'USD', 'EUR', 'fiat'), readAmount('10'), 'string').result
 */
export function exactResult(pair: Pair, amount: Decimal, numbers: NumberFormat): ConversionResult<number | string> {
  if (numbers === 'number')
    return numberConversion(pair, amount.num, pair.legal === undefined ? multiplyToNumber(amount, pair.rate) : exactValue(pair, amount).num);
  // Built by assignment, so its V8 map is not the number results' one: strings stored in fields
  // that hold doubles there would make V8 box every number result from then on.
  const strings: Record<string, string> = {};
  strings.from = pair.from;
  strings.to = pair.to;
  strings.amount = toPlainString(amount);
  strings.rate = toPlainString(pair.rate);
  strings.result = toPlainString(exactValue(pair, amount));
  strings.date = pair.date;
  strings.updated_at = pair.updatedAt;
  return strings as unknown as ConversionResult<string>;
}
