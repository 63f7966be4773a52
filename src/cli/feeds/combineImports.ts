import { combineDatasets } from '../../importers/merging/combineDatasets.js';
import { sortWarnings } from '../../importers/merging/finishImport.js';
import type { ImportOptions, ImportResult } from '../../importers/types.js';

/**
 * Joins the results of importing several files of one format into one dataset: the series checks
 * (jumps, codes that disappear) run again on the whole, so each file keeps only its reading warnings.
 *
 * @param results - One import result a file, at least one.
 * @param options - The import options (metadata, factors).
 * @returns The one result, or the combined dataset and warnings.
 * @example
 * combineImports([importEcbCsv(a, options), importEcbXml(b, options)], options)
 */
export function combineImports(results: readonly ImportResult[], options: ImportOptions): ImportResult {
  if (results.length === 1) return results[0]!;
  const combined = combineDatasets(
    results.map((r) => r.dataset),
    options,
  );
  const reading = results.flatMap((r) => r.warnings.filter((w) => w.kind !== 'jump' && w.kind !== 'code_disappears'));
  return { dataset: combined.dataset, warnings: sortWarnings([...reading, ...combined.warnings]) };
}
