// The embedded dataset's locale names in a compact text: half the embedded module was these names
// as JSON, every non-ASCII character a six-character escape, and the module is compiled at every
// start-up (its cost grows with its length). The text drops what the codes already say:
//
//   tag:TABLE:entry|entry|...;tag:TABLE:...      one record a locale, in the file's order
//
// - an entry a fiat code, in the order of the dataset's `fiat` list: `name`, or `name^symbol` when
//   the symbol is not the code itself (6,195 of 6,996 are), or empty when it equals the entry of
//   the parent locale (`en` for `en-AU`, an earlier record);
// - each non-ASCII character of a name or symbol is written in a run `{...}` as its index in the
//   locale's TABLE (its distinct UTF-16 code units, three digits each), one digit when the table
//   has at most 84 entries, else two; a space inside a run stands for itself.
// Digits are printable ASCII without quotes, backslash or the six characters of the syntax, so the
// text is ASCII (a one-byte string for V8) and needs no escapes in a JS string. The build uses it
// only when it reads back to the very same locales (else the locales' JSON).
import type { DatasetFile } from './schema.js';

type Locales = DatasetFile['locales'];

// Printable ASCII without quotes, backslash and `;:|^{}`, as a literal: a table computed at the top
// level would be work at every start-up of every program that loads the core, for a text read rarely.
const DIGITS = '!#$%&()*+,-./0123456789<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz~';
const BASE = 84;

/** The number written in `width` digits at `at`, or NaN when one is not a digit. */
function readDigits(text: string, at: number, width: number): number {
  let n = 0;
  for (let i = at; i < at + width; i++) {
    const d = i < text.length ? DIGITS.indexOf(text[i]!) : -1;
    if (d < 0) return Number.NaN;
    n = n * BASE + d;
  }
  return n;
}

function digits(n: number, width: number): string {
  let out = '';
  for (let k = 0; k < width; k++, n = Math.floor(n / BASE)) out = DIGITS[n % BASE] + out;
  return out;
}

/** A name or symbol with its non-ASCII code units as runs of table indices; undefined if it holds a control character. */
function encodeText(text: string, index: Map<string, number>, width: number): string | undefined {
  let out = '';
  let run = false;
  for (const c of text.split('')) {
    const code = c.charCodeAt(0);
    if (code < 32 || code === 127) return undefined; // a line break would break the embedded text's lines
    if (code < 128 && !(run && c === ' ')) {
      out += run ? `}${c}` : c;
      run = false;
    } else {
      out += c === ' ' ? ' ' : (run ? '' : '{') + digits(index.get(c)!, width);
      run = true;
    }
  }
  return run ? `${out}}` : out;
}

function encodeLocale(tag: string, entries: Locales[string], parent: Locales[string] | undefined, codes: readonly string[]): string | undefined {
  if (Object.keys(entries).join() !== codes.join()) return undefined;
  const table = [...new Set(Object.values(entries).flat().join('').split(''))].filter((c) => c.charCodeAt(0) >= 128);
  const width = table.length <= BASE ? 1 : 2;
  const index = new Map(table.map((c, i) => [c, i]));
  const out: string[] = [];
  for (const code of codes) {
    const [name, symbol] = entries[code]!;
    const inParent = parent?.[code];
    if (inParent && inParent[0] === name && inParent[1] === symbol) {
      out.push('');
      continue;
    }
    const n = encodeText(name, index, width);
    const s = symbol === code ? '' : encodeText(symbol, index, width);
    if (n === undefined || s === undefined) return undefined;
    out.push(symbol === code ? n : `${n}^${s}`);
  }
  return `${tag}:${table.map((c) => digits(c.charCodeAt(0), 3)).join('')}:${out.join('|')}`;
}

function parentTag(tag: string): string | undefined {
  const dash = tag.indexOf('-');
  return dash > 0 ? tag.slice(0, dash) : undefined;
}

