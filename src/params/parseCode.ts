import * as v from 'valibot';
import { fail, quote } from '../errors.js';
import type { CurrencyCode } from '../types.js';
import { CodeSchema } from './schemas.js';

/**
 * Checks the syntax of a currency or asset code and returns it in upper case.
 * Whether the dataset quotes it is decided later, so syntax and knowledge give different codes.
 *
 * @example
 * parseCode('usd', 'base') // "USD"
 */
export function parseCode(value: unknown, param: string): CurrencyCode {
  const parsed = v.safeParse(CodeSchema, value);
  if (!parsed.success) {
    fail('invalid_parameter', `Invalid ${param} ${quote(value)}: expected a currency code of 2 to 12 letters or digits, such as "USD" or "BTC".`, param);
  }
  return parsed.output;
}
