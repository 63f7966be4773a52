import { sha256 } from '../hash/sha256.js';
import type { Dataset, IsoDate } from '../types.js';
import { cached, cacheSlot } from './datasetIndex.js';
import { DATASET_FORMAT } from './format.js';

/**
 * How new a dataset is, and whether two datasets are versions of one series at all. Every place that
 * decides "newer" (a live round, adopting a stored dataset, the file store, the Redis compare-and-set)
 * compares these, so no place compares timestamps as strings (`'…00.5Z' > '…00Z'` is false).
 */
export interface DatasetVersion {
  /** The file format tag (`ratebook-dataset@1`). */
  readonly format: string;
  /** A fingerprint of the catalogue (pivot, fiat and crypto codes): 16 hex digits of a SHA-256. */
  readonly catalog: string;
  /** The newest snapshot's quote date. */
  readonly date: IsoDate;
  /** The newest snapshot's capture time in epoch milliseconds. */
  readonly capturedAt: number;
}

// A dataset is immutable once loaded, so its version is computed once (the catalogue hash costs a
// few microseconds; `explain` asks for it on every call).
const VERSION = /* @__PURE__ */ cacheSlot<DatasetVersion>('version');

/**
 * The catalogue fingerprint of a pivot and its code lists: the first 16 hex digits of the SHA-256 of
 * `pivot|fiat,...|crypto,...`. Two datasets with the same fingerprint quote the same codes against
 * the same pivot, so one can replace the other.
 *
 * @param pivot - The pivot code.
 * @param fiat - Fiat codes, sorted.
 * @param crypto - Crypto codes, sorted.
 * @returns 16 lower-case hex digits.
 * @example
 * catalogFingerprint('USD', ['EUR', 'USD'], ['BTC']) // '3f1c…' (16 digits)
 */
export function catalogFingerprint(pivot: string, fiat: readonly string[], crypto: readonly string[]): string {
  const digest = sha256(`${pivot}|${fiat.join(',')}|${crypto.join(',')}`);
  let hex = '';
  for (let i = 0; i < 8; i++) hex += digest[i]!.toString(16).padStart(2, '0');
  return hex;
}

/**
 * The version of a loaded dataset: its format, catalogue fingerprint, and its newest snapshot's date
 * and capture time.
 *
 * @param dataset - A dataset from `loadDataset`.
 * @returns Its version (the same object on every call while the dataset's caches are kept).
 * @example
 * datasetVersion(ds) // { format: 'ratebook-dataset@1', catalog: '…', date: '2026-09-29', capturedAt: 1759104000000 }
 */
export function datasetVersion(dataset: Dataset): DatasetVersion {
  return cached(dataset, VERSION, versionOf);
}

function versionOf(dataset: Dataset): DatasetVersion {
  const newest = dataset.snapshots[dataset.snapshots.length - 1]!;
  return {
    format: DATASET_FORMAT,
    catalog: catalogFingerprint(dataset.pivot, dataset.fiat, dataset.crypto),
    date: newest.date,
    capturedAt: Date.parse(newest.updatedAt),
  };
}

/**
 * Orders two versions by quote date, then capture time. Versions of different formats or catalogues
 * are not of one series: check `sameSeries` first.
 *
 * @param a - One version.
 * @param b - The other.
 * @returns A negative number when `a` is older, 0 when equal, positive when `a` is newer.
 * @example
 * compareVersions(datasetVersion(next), datasetVersion(current)) > 0 // next is newer
 */
export function compareVersions(a: DatasetVersion, b: DatasetVersion): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return Math.sign(a.capturedAt - b.capturedAt);
}

/**
 * Whether two versions belong to one series (same format and catalogue), so that one may replace
 * the other.
 *
 * @param a - One version.
 * @param b - The other.
 * @returns True when format and catalogue fingerprint agree.
 * @example
 * sameSeries(datasetVersion(stored), datasetVersion(current))
 */
export function sameSeries(a: DatasetVersion, b: DatasetVersion): boolean {
  return a.format === b.format && a.catalog === b.catalog;
}

/**
 * A version as one string, `format/catalog/date/capturedAt`: what a receipt names as its dataset.
 *
 * @param version - A dataset version.
 * @returns The version key.
 * @example
 * versionKey(datasetVersion(ds)) // 'ratebook-dataset@1/3f1c…/2026-09-29/1759104000000'
 */
export function versionKey(version: DatasetVersion): string {
  return `${version.format}/${version.catalog}/${version.date}/${version.capturedAt}`;
}

/**
 * The version a signed head's text names (`{"format","catalog","date","capturedAt",...}`), read
 * without verifying it: what a store compares to keep the newer of two records, never a trust decision.
 *
 * @param text - A record as a store holds it.
 * @returns The version, or undefined when the text is not a head.
 * @example
 * headVersionUnverified('{"format":"1","catalog":"c","date":"2026-09-29","capturedAt":1,"signature":"…"}')?.date // '2026-09-29'
 */
export function headVersionUnverified(text: string): DatasetVersion | undefined {
  let head: Partial<DatasetVersion>;
  try {
    head = JSON.parse(text) as Partial<DatasetVersion>;
  } catch {
    return undefined;
  }
  const { format, catalog, date, capturedAt } = head ?? {};
  if (typeof format !== 'string' || typeof catalog !== 'string' || typeof date !== 'string' || typeof capturedAt !== 'number') return undefined;
  return { format, catalog, date: date as DatasetVersion['date'], capturedAt };
}
