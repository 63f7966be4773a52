// The embedded dataset's rates rows in a compact text, half the length of their JSON: the module
// that carries them is compiled at every start-up, and its cost grows with its length. Each rate is
// a header character (its decimal exponent, or null) followed by its integer mantissa in base 64.
// Characters are printable ASCII without quotes or backslash, so the text needs no escapes.

// Printable ASCII without quotes, backslash or backtick, in order. The tables are literals or
// arithmetic: a table computed at the top level is work at every start-up of every program that
// loads the core, whether it reads a row or not.
const ALPHABET = '!#$%&()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~';
const BASE = 64;
const MIN_EXP = -20;
const MAX_EXP = 4;
const NULL = 89; // the last character: BASE + MAX_EXP - MIN_EXP + 1
// 10^k for k = 0..22, each exactly a double.
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

/** Character code -> digit (0..63), header (64 + exponent - MIN_EXP), null (the last), or -1: its place in ALPHABET. */
function characterValue(code: number): number {
  if (code < 33 || code > 126 || code === 34 || code === 39 || code === 92 || code === 96) return -1;
  return code - 33 - (code > 34 ? 1 : 0) - (code > 39 ? 1 : 0) - (code > 92 ? 1 : 0) - (code > 96 ? 1 : 0);
}

function encodeRate(rate: unknown): string | undefined {
  if (rate === null) return ALPHABET[NULL]!;
  if (typeof rate !== 'number' || !(rate > 0) || !Number.isFinite(rate)) return undefined;
  // The shortest decimal that reads back as this double, as mantissa × 10^exp.
  const [digits = '', exponent = '0'] = String(rate).split('e');
  const [whole = '', fraction = ''] = digits.split('.');
  const all = (whole + fraction).replace(/^0+/, '');
  const significant = all.replace(/0+$/, '');
  const m = Number(significant);
  const exp = Number(exponent) - fraction.length + all.length - significant.length;
  if (!(m < 2 ** 53) || exp < MIN_EXP || exp > MAX_EXP) return undefined;
  let out = '';
  for (let rest = m; rest > 0; rest = Math.floor(rest / BASE)) out = ALPHABET[rest % BASE] + out;
  return ALPHABET[BASE + exp - MIN_EXP] + out;
}

/**
 * A rates row (numbers and nulls) in the compact text, or its JSON when some rate does not fit
 * (a decimal string, a mantissa of 2^53 or more, an exponent outside -20..4). Used by the build.
 *
 * @example
 * encodeRow([1, 0.5, null]) // "F!A%~", say; decodeRow gives [1, 0.5, null] back
 */
export function encodeRow(rates: readonly unknown[]): string {
  const tokens = rates.map(encodeRate);
  const text = tokens.every((t) => t !== undefined) ? tokens.join('') : undefined;
  const decoded = text === undefined ? undefined : decodeRow(text);
  // The compact text only when it reads back to the very same doubles.
  return decoded && decoded.length === rates.length && decoded.every((r, i) => Object.is(r, rates[i])) ? text! : JSON.stringify(rates);
}

/**
 * A row back as written by encodeRow: JSON text (it starts with `[`) is parsed as JSON; the compact
 * text gives each rate as the double nearest to mantissa × 10^exp, one correctly rounded operation
 * on exact operands (mantissa below 2^53, power of ten at most 10^20), so the very double encoded.
 *
 * @returns The rates, or undefined when the text is not a row.
 * @example
 * decodeRow(encodeRow([3.6725, null])) // [3.6725, null]
 */
export function decodeRow(text: string): unknown[] | undefined {
  if (text.charCodeAt(0) === 91) {
    try {
      const rates: unknown = JSON.parse(text);
      return Array.isArray(rates) ? rates : undefined;
    } catch {
      return undefined;
    }
  }
  const rates: (number | null)[] = [];
  let exp = 0;
  let m = 0;
  let digits = -1; // -1: no number open
  for (let i = 0; i <= text.length; i++) {
    const v = i < text.length ? characterValue(text.charCodeAt(i)) : BASE;
    if (v < 0) return undefined;
    if (v < BASE) {
      if (digits < 0) return undefined; // a digit before any header
      m = m * BASE + v;
      digits++;
      continue;
    }
    if (digits === 0) return undefined; // a header without digits
    if (digits > 0) rates.push(exp < 0 ? m / POW10[-exp]! : m * POW10[exp]!);
    digits = -1;
    if (i === text.length) break;
    if (v === NULL) {
      rates.push(null);
    } else {
      exp = v - BASE + MIN_EXP;
      m = 0;
      digits = 0;
    }
  }
  return rates;
}
