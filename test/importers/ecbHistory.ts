import { importEcbZip, type ImportResult } from '../../src/importers/index.js';
import { loadDataset, type Dataset } from '../../src/index.js';
import { catalog } from './catalog.js';
import { ecbZip } from './ecbFiles.js';

/**
 * The ECB's history (`eurofxref-hist.zip`) imported with the tests' catalog, once a worker: the
 * files that only read it share one import and one loaded Dataset (`isolate: false` shares this
 * module between the files a worker runs), where each imported and loaded its own at 0.4 to 0.8 s
 * of CPU (docs/development.md, "The suite's time"). The import is frozen all through, so a test that
 * changed it would throw rather than change what the next file reads; a test of the importer itself
 * (its options, its limits) calls importEcbZip.
 */
let imported: Promise<ImportResult> | undefined;
let loaded: Promise<Dataset> | undefined;

/** `importEcbZip(ecbZip(), { metadata: catalog })`, frozen, shared by the files of a worker. */
export function ecbImport(): Promise<ImportResult> {
  imported ??= importEcbZip(ecbZip(), { metadata: catalog }).then(deepFreeze);
  return imported;
}

/** `loadDataset` of ecbImport()'s dataset, shared by the files of a worker (its caches warm). */
export function ecbDataset(): Promise<Dataset> {
  loaded ??= ecbImport().then((result) => loadDataset(result.dataset));
  return loaded;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  return Object.freeze(value);
}
