import { fail } from '../errors.js';
import type { Dataset } from '../types.js';

// Every dataset loadDataset returned; the operations trust only these, so a plain object that
// looks like one (or nothing at all) is a clear error instead of a TypeError deep inside.
const loaded = new WeakSet<object>();

/** Marks a dataset as validated; only loadDataset calls this. */
export function registerDataset(dataset: Dataset): Dataset {
  loaded.add(dataset);
  return dataset;
}

/**
 * Throws `invalid_dataset` unless `value` came from loadDataset.
 *
 * @example
 * checkDataset(defaultDataset) // passes; checkDataset({}) throws
 */
export function checkDataset(value: unknown): asserts value is Dataset {
  if (typeof value !== 'object' || value === null || !loaded.has(value)) {
    fail('invalid_dataset', 'The first argument must be a dataset returned by loadDataset (or defaultDataset from ratebook/data).', 'dataset');
  }
}
