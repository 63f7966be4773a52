import type { Dataset } from '../types.js';

/**
 * One kind of per-dataset cache: its place in every dataset's entry and its name. Each module that
 * keeps something per dataset declares its slot once (`cacheSlot`) and reads it through `cached`.
 */
export interface CacheSlot<T> {
  readonly index: number;
  readonly name: string;
  /** Never set: carries the slot's value type. */
  readonly value?: T;
}

/**
 * The memory budget of every per-dataset cache of ratebook: at most MAX_DATASETS datasets keep
 * caches at once; when one more is asked about, the one asked about least recently loses all of
 * them (they are rebuilt if it is asked about again: only time is lost, never an answer). Within a
 * dataset each slot keeps its own bound, so the worst case is MAX_DATASETS times their sum:
 *   rate tables                32 MiB by estimate (rates/rateTable)
 *   dated conversion rows      16 MiB at most, none for a loaded dataset (rates/datedConversion)
 *   day index                  1.5 MB at most (dataset/findSnapshot)
 *   series bodies              2 × 8 MB (http/seriesRepresentation)
 *   rates and names bodies     8 MB (http/caching)
 *   pairs, receipts            4,096 each (rates/resolvePair, rates/receipt)
 *   dataset file text          the size of the dataset's own file (live/datasetText)
 *   the rest                   one small object per locale, market or dataset
 * An application serves one dataset, two while a live one swaps; the bound is for the burst of
 * many (a test suite, a process that loads a dataset per request).
 */
export const MAX_DATASETS = 8;

// A fixed length for every entry's values, so a slot read is an in-bounds read of a packed array.
const MAX_SLOTS = 32;
const names: string[] = [];

interface Entry {
  readonly values: unknown[];
  /** When the dataset was last asked about, by `clock`; the smallest is evicted first. */
  used: number;
  /** Whether the entry counts against the budget (false once evicted or its dataset collected). */
  held: boolean;
}

const entries = new WeakMap<Dataset, Entry>();
// The entries that hold caches, at most MAX_DATASETS. An entry never refers to its dataset, so a
// dataset dropped by its application is collected, and then its entry is released (`collected`).
// Not WeakRefs: V8 keeps a WeakRef's target alive until the current job ends, so a synchronous loop
// over fresh datasets kept every one of them.
const held: Entry[] = [];
const collected = /* @__PURE__ */ new FinalizationRegistry<Entry>((entry) => release(entry));
let clock = 0;
// The last dataset asked about and its values, so the usual caller (one dataset, many calls) pays
// one comparison.
let lastDataset: Dataset | undefined;
let lastValues: unknown[] | undefined;

// The one memo of the hottest path: the last answer asked for by three keys on one dataset (the
// conversions' pair by the caller's own spellings of its codes). Module fields rather than a slot:
// a slot's extra loads made the usual convert call 34 ns instead of 24 (bench/conversion.mjs).
let memoDataset: Dataset | undefined;
let memoA: unknown;
let memoB: unknown;
let memoC: unknown;
let memoValue: unknown;
// The values of memoDataset's entry: the memo goes with its caches.
let memoValues: unknown[] | undefined;

/**
 * The answer last kept by `keepLastAnswer` for this dataset and these three keys, or undefined.
 * Compared by identity; one answer in all, dropped with its dataset's caches.
 *
 * @example
 * lastAnswer<Pair>(ds, 'eur', 'JPY', 'fiat') ?? keepLastAnswer(ds, 'eur', 'JPY', 'fiat', pairOf(...))
 */
export function lastAnswer<T>(dataset: Dataset, a: unknown, b: unknown, c: unknown): T | undefined {
  return memoDataset === dataset && memoA === a && memoB === b && memoC === c ? (memoValue as T) : undefined;
}

/**
 * Keeps the answer for a dataset and three keys, in place of the last one.
 *
 * @returns `value`.
 * @example
 * keepLastAnswer(ds, fromRaw, toRaw, scope, pair)
 */
export function keepLastAnswer<T>(dataset: Dataset, a: unknown, b: unknown, c: unknown, value: T): T {
  memoValues = dataset === lastDataset ? lastValues : valuesOf(dataset);
  memoDataset = dataset;
  memoA = a;
  memoB = b;
  memoC = c;
  memoValue = value;
  return value;
}

