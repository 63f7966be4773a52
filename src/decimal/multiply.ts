import { decimalOfInteger, makeDecimal, POW10, ZERO, type Decimal } from './decimal.js';
import { literalMantissa, literalScale, shortFraction, shortLiteral } from './parse.js';

const TWO_53 = 9_007_199_254_740_992; // 2 ** 53, written out: a bundler keeps an unused `**` (it cannot prove it pure)
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
 * A decimal rate `m × 10^exp` (m a non-negative integer below 2^53, or NaN beyond) in the forms the
 * fast products read: its mantissa and exponent, and its value per unit of `10^-k` of an amount
 * (k: the source currency's minor digits, so a cent for most), `m × 10^(exp - k)`, as an
 * unevaluated sum `hi + lo` of two doubles, so that an amount counted in those units multiplies it
 * with no division and no BigInt.
 */
export interface PreparedRate {
  readonly m: number;
  readonly exp: number;
  /** The amount unit's number of decimals, 0 to 15. */
  readonly k: number;
  /** `10^k`. */
  readonly perUnit: number;
  /** The double nearest to `m × 10^(exp - k)`; NaN when that scaling is not exact in doubles (|exp - k| > 22). */
  readonly hi: number;
  /** `m × 10^(exp - k) - hi`, within two roundings of itself (exactly, when exp ≥ k). */
  readonly lo: number;
  /** hi's high 26 bits (Veltkamp's split, done once): hh + hl = hi, each half exact times a 26-bit integer. */
  readonly hh: number;
  /** hi - hh. */
  readonly hl: number;
}

/**
 * Prepares `m × 10^exp` for amounts counted in units of `10^-k` (unitsTimes): done once per pair
 * (a conversion on a date prepares its day's rate in the call), so a conversion pays none of it.
 *
 * @example
 * prepareRate(178905547892, -9, 2) // { m, exp, k: 2, perUnit: 100, hi: 1.78905547892, lo: what hi misses of it, hh, hl: hi's halves }
 */
export function prepareRate(m: number, exp: number, k: number): PreparedRate {
  const s = exp - k;
  let hi = NaN;
  let lo = NaN;
  if (m === m && s >= 0 && s <= 22) {
    hi = m * POW10[s]!; // m × 10^s = hi + lo exactly (Dekker)
    lo = productError(m, POW10[s]!, hi);
  } else if (m === m && s < 0 && s >= -22) {
    const scale = POW10[-s]!;
    hi = m / scale; // correctly rounded: m and 10^-s are exact doubles
    const h = hi * scale;
    // m - hi × 10^-s exactly is (m - h) - productError(hi, scale, h), where m - h is exact (Sterbenz);
    // the last subtraction and the division round once each.
    lo = (m - h - productError(hi, scale, h)) / scale;
  }
  const t = SPLIT * hi;
  const hh = t - (t - hi);
  return { m, exp, k, perUnit: POW10[k]!, hi, lo, hh, hl: hi - hh };
}

/**
 * The double nearest to `units × (hi + lo)` for an integer `units` below 2^53 and a PreparedRate
 * (its hi and lo, and hi's halves): `units × hi` as the exact two-double product p + e (Dekker), then `p + (e + units × lo)`,
 * whose only inexact parts (units × lo, and the sum e + units × lo) are tiny beside p. The answer
 * is that sum rounded, unless it lies within their error of a midpoint between two doubles, which
 * two sums with a margin either side tell (equal: every value in between, the exact product among
 * them, rounds to it). NaN when they differ (a tie or too close to call) or hi is NaN; the caller
 * then takes a slower path.
 */
function unitsTimes(units: number, rate: PreparedRate): number {
  const p = units * rate.hi;
  // Below 2^26, units is its own high half (Veltkamp's split leaves a low half of 0), and each of hi's
  // halves has at most 26 bits: units × hh and units × hl are exact, so Dekker's product needs only
  // the halves prepared once (amounts below 671,088.64 when counted in cents).
  const e = units < 67_108_864 ? units * rate.hh - p + units * rate.hl : productError(units, rate.hi, p);
  const c = e + units * rate.lo;
  // The computed c is off by at most ~2^-53 of |c| plus ~3 × 2^-106 of p (lo's own error, and
  // units × lo's rounding, relative to a term at most half an ulp of p): 2^-50 and 2^-100 cover both.
  const margin = (c < 0 ? -c : c) * 2 ** -50 + p * 2 ** -100;
  const high = p + (c + margin);
  return high === p + (c - margin) ? high : NaN;
}

/**
 * The double nearest to `n × rate`, where the number `n` stands for its shortest decimal (`0.1` is
 * one tenth, as `String(n)` writes it), with no Decimal built. An amount with at most k decimals
 * (most amounts: k is the currency's minor digits) is counted in units of 10^-k and multiplies the
 * prepared rate (unitsTimes); other amounts send their mantissa and exponent into mantissaProduct. NaN when neither fast path can
 * answer (a long or huge `n`, a non-finite one, a near-tie); the caller then parses `n` and
 * multiplies exactly.
 *
 * @example
 * numberTimes(123.45, prepareRate(178905547892, -9, 2)) // 22085.89..., the double nearest to 123.45 × 178.905547892
 */
export function numberTimes(n: number, rate: PreparedRate): number {
  const abs = Math.abs(n); // +0 for -0, so zero amounts give +0 as the decimal zero does
  const units = Math.round(abs * rate.perUnit);
  // Below 1e15 no other decimal of at most 15 digits rounds to the same double as units / 10^k (they
  // lie over two ulps apart), so when that round-trips it is the decimal n stands for.
  let v = units < 1e15 && units / rate.perUnit === abs ? unitsTimes(units, rate) : NaN;
  if (v !== v) {
    const k = shortFraction(abs);
    if (k < 0) return NaN;
    v = mantissaProduct(Math.round(abs * POW10[k]!), rate.m, rate.exp - k);
  }
  return n < 0 ? -v : v;
}

/**
 * The double nearest to `text × rate` for a short plain decimal literal (shortLiteral: at most 14
 * digits, no exponent), with no Decimal built (packedLiteralTimes). NaN for any other text; the
 * caller then parses it fully (and refuses it there when it is not an amount).
 *
 * @example
 * literalTimes('123.45', prepareRate(178905547892, -9, 2)) // the double nearest to 123.45 × 178.905547892
 */
export function literalTimes(text: string, rate: PreparedRate): number {
  return packedLiteralTimes(shortLiteral(text), rate);
}

/**
 * literalTimes of a literal already packed by shortLiteral (NaN stays NaN): with at most k decimals
 * through unitsTimes, else mantissaProduct; NaN when neither can decide.
 *
 * @example
 * packedLiteralTimes(shortLiteral('-123.45'), prepareRate(178905547892, -9, 2)) // the double nearest to -123.45 × 178.905547892
 */
export function packedLiteralTimes(packed: number, rate: PreparedRate): number {
  const mantissa = literalMantissa(packed);
  const scale = literalScale(packed);
  const units = scale <= rate.k ? mantissa * POW10[rate.k - scale]! : NaN; // exact below 2^53
  let v = units < TWO_53 ? unitsTimes(units, rate) : NaN;
  if (v !== v) v = mantissaProduct(mantissa, rate.m, rate.exp - scale);
  return packed < 0 && mantissa !== 0 ? -v : v; // "-0" is the decimal zero: +0
}

/**
 * The double nearest to a short plain decimal literal (see literalTimes), or NaN: one correctly
 * rounded division of two exact doubles.
 */
export function literalNumber(text: string): number {
  return packedLiteralNumber(shortLiteral(text));
}

/**
 * literalNumber of a literal already packed by shortLiteral (NaN stays NaN), so a caller that has
 * multiplied it (packedLiteralTimes) echoes the amount without scanning it again.
 *
 * @example
 * packedLiteralNumber(shortLiteral('-12.50')) // -12.5
 */
export function packedLiteralNumber(packed: number): number {
  const mantissa = literalMantissa(packed);
  const v = mantissa / POW10[literalScale(packed)]!;
  return packed < 0 && mantissa !== 0 ? -v : v;
}
