import { datasetVersion, versionKey } from '../dataset/version.js';
import { snapshotRate } from '../dataset/snapshotRate.js';
import { toPlainString } from '../decimal.js';
import type { CurrencyCode, Dataset, Derivation, Receipt, RatesResult } from '../types.js';

const NO_PROVIDERS: readonly never[] = Object.freeze([]);

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
 * @returns The receipt, frozen.
 * @example
 * receipt(ds, ds.snapshots.length - 1, ['EUR', 'JPY'], 'cross').legs // { EUR: '0.92', JPY: '150.1' }
 */
export function receipt(dataset: Dataset, index: number, codes: readonly CurrencyCode[], derivation: Derivation): Receipt {
  const snapshot = dataset.snapshots[index]!;
  const legs: Record<CurrencyCode, string> = {};
  for (const code of codes) legs[code] ??= toPlainString(snapshotRate(snapshot, dataset.columns.get(code)!)!);
  return Object.freeze({
    dataset: versionKey(datasetVersion(dataset)),
    snapshot: Object.freeze({ date: snapshot.date, updated_at: snapshot.updatedAt }),
    providers: snapshot.sources ?? NO_PROVIDERS,
    pivot: dataset.pivot,
    derivation,
    legs: Object.freeze(legs),
  });
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
  return { ...result, source: receipt(dataset, index, [result.base, ...Object.keys(result.rates)], derivation) };
}
