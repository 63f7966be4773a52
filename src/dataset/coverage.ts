import type { Dataset } from '../types.js';

/**
 * The dates a dataset covers, for the messages of `date_out_of_range`, so a caller learns at once
 * which dates would have worked.
 *
 * @example
 * coverage(ds) // "the data covers 2024-03-02 to 2026-09-29"
 */
export function coverage(dataset: Dataset): string {
  const { snapshots } = dataset;
  return `the data covers ${snapshots[0]!.date} to ${snapshots[snapshots.length - 1]!.date}`;
}
