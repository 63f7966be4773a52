import { importEcbCsv } from './ecbCsv.js';
import { rethrowIn } from '../../importers/invalidFeed.js';
import { readZipEntry, type ReadZipEntryOptions } from '../../importers/readers/readZipEntry.js';
import type { ImportOptions, ImportResult } from '../../importers/types.js';
import { hexSha256 } from '../../importers/banks/documentHashes.js';
import { withFeedSources } from '../../importers/banks/provenanceSources.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** Options of `importEcbZip`. */
export interface EcbZipOptions extends ImportOptions, ReadZipEntryOptions {}

/**
 * Imports `eurofxref-hist.zip`, the archive in which the ECB distributes its historical rates CSV:
 * reads the archive's one `.csv` entry (inflated by the platform's `DecompressionStream`, at most
 * `maxUncompressedBytes`, CRC-checked) and imports it as `importEcbCsv` does. Each row's source names
 * the SHA-256 of the archive, the document as fetched, not of the CSV inside.
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
    const zip = hexSha256(bytes);
    return withFeedSources(importEcbCsv(entry.bytes, options), 'ecb', () => zip);
  } catch (error) {
    rethrowIn(error, entry.name);
  }
}
