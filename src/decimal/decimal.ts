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

/** 10^0 to 10^22: every one is an exact double. */
export const POW10: readonly number[] = /* @__PURE__ */ Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));

// The nearest double and the digit string are worked out on first use: exact-string callers
// never need the double, and number callers rarely need the digits.
class ExactDecimal implements Decimal {
  #digits: string | undefined;
  #num: number | undefined;
  constructor(
    readonly neg: boolean,
    digits: string | undefined,
    readonly exp: number,
    readonly m: number,
    num?: number,
  ) {
    this.#digits = digits;
    this.#num = num;
  }

  get digits(): string {
    return (this.#digits ??= String(this.m));
  }

  get num(): number {
    return (this.#num ??= nearestDouble(this));
  }
}

// The integer digits when they fit a double exactly (decimalNumber), else the string parser.
function nearestDouble(d: Decimal): number {
  const v = d.m === d.m ? decimalNumber(d.m, d.exp) : Number(`${d.digits}e${d.exp}`);
  return d.neg ? -v : v;
}

/**
 * The double nearest to `mantissa × 10^exponent` for an integer mantissa below 2^53: m / 10^k with
 * both operands exact is one correctly rounded IEEE operation, so it is the nearest double; outside
 * that range the (correctly rounding) string parser decides.
 *
 * @example
 * decimalNumber(123456789012, -11) // 1.23456789012
 */
export function decimalNumber(mantissa: number, exponent: number): number {
  if (exponent <= 0 && exponent >= -22) return mantissa / POW10[-exponent]!;
  if (exponent > 0 && exponent <= 22) return mantissa * POW10[exponent]!;
  return Number(`${mantissa}e${exponent}`);
}

export const ZERO: Decimal = /* @__PURE__ */ new ExactDecimal(false, '0', 0, 0, 0);
export const ONE: Decimal = /* @__PURE__ */ new ExactDecimal(false, '1', 0, 1, 1);

/** Builds a Decimal from sign, an integer digit string (may carry zeros at either end) and an exponent. */
export function makeDecimal(neg: boolean, rawDigits: string, exp: number): Decimal {
  let start = 0;
  while (start < rawDigits.length - 1 && rawDigits.charCodeAt(start) === 48) start++;
  let end = rawDigits.length;
  while (end > start + 1 && rawDigits.charCodeAt(end - 1) === 48) end--;
  const digits = rawDigits.slice(start, end);
  if (digits === '0') return ZERO;
  const asNumber = digits.length <= 16 ? Number(digits) : NaN;
  const m = asNumber <= Number.MAX_SAFE_INTEGER ? asNumber : NaN;
  return new ExactDecimal(neg, digits, exp + (rawDigits.length - end), m);
}

/**
 * Builds a Decimal from a non-negative safe integer and an exponent, with no string parsing;
 * `num` may be given when the caller already holds the nearest double.
 */
export function decimalOfInteger(neg: boolean, integer: number, exp: number, num?: number): Decimal {
  if (integer === 0) return ZERO;
  let m = integer;
  let e = exp;
  while (m % 10 === 0) {
    m /= 10;
    e++;
  }
  return new ExactDecimal(neg, undefined, e, m, num);
}

/** The exact decimal in plain notation (no exponent), as JSON and people read it. */
export function toPlainString(d: Decimal): string {
  const sign = d.neg ? '-' : '';
  if (d.exp >= 0) return d.digits === '0' ? '0' : sign + d.digits + '0'.repeat(d.exp);
  const point = d.digits.length + d.exp;
  if (point > 0) return `${sign}${d.digits.slice(0, point)}.${d.digits.slice(point)}`;
  return `${sign}0.${'0'.repeat(-point)}${d.digits}`;
}
