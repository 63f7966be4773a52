import { TARGET } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { unsourced } from '../../importers/banks/provenanceSources.js';
import { importEcbXml } from './ecbXml.js';

// The ECB's readers sit beside this file: ecbXml.ts (the daily and 90-day XML, what the live source
// reads), ecbCsv.ts and ecbZip.ts (the history the ECB distributes as a zipped CSV).

/**
 * The ECB as its live source reads it: the daily reference rates `eurofxref-daily.xml` on TARGET
 * business days, currencies ISO 4217 has withdrawn left out (a live series is about today).
 */
export const ecbFeed: FeedDescriptor = {
  name: 'ecb',
  calendar: TARGET,
  url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
  read: (body, metadata) => unsourced(importEcbXml(body, { metadata, legacyCurrencies: 'drop' })),
  importer: importEcbXml,
};
