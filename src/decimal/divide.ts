import { decimalNumber, decimalOfInteger, POW10, type Decimal } from './decimal.js';
import { cutRatio } from './ratio.js';

const SIGNIFICANT = 12;

function scale(q: number, k: number): number {
  if (k >= 0) return k <= 22 ? q * POW10[k]! : k <= 44 ? q * 1e22 * POW10[k - 22]! : NaN;
  return k >= -22 ? q / POW10[-k]! : k >= -44 ? q / 1e22 / POW10[-k - 22]! : NaN;
}

/**
 * The 12-significant-digit rounding of a double quotient of two rates, or undefined when the
 * quotient lies too near a rounding midpoint for the double to decide (then use divideExact).
 *
 * Why the window is 1e-3: each rate is within half an ulp of its decimal, the division adds half
 * an ulp, and scaling by 10^k one more (two for k > 22), so the scaled value s in [1e11, 1e12) is
 * within 5 × 2^-53 × 1e12 ≈ 5.6e-4 of the exact scaled quotient; a fraction of s farther than
 * 1e-3 from 0.5 rounds the same way as the exact one.
 */
export function roundQuotient(q: number): Decimal | undefined {
  const packed = roundQuotientPacked(q);
  return packed < 0 ? undefined : decimalOfInteger(false, packedMantissa(packed), packedExponent(packed));
}

/**
 * The same rounding as roundQuotient, as the double nearest to the 12-digit decimal (one
 * correctly rounded division or multiplication by a power of ten), without building a Decimal.
 */
export function roundQuotientToNumber(q: number): number | undefined {
  const packed = roundQuotientPacked(q);
  return packed < 0 ? undefined : decimalNumber(packedMantissa(packed), packedExponent(packed));
}

// A mantissa below 1e12 and an exponent within ±512 in one double, exactly: m × 1024 + (e + 512)
// stays below 1.03e15 < 2^53, and dividing by 1024 (a power of two) is exact.
const EXPONENT_SPAN = 1024;
const EXPONENT_BIAS = 512;

function pack(mantissa: number, exponent: number): number {
  return mantissa * EXPONENT_SPAN + (exponent + EXPONENT_BIAS);
}

/** The mantissa of a number packed by roundQuotientPacked. */
export function packedMantissa(packed: number): number {
  return Math.floor(packed / EXPONENT_SPAN);
}

/** The exponent of a number packed by roundQuotientPacked. */
export function packedExponent(packed: number): number {
  return (packed % EXPONENT_SPAN) - EXPONENT_BIAS;
}

// A double's bits, for its binary exponent (the high word's index depends on the platform's byte order).
// (Computed in calls: a bundler drops an unused annotated call, never an unused `.buffer` or `[0]`.)
const BITS = /* @__PURE__ */ new Float64Array(1);
const WORDS = /* @__PURE__ */ wordsOf(BITS);
const HIGH = /* @__PURE__ */ highWord();

function wordsOf(bits: Float64Array): Uint32Array {
  return new Uint32Array(bits.buffer);
}

function highWord(): number {
  return new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
}

// floor(log10(q)) or one less, for a positive normal q, from its binary exponent e: log10(q) lies in
// [e·log10(2), (e + 1)·log10(2)), an interval shorter than 1. Math.log10 cost more than the rest of
// the rounding; roundQuotientPacked corrects the one-too-small case with its first comparison.
function decadeOf(q: number): number {
  BITS[0] = q;
  return Math.floor((((WORDS[HIGH]! >>> 20) & 0x7ff) - 1023) * 0.3010299956639812);
}

/**
 * The same rounding as roundQuotient as one number that packs the integer mantissa (at most 12
 * digits, no trailing zeros) and the exponent, the Decimal's `m` and `exp` (the rate is
 * `mantissa × 10^exponent`; read them with packedMantissa and packedExponent, its double with
 * decimalNumber); -1 when roundQuotient would answer undefined. A plain number, so a conversion on
 * a date, which computes one rate per call, allocates nothing for it and keeps nothing between calls
 * (and nothing is left in module variables between this function and its callers).
 *
 * @example
 * const packed = roundQuotientPacked(1.2345678901234); // packedMantissa(packed) 123456789012, packedExponent(packed) -11
 */
export function roundQuotientPacked(q: number): number {
  if (!(q > 0) || q === Infinity) return -1;
  let k = SIGNIFICANT - 1 - decadeOf(q);
  let s = scale(q, k);
  if (s >= 1e12) s = scale(q, --k);
  else if (s < 1e11) s = scale(q, ++k);
  if (!(s >= 1e11 && s < 1e12)) return -1;
  const frac = s - Math.floor(s); // exact: s and floor(s) share their ulp
  if (Math.abs(frac - 0.5) < 1e-3) return -1;
  // `rounded × 10^-k`, 1e11 ≤ rounded ≤ 1e12, without its trailing zeros (usually none: one remainder).
  let mantissa = Math.round(s);
  let exponent = -k;
  while (mantissa % 10 === 0) {
    mantissa /= 10;
    exponent++;
  }
  return pack(mantissa, exponent);
}

/**
 * `a / b` rounded half-even to 12 significant digits, exact in every case (a, b positive): one integer
 * division of the digits, the one a conversion's result is rounded by (cutRatio), the remainder deciding
 * a tie. big.js answered here until issue 42: its 2.9 kB shipped with every conversion for a division
 * the project already made exactly in BigInt, and it stays the tests' independent oracle
 * (test/decimal.test.ts).
 *
 * @example
 * divideExact(parseDecimal('1.000000000015')!, ONE) // 1.00000000002 (a tie, to even)
 */
export function divideExact(a: Decimal, b: Decimal): Decimal {
  return cutRatio({ over: a, under: b }, SIGNIFICANT).value;
}

/**
 * `a / b` rounded half-even to 12 significant digits (a, b positive): the double quotient decides
 * unless it lies near a rounding midpoint, where divideExact does.
 */
export function divideRounded(a: Decimal, b: Decimal): Decimal {
  return roundQuotient(a.num / b.num) ?? divideExact(a, b);
}
