import type { Dataset, IsoDate, Snapshot, SnapshotSource } from '../types.js';
import { columnsOf, freezeLocales, freezeMetadata, freezeSources, snapshotValues } from './buildDataset.js';
import { registerDataset } from './checkDataset.js';
import { invalidDataset } from './invalidDataset.js';
import { isObject, parseDatasetText } from './loadDataset.js';
import { decodeLocales } from './localeCode.js';
import { decodeRow } from './rowCode.js';
import { DATASET_FORMAT, type DatasetFile } from './schema.js';

const EMBEDDED = 'embedded dataset';

function isSnapshotHead(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.date === 'string' &&
    (value.updated_at === undefined || typeof value.updated_at === 'string') &&
    (value.sources === undefined || Array.isArray(value.sources))
  );
}

/**
 * A date's midnight UTC as a capture time: the `updated_at` of a snapshot whose embedded head
 * leaves it out (embedDataset).
 *
 * @example
 * midnightOf('2024-03-02') // '2024-03-02T00:00:00Z'
 */
export function midnightOf(date: string): string {
  return `${date}T00:00:00Z`;
}

// A snapshot's rates row stays text until first read: most processes read one or two snapshots of
// the two hundred, and parsing them all was most of ratebook's start-up time. The row lives under a
// hidden key; `values` and `exact` are getters shared by every embedded snapshot (one shape).
const ROW = Symbol.for('ratebook.row');

// Where the rows' text is: the newest rows in the embedded text (its lines from the third on), the
// older ones, when the build keeps them apart, in a function called on first read of one of them.
interface RowSource {
  readonly lines: readonly string[];
  /** The index of the first snapshot whose row is in `lines`. */
  readonly firstInText: number;
  readonly older?: (() => string) | undefined;
  olderLines?: readonly string[];
}

function rowText(source: RowSource, index: number): string | undefined {
  if (index >= source.firstInText) return source.lines[index - source.firstInText + 2];
  source.olderLines ??= source.older!().split('\n');
  return source.olderLines.length === source.firstInText ? source.olderLines[index] : undefined;
}

interface Row {
  readonly source: RowSource;
  readonly index: number;
  readonly codes: readonly string[];
  read?: Pick<Snapshot, 'values' | 'exact'>;
  /** The row's own sources (from the file), else made by the loader's default on first read. */
  sources?: readonly SnapshotSource[] | undefined;
  readonly defaultSources?: ((date: IsoDate) => readonly SnapshotSource[]) | undefined;
}

type LazySnapshot = Snapshot & { readonly [ROW]: Row };

function read(snapshot: LazySnapshot): Pick<Snapshot, 'values' | 'exact'> {
  const row = snapshot[ROW];
  if (row.read) return row.read;
  const text = rowText(row.source, row.index);
  const rates = text === undefined ? undefined : decodeRow(text);
  const at = `snapshots[${row.index}]`;
  if (rates?.length !== row.codes.length) invalidDataset(`${at}.rates`, `expected ${row.codes.length} rates`);
  return (row.read = snapshotValues(rates, row.codes, at));
}

// The three accessors of every embedded snapshot, shared. Defined one by one (lazySnapshot):
// `Object.defineProperties` with a descriptor map allocated about 0.5 kB a snapshot, a hundred kB
// of the young generation at every start-up (V8 11.3); one by one, a third of it.
const VALUES: PropertyDescriptor = {
  enumerable: true,
  get(this: LazySnapshot) {
    return read(this).values;
  },
};
const EXACT: PropertyDescriptor = {
  enumerable: true,
  get(this: LazySnapshot) {
    return read(this).exact;
  },
};
const SOURCES: PropertyDescriptor = {
  enumerable: true,
  get(this: LazySnapshot) {
    const row = this[ROW];
    return (row.sources ??= row.defaultSources && freezeSources(row.defaultSources(this.date)));
  },
};

