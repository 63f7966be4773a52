import { fromNumber, parseDecimal, type Decimal } from '../decimal/index.js';
import { quote } from '../errors.js';
import { isWellFormedLocale } from '../locale/resolveLocale.js';
import { isCalendarDate, isUtcTimestamp } from '../params/date.js';
import type { CryptoMeta, Dataset, FiatMeta, Snapshot, SnapshotSource, ValueVersion } from '../types.js';
import { registerDataset } from './checkDataset.js';
import { invalidDataset as invalid, childPath } from './invalidDataset.js';
import { MAX_RATE, MIN_RATE, RATE_EXPECTED as RANGE } from './rateBounds.js';
import { setSnapshotRows } from './snapshotRows.js';
import { FIGURE, type DatasetFile } from './schema.js';
import type { StoredMembers } from './storedSchema.js';

function checkSortedUnique(codes: readonly string[], path: string): void {
  for (let i = 1; i < codes.length; i++) {
    if (codes[i - 1]! >= codes[i]!) invalid(`${path}[${i}]`, `expected codes sorted and unique, got ${quote(codes[i])} after ${quote(codes[i - 1])}`);
  }
}

function checkSameKeys(record: object, codes: readonly string[], path: string, what: string): void {
  const wanted = new Set(codes);
  for (const key of Object.keys(record)) {
    if (!wanted.has(key)) invalid(childPath(path, key), `metadata for a code that is not in the ${what} list`);
  }
  for (const code of codes) {
    if (!Object.hasOwn(record, code)) invalid(`${path}.${code}`, `missing metadata for ${what} code ${code}`);
  }
}

/**
 * Checks the rules that relate one part of a structurally valid dataset file to another (sorted
 * unique codes, metadata for exactly the quoted codes, increasing dates, rates in range, the pivot
 * at 1) and builds the Dataset the operations read.
 *
 * @param file - A dataset file whose structure has been checked.
 * @returns The registered dataset, its metadata frozen.
 * @example
 * buildDataset(v.parse(DatasetFileSchema, json))
 */
