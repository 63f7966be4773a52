import { cacheSlot, peekCached, setCached } from '../../dataset/datasetIndex.js';
import type { Dataset } from '../../types.js';
import { datasetFile, snapshotRow } from './datasetFile.js';

/** A dataset's text in three parts: up to `"snapshots":[`, the rows but the newest (joined by commas), the newest row. */
interface TextParts {
  readonly head: string;
  readonly body: string;
  readonly last: string;
}

// The parts of every dataset whose text was asked for, so the next round's text reuses them.
const PARTS = cacheSlot<TextParts>('dataset text');

function partsOf(dataset: Dataset, base: Dataset | undefined): TextParts {
  const known = peekCached(dataset, PARTS);
  if (known) return known;
  // The base's parts are built once (the first round after a start or an adoption), then reused.
  const from = base && sameHead(dataset, base) ? partsOf(base, undefined) : undefined;
  const n = dataset.snapshots.length;
  const m = base?.snapshots.length ?? 0;
  const newest = () => JSON.stringify(snapshotRow(dataset.snapshots[n - 1]!, dataset.codes));
  let built: TextParts;
  if (from && base && n === m + 1 && dataset.snapshots[n - 2] === base.snapshots[m - 1]) {
    // One row appended: base's newest row joins the body.
    built = { head: from.head, body: from.body === '' ? from.last : `${from.body},${from.last}`, last: newest() };
  } else if (from && base && n === m && (n === 1 || dataset.snapshots[n - 2] === base.snapshots[m - 2])) {
    // The newest row put in place.
    built = { head: from.head, body: from.body, last: newest() };
  } else {
    const file = datasetFile(dataset);
    const rows = file.snapshots.map((row) => JSON.stringify(row));
    const empty = JSON.stringify({ ...file, snapshots: [] });
    built = { head: empty.slice(0, -2), body: rows.slice(0, -1).join(','), last: rows[rows.length - 1]! };
  }
  setCached(dataset, PARTS, built);
  return built;
}

// Datasets made by `extendDataset` share their catalogue's objects with the dataset they extend.
function sameHead(a: Dataset, b: Dataset): boolean {
  return (
    a.pivot === b.pivot && a.fiat === b.fiat && a.crypto === b.crypto && a.fiatMeta === b.fiatMeta && a.cryptoMeta === b.cryptoMeta && a.locales === b.locales
  );
}

/**
 * The dataset file text of a dataset, `JSON.stringify(datasetFile(dataset))` byte for byte, built
 * from the text of `base` when `dataset` extends it by one row or puts its newest row in place (as
 * `extendDataset` does): only the new row is serialised, so a live round's store text costs the same
 * whatever the history's length. The whole file is serialised once per dataset not made that way
 * (the base of a first round, a dataset adopted from a store).
 *
 * @param dataset - A loaded dataset.
 * @param base - The dataset it extends, whose text was asked for before (optional).
 * @returns The dataset file as JSON text.
 * @example
 * const text = datasetText(extendDataset(current, row), current);
 */
export function datasetText(dataset: Dataset, base?: Dataset): string {
  const { head, body, last } = partsOf(dataset, base);
  return `${head}${body}${body === '' ? '' : ','}${last}]}`;
}
