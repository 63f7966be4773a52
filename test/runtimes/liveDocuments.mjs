/**
 * The recorded central-bank documents the live conformance serves (paths under
 * test/fixtures/central-banks/, read at run time and handed to the runtime), and how each runtime
 * entry reads them. No imports: the workerd driver reads it in Node.
 */
export const LIVE_DOCUMENTS = [
  'nbp/nbp-1.json',
  'cnb/cnb-1.json',
  'boc/boc-1.json',
  'nb/nb-1.csv',
  'rba/rba-1.csv',
  'boe/boe-1.csv',
  'boi/boi-1.csv',
  'rb/rb-1.json',
  'nbu/nbu-1.json',
  'bnr/bnr-1.xml',
  'cbr/cbr-1.xml',
  // The CBR's dynamics of its 54 currencies over 2026-03-01..05: the dataset the daily table extends.
  ...Array.from({ length: 54 }, (_, i) => `cbr/cbr-${i + 2}.xml`),
  'tcmb/tcmb-1.json',
  'fred/fred-20.json',
];

/** The folder of the recorded documents, from a file two levels under test/runtimes/ (an entry). */
export const documentsUrl = (entryUrl) => new URL('../../fixtures/central-banks/', entryUrl);

/**
 * Reads every document with the runtime's own file API.
 *
 * @param read - `(url) => Promise<Uint8Array>`.
 * @param entryUrl - The entry's `import.meta.url`.
 * @returns `{ [path]: bytes }`.
 */
export async function readLiveDocuments(read, entryUrl) {
  const base = documentsUrl(entryUrl);
  return Object.fromEntries(await Promise.all(LIVE_DOCUMENTS.map(async (path) => [path, await read(new URL(path, base))])));
}