/**
 * Declares a per-dataset cache. Called once per slot, when its module loads.
 *
 * @param name - What the slot holds, for messages and tests.
 * @returns The slot, to pass to `cached`, `peekCached` and `setCached`.
 * @example
 * const VERSION = cacheSlot<DatasetVersion>('version');
 */
/* @__NO_SIDE_EFFECTS__ */
export function cacheSlot<T>(name: string): CacheSlot<T> {
  if (names.length >= MAX_SLOTS) throw new Error(`ratebook: more than ${MAX_SLOTS} per-dataset caches`);
  names.push(name);
  return { index: names.length - 1, name };
}

// A dataset's values, its entry made (or admitted again, another's evicted) if it holds no caches.
// Called when the dataset is not the last one asked about.
function valuesOf(dataset: Dataset): unknown[] {
  let entry = entries.get(dataset);
  if (entry === undefined) {
    entry = { values: new Array<unknown>(MAX_SLOTS).fill(undefined), used: 0, held: false };
    entries.set(dataset, entry);
    collected.register(dataset, entry);
  }
  if (!entry.held) admit(entry);
  entry.used = ++clock;
  lastDataset = dataset;
  lastValues = entry.values;
  return entry.values;
}

// Counts an entry against the budget, first releasing the one used least recently when it is full:
// a scan of at most MAX_DATASETS entries, only when a dataset without caches is asked about.
function admit(entry: Entry): void {
  if (held.length >= MAX_DATASETS) {
    let oldest = held[0]!;
    for (const other of held) if (other.used < oldest.used) oldest = other;
    release(oldest);
  }
  held.push(entry);
  entry.held = true;
}

// Drops an entry's caches (evicted, or its dataset collected).
function release(entry: Entry): void {
  if (!entry.held) return;
  held.splice(held.indexOf(entry), 1);
  entry.held = false;
  entry.values.fill(undefined);
  if (lastValues === entry.values) lastDataset = lastValues = undefined;
  if (memoValues === entry.values) memoDataset = memoA = memoB = memoC = memoValue = memoValues = undefined;
}

/**
 * A dataset's cached value of one slot, built by `build` on first use (and again after the dataset's
 * caches were evicted). `build` must not return undefined.
 *
 * @param dataset - A checked dataset.
 * @param slot - The cache.
 * @param build - Makes the value from the dataset.
 * @returns The kept value.
 * @example
 * cached(ds, VERSION, versionOf).date
 */
export function cached<T>(dataset: Dataset, slot: CacheSlot<T>, build: (dataset: Dataset) => T): T {
  // Small on purpose: V8 inlines it into the conversions' fast paths, whose budget is nearly spent.
  const value = (dataset === lastDataset ? lastValues! : valuesOf(dataset))[slot.index] as T | undefined;
  return value !== undefined ? value : fill(dataset, slot, build);
}

function fill<T>(dataset: Dataset, slot: CacheSlot<T>, build: (dataset: Dataset) => T): T {
  const value = build(dataset);
  valuesOf(dataset)[slot.index] = value;
  return value;
}

/**
 * A dataset's value of one slot if it is kept, without building it.
 *
 * @example
 * peekCached(ds, TEXT) // undefined until the dataset's text was asked for
 */
export function peekCached<T>(dataset: Dataset, slot: CacheSlot<T>): T | undefined {
  return (dataset === lastDataset ? lastValues! : valuesOf(dataset))[slot.index] as T | undefined;
}

/**
 * Keeps a value in a dataset's slot (for a value its maker knows better than a build would, such
 * as the layout the loader chose).
 *
 * @example
 * setCached(extended, QUOTED, quoted)
 */
export function setCached<T>(dataset: Dataset, slot: CacheSlot<T>, value: T): T {
  (dataset === lastDataset ? lastValues! : valuesOf(dataset))[slot.index] = value;
  return value;
}

/**
 * How many datasets keep caches now (at most MAX_DATASETS), and the names of the slots a dataset
 * has filled: for tests of the budget.
 *
 * @example
 * cacheReport(ds).datasets <= MAX_DATASETS // true
 */
export function cacheReport(dataset?: Dataset): { readonly datasets: number; readonly filled: readonly string[] } {
  const entry = dataset === undefined ? undefined : entries.get(dataset);
  const values = entry?.held ? entry.values : undefined;
  return { datasets: held.length, filled: names.filter((_, i) => values !== undefined && values[i] !== undefined) };
}
