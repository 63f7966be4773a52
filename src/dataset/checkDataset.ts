import { fail } from '../errors.js';
import type { Dataset } from '../types.js';

// A mark only loadDataset sets (non-enumerable, so a copy of a dataset does not carry it): the
// operations trust only validated datasets, so a lookalike object (or nothing at all) is a clear
// error instead of a TypeError deep inside. A property read, because this runs on every call. A
// registered symbol, so the ESM and CJS builds of the package accept each other's datasets.
const LOADED = Symbol.for('ratebook.loaded');

/** Marks a dataset as validated; only loadDataset calls this. */
export function registerDataset(dataset: Dataset): Dataset {
  Object.defineProperty(dataset, LOADED, { value: true });
  return dataset;
}

/**
 * Throws `invalid_dataset` unless `value` came from loadDataset.
 *
 * @example
 * checkDataset(defaultDataset) // passes; checkDataset({}) throws
 */
export function checkDataset(value: unknown): asserts value is Dataset {
  if (typeof value !== 'object' || value === null || (value as { [LOADED]?: true })[LOADED] !== true) {
    fail('invalid_dataset', 'The first argument must be a dataset returned by loadDataset (or defaultDataset from ratebook/data).', 'dataset');
  }
}
