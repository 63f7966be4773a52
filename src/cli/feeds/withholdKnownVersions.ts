import type { ImportResult, ImportWarning } from '../../importers/types.js';
import { sortWarnings } from '../../importers/merging/finishImport.js';

/**
 * Takes out of an imported dataset the published versions the curation knows to be wrong (its
 * known-bad entries with a `version`, such as HMRC's April 2019 BRL 439943), each reported as a
 * `withheld` warning with its reason: `ratebook import` runs no other curation (a dataset file is
 * the upstream's record; `curate` and the data build judge it), but a version the publisher itself
 * corrected would be served by `--as-of` before the correction, so it never reaches the file. A
 * dataset without versions is returned as it is, and the curation is loaded only for one with them.
 *
 * @param result - What an importer returned.
 * @returns The same, less the known-bad versions, with their warnings.
 * @example
 * const { dataset, warnings } = await withholdKnownVersions(importHmrc([publicFile, hmrcCopy]));
 */
export async function withholdKnownVersions(result: ImportResult): Promise<ImportResult> {
  if (!result.dataset.snapshots.some((row) => row.versions !== undefined)) return result;
  const [{ withholdVersions }, { defaultRules }, { loadDataset }] = await Promise.all([
    import('../../curation/rules/withholdVersions.js'),
    import('../../curation/defaultRules.js'),
    import('../../dataset/loadDataset.js'),
  ]);
  const history = loadDataset(result.dataset);
  const warnings: ImportWarning[] = [...result.warnings];
  const snapshots = result.dataset.snapshots.map((row) => {
    if (row.versions === undefined) return row;
    const kept = withholdVersions(history, row, defaultRules);
    for (const w of kept.withheld)
      warnings.push({ kind: 'withheld', date: w.date, code: w.code, message: `${w.code} ${w.value} withheld on ${w.date}: ${w.reason}` });
    const { versions: _, ...rest } = row;
    return { ...rest, rates: kept.rates, ...(kept.versions ? { versions: kept.versions } : {}) };
  });
  return { ...result, dataset: { ...result.dataset, snapshots }, warnings: sortWarnings(warnings) };
}
