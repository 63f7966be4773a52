import { fail, quote } from '../errors.js';
import type { CurrencyCode } from '../types.js';

/**
 * The canonical (upper-case) spelling of a code of 2 to 12 ASCII letters or digits, or undefined
 * when `value` is not one. A hand-written scan rather than a schema: it runs on every conversion
 * whose spelling was not just seen, and it upper-cases only when a lower-case letter is present.
 *
 * @example
 * canonicalCode('uSd') // "USD"
 */
export function canonicalCode(value: unknown): CurrencyCode | undefined {
  if (typeof value !== 'string' || value.length < 2 || value.length > 12) return undefined;
  let lower = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 97 && c <= 122) lower = true;
    else if (!((c >= 65 && c <= 90) || (c >= 48 && c <= 57))) return undefined;
  }
  return lower ? value.toUpperCase() : value;
}

/**
 * Checks the syntax of a currency or asset code and returns it in upper case.
 * Whether the dataset quotes it is decided later, so syntax and knowledge give different codes.
 *
 * @example
 * parseCode('usd', 'base') // "USD"
 */
export function parseCode(value: unknown, param: string): CurrencyCode {
  const code = canonicalCode(value);
  if (code === undefined) {
    fail('invalid_parameter', `Invalid ${param} ${quote(value)}: expected a currency code of 2 to 12 letters or digits, such as "USD" or "BTC".`, param);
  }
  return code;
}
