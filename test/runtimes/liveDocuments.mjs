/**
 * The recorded central-bank documents the live conformance serves (paths under
 * test/fixtures/central-banks/, read at run time and handed to the runtime), and how each runtime
 * entry reads them. It imports only the generated rounds (no imports either): the workerd driver reads it in Node.
 */
import { FEED_ROUNDS } from './feeds.generated.mjs';

const files = (folder, n, ext, from = 1) => Array.from({ length: n - from + 1 }, (_, i) => `${folder}/${folder}-${i + from}.${ext}`);

/** The second wave's documents (secondWave.mjs): each round's, and those its dataset before is imported from. */
export const SECOND_WAVE_DOCUMENTS = [
  ...files('bdi', 3, 'csv'),
  'mnb/mnb-1.xml',
  ...files('imf', 2, 'tsv'),
  'dnb/dnb-1.csv',
  ...files('sbi', 2, 'xml'),
  'hnb/hnb-1.json',
  ...files('nbg', 2, 'json'),
  'nbm/nbm-1.xml',
  'nbm/nbm-3.xml',
  'nbrm/nbrm-1.json',
  ...files('cba', 2, 'xml'),
  ...files('nbrb', 32, 'json'),
  'bbk/bbk-1.csv',
  'bdp/bdp-1.json',
  'boj/boj-1.json',
  'hkma/hkma-1.json',
  'mas/mas-1.csv',
  'bot/bot-1.json',
  ...files('bnm', 28, 'json'),
  'fbil/fbil-1.json',
  'nrb/nrb-1.json',
  'amcm/amcm-1.json',
  'mma/mma-1.json',
  'cbc/cbc-1.json',
  'cbm/cbm-1.json',
  'bom/bom-1.json',
  ...files('nbk', 3, 'xml'),
  ...files('nbt', 3, 'xml'),
  ...files('cbu', 3, 'json'),
  'nbkr_live/nbkr_live-1.xml',
  'banxico/banxico-1.json',
  'bcb/bcb-10.json',
  ...files('bcra', 2, 'json'),
  'banrep/banrep-1.json',
  'bcch/bcch-1.json',
  'bccr/bccr-2.json',
  'boja/boja-1.json',
  'bcu/bcu-1.xml',
  'banguat/banguat-1.xml',
  'bcn/bcn-1.xml',
  'bcc/bcc-13.json',
  'sarb/sarb-1.json',
  'cbn/cbn-1.json',
  'cbk/cbk-1.json',
  ...files('bam', 3, 'json'),
  ...files('nbe', 3, 'json'),
  'bob/bob-1.csv',
  'bnrrw/bnrrw-1.json',
  'bna/bna-3.json',
  ...FEED_ROUNDS.map((round) => round.served),
];

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
  ...SECOND_WAVE_DOCUMENTS,
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