/** Options of `loadEmbeddedDataset`. */
export interface LoadEmbeddedDatasetOptions {
  /** The sources of a snapshot whose row names none (made on first read, for receipts). */
  readonly sources?: (date: IsoDate) => readonly SnapshotSource[];
  /**
   * The rates rows of the older snapshots, oldest first, one a line, when `text` holds only the
   * newest: called on first read of one of them. The build keeps them in a function because V8
   * compiles a function's body only when it is first called, and a module's string literals at
   * every start-up (a third of those rows' cost saved, for rows most processes never read).
   */
  readonly olderRows?: () => string;
  /**
   * The locales line, when `text` leaves it empty: called on first read of `locales`. The build
   * keeps it in a function for the reason it keeps the older rows there; most processes never
   * read a locale name.
   */
  readonly locales?: () => string;
}

function lazySnapshot(date: string, updatedAt: string, row: Row): Snapshot {
  const snapshot = { date, updatedAt };
  Object.defineProperty(snapshot, ROW, { value: row });
  Object.defineProperty(snapshot, 'values', VALUES);
  Object.defineProperty(snapshot, 'exact', EXACT);
  return Object.defineProperty(snapshot, 'sources', SOURCES) as Snapshot;
}

/**
 * Loads the dataset embedded by the build (see embedDataset: the build validated it with the strict
 * `loadDataset` and refuses to build otherwise). At start-up only the first line (codes, metadata,
 * dates) is parsed and checked for its structure; the locales are parsed when first read, and each
 * snapshot's rates when that snapshot is first read. User data never comes here: `loadDataset`
 * stays strict.
 *
 * @param text - The embedded text.
 * @param options - `sources`: the default sources of a snapshot whose row names none; `olderRows`
 * and `locales`: the parts the build keeps out of `text`.
 * @returns The dataset.
 * @example
 * export const defaultDataset = loadEmbeddedDataset(datasetText);
 */
export function loadEmbeddedDataset(text: string, options: LoadEmbeddedDatasetOptions = {}): Dataset {
  const lines = text.split('\n');
  const head = parseDatasetText(lines[0]!);
  const shaped =
    isObject(head) &&
    head.format === DATASET_FORMAT &&
    typeof head.pivot === 'string' &&
    Array.isArray(head.fiat) &&
    Array.isArray(head.crypto) &&
    isObject(head.fiatMeta) &&
    isObject(head.cryptoMeta) &&
    Array.isArray(head.snapshots) &&
    head.snapshots.length > 0 &&
    (options.olderRows ? lines.length > 2 && head.snapshots.length >= lines.length - 2 : head.snapshots.length === lines.length - 2) &&
    head.snapshots.every(isSnapshotHead);
  if (!shaped) invalidDataset(EMBEDDED, `not an embedded ${DATASET_FORMAT} file`);
  const file = head as unknown as Omit<DatasetFile, 'locales'>;
  const { codes, columns } = columnsOf(file.fiat, file.crypto);
  if (!columns.has(file.pivot)) invalidDataset(EMBEDDED, 'the pivot is not one of its codes');
  const source: RowSource = { lines, firstInText: file.snapshots.length - (lines.length - 2), older: options.olderRows };
  const snapshots = file.snapshots.map((s, index) =>
    lazySnapshot(s.date, s.updated_at ?? midnightOf(s.date), {
      source,
      index,
      codes,
      sources: s.sources && freezeSources(s.sources),
      defaultSources: options.sources,
    }),
  );
  freezeMetadata(file);
  let locales: DatasetFile['locales'] | undefined;
  const dataset = { pivot: file.pivot, fiat: file.fiat, crypto: file.crypto, codes, columns, fiatMeta: file.fiatMeta, cryptoMeta: file.cryptoMeta };
  // Names in 40-odd languages, read by `currencies` only: parsed and frozen on first read. Added by
  // defineProperty (a getter in the object literal would leave the dataset in V8's slow dictionary mode).
  Object.defineProperty(dataset, 'locales', {
    enumerable: true,
    configurable: true,
    get() {
      if (locales) return locales;
      const parsed = decodeLocales(lines[1] || (options.locales?.() ?? ''), file.fiat);
      if (parsed === undefined) invalidDataset(`${EMBEDDED}.locales`, 'expected an object');
      return (locales = freezeLocales(parsed));
    },
  });
  return registerDataset(Object.assign(dataset, { snapshots }) as unknown as Dataset);
}
