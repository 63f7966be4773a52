import { decimalOfInteger, makeDecimal, POW10, ZERO, type Decimal } from './decimal.js';

/** The parts of a decimal literal, before any range check. */
export interface DecimalParts {
  readonly neg: boolean;
  /** The digits as written, integer and fraction (leading and trailing zeros kept; at least one digit). */
  readonly digits: string;
  /** Exponent of the last digit; ±1e9 stands for "beyond any range" so nothing huge is built. */
  readonly exp: number;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Splits a decimal literal (`-12.50`, `.5`, `1E5`) into sign, significant digits and exponent,
 * or returns undefined when it is not one: optional sign, digits with an optional fraction (at
 * least one digit in all), optional exponent. A hand-written scan rather than a regular
 * expression: it runs for every amount. The caller bounds the input's length.
 */
export function parseDecimalParts(text: string): DecimalParts | undefined {
  const n = text.length;
  let i = 0;
  const first = text.charCodeAt(0);
  const neg = first === 45;
  if (neg || first === 43) i = 1;
  const intStart = i;
  while (i < n && isDigit(text.charCodeAt(i))) i++;
  const intEnd = i;
  let fracStart = i;
  if (i < n && text.charCodeAt(i) === 46) {
    fracStart = ++i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
  }
  const fracEnd = i;
  if (intEnd === intStart && fracEnd === fracStart) return undefined;
  let exp = 0;
  if (i < n && (text.charCodeAt(i) | 32) === 101) {
    const expSign = text.charCodeAt(++i);
    if (expSign === 43 || expSign === 45) i++;
    while (i < n && text.charCodeAt(i) === 48) i++; // leading zeros of the exponent
    const expStart = i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
    if (i === expStart && text.charCodeAt(i - 1) !== 48) return undefined; // "1e", "1e+"
    exp = i - expStart > 9 ? 1e9 : Number(text.slice(expStart, i));
    if (expSign === 45) exp = -exp;
  }
  if (i !== n) return undefined;
  // The digits as written: makeDecimal (fromParts) drops the leading and trailing zeros, once.
  return { neg, digits: text.slice(intStart, intEnd) + text.slice(fracStart, fracEnd), exp: exp - (fracEnd - fracStart) };
}

/** Turns parts into a Decimal, without their leading and trailing zeros. */
export function fromParts(parts: DecimalParts): Decimal {
  return makeDecimal(parts.neg, parts.digits, parts.exp);
}

/** Parses a decimal literal with no range limits beyond sanity; for trusted or pre-bounded text. */
export function parseDecimal(text: string): Decimal | undefined {
  const parts = parseDecimalParts(text);
  const value = parts && fromParts(parts);
  return value && Math.abs(value.exp) <= 400 ? value : undefined;
}

/**
 * How many decimals the shortest literal of a positive double below 1e15 has, when it has at most
 * 15 (`12.5` -> 1): the first k whose `round(x × 10^k) / 10^k` gives back x round-trips, and the
 * first is the shortest. -1 otherwise (the caller then goes through the string).
 *
 * @example
 * shortFraction(1234.5) // 1, and Math.round(1234.5 * 10) = 12345 is the mantissa
 */
export function shortFraction(abs: number): number {
  if (!(abs < 1e15)) return -1;
  for (let k = 0; k <= 15; k++) {
    const c = Math.round(abs * POW10[k]!);
    if (c >= 1e15) return -1;
    if (c / POW10[k]! === abs) return k;
  }
  return -1;
}

/**
 * The decimal a JavaScript number stands for: the shortest literal that round-trips to it, which
 * is what `String(n)` prints. Most amounts have a short fraction (shortFraction); the rest go
 * through the string.
 */
export function fromNumber(n: number): Decimal | undefined {
  if (!Number.isFinite(n)) return undefined;
  if (n === 0) return ZERO;
  const neg = n < 0;
  const abs = neg ? -n : n;
  const k = shortFraction(abs);
  if (k >= 0) return decimalOfInteger(neg, Math.round(abs * POW10[k]!), -k, n);
  return parseDecimal(String(n));
}

/**
 * The exponent of the last significant digit of the decimal a positive finite double stands for
 * (fromNumber's): -k for k decimals (`163.12` -> -2), the count of trailing zeros for an integer
 * (`1200` -> 2); NaN when the double has no short fraction (shortFraction). With shortMantissa, the
 * Decimal's `exp` and `m` as two plain numbers: nothing allocated, nothing kept between calls.
 *
 * @example
 * shortExponent(163.12) // -2, and shortMantissa(163.12, -2) // 16312
 */
export function shortExponent(abs: number): number {
  const k = shortFraction(abs);
  if (k < 0) return NaN;
  if (k > 0) return -k; // the k-th decimal is not zero, or k - 1 decimals would have round-tripped
  let zeros = 0;
  while (abs !== 0 && abs % POW10[zeros + 1]! === 0) zeros++; // at most 14 below 1e15
  return zeros;
}

/**
 * The integer mantissa of the decimal a positive double stands for, given its shortExponent (exact:
 * `abs × 10^k` rounds to the mantissa shortFraction checked, and an integer's division by a power of
 * ten that divides it is exact).
 *
 * @example
 * shortMantissa(1200, 2) // 12
 */
export function shortMantissa(abs: number, exponent: number): number {
  return exponent < 0 ? Math.round(abs * POW10[-exponent]!) : abs / POW10[exponent]!;
}

/**
 * A short plain decimal literal (`-12.50`, `+3`, `.5`: at most 14 digits in all, no exponent) as one
 * number that packs its integer mantissa, its number of decimals (scale) and its sign:
 * `±(mantissa × 16 + scale)`, read with literalMantissa and literalScale; NaN for anything else (the
 * caller then parses it fully). One plain number, so the scan keeps nothing between calls and
 * allocates nothing; 14 digits so that it is exact (10^14 × 16 < 2^53). Such a literal is always a
 * valid amount: below 1e14, no digit under 1e-14.
 *
 * @example
 * shortLiteral('-12.50') // -20002 (mantissa 1250, scale 2, negative)
 */
export function shortLiteral(text: string): number {
  const n = text.length;
  if (n === 0 || n > 16) return NaN; // 14 digits, a sign and a point at most
  let i = 0;
  const first = text.charCodeAt(0);
  if (first === 45 || first === 43) i = 1;
  let mantissa = 0;
  let digits = 0;
  let point = -1;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
    } else if (c === 46 && point < 0) {
      point = i;
    } else {
      return NaN;
    }
  }
  if (digits === 0 || digits > 14) return NaN;
  const packed = mantissa * 16 + (point < 0 ? 0 : n - 1 - point);
  return first === 45 ? -packed : packed;
}

/**
 * The integer mantissa of a literal packed by shortLiteral (its absolute value).
 *
 * @example
 * literalMantissa(shortLiteral('-12.50')) // 1250
 */
export function literalMantissa(packed: number): number {
  const abs = Math.abs(packed);
  return (abs - (abs % 16)) / 16;
}

/**
 * The number of decimals of a literal packed by shortLiteral.
 *
 * @example
 * literalScale(shortLiteral('-12.50')) // 2
 */
export function literalScale(packed: number): number {
  return Math.abs(packed) % 16;
}
