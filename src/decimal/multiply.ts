import { decimalOfInteger, makeDecimal, POW10, ZERO, type Decimal } from './decimal.js';
import { nextDown, nextUp } from './neighbours.js';

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

// (h + l) - c × scale for a candidate quotient c. h - fl(c × scale) is exact (the two are within
// a factor of two: Sterbenz), and what rounds afterwards is a few ulps of the small terms.
function residual(h: number, l: number, c: number, scale: number): number {
  const p = c * scale;
  return h - p + (l - productError(c, scale, p));
}

/**
 * The double nearest to `a × b / 10^k` for integers a, b below 2^53 and 1 ≤ k ≤ 22, from the exact
 * product held as two doubles: the float quotient is within an ulp or two, and the exact residuals
 * of it and its neighbours say which is nearest. Undefined when two candidates are too close to
 * call (a tie or within rounding noise of one); the caller then takes the exact path.
 */
function productOverPower(a: number, b: number, k: number): number | undefined {
  const h = a * b;
  const l = productError(a, b, h);
  const scale = POW10[k]!;
  const q = h / scale;
  const down = nextDown(q);
  const up = nextUp(q);
  const rq = Math.abs(residual(h, l, q, scale));
  const rDown = Math.abs(residual(h, l, down, scale));
  const rUp = Math.abs(residual(h, l, up, scale));
  const [best, bestResidual, runnerUp] =
    rq <= rDown && rq <= rUp ? [q, rq, Math.min(rDown, rUp)] : rDown < rUp ? [down, rDown, Math.min(rq, rUp)] : [up, rUp, Math.min(rq, rDown)];
  return runnerUp - bestResidual > runnerUp * 1e-9 ? best : undefined;
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
 * The double nearest to the exact product `a × b`, without building the product's digits when
 * the mantissas are below 2^53: one multiply and one correctly rounded scaling by a power of ten
 * while the product stays below 2^53, an exact two-double product and a residual check beyond.
 */
export function multiplyToNumber(a: Decimal, b: Decimal): number {
  const p = a.m * b.m;
  const exp = a.exp + b.exp;
  let v: number | undefined;
  if (p < TWO_53 && exp <= 22 && exp >= -22) v = exp < 0 ? p / POW10[-exp]! : p * POW10[exp]!;
  else if (p === p && exp === 0) v = p; // fl(a × b) is the correctly rounded product
  else if (p === p && exp < 0 && exp >= -22) v = productOverPower(a.m, b.m, -exp);
  if (v === undefined) return multiply(a, b).num;
  return a.neg !== b.neg ? -v : v;
}
