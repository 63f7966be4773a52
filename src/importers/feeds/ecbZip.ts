import { importEcbCsv } from './ecbCsv.js';
import { rethrowIn } from '../invalidFeed.js';
import { readZipEntry, type ReadZipEntryOptions } from '../readers/readZipEntry.js';
import type { ImportOptions, ImportResult } from '../types.js';
import { refuseOversize } from '../readers/refuseOversize.js';

/** Options of `importEcbZip`. */
export interface EcbZipOptions extends ImportOptions, ReadZipEntryOptions {}

/**
 * Imports `eurofxref-hist.zip`, the archive in which the ECB distributes its historical rates CSV:
 * reads the archive's one `.csv` entry (inflated by the platform's `DecompressionStream`, at most
 * `maxUncompressedBytes`, CRC-checked) and imports it as `importEcbCsv` does.
 *
 * @param bytes - The zip archive.
 * @param options - Those of `importEcbCsv`, plus `maxUncompressedBytes` (default 64 MiB).
 * @returns The dataset file (pivot EUR) and the warnings.
 * @example
 * const { dataset } = await importEcbZip(new Uint8Array(await (await fetch(ECB_HIST_ZIP_URL)).arrayBuffer()), { metadata: defaultDataset });
 */
export async function importEcbZip(bytes: Uint8Array, options: EcbZipOptions = {}): Promise<ImportResult> {
  refuseOversize(bytes, options);
  const entry = await readZipEntry(bytes, (name) => /\.csv$/i.test(name) && !name.startsWith('__MACOSX/'), options);
  try {
    return importEcbCsv(entry.bytes, options);
  } catch (error) {
    rethrowIn(error, entry.name);
  }
}