/**
 * The locales in the compact text, or their JSON when the compact text cannot hold them (a locale
 * whose codes are not the fiat list in order, a control character, or whatever does not read back
 * the same: the syntax's characters in a name or tag, more than 7,056 distinct characters in a
 * locale). Used by the build (embedDataset).
 *
 * @param locales - The dataset file's `locales`.
 * @param codes - The dataset's fiat codes, in order.
 * @example
 * encodeLocales({ en: { EUR: ['Euro', '€'] } }, ['EUR']) // 'en:...:Euro^{!}'; decodeLocales reads it back
 */
export function encodeLocales(locales: Locales, codes: readonly string[]): string {
  const tags = Object.keys(locales);
  const records: string[] = [];
  for (const tag of tags) {
    // The parent's entries, when its record comes before (the decoder reads records in order).
    const parent = parentTag(tag);
    const at = parent === undefined ? -1 : tags.indexOf(parent);
    const record = encodeLocale(tag, locales[tag]!, at >= 0 && at < records.length ? locales[tags[at]!] : undefined, codes);
    if (record === undefined) return JSON.stringify(locales);
    records.push(record);
  }
  const text = records.join(';');
  // The compact text only when it reads back to the very same locales, keys in the same order.
  return JSON.stringify(decodeLocales(text, codes)) !== JSON.stringify(locales) ? JSON.stringify(locales) : text;
}

function decodeText(text: string, table: readonly string[], width: number): string | undefined {
  let out = '';
  let run = false;
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === '{' || c === '}') {
      if (run === (c === '{')) return undefined;
      run = c === '{';
      i++;
    } else if (!run || c === ' ') {
      out += c;
      i++;
    } else {
      const unit = table[readDigits(text, i, width)];
      if (unit === undefined) return undefined;
      out += unit;
      i += width;
    }
  }
  return run ? undefined : out;
}

function decodeLocale(record: string, codes: readonly string[], parent: Locales[string] | undefined): [string, Locales[string]] | undefined {
  const [tag = '', units = '', body = '', extra] = record.split(':');
  const texts = body.split('|');
  if (extra !== undefined || units.length % 3 !== 0 || texts.length !== codes.length) return undefined;
  const table: string[] = [];
  for (let i = 0; i < units.length; i += 3) {
    const code = readDigits(units, i, 3);
    if (!(code >= 128 && code < 65_536)) return undefined;
    table.push(String.fromCharCode(code));
  }
  const width = table.length <= BASE ? 1 : 2;
  const entries: Record<string, [string, string]> = {};
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    const [name = '', symbol, more] = texts[i]!.split('^');
    if (name === '' && symbol === undefined) {
      const inParent = parent?.[code];
      if (inParent === undefined) return undefined;
      entries[code] = [inParent[0], inParent[1]];
      continue;
    }
    const n = decodeText(name, table, width);
    const s = symbol === undefined ? code : decodeText(symbol, table, width);
    if (!n || !s || more !== undefined) return undefined;
    entries[code] = [n, s];
  }
  return [tag, entries];
}

/**
 * The locales back from encodeLocales's text: JSON (it starts with `{`) is parsed as JSON.
 *
 * @param text - The text.
 * @param codes - The dataset's fiat codes, in order (the compact text names none).
 * @returns The locales, or undefined when the text is not locales.
 * @example
 * decodeLocales(encodeLocales(locales, fiat), fiat) // the same locales
 */
export function decodeLocales(text: string, codes: readonly string[]): Locales | undefined {
  if (text.startsWith('{')) {
    try {
      const locales: unknown = JSON.parse(text);
      return typeof locales === 'object' && locales !== null && !Array.isArray(locales) ? (locales as Locales) : undefined;
    } catch {
      return undefined;
    }
  }
  const locales: Record<string, Locales[string]> = {};
  for (const record of text.split(';')) {
    const tag = record.slice(0, record.indexOf(':'));
    const parent = parentTag(tag);
    const decoded = decodeLocale(record, codes, parent !== undefined && Object.hasOwn(locales, parent) ? locales[parent] : undefined);
    if (decoded === undefined) return undefined;
    locales[decoded[0]] = decoded[1];
  }
  return locales;
}
