// The embedded dataset's rates rows in a compact text, half the length of their JSON: the module
// that carries them is compiled at every start-up, and its cost grows with its length. Each rate is
// a header character (its decimal exponent, or null) followed by its integer mantissa in base 64.
// Characters are printable ASCII without quotes or backslash, so the text needs no escapes.

const ALPHABET = /* @__PURE__ */ alphabet();
const BASE = 64;
const MIN_EXP = -20;
const MAX_EXP = 4;
const NULL = /* @__PURE__ */ nullCharacter();
const POW10 = /* @__PURE__ */ Array.from({ length: 23 }, (_, k) => 10 ** k);
// Character code -> digit (0..63), header (64 + exponent - MIN_EXP), null (the last), or -1.
const VALUE = /* @__PURE__ */ valueOfCharacter();

// Functions marked pure: an index or a loop at the top level is a statement a bundler keeps, with
// this module, in every bundle of the core chunk (dist/) whether it reads rows or not.
/* @__NO_SIDE_EFFECTS__ */
function alphabet(): string[] {
  return Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).filter((c) => !`"'\\\``.includes(c));
}

/* @__NO_SIDE_EFFECTS__ */
function nullCharacter(): string {
  return ALPHABET[BASE + MAX_EXP - MIN_EXP + 1]!;
}

/* @__NO_SIDE_EFFECTS__ */
function valueOfCharacter(): Int8Array {
  const value = new Int8Array(128).fill(-1);
  ALPHABET.forEach((c, i) => (value[c.charCodeAt(0)] = i));
  return value;
}

function encodeRate(rate: unknown): string | undefined {
  if (rate === null) return NULL;
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
    const v = i < text.length ? (VALUE[text.charCodeAt(i)] ?? -1) : BASE;
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
    if (ALPHABET[v] === NULL) {
      rates.push(null);
    } else {
      exp = v - BASE + MIN_EXP;
      m = 0;
      digits = 0;
    }
  }
  return rates;
}
