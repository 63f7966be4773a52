import { FEEDS } from './feeds.js';

// Apart from importCommand, so the parser and help know the formats without loading every importer
// (the registry loads its importers only when one runs).
/** The formats of `ratebook import`: the feeds' own, then each bank's name (the registry `FEEDS`). */
export const IMPORT_FORMATS: readonly string[] = [
  'ecb-xml',
  'ecb-csv',
  'oxr',
  'fawazahmed0',
  'coingecko',
  ...FEEDS.filter((feed) => feed.import).map((feed) => feed.name),
];
