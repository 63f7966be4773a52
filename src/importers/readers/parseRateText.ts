import { parseDecimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { invalidFeed } from '../invalidFeed.js';
import { rateLiteral } from '../rateLiteral.js';

// Plain decimals as the ECB writes them; bounded repetitions, so no input makes the regex slow.
const PLAIN = /^\d{1,20}(?:\.\d{1,20})?$/;

/**
 * Reads a rate written as a plain decimal (`1.1684`, `13168`) and returns its dataset literal.
 * A sign, an exponent, a comma, a blank or zero is an `invalid_feed` error at `where`, which may be
 * a function so that a caller reading thousands of rates computes a location only on error.
 *
 * @example
 * parseRateText('0.84770', 'line 2, column GBP') // 0.8477
 * parseRateText('1,23', 'line 812, column JPY') // throws: line 812, column JPY: "1,23" is not a number
 */
export function parseRateText(text: string, where: string | (() => string)): number | string {
  const at = () => (typeof where === 'string' ? where : where());
  if (!PLAIN.test(text)) {
    if (text.startsWith('-') && PLAIN.test(text.slice(1))) invalidFeed(at(), `${quote(text)} is negative; a rate must be positive`);
    invalidFeed(at(), `${quote(text)} is not a number`);
  }
  const rate = parseDecimal(text)!;
  if (rate.digits === '0') invalidFeed(at(), `${quote(text)} is zero; a rate must be positive`);
  return rateLiteral(rate);
}
