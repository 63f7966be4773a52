import Big from 'big.js';
import { decimalOfInteger, makeDecimal, POW10, type Decimal } from './decimal.js';

const SIGNIFICANT = 12;

// A private constructor so that our DP/RM settings never leak into a user's own Big; RM 0 is
// Big.roundDown. One call marked pure: a statement that sets a property would keep this module in
// every bundle of dist/'s core chunk, used or not.
const B: typeof Big = /* @__PURE__ */ Object.assign(/* @__PURE__ */ Big(), { RM: 0 as const });

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
  return roundScaled(q) ? decimalOfInteger(false, rounded, -power) : undefined;
}

/**
 * The same rounding as roundQuotient, as the double nearest to the 12-digit decimal (one
 * correctly rounded division or multiplication by a power of ten), without building a Decimal.
 */
export function roundQuotientToNumber(q: number): number | undefined {
  return roundScaled(q) ? roundedNumber() : undefined;
}

/**
 * The same rounding as roundQuotient, left in `roundedQuotient` as an integer mantissa of at most 12
 * digits without trailing zeros and an exponent (the rate is `mantissa × 10^exponent`, the
 * Decimal's `m` and `exp`) with its nearest double, allocating
 * nothing: false, and nothing left, when roundQuotient would answer undefined. For a conversion on
 * a date, which computes one rate per call. The fields are valid until the next call.
 *
 * @example
 * roundQuotientParts(1.2345678901234) // true; roundedQuotient: { mantissa: 123456789012, exponent: -11, num: 1.23456789012 }
 */
export function roundQuotientParts(q: number): boolean {
  if (!roundScaled(q)) return false;
  let mantissa = rounded;
  let exponent = -power;
  while (mantissa % 10 === 0) {
    mantissa /= 10;
    exponent++;
  }
  roundedQuotient.mantissa = mantissa;
  roundedQuotient.exponent = exponent;
  roundedQuotient.num = roundedNumber();
  return true;
}

/** Where roundQuotientParts leaves its answer (plain fields: it runs per call and allocates nothing). */
export const roundedQuotient = { mantissa: 0, exponent: 0, num: 0 };

// The double nearest to `rounded × 10^-power`: one correctly rounded operation on exact doubles,
// or the (correctly rounding) string parser.
function roundedNumber(): number {
  if (power >= 0 && power <= 22) return rounded / POW10[power]!;
  if (power < 0 && power >= -22) return rounded * POW10[-power]!;
  return Number(`${rounded}e${-power}`);
}

// The result of roundScaled: the quotient is `rounded × 10^-power`, `rounded` of 12 digits. Scratch,
// not state: roundScaled sets both on every call and its callers read them at once (no allocation).
let rounded = 0;
let power = 0;

// A double's bits, for its binary exponent (the high word's index depends on the platform's byte order).
// In calls marked pure: `BITS.buffer` or `[0]` at the top level is a statement a bundler keeps.
const BITS = /* @__PURE__ */ new Float64Array(1);
const WORDS = /* @__PURE__ */ (() => new Uint32Array(BITS.buffer))();
const HIGH = /* @__PURE__ */ (() => (new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0))();

// floor(log10(q)) or one less, for a positive normal q, from its binary exponent e: log10(q) lies in
// [e·log10(2), (e + 1)·log10(2)), an interval shorter than 1. Math.log10 cost more than the rest of
// the rounding; roundScaled corrects the one-too-small case with its first comparison.
function decadeOf(q: number): number {
  BITS[0] = q;
  return Math.floor((((WORDS[HIGH]! >>> 20) & 0x7ff) - 1023) * 0.3010299956639812);
}

function roundScaled(q: number): boolean {
  if (!(q > 0) || q === Infinity) return false;
  let k = SIGNIFICANT - 1 - decadeOf(q);
  let s = scale(q, k);
  if (s >= 1e12) s = scale(q, --k);
  else if (s < 1e11) s = scale(q, ++k);
  if (!(s >= 1e11 && s < 1e12)) return false;
  const frac = s - Math.floor(s); // exact: s and floor(s) share their ulp
  if (Math.abs(frac - 0.5) < 1e-3) return false;
  rounded = Math.round(s);
  power = k;
  if (rounded === 1e12) {
    rounded = 1e11;
    power--;
  }
  return true;
}

function fromBig(b: Big): Decimal {
  const digits = b.c.join('');
  return makeDecimal(b.s < 0, digits, b.e - (digits.length - 1));
}

function toBig(d: Decimal): Big {
  return new B(`${d.neg ? '-' : ''}${d.digits}e${d.exp}`);
}

/** `a / b` rounded half-even to 12 significant digits by big.js, exact in every case (a, b positive). */
export function divideExact(a: Decimal, b: Decimal): Decimal {
  const leadA = a.exp + a.digits.length - 1;
  const leadB = b.exp + b.digits.length - 1;
  // Big.DP counts decimal places, not significant digits: ask for at least 15 significant ones.
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

/**
 * `a / b` rounded half-even to 12 significant digits (a, b positive): the double quotient decides
 * unless it lies near a rounding midpoint, where big.js does.
 */
export function divideRounded(a: Decimal, b: Decimal): Decimal {
  return roundQuotient(a.num / b.num) ?? divideExact(a, b);
}
