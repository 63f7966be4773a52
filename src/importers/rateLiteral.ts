import { toPlainString, type Decimal } from '../decimal/index.js';

/**
 * How a dataset file writes an exact rate: a JSON number when its shortest round-trip form is the
 * same decimal (every decimal of at most 15 significant digits), else the exact decimal string.
 *
 * @example
 * rateLiteral(parseDecimal('0.84770')!) // 0.8477
 * rateLiteral(parseDecimal('1.23456789012345678')!) // "1.23456789012345678"
 */
export function rateLiteral(rate: Decimal): number | string {
  const lead = rate.exp + rate.digits.length;
  return rate.digits.length <= 15 && lead > -300 && lead < 300 ? rate.num : toPlainString(rate);
}
