import type { Dataset } from '../types.js';
import { buildDataset } from './buildDataset.js';
import { invalidDataset } from './invalidDataset.js';
import { isObject, parseDatasetText } from './loadDataset.js';
import { DATASET_FORMAT, type DatasetFile } from './schema.js';

function isSnapshot(value: unknown): boolean {
  return isObject(value) && typeof value.date === 'string' && typeof value.updated_at === 'string' && Array.isArray(value.rates);
}

/**
 * Loads the dataset embedded by the build, which validated it with `loadDataset` and refuses to
 * build otherwise (tsup.config.ts). At run time the text gets a structural check, not the full
 * validation again: run by cold code, that was most of ratebook's start-up time.
 * User data never comes here: `loadDataset` stays strict.
 *
 * @param text - The embedded `ratebook-dataset@1` text.
 * @returns The dataset.
 * @example
 * export const defaultDataset = loadEmbeddedDataset(datasetText);
 */
export function loadEmbeddedDataset(text: string): Dataset {
  const file = parseDatasetText(text);
  const shaped =
    isObject(file) &&
    file.format === DATASET_FORMAT &&
    typeof file.pivot === 'string' &&
    Array.isArray(file.fiat) &&
    Array.isArray(file.crypto) &&
    isObject(file.fiatMeta) &&
    isObject(file.cryptoMeta) &&
    isObject(file.locales) &&
    Array.isArray(file.snapshots) &&
    file.snapshots.length > 0 &&
    file.snapshots.every(isSnapshot);
  if (!shaped) invalidDataset('embedded dataset', `not a ${DATASET_FORMAT} file`);
  return buildDataset(file as DatasetFile, true);
}
