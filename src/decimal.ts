import Big from 'big.js';

/**
 * An exact decimal value: `(neg ? -1 : 1) × digits × 10^exp`, with its nearest double alongside.
 * `digits` has no leading or trailing zeros ("0" for zero), so equal values have equal fields.
 */
export interface Decimal {
  readonly neg: boolean;
  readonly digits: string;
  readonly exp: number;
  /** `digits` as an integer when it is below 2^53 (the fast path's operand), NaN otherwise. */
  readonly m: number;
  /** The double nearest to the exact value. */
  readonly num: number;
}

const POW10: readonly number[] = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));
const TWO_53 = 2 ** 53;
const DECIMAL_SYNTAX = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

// A private constructor so that our DP/RM settings never leak into a user's own Big.
const B = Big();
B.RM = Big.roundDown;

/** Builds a Decimal from sign, an integer digit string (may carry zeros at either end) and an exponent. */
export function makeDecimal(neg: boolean, rawDigits: string, exp: number): Decimal {
  let start = 0;
  while (start < rawDigits.length - 1 && rawDigits.charCodeAt(start) === 48) start++;
  let end = rawDigits.length;
  while (end > start + 1 && rawDigits.charCodeAt(end - 1) === 48) end--;
  const digits = rawDigits.slice(start, end) || '0';
  if (digits === '0') return ZERO;
  const finalExp = exp + (rawDigits.length - end);
  const asNumber = Number(digits);
  const m = digits.length <= 16 && asNumber <= Number.MAX_SAFE_INTEGER ? asNumber : NaN;
  return { neg, digits, exp: finalExp, m, num: nearestDouble(neg, digits, m, finalExp) };
}

export const ZERO: Decimal = { neg: false, digits: '0', exp: 0, m: 0, num: 0 };
export const ONE: Decimal = { neg: false, digits: '1', exp: 0, m: 1, num: 1 };

// m / 10^k with both operands exact is one correctly rounded IEEE operation, so it is
// the nearest double; outside that range the (correctly rounding) string parser decides.
function nearestDouble(neg: boolean, digits: string, m: number, exp: number): number {
  let v: number;
  if (m === m && exp <= 0 && exp >= -22) v = m / POW10[-exp]!;
  else if (m === m && exp > 0 && exp <= 22) v = m * POW10[exp]!;
  else v = Number(`${digits}e${exp}`);
  return neg ? -v : v;
}

/** The parts of a decimal literal, before any range check. */
export interface DecimalParts {
  readonly neg: boolean;
  /** Significant digits, no leading or trailing zeros ("0" for zero). */
  readonly digits: string;
  /** Exponent of the last digit; ±1e9 stands for "beyond any range" so nothing huge is built. */
  readonly exp: number;
}

/**
 * Splits a decimal literal (`-12.50`, `.5`, `1E5`) into sign, significant digits and exponent,
 * or returns undefined when it is not one. The caller bounds the input's length.
 */
export function parseDecimalParts(text: string): DecimalParts | undefined {
  const match = DECIMAL_SYNTAX.exec(text);
  if (!match) return undefined;
  const [, sign = '', int = '', frac = '', expText] = match;
  if (int === '' && frac === '') return undefined;
  let exp = 0;
  if (expText !== undefined) {
    const unsigned = expText.replace(/^[+-]?0*/, '');
    exp = unsigned.length > 9 ? 1e9 : Number(unsigned);
    if (expText.startsWith('-')) exp = -exp;
  }
  const all = int + frac;
  let start = 0;
  while (start < all.length && all.charCodeAt(start) === 48) start++;
  if (start === all.length) return { neg: false, digits: '0', exp: 0 };
  let end = all.length;
  while (all.charCodeAt(end - 1) === 48) end--;
  return { neg: sign === '-', digits: all.slice(start, end), exp: exp - frac.length + (all.length - end) };
}

/** Turns parts that passed a range check into a Decimal. */
export function fromParts(parts: DecimalParts): Decimal {
  return makeDecimal(parts.neg, parts.digits, parts.exp);
}

/** Parses a decimal literal with no range limits beyond sanity; for trusted or pre-bounded text. */
export function parseDecimal(text: string): Decimal | undefined {
  const parts = parseDecimalParts(text);
  if (!parts || Math.abs(parts.exp) > 400) return undefined;
  return fromParts(parts);
}

/**
 * The decimal a JavaScript number stands for: the shortest literal that round-trips to it, which
 * is what `String(n)` prints. Most amounts have a short fraction, found by trying 10^k scalings
 * (a candidate whose division by 10^k gives back `n` round-trips, and the first k is the shortest);
 * the rest go through the string.
 */
