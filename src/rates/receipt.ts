import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import { datasetVersion, versionKey } from '../dataset/version.js';
import { snapshotRate } from '../dataset/snapshotRate.js';
import { toPlainString } from '../decimal/index.js';
import type { CurrencyCode, Dataset, Derivation, LegVersion, Receipt, RatesResult, Snapshot, SnapshotSource } from '../types.js';

const NO_PROVIDERS: readonly never[] = /* @__PURE__ */ Object.freeze([]);

/**
 * Receipts already made, per dataset, keyed by snapshot index and codes: a receipt is immutable (it
 * is frozen), and a ledger explained line by line asks for the same few again and again, each of
 * which costs a version key and a decimal literal per code to build. At most MAX_KEPT per dataset;
 * past that the oldest is dropped (first in, first out).
 */
const MAX_KEPT = 4096;
const RECEIPTS = cacheSlot<Map<string, Receipt>>('receipts');
const noReceipts = (): Map<string, Receipt> => new Map();

/**
 * The receipt of rates read from one snapshot: the dataset's version key, the snapshot, its
 * providers, the pivot, how the rates were derived and the stored quotes used (`legs`: code -> its
 * quote against the pivot, as an exact decimal string, the pivot's own being "1"). Every rate named
 * is `legs[quote] / legs[base]`: exact when the base is the pivot, otherwise rounded once, half-even,
 * to 12 significant digits.
 *
 * @param dataset - The dataset the rates come from.
 * @param index - The snapshot's index.
 * @param codes - The codes whose quotes were used, base first; each must be quoted in the snapshot.
 * @param derivation - How the rate or rates were derived.
 * @returns The receipt, frozen (and kept: the same object for the same snapshot and codes).
 * @example
 * receipt(ds, ds.snapshots.length - 1, ['EUR', 'JPY'], 'cross').legs // { EUR: '0.92', JPY: '150.1' }
 */
export function receipt(dataset: Dataset, index: number, codes: readonly CurrencyCode[], derivation: Derivation): Receipt {
  const receipts = cached(dataset, RECEIPTS, noReceipts);
  const key = `${index}|${derivation}|${codes.join(',')}`;
  let made = receipts.get(key);
  if (made === undefined) {
    made = makeReceipt(dataset, index, codes, derivation);
    if (receipts.size >= MAX_KEPT) receipts.delete(receipts.keys().next().value!);
    receipts.set(key, made);
  }
  return made;
}

// A receipt names each document, not the codes a multi-table row's sources list for the policies.
function providersOf(sources: readonly SnapshotSource[]): readonly SnapshotSource[] {
  if (!sources.some((s) => s.codes !== undefined)) return sources;
  return Object.freeze(sources.map(({ codes: _, ...rest }) => Object.freeze(rest)));
}

function makeReceipt(dataset: Dataset, index: number, codes: readonly CurrencyCode[], derivation: Derivation): Receipt {
  const snapshot = dataset.snapshots[index]!;
  const legs: Record<CurrencyCode, string> = {};
  for (const code of codes) legs[code] ??= toPlainString(snapshotRate(snapshot, dataset.columns.get(code)!)!);
  const dates = snapshot.dates;
  const legDates = dates && Object.fromEntries(Object.keys(legs).map((code) => [code, dates.get(dataset.columns.get(code)!) ?? snapshot.date]));
  const legVersions = snapshot.versions && legVersionsOf(snapshot, Object.keys(legs), dataset.columns);
  return Object.freeze({
    dataset: versionKey(datasetVersion(dataset)),
    snapshot: Object.freeze({
      date: snapshot.date,
      updated_at: snapshot.updatedAt,
      ...(snapshot.publishedAt === undefined ? {} : { published_at: snapshot.publishedAt }),
    }),
    providers: snapshot.sources ? providersOf(snapshot.sources) : NO_PROVIDERS,
    pivot: dataset.pivot,
    derivation,
    formula: derivation,
    legs: Object.freeze(legs),
    // Only where the snapshot carries values: every other receipt stays as it was.
    ...(legDates ? { leg_dates: Object.freeze(legDates) } : {}),
    ...(legVersions ? { leg_versions: legVersions } : {}),
  });
}

// Each amended leg's version: the one `used` names in a dataset as known at an instant, else the last.
function legVersionsOf(snapshot: Snapshot, codes: readonly string[], columns: ReadonlyMap<string, number>): Readonly<Record<string, LegVersion>> | undefined {
  const out: Record<string, LegVersion> = {};
  let any = false;
  for (const code of codes) {
    const column = columns.get(code)!;
    const list = snapshot.versions!.get(column);
    if (list === undefined) continue;
    const i = snapshot.used?.get(column) ?? list.length - 1;
    out[code] = Object.freeze({ published_at: list[i]!.publishedAt, version: i + 1, of: list.length });
    any = true;
  }
  return any ? Object.freeze(out) : undefined;
}

/**
 * A Rates response with its receipt added (`explain: true`). `legs` is compact: the base's quote
 * once, then each code of the map's own quote; the derivation is `pivot` when the base is the pivot
 * (every rate is then its stored quote) and `cross` otherwise (the pivot's own rate, when the map
 * holds it, is then the inverse `1 / legs[base]`, which the same rule gives).
 *
 * @param dataset - The dataset the rates come from.
 * @param index - The index of the snapshot that answered.
 * @param result - The Rates response.
 * @returns A new response with `source`.
 * @example
 * explainRates(ds, ds.snapshots.length - 1, rates(ds, { base: 'EUR' })).source.legs.EUR
 */
export function explainRates<V>(dataset: Dataset, index: number, result: RatesResult<V>): RatesResult<V> {
  const derivation = result.base === dataset.pivot ? 'pivot' : 'cross';
  return withSource(result, receipt(dataset, index, [result.base, ...Object.keys(result.rates)], derivation));
}

/**
 * A copy of an answer with `source` added last, whatever other fields it has. Copied key by key:
 * on Node 20 an object spread followed by a new key (`{ ...result, source }`) takes V8's slow
 * runtime path, about 7 µs, against 0.3 µs for this loop (measured; bench/explain.mjs).
 *
 * @example
 * withSource(convert(ds, { from: 'EUR', to: 'JPY' }), receipt(...)).source
 */
export function withSource<R extends object>(result: R, source: Receipt): R & { readonly source: Receipt } {
  const copy: Record<string, unknown> = {};
  for (const key in result) copy[key] = result[key];
  copy.source = source;
  return copy as R & { readonly source: Receipt };
}
