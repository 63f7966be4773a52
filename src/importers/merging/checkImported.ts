import type { DatasetFile } from '../../dataset/schema.js';
import { loadDataset } from '../../dataset/loadDataset.js';
import { RatebookError } from '../../errors.js';
import { invalidFeed } from '../invalidFeed.js';

const RATE_PATH = /^snapshots\[(\d+)\]\.rates\.([^:]+): /;

/**
 * Validates an importer's result with `loadDataset`, so no importer returns a dataset that the
 * loader refuses (a price so extreme that its rate, or a cross rate derived from it, cannot be
 * represented); a refusal is an `invalid_feed` error led by the date and code of the bad rate.
 *
 * @param dataset - The dataset file an importer built.
 * @returns The same file, once the loader accepts it.
 * @example
 * return { dataset: checkImported(dataset), warnings };
 */
export function checkImported(dataset: DatasetFile): DatasetFile {
  try {
    loadDataset(dataset);
  } catch (error) {
    if (!(error instanceof RatebookError)) throw error;
    // The loader names the file's path (snapshots[12].rates.JPY); a feed's reader knows the date.
    const rate = RATE_PATH.exec(error.message);
    const date = rate ? dataset.snapshots[Number(rate[1])]?.date : undefined;
    if (rate && date) invalidFeed(`${date}, ${rate[2]}`, `the rate does not load: ${error.message.slice(rate[0].length)}`, error);
    invalidFeed('', `the imported dataset does not load: ${error.message}`, error);
  }
  return dataset;
}
