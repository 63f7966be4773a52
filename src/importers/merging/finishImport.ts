import type { DatasetFile } from '../../dataset/schema.js';
import { buildDatasetFile } from './buildDatasetFile.js';
import { checkImported } from './checkImported.js';
import { closeImport } from '../banks/documentHashes.js';
import { invalidFeed } from '../invalidFeed.js';
import type { Feed } from '../feed.js';
import { refuseKeptSuspects, type Suspect } from '../readers/readRateObject.js';
import { resolveCatalog } from './resolveCatalog.js';
import { scanSeries } from './scanSeries.js';
import type { ImportOptions, ImportResult, ImportWarning } from '../types.js';
import type { WarningList } from '../warningList.js';

/**
 * The common end of every importer: metadata for the feed's codes, the dataset file, the series
 * checks, the refusal of a non-positive rate among the codes kept (`suspects`), the loader's own
 * validation (so nothing it refuses comes out), and the warnings in date order. The documents
 * `refuseOversize` recorded for `options` pass to the result, for `withSources`' digests.
 *
 * @example
 * return finishImport(feed, options, warnings);
 */
export function finishImport(feed: Feed, options: ImportOptions, warnings: WarningList, suspects: readonly Suspect[] = []): ImportResult {
  const dataset = buildDatasetFile(feed, resolveCatalog(feed, options, warnings), warnings);
  // A feed with nothing usable left is an error here, not an empty dataset that fails to load later.
  if (dataset.snapshots.length === 0) invalidFeed('', 'no snapshot quotes any currency the metadata catalog knows');
  scanSeries(dataset, options, warnings);
  refuseKeptSuspects(dataset, suspects);
  const result = importResult(dataset, warnings);
  closeImport(options, result);
  return result;
}

/**
 * The result every importer returns, `finishImport`, `combineDatasets` and `mergeDatasets` alike:
 * the dataset file once the loader accepts it (`checkImported`) and the warnings in date order.
 *
 * @param dataset - The dataset file built.
 * @param warnings - The warnings gathered while building it.
 * @returns The import result.
 * @example
 * return importResult(dataset, warnings);
 */
export function importResult(dataset: DatasetFile, warnings: WarningList): ImportResult {
  return { dataset: checkImported(dataset), warnings: sortWarnings(warnings.items) };
}

/** Warnings by date (undated first), keeping each check's order within a date; the cut-off note last. */
export function sortWarnings(items: readonly ImportWarning[]): ImportWarning[] {
  const body = items.filter((w) => w.kind !== 'too_many_warnings');
  const tail = items.filter((w) => w.kind === 'too_many_warnings');
  return [...body.sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? -1 : (a.date ?? '') > (b.date ?? '') ? 1 : 0)), ...tail];
}