export function fromNumber(n: number): Decimal | undefined {
  if (!Number.isFinite(n)) return undefined;
  if (n === 0) return ZERO;
  const neg = n < 0;
  const abs = neg ? -n : n;
  if (abs < 1e15) {
    for (let k = 0; k <= 15; k++) {
      let c = Math.round(abs * POW10[k]!);
      if (c >= 1e15) break;
      if (c / POW10[k]! === abs) {
        let exp = -k;
        while (c % 10 === 0) {
          c /= 10;
          exp++;
        }
        return { neg, digits: String(c), exp, m: c, num: n };
      }
    }
  }
  return parseDecimal(String(n));
}

/** The exact decimal in plain notation (no exponent), as JSON and people read it. */
export function toPlainString(d: Decimal): string {
  const sign = d.neg ? '-' : '';
  if (d.exp >= 0) return d.digits === '0' ? '0' : sign + d.digits + '0'.repeat(d.exp);
  const point = d.digits.length + d.exp;
  if (point > 0) return `${sign}${d.digits.slice(0, point)}.${d.digits.slice(point)}`;
  return `${sign}0.${'0'.repeat(-point)}${d.digits}`;
}

function fromBig(b: Big): Decimal {
  const digits = b.c.join('');
  return makeDecimal(b.s < 0, digits, b.e - (digits.length - 1));
}

function toBig(d: Decimal): Big {
  return new B(`${d.neg ? '-' : ''}${d.digits}e${d.exp}`);
}

/**
 * The exact product `a × b`, with no rounding.
 * When both mantissas multiply to an integer below 2^53 the product and its nearest double
 * come from one IEEE multiply and one division by a power of ten; otherwise big.js decides.
 */
export function multiply(a: Decimal, b: Decimal): Decimal {
  const p = a.m * b.m;
  if (p < TWO_53) {
    if (p === 0) return ZERO;
    return makeDecimal(a.neg !== b.neg, String(p), a.exp + b.exp);
  }
  if (a.digits === '0' || b.digits === '0') return ZERO;
  return fromBig(toBig(a).times(toBig(b)));
}

/**
 * The double nearest to the exact product `a × b`, without building the product when its
 * mantissa stays below 2^53 (one multiply and one correctly rounded scaling by a power of ten).
 */
export function multiplyToNumber(a: Decimal, b: Decimal): number {
  const p = a.m * b.m;
  const exp = a.exp + b.exp;
  if (p < TWO_53 && exp <= 22 && exp >= -22) {
    const v = exp < 0 ? p / POW10[-exp]! : p * POW10[exp]!;
    return a.neg !== b.neg ? -v : v;
  }
  return multiply(a, b).num;
}

const SIGNIFICANT = 12;

/**
 * `a / b` rounded half-even to 12 significant digits (a, b positive).
 * A double quotient is within a few ulps of the exact one, so unless it lies near a
 * rounding midpoint its 12-digit rounding is the exact one; near a midpoint big.js decides.
 */
export function divideRounded(a: Decimal, b: Decimal): Decimal {
  return roundQuotient(a.num / b.num) ?? divideExact(a, b);
}

function scale(q: number, k: number): number {
  if (k >= 0) return k <= 22 ? q * POW10[k]! : k <= 44 ? q * 1e22 * POW10[k - 22]! : NaN;
  return k >= -22 ? q / POW10[-k]! : k >= -44 ? q / 1e22 / POW10[-k - 22]! : NaN;
}

/**
 * The 12-significant-digit rounding of a double quotient of two rates, or undefined when the
 * quotient lies too near a rounding midpoint for the double to decide (then use divideExact).
 */
export function roundQuotient(q: number): Decimal | undefined {
  if (!(q > 0) || !Number.isFinite(q)) return undefined;
  let k = SIGNIFICANT - 1 - Math.floor(Math.log10(q));
  let s = scale(q, k);
  if (s >= 1e12) s = scale(q, --k);
  else if (s < 1e11) s = scale(q, ++k);
  if (!(s >= 1e11 && s < 1e12)) return undefined;
  const frac = s - Math.floor(s);
  // 0.01 in these units is dozens of ulps: far more than the error of two roundings.
  if (Math.abs(frac - 0.5) < 0.01) return undefined;
  let m = Math.round(s);
  if (m === 1e12) {
    m = 1e11;
    k--;
  }
  return makeDecimal(false, String(m), -k);
}

/** `a / b` rounded half-even to 12 significant digits by big.js, exact in every case. */
export function divideExact(a: Decimal, b: Decimal): Decimal {
  const leadA = a.exp + a.digits.length - 1;
  const leadB = b.exp + b.digits.length - 1;
  // At least 15 significant digits before rounding to 12.
  const dp = Math.max(0, 15 - (leadA - leadB));
  B.DP = dp;
  const bigA = toBig(a);
  const bigB = toBig(b);
  let q = bigA.div(bigB);
  // The truncated quotient loses whether anything followed: add a sticky digit so an exact
  // "...5" tie is told apart from "...5 and more".
  if (!q.times(bigB).eq(bigA)) q = q.plus(new B(`1e-${dp + 1}`));
  return fromBig(q.prec(SIGNIFICANT, Big.roundHalfEven));
}