export function buildDataset(file: Omit<DatasetFile, keyof StoredMembers>): Dataset {
  const { fiat, crypto, pivot } = file;
  const { codes, columns } = columnsOf(fiat, crypto);
  checkRelations(file, codes, columns);
  const pivotColumn = columns.get(pivot)!;
  // One array for every snapshot's rates, each snapshot's `values` a view of its row (see snapshotRows).
  const width = codes.length;
  const rows = new Float64Array(file.snapshots.length * width);
  const exact = new Uint8Array(file.snapshots.length);
  const dates: string[] = [];
  const updatedAts: string[] = [];
  const snapshots = file.snapshots.map((raw, i) => {
    // The view's constructor, not subarray(), which looks up a species constructor on every call.
    const snapshot = snapshotOf(raw, file.snapshots[i - 1], i, codes, pivot, pivotColumn, new Float64Array(rows.buffer, i * width * 8, width));
    exact[i] = snapshot.exact.size === 0 ? 1 : 2;
    dates.push(snapshot.date);
    updatedAts.push(snapshot.updatedAt);
    return snapshot;
  });
  codes.forEach((_code, column) => {
    if (!snapshots.some((snapshot) => !Number.isNaN(snapshot.values[column]))) unquotedCode(codes, fiat.length, column);
  });
  freezeMetadata(file);
  freezeLocales(file.locales);
  const dataset = registerDataset({
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
  setSnapshotRows(dataset, { rows, width, exact, dates, updatedAts });
  return dataset;
}

/**
 * All codes of a dataset (fiat first, then crypto: the column order of every snapshot) and the
 * column of each.
 *
 * @example
 * columnsOf(['EUR', 'USD'], ['BTC']).columns.get('BTC') // 2
 */
export function columnsOf(fiat: readonly string[], crypto: readonly string[]): { codes: string[]; columns: Map<string, number> } {
  const codes = [...fiat, ...crypto];
  const columns = new Map<string, number>();
  for (let i = 0; i < codes.length; i++) columns.set(codes[i]!, i);
  return { codes, columns };
}

function checkRelations(file: Omit<DatasetFile, keyof StoredMembers>, codes: readonly string[], columns: Map<string, number>): void {
  const { fiat, crypto, pivot } = file;
  checkSortedUnique(fiat, 'fiat');
  checkSortedUnique(crypto, 'crypto');
  if (columns.size < codes.length) {
    const twice = crypto.findIndex((code) => fiat.includes(code));
    invalid(`crypto[${twice}]`, `code ${crypto[twice]} is in both the fiat and the crypto list`);
  }
  if (!columns.has(pivot)) invalid('pivot', `${quote(pivot)} is not one of the dataset's codes`);
  checkSameKeys(file.fiatMeta, fiat, 'fiatMeta', 'fiat');
  checkSameKeys(file.cryptoMeta, crypto, 'cryptoMeta', 'crypto');
  if (!Object.hasOwn(file.locales, 'en')) invalid('locales', 'expected an "en" locale');
  for (const [tag, entries] of Object.entries(file.locales)) {
    if (!isWellFormedLocale(tag)) invalid(childPath('locales', tag), 'expected a BCP 47 language tag');
    checkSameKeys(entries, fiat, childPath('locales', tag), 'fiat');
  }
}

/**
 * Checks one structurally valid snapshot row (a real date after the previous row's, a UTC capture
 * time, one rate per code, each in range, the pivot at exactly 1) and builds its Snapshot.
 * `buildDataset` runs it on every row, `extendDataset` on the one it adds.
 *
 * @param raw - The row.
 * @param previous - The row before it in the file (undefined for the first).
 * @param i - Its index, for the path of an error.
 * @param codes - The dataset's codes (fiat, then crypto).
 * @param pivot - The pivot code.
 * @param pivotColumn - The pivot's column.
 * @param values - Where to write its rates (one slot per code); a new array when absent.
 * @returns The snapshot, its sources frozen.
 * @example
 * snapshotOf(file.snapshots[3], file.snapshots[2], 3, codes, 'USD', 0)
 */
export function snapshotOf(
  raw: SnapshotRow,
  previous: { readonly date: string } | undefined,
  i: number,
  codes: readonly string[],
  pivot: string,
  pivotColumn: number,
  values?: Float64Array,
): Snapshot {
  const at = `snapshots[${i}]`;
  if (!isCalendarDate(raw.date)) invalid(`${at}.date`, `expected a real calendar date YYYY-MM-DD, got ${quote(raw.date)}`);
  if (previous && previous.date >= raw.date) invalid(`${at}.date`, `expected dates strictly increasing, got ${raw.date} after ${previous.date}`);
  if (!isUtcTimestamp(raw.updated_at)) invalid(`${at}.updated_at`, 'expected an ISO 8601 UTC timestamp ending in Z');
  if (raw.rates.length !== codes.length) invalid(`${at}.rates`, `expected ${codes.length} rates (fiat then crypto), got ${raw.rates.length}`);
  const { exact } = snapshotValues(raw.rates, codes, at, (values ??= new Float64Array(codes.length)));
  if (values[pivotColumn] !== 1 || exact.has(pivotColumn)) invalid(`${at}.rates.${pivot}`, 'expected the pivot to be quoted at exactly 1');
  const dates = raw.dates && carriedDates(raw.dates, raw.date, values, codes, at);
  if (raw.published_at !== undefined && !isUtcTimestamp(raw.published_at)) invalid(`${at}.published_at`, 'expected an ISO 8601 UTC timestamp ending in Z');
  const published = publishedOf(raw.published, codes, `${at}.published`);
  // One shape for every snapshot (sources or not), so the operations' reads stay monomorphic.
  return {
    date: raw.date,
    updatedAt: raw.updated_at,
    values,
    exact,
    sources: raw.sources && freezeSources(raw.sources),
    dates,
    published,
    publishedAt: raw.published_at,
    versions: raw.versions && versionsOf(raw.versions, codes, { values, exact, published }, `${at}.versions`),
    ...sides(raw, codes, at),
  };
}

const VERSION = 'expected [published_at, rate, figure?]: a UTC timestamp ending in Z after the version before, a rate in range, a figure as published';

// A row's `versions`: each of a code the row quotes, oldest first, the last being the row's own
// rate (and its published figure, where the row has one), so the file cannot say two things at once.
function versionsOf(
  raw: Readonly<Record<string, readonly unknown[][]>>,
  codes: readonly string[],
  row: Pick<Snapshot, 'values' | 'exact' | 'published'>,
  at: string,
): ReadonlyMap<number, readonly ValueVersion[]> {
  const out = new Map<number, readonly ValueVersion[]>();
  for (const code in raw) {
    const column = codes.indexOf(code);
    const path = childPath(at, code);
    if (column < 0 || Number.isNaN(row.values[column])) invalid(path, 'expected a code the row quotes');
    const list = raw[code]!.map((entry, i) => versionOf(entry, code, `${path}[${i}]`));
    list.forEach((version, i) => i > 0 && !(version.at > list[i - 1]!.at) && invalid(`${path}[${i}]`, VERSION));
    const last = list[list.length - 1]!;
    const exact = row.exact.get(column);
    if (
      last.value !== row.values[column] ||
      last.exact?.digits !== exact?.digits ||
      last.exact?.exp !== exact?.exp ||
      (last.figure ?? row.published?.[code]) !== row.published?.[code]
    )
      invalid(`${path}[${list.length - 1}]`, "expected the last version to be the row's own rate and figure");
    out.set(column, Object.freeze(list));
  }
  return out;
}

function versionOf(entry: readonly unknown[], code: string, path: string): ValueVersion {
  const [publishedAt, rate, figure] = entry;
  const at = typeof publishedAt === 'string' && isUtcTimestamp(publishedAt) ? Date.parse(publishedAt) : NaN;
  if (at !== at || entry.length < 2 || entry.length > 3 || (figure !== undefined && !(typeof figure === 'string' && FIGURE.test(figure))))
    invalid(path, VERSION);
  const { values, exact } = snapshotValues([rate], [code], path);
  return Object.freeze({ publishedAt: publishedAt as string, at, value: values[0]!, exact: exact.get(0), figure: figure as string | undefined });
}

// A row's `dates`: each a code of the dataset quoted in the row, with a real date before the row's.
function carriedDates(
  raw: Readonly<Record<string, string>>,
  date: string,
  values: Float64Array,
  codes: readonly string[],
  at: string,
): ReadonlyMap<number, string> | undefined {
  const dates = new Map<number, string>();
  for (const [code, carried] of Object.entries(raw)) {
    const column = codes.indexOf(code);
    if (column < 0) invalid(childPath(`${at}.dates`, code), 'expected a code of the dataset');
    if (Number.isNaN(values[column])) invalid(childPath(`${at}.dates`, code), 'expected a code the row quotes');
    if (!isCalendarDate(carried) || carried >= date)
      invalid(childPath(`${at}.dates`, code), `expected a real calendar date before ${date}, got ${quote(carried)}`);
    dates.set(column, carried);
  }
  return dates.size > 0 ? dates : undefined;
}

/** A snapshot row of a dataset file, after structural validation. */
export type SnapshotRow = DatasetFile['snapshots'][number];

/**
 * Throws the `invalid_dataset` error of a code that no snapshot quotes.
 *
 * @example
 * unquotedCode(['EUR', 'USD', 'BTC'], 2, 2) // throws "crypto.BTC: a code that no snapshot quotes"
 */
export function unquotedCode(codes: readonly string[], fiatCount: number, column: number): never {
  invalid(`${column < fiatCount ? 'fiat' : 'crypto'}.${codes[column]}`, 'a code that no snapshot quotes');
}

/**
 * A snapshot's rates row read into doubles (NaN where a code is not quoted) and the exact decimals
 * of the rates written as strings with more digits than a double holds. Every rate is checked:
 * a positive JSON number or decimal string within the rate bounds, or null.
 *
 * @param rates - The row as parsed, one entry per code.
 * @param codes - The dataset's codes, for the path of a bad rate.
 * @param at - The path of the snapshot, such as `snapshots[3]`.
 * @param values - Where to write the doubles (one slot per code); a new array when absent.
 * @example
 * snapshotValues([1, '0.9'], ['USD', 'EUR'], 'snapshots[0]').values // Float64Array [1, 0.9]
 */
export function snapshotValues(
  rates: readonly unknown[],
  codes: readonly string[],
  at: string,
  values: Float64Array = new Float64Array(codes.length),
): Pick<Snapshot, 'values' | 'exact'> {
  const exact = new Map<number, Decimal>();
  for (let c = 0; c < codes.length; c++) {
    const literal = rates[c];
    if (literal === null) {
      values[c] = NaN;
    } else if (typeof literal === 'number' && literal >= MIN_RATE && literal <= MAX_RATE) {
      // A JSON number stands for its shortest round-trip decimal: the literal in the file.
      values[c] = literal;
    } else {
      const rate = typeof literal === 'string' && literal.length <= 64 ? parseDecimal(literal) : undefined;
      if (!rate || rate.neg || !(rate.num >= MIN_RATE && rate.num <= MAX_RATE)) invalid(`${at}.rates.${codes[c]}`, RANGE);
      values[c] = rate.num;
      const asDouble = fromNumber(rate.num)!;
      if (asDouble.digits !== rate.digits || asDouble.exp !== rate.exp) exact.set(c, rate);
    }
  }
  return { values, exact };
}

/**
 * Freezes a snapshot's sources, each entry and the list: receipts hand them out as they are.
 *
 * @example
 * freezeSources([{ name: 'nbp', table: '041/A/NBP/2026' }])
 */
export function freezeSources(sources: readonly SnapshotSource[]): readonly SnapshotSource[] {
  for (const source of sources) Object.freeze(source);
  return Object.freeze(sources);
}

/**
 * Freezes a dataset's fiat and crypto metadata, each entry and the whole. Metadata objects are
 * handed out as they are, so nobody may change them under another caller; written out level by
 * level, because these are hundreds of small objects frozen on every start-up.
 *
 * @example
 * freezeMetadata({ fiatMeta: { USD: { minorUnits: 2 } }, cryptoMeta: {} })
 */
export function freezeMetadata(file: Pick<DatasetFile, 'fiatMeta' | 'cryptoMeta'>): void {
  for (const code in file.fiatMeta) Object.freeze(file.fiatMeta[code]);
  for (const code in file.cryptoMeta) Object.freeze(file.cryptoMeta[code]);
  Object.freeze(file.fiatMeta);
  Object.freeze(file.cryptoMeta);
}

/**
 * Freezes a dataset's locale names (every entry, every table, the whole), as buildDataset does.
 *
 * @returns The same object, frozen.
 * @example
 * freezeLocales({ en: { USD: ['US Dollar', '$'] } })
 */
export function freezeLocales<L extends DatasetFile['locales']>(locales: L): L {
  for (const tag in locales) {
    const entries = locales[tag]!;
    for (const code in entries) Object.freeze(entries[code]);
    Object.freeze(entries);
  }
  return Object.freeze(locales);
}

// A row's published figures, each of a code the dataset has (an importer writes only those).
function publishedOf(
  figures: Readonly<Record<string, string>> | undefined,
  codes: readonly string[],
  at: string,
): Readonly<Record<string, string>> | undefined {
  if (figures === undefined) return undefined;
  for (const code in figures) if (!codes.includes(code)) invalid(`${at}.${code.slice(0, 16)}`, 'expected a code of the dataset');
  return Object.freeze({ ...figures });
}

// The buying and selling tables, only where a row has them (TCMB): other snapshots keep the usual shape.
function sides(
  raw: SnapshotRow,
  codes: readonly string[],
  at: string,
): { buying?: Readonly<Record<string, string>>; selling?: Readonly<Record<string, string>> } {
  if (raw.buying === undefined && raw.selling === undefined) return {};
  return { buying: publishedOf(raw.buying, codes, `${at}.buying`), selling: publishedOf(raw.selling, codes, `${at}.selling`) };
}
