import * as v from 'valibot';
import { fail } from '../errors.js';
import { fromNumber, parseDecimal, type Decimal } from '../decimal.js';
import { isCalendarDate, isUtcTimestamp } from '../params/date.js';
import { isWellFormedLocale } from '../locale/resolveLocale.js';
import type { CryptoMeta, Dataset, FiatMeta, Snapshot } from '../types.js';
import { registerDataset } from './checkDataset.js';
import { DatasetFileSchema, type DatasetFile } from './schema.js';

/**
 * Validates a dataset file (JSON text or the parsed object) and returns a ready Dataset.
 * Either everything is valid or one `invalid_dataset` error names the path of the first bad value.
 *
 * @param json - The dataset document, as text or as a parsed value.
 * @returns The dataset, ready for the operations.
 * @example
 * const ds = loadDataset(await readFile('dataset.json', 'utf8'));
 * convert(ds, { from: 'USD', to: 'EUR', amount: '10' });
 */
export function loadDataset(json: unknown): Dataset {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch (error) {
      fail('invalid_dataset', `dataset: not valid JSON (${(error as Error).message})`, undefined, error);
    }
  }
  const parsed = v.safeParse(DatasetFileSchema, value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    invalid(pathOf(issue.path, value), issue.message);
  }
  return build(parsed.output);
}

function invalid(path: string, message: string): never {
  fail('invalid_dataset', `${path || 'dataset'}: ${message}`);
}

// Rates columns are reported by code, not index, because that is what a person looks for.
function pathOf(path: v.IssuePathItem[] | undefined, root: unknown): string {
  let out = '';
  const codes = columnCodes(root);
  (path ?? []).forEach((item, i) => {
    const key = item.key;
    const parent = path?.[i - 1]?.key;
    if (typeof key === 'number' && parent === 'rates' && codes[key] !== undefined) out += `.${codes[key]}`;
    else if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  });
  return out;
}

function columnCodes(root: unknown): unknown[] {
  const file = root as { fiat?: unknown; crypto?: unknown } | null;
  const fiat = Array.isArray(file?.fiat) ? file.fiat : [];
  const crypto = Array.isArray(file?.crypto) ? file.crypto : [];
  return [...fiat, ...crypto];
}

function checkSortedUnique(codes: readonly string[], path: string): void {
  for (let i = 1; i < codes.length; i++) {
    if (codes[i - 1]! >= codes[i]!) invalid(`${path}[${i}]`, `expected codes sorted and unique, got "${codes[i]}" after "${codes[i - 1]}"`);
  }
}

function checkSameKeys(record: object, codes: readonly string[], path: string, what: string): void {
  const wanted = new Set(codes);
  for (const key of Object.keys(record)) {
    if (!wanted.has(key)) invalid(`${path}.${key}`, `metadata for a code that is not in the ${what} list`);
  }
  for (const code of codes) {
    if (!Object.hasOwn(record, code)) invalid(`${path}.${code}`, `missing metadata for ${what} code ${code}`);
  }
}

function build(file: DatasetFile): Dataset {
  const { fiat, crypto, pivot } = file;
  checkSortedUnique(fiat, 'fiat');
  checkSortedUnique(crypto, 'crypto');
  const codes = [...fiat, ...crypto];
  const columns = new Map<string, number>();
  codes.forEach((code, i) => {
    if (columns.has(code)) invalid(`crypto[${i - fiat.length}]`, `code ${code} is in both the fiat and the crypto list`);
    columns.set(code, i);
  });
  const pivotColumn = columns.get(pivot);
  if (pivotColumn === undefined) invalid('pivot', `"${pivot}" is not one of the dataset's codes`);
  checkSameKeys(file.fiatMeta, fiat, 'fiatMeta', 'fiat');
  checkSameKeys(file.cryptoMeta, crypto, 'cryptoMeta', 'crypto');
  if (!Object.hasOwn(file.locales, 'en')) invalid('locales', 'expected an "en" locale');
  for (const [tag, entries] of Object.entries(file.locales)) {
    if (!isWellFormedLocale(tag)) invalid(`locales.${tag}`, 'expected a BCP 47 language tag');
    checkSameKeys(entries, fiat, `locales.${tag}`, 'fiat');
  }
  const snapshots = file.snapshots.map((raw, i): Snapshot => {
    const at = `snapshots[${i}]`;
    if (!isCalendarDate(raw.date)) invalid(`${at}.date`, `expected a real calendar date YYYY-MM-DD, got ${JSON.stringify(raw.date)}`);
    const previous = file.snapshots[i - 1];
    if (previous && previous.date >= raw.date) invalid(`${at}.date`, `expected dates strictly increasing, got ${raw.date} after ${previous.date}`);
    if (!isUtcTimestamp(raw.updated_at)) invalid(`${at}.updated_at`, 'expected an ISO 8601 UTC timestamp ending in Z');
    if (raw.rates.length !== codes.length) invalid(`${at}.rates`, `expected ${codes.length} rates (fiat then crypto), got ${raw.rates.length}`);
    return buildSnapshot(raw, codes, at, pivotColumn);
  });
  codes.forEach((code, column) => {
    if (!snapshots.some((snapshot) => !Number.isNaN(snapshot.values[column]))) invalid(`${column < fiat.length ? 'fiat' : 'crypto'}.${code}`, 'a code that no snapshot quotes');
  });
  deepFreeze(file.fiatMeta);
  deepFreeze(file.cryptoMeta);
  deepFreeze(file.locales);
  return registerDataset({
    pivot,
    fiat,
    crypto,
    codes,
    columns,
    fiatMeta: file.fiatMeta as Record<string, FiatMeta>,
    cryptoMeta: file.cryptoMeta as Record<string, CryptoMeta>,
    locales: file.locales,
    snapshots,
  });
}

function buildSnapshot(raw: DatasetFile['snapshots'][number], codes: string[], at: string, pivotColumn: number): Snapshot {
  const values = new Float64Array(codes.length);
  const exact = new Map<number, Decimal>();
  for (let c = 0; c < codes.length; c++) {
    const literal = raw.rates[c];
    if (literal === null) {
      values[c] = NaN;
    } else if (typeof literal === 'number' && literal > 0 && literal < Infinity) {
      // A JSON number stands for its shortest round-trip decimal: the literal in the file.
      values[c] = literal;
    } else {
      const rate = typeof literal === 'string' && literal.length <= 64 ? parseDecimal(literal) : undefined;
      if (!rate || rate.neg || rate.digits === '0' || !(rate.num > 0 && rate.num < Infinity)) {
        invalid(`${at}.rates.${codes[c]}`, 'expected a positive finite number');
      }
      values[c] = rate.num;
      const asDouble = fromNumber(rate.num)!;
      if (asDouble.digits !== rate.digits || asDouble.exp !== rate.exp) exact.set(c, rate);
    }
  }
  if (values[pivotColumn] !== 1 || exact.has(pivotColumn)) {
    invalid(`${at}.rates.${codes[pivotColumn]}`, 'expected the pivot to be quoted at exactly 1');
  }
  return { date: raw.date, updatedAt: raw.updated_at, values, exact };
}

// Metadata objects are handed out as they are, so nobody may change them under another caller.
function deepFreeze(value: object): void {
  for (const inner of Object.values(value)) if (typeof inner === 'object' && inner !== null) deepFreeze(inner);
  Object.freeze(value);
}
