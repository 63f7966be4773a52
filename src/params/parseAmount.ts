import { fromNumber, fromParts, ONE, parseDecimalParts, type Decimal } from '../decimal/index.js';
import { fail, quote } from '../errors.js';

/** Longest amount text looked at; 30 significant digits with sign, point and exponent fit easily. */
const MAX_LENGTH = 100;
const MAX_SIGNIFICANT = 30;
const MAX_INTEGER_DIGITS = 21; // magnitude below 1e21
const MIN_EXPONENT = -30; // no digit smaller than 1e-30

/**
 * The `amount` parameter of a conversion, parsed once (parseAmount's checks and errors); absent means 1.
 * Every exact path of a conversion takes the Decimal this returns, never the caller's value again.
 *
 * @example
 * readAmount(undefined) // the decimal 1
 */
export function readAmount(amount: unknown): Decimal {
  return amount === undefined ? ONE : parseAmount(amount);
}

/**
 * Parses an amount (a decimal literal or a finite number) into an exact Decimal within the contract's
 * bounds: at most 30 significant digits, magnitude below 1e21, no digit below 1e-30.
 *
 * @example
 * parseAmount('100.50') // the decimal 100.5
 */
export function parseAmount(value: unknown): Decimal {
  if (typeof value === 'number') return parseNumber(value);
  if (typeof value !== 'string') reject(value, 'expected a decimal number such as "12.50"');
  if (value.length > MAX_LENGTH) reject(value, `too long: at most ${MAX_LENGTH} characters`);
  const parts = parseDecimalParts(value);
  if (!parts) reject(value, malformed(value));
  const amount = fromParts(parts);
  const { digits, exp } = amount;
  if (digits.length > MAX_SIGNIFICANT) reject(value, `at most ${MAX_SIGNIFICANT} significant digits`);
  if (digits !== '0' && digits.length + exp > MAX_INTEGER_DIGITS) reject(value, 'magnitude must be below 1e21');
  if (exp < MIN_EXPONENT) reject(value, 'no digit may be smaller than 1e-30');
  return amount;
}

// A double has at most 17 significant digits and is exactly its decimal, so only its magnitude
// and its last digit need checking (and its digit string is never built).
function parseNumber(value: number): Decimal {
  const amount = fromNumber(value);
  if (!amount) reject(value, 'expected a finite number');
  if (Math.abs(value) >= 1e21) reject(value, 'magnitude must be below 1e21');
  if (amount.exp < MIN_EXPONENT) reject(value, 'no digit may be smaller than 1e-30');
  return amount;
}

// A query string decodes `+` as a space, so `amount=+1` arrives as " 1": say how to send a plus.
function malformed(value: string): string {
  const plus = value.charCodeAt(0) === 32 && parseDecimalParts(value.slice(1)) !== undefined;
  return plus
    ? 'a leading space, which is how a query string decodes "+"; write the plus sign as %2B (amount=%2B1) or leave it out'
    : 'expected a decimal number such as "12.50"';
}

function reject(value: unknown, why: string): never {
  fail('invalid_parameter', `Invalid amount ${quote(value)}: ${why}.`, 'amount');
}
