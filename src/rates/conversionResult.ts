import { multiply, multiplyToNumber, toPlainString, type Decimal } from '../decimal.js';
import type { ConversionResult, NumberFormat } from '../types.js';
import type { Pair } from './resolvePair.js';

/**
 * The Conversion response for a checked pair: the applied rate (the number the rates table holds)
 * and `result = amount × rate`, exact, never rounded; as numbers or as exact decimal strings.
 *
 * @example
 * conversionResult(resolvePair(ds, 'USD', 'EUR', 'fiat'), parseAmount('10'), 'string').result
 */
export function conversionResult(pair: Pair, amount: Decimal, numbers: NumberFormat): ConversionResult<number | string> {
  if (numbers === 'number') {
    return {
      from: pair.from,
      to: pair.to,
      amount: amount.num,
      rate: pair.rate.num,
      result: multiplyToNumber(amount, pair.rate),
      date: pair.date,
      updated_at: pair.updatedAt,
    };
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
