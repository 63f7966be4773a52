import { divideRounded, makeDecimal, parseDecimalParts, fromParts, type Decimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { invalidFeed } from '../invalidFeed.js';
import { rateLiteral } from '../rateLiteral.js';

// A bank's number as written: digits, an optional point (or comma) and fraction, an optional
// exponent (the CBR writes `5,88139E-05`); bounded repetitions, so no input makes the regex slow.
const POINT = /^\d{1,20}(?:\.\d{1,20})?(?:[eE][-+]?\d{1,2})?$/;
const COMMA = /^\d{1,20}(?:,\d{1,20})?(?:[eE][-+]?\d{1,2})?$/;
// Longest exact quotient kept as it is, as many digits as an amount may have.
const MAX_EXACT_DIGITS = 30;

/**
 * Reads a positive decimal as a bank writes it, with a decimal point or (`comma: true`, the CBR's
 * Russian style) a decimal comma. A sign, blank, zero or anything else is an `invalid_feed` error
 * at `where`.
 *
 * @param text - The number as the document writes it.
 * @param where - The path of the value, for the error.
 * @param comma - Whether the decimal separator is a comma.
 * @returns The exact decimal.
 * @example
 * readBankDecimal('53,8359', 'ValCurs/Valute[1]/Value', true) // 53.8359
 */
export function readBankDecimal(text: string, where: string, comma = false): Decimal {
  if (!(comma ? COMMA : POINT).test(text)) invalidFeed(where, `${quote(text)} is not a positive decimal${comma ? ' with a decimal comma' : ''}`);
  const value = fromParts(parseDecimalParts(comma ? text.replace(',', '.') : text)!);
  if (value.digits === '0') invalidFeed(where, `${quote(text)} is zero; a rate must be positive`);
  return value;
}

/**
 * `a / b` for positive decimals: exact when the quotient terminates within 30 significant digits
 * (a quote divided by its nominal of 100 always does), else rounded once, half-even, to 12
 * significant digits — the rule of derived rates, so an inverse quote is rounded once and only once.
 *
 * @param a - The dividend.
 * @param b - The divisor.
 * @returns The quotient.
 * @example
 * quotient(parseDecimal('1')!, parseDecimal('1.28')!) // 0.78125, exact
 * quotient(parseDecimal('1')!, parseDecimal('53.8359')!) // 0.0185749843357 (12 digits)
 */
export function quotient(a: Decimal, b: Decimal): Decimal {
  const exact = terminatingQuotient(a, b);
  return exact !== undefined && exact.digits.length <= MAX_EXACT_DIGITS ? exact : divideRounded(a, b);
}

/**
 * `a / b` exactly when the quotient terminates, whatever its length, else undefined. It terminates
 * when the reduced divisor has no prime factor but 2 and 5: then it is n / d = n × (10^k / d) / 10^k,
 * with k the larger of the two exponents. Mantissas below 2^53 are tested in doubles (exact for
 * integers), since most quotes do not terminate and this runs per quote.
 *
 * @param a - The dividend.
 * @param b - The divisor.
 * @returns The exact quotient, or undefined when it does not terminate.
 * @example
 * terminatingQuotient(parseDecimal('1')!, parseDecimal('1.28')!) // 0.78125
 */
export function terminatingQuotient(a: Decimal, b: Decimal): Decimal | undefined {
  if (a.m === a.m && b.m === b.m) {
    let d = b.m / gcdNumber(a.m, b.m);
    while (d % 2 === 0) d /= 2;
    while (d % 5 === 0) d /= 5;
    if (d !== 1) return undefined;
  }
  let n = BigInt(a.digits);
  let d = BigInt(b.digits);
  const g = gcd(n, d);
  n /= g;
  d /= g;
  let twos = 0;
  let fives = 0;
  let rest = d;
  while (rest % 2n === 0n) {
    rest /= 2n;
    twos++;
  }
  while (rest % 5n === 0n) {
    rest /= 5n;
    fives++;
  }
  if (rest !== 1n) return undefined;
  const k = Math.max(twos, fives);
  return makeDecimal(false, (n * (10n ** BigInt(k) / d)).toString(), a.exp - b.exp - k);
}

function gcd(x: bigint, y: bigint): bigint {
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function gcdNumber(x: number, y: number): number {
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * `(a + b) / 2`, exactly: the mid of a bank's buying and selling quotes (TCMB). Halving a decimal
 * terminates (× 5 / 10), so the mid is exact whatever the quotes.
 *
 * @param a - One quote.
 * @param b - The other.
 * @returns The exact mid.
 * @example
 * midpoint(parseDecimal('43.8')!, parseDecimal('43.8789')!) // 43.83945
 */
export function midpoint(a: Decimal, b: Decimal): Decimal {
  const exp = Math.min(a.exp, b.exp);
  const sum = BigInt(a.digits) * 10n ** BigInt(a.exp - exp) + BigInt(b.digits) * 10n ** BigInt(b.exp - exp);
  return makeDecimal(false, (sum * 5n).toString(), exp - 1);
}

/** Which way a bank quotes: its own currency per units of the code (CBR), or the code per one unit of its own (FRED's DEXJPUS). */
export type QuoteDirection = 'domestic_per_foreign' | 'foreign_per_domestic';

/**
 * The dataset's rate literal for a bank's quote — units of the code per one unit of the bank's
 * currency, the pivot — from the quoted value and its nominal: `nominal / value` for a
 * domestic-per-foreign quote (100 DZD = 57.0006 RUB stores 100 / 57.0006 DZD per RUB, rounded once
 * to 12 digits), `value / nominal` (exact) for a foreign-per-domestic one.
 *
 * @param value - The quoted number.
 * @param nominal - The units of the quoted currency it is for (1, 10, 100, ...).
 * @param direction - Which way the bank quotes.
 * @returns The rate literal.
 * @example
 * nominalRate(parseDecimal('57.0006')!, parseDecimal('100')!, 'domestic_per_foreign') // 1.75436750666
 */
export function nominalRate(value: Decimal, nominal: Decimal, direction: QuoteDirection): number | string {
  return rateLiteral(direction === 'domestic_per_foreign' ? quotient(nominal, value) : quotient(value, nominal));
}
