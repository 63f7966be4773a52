import type { ImportResult } from '../types.js';

/**
 * Names the ECB as the source of every row of an ECB import (`sources: [{ name: 'ecb' }]`), as the
 * bank importers name theirs: receipts then say where a rate comes from, and a rate policy that
 * names the ECB (`eu-vat`) finds its rows in a dataset combined from several sources.
 *
 * @param result - An ECB importer's result.
 * @returns The result, each row naming the ECB.
 * @example
 * ecbSources(result).dataset.snapshots[0].sources // [{ name: 'ecb' }]
 */
export function ecbSources(result: ImportResult): ImportResult {
  const snapshots = result.dataset.snapshots.map((row) => (row.sources ? row : { ...row, sources: [{ name: 'ecb' }] }));
  return { ...result, dataset: { ...result.dataset, snapshots } };
}
