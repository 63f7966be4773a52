import { decimalOfInteger, makeDecimal, POW10, ZERO, type Decimal } from './decimal.js';
import { shortFraction, shortLiteral, shortLiteralParts } from './parse.js';

const TWO_53 = 2 ** 53;
const SPLIT = 134217729; // 2^27 + 1: Veltkamp's splitter for doubles

// Dekker's two-product: a × b = p + productError(a, b, p) exactly, where p = fl(a × b).
function productError(a: number, b: number, p: number): number {
  let t = SPLIT * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLIT * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

/**
 * The double nearest to `a × b / 10^k` for integers a, b below 2^53 and 1 ≤ k ≤ 22, from the exact
 * product held as two doubles (h + l). The float quotient q is within an ulp or two of the exact
 * one, T = q + R / 10^k, where the residual R = h + l - q × 10^k is computed almost exactly (Dekker's
 * product makes q × 10^k exact, and h minus its high part is exact by Sterbenz); the answer is
 * fl(q + R / 10^k) unless that sum lies within rounding noise of a midpoint between two doubles,
 * which the two sums q + (c ± margin) tell: equal, and every value in between (T among them)
 * rounds to it. NaN when they differ (a tie or too close to call); the caller then takes the
 * exact path.
 */
function productOverPower(a: number, b: number, k: number): number {
  const h = a * b;
  const l = productError(a, b, h);
  const scale = POW10[k]!;
  const q = h / scale;
  const p = q * scale;
  const c = (h - p + (l - productError(q, scale, p))) / scale;
  // The computed c is off by at most ~2^-52 of |c| plus ~2^-52 of an ulp of q: 2^-48 covers both.
  const margin = (c < 0 ? -c : c) * 2 ** -48 + q * 2 ** -99;
  const high = q + (c + margin);
  return high === q + (c - margin) ? high : NaN;
}

/**
 * The exact product `a × b`, with no rounding: one IEEE multiply when the mantissas multiply below
 * 2^53, a BigInt product of the mantissas otherwise.
 */
export function multiply(a: Decimal, b: Decimal): Decimal {
  if (a.m === 0 || b.m === 0) return ZERO;
  const neg = a.neg !== b.neg;
  const exp = a.exp + b.exp;
  const p = a.m * b.m;
  if (p < TWO_53) return decimalOfInteger(neg, p, exp);
  const product = (a.m === a.m ? BigInt(a.m) : BigInt(a.digits)) * (b.m === b.m ? BigInt(b.m) : BigInt(b.digits));
  return makeDecimal(neg, product.toString(), exp);
}

/**
 * The double nearest to `a × b × 10^exp` for non-negative integers a, b (b may be NaN: a mantissa
 * beyond 2^53), from plain numbers: one multiply and one correctly rounded scaling by a power of
 * ten while the product stays below 2^53, an exact two-double product and a residual check beyond.
 * NaN when this fast path cannot decide; the caller then multiplies exactly.
 */
function mantissaProduct(a: number, b: number, exp: number): number {
  const p = a * b;
  if (p < TWO_53 && exp <= 22 && exp >= -22) return exp < 0 ? p / POW10[-exp]! : p * POW10[exp]!;
  if (p === p && exp === 0) return p; // fl(a × b) is the correctly rounded product
  if (p === p && exp < 0 && exp >= -22) return productOverPower(a, b, -exp);
  return NaN;
}

/**
 * The double nearest to the exact product `a × b`, without building the product's digits when
 * the mantissas are below 2^53 (mantissaProduct), exactly otherwise.
 */
export function multiplyToNumber(a: Decimal, b: Decimal): number {
  const v = mantissaProduct(a.m, b.m, a.exp + b.exp);
  if (v !== v) return multiply(a, b).num;
  return a.neg !== b.neg ? -v : v;
}

/**
 * The double nearest to `n × m × 10^exp`, where the number `n` stands for its shortest decimal
 * (`0.1` is one tenth, as `String(n)` writes it), with no Decimal built: the amount's mantissa and
 * exponent go straight into mantissaProduct. NaN when the fast path cannot answer (a long or huge
 * `n`, a non-finite one, a near-tie); the caller then parses `n` and multiplies exactly.
 *
 * @example
 * numberTimes(123.45, 178905547892, -9) // 22085.89..., the double nearest to 123.45 × 178.905547892
 */
export function numberTimes(n: number, m: number, exp: number): number {
  const abs = Math.abs(n); // +0 for -0, so zero amounts give +0 as the decimal zero does
  const k = shortFraction(abs);
  if (k < 0) return NaN;
  const v = mantissaProduct(Math.round(abs * POW10[k]!), m, exp - k);
  return n < 0 ? -v : v;
}

/**
 * The double nearest to `text × m × 10^exp` for a short plain decimal literal (shortLiteral: at
 * most 15 digits, no exponent), with no Decimal built. NaN for any other text; the caller then
 * parses it fully (and refuses it there when it is not an amount).
 *
 * @example
 * literalTimes('123.45', 178905547892, -9) // the double nearest to 123.45 × 178.905547892
 */
export function literalTimes(text: string, m: number, exp: number): number {
  const mantissa = shortLiteral(text);
  if (mantissa < 0) return NaN;
  const v = mantissaProduct(mantissa, m, exp - shortLiteralParts.scale);
  return shortLiteralParts.negative && mantissa !== 0 ? -v : v; // "-0" is the decimal zero: +0
}

/**
 * The double nearest to a short plain decimal literal (see literalTimes), or NaN: one correctly
 * rounded division of two exact doubles.
 */
export function literalNumber(text: string): number {
  return shortLiteral(text) < 0 ? NaN : lastLiteralNumber();
}

/**
 * literalNumber of the literal that literalTimes (or literalNumber) last read and accepted, from
 * the parts it left, so convert echoes the amount it has just multiplied without scanning it again.
 * Valid only right after such a call returned a number.
 */
export function lastLiteralNumber(): number {
  const { mantissa, negative, scale } = shortLiteralParts;
  const v = mantissa / POW10[scale]!;
  return negative && mantissa !== 0 ? -v : v;
}
