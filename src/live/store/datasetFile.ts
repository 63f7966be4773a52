import { toPlainString } from '../../decimal/index.js';
import { DATASET_FORMAT, type DatasetFile } from '../../dataset/schema.js';
import type { Dataset, Snapshot } from '../../types.js';

/**
 * One snapshot's rates as a dataset file writes them: a number where the double is the exact rate,
 * the exact decimal string where the file had more digits than a double holds, null where unquoted;
 * the snapshot's `sources`, its figures as published (`published`, `buying`, `selling`), carried
 * `dates` (by code), its `published_at` and the `versions` of amended values, when it has them.
 *
 * @param snapshot - A snapshot of a loaded dataset.
 * @param codes - The dataset's codes (the columns' names).
 * @returns Its row, as `datasetFile` writes it.
 * @example
 * snapshotRow(ds.snapshots[0], ds.codes).rates[0] // 3.6725
 */
export function snapshotRow(snapshot: Snapshot, codes: readonly string[]): DatasetFile['snapshots'][number] {
  const rates: (number | string | null)[] = [];
  snapshot.values.forEach((value, column) => {
    const exact = snapshot.exact.get(column);
    rates.push(exact ? toPlainString(exact) : Number.isNaN(value) ? null : value);
  });
  const dates = snapshot.dates && Object.fromEntries([...snapshot.dates].map(([column, date]) => [codes[column]!, date]));
  const versions =
    snapshot.versions &&
    Object.fromEntries(
      [...snapshot.versions].map(([column, list]) => [
        codes[column]!,
        list.map((v) => [v.publishedAt, v.exact ? toPlainString(v.exact) : v.value, ...(v.figure === undefined ? [] : [v.figure])]),
      ]),
    );
  return {
    date: snapshot.date,
    updated_at: snapshot.updatedAt,
    rates,
    ...(snapshot.sources ? { sources: snapshot.sources.map((s) => ({ ...s })) } : {}),
    ...(snapshot.published ? { published: { ...snapshot.published } } : {}),
    ...(snapshot.buying ? { buying: { ...snapshot.buying } } : {}),
    ...(snapshot.selling ? { selling: { ...snapshot.selling } } : {}),
    ...(dates ? { dates } : {}),
    ...(snapshot.publishedAt === undefined ? {} : { published_at: snapshot.publishedAt }),
    ...(versions ? { versions } : {}),
  };
}

/**
 * Writes a loaded dataset back as a dataset file, losslessly: `loadDataset(datasetFile(ds))` holds
 * the same codes, metadata and exact rates. Live rounds extend this file and stores keep it.
 *
 * @param dataset - A loaded dataset.
 * @returns Its dataset file.
 * @example
 * JSON.stringify(datasetFile(defaultDataset))
 */
export function datasetFile(dataset: Dataset): DatasetFile {
  return {
    format: DATASET_FORMAT,
    pivot: dataset.pivot,
    fiat: [...dataset.fiat],
    crypto: [...dataset.crypto],
    fiatMeta: dataset.fiatMeta as DatasetFile['fiatMeta'],
    cryptoMeta: dataset.cryptoMeta as DatasetFile['cryptoMeta'],
    locales: dataset.locales as DatasetFile['locales'],
    snapshots: dataset.snapshots.map((snapshot) => snapshotRow(snapshot, dataset.codes)),
  };
}
