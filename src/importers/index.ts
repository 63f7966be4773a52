/*
 * Entry `ratebook/importers`. Layout, by kind:
 *   readers/  document readers: zip (inflate, crc32), XML, JSON (duplicate keys, error offsets), CSV,
 *             windows-1251, text decoding, capped reads, feed times;
 *   banks/    what the bank feeds share: types (Provenance, BankImportResult), nominal arithmetic,
 *             quote days, request windows, provenance;
 *   merging/  finishing, combining and merging datasets, the catalog of names.
 * Each feed is a folder, src/feeds/<id>/ (its descriptor, importer, calendar, feed.json, tests);
 * the list generated from the folders (npm run feeds:list) gives `importFeed` and `feeds` their
 * ids, so a new bank is its folder alone and no per-bank name is public. Calendars (BankCalendar,
 * TARGET, zoned times) are src/calendar/'s. Nothing here imports src/live (live reuses the
 * importers, not the reverse).
 */
// The ECB's history in its other formats (importFeed('ecb', ...) reads the daily XML).
export { importEcbCsv } from '../feeds/ecb/ecbCsv.js';
export { importEcbZip, type EcbZipOptions } from '../feeds/ecb/ecbZip.js';
export { mergeDatasets, type MergeDatasetsOptions } from './merging/mergeDatasets.js';
export { combineDatasets } from './merging/combineDatasets.js';
export type { ReadZipEntryOptions, ZipEntry } from './readers/readZipEntry.js';
export { KNOWN_COINS, type CoinInfo } from './merging/knownCoins.js';
export { LEGACY_CURRENCIES, type LegacyCurrency } from './merging/legacyCurrencies.js';
export type { JsonFeedInput, NamedFeed } from './readers/readJsonDocuments.js';
export type { ImportOptions, ImportResult, ImportWarning, ImportWarningKind, MetadataCatalog } from './types.js';
export type { DatasetFile } from '../dataset/schema.js';
// RatebookError is the core's (`import { RatebookError } from 'ratebook'`): one class, one export.
export type { ErrorCode } from '../errors.js';
export type { BankInput } from './readers/bankInputs.js';
export type { QuoteDirection } from './banks/nominalRate.js';
export type { BankImportResult, BidAsk, Provenance } from './banks/types.js';
export type { BankCalendar } from '../calendar/index.js';
export { importFeed, type FeedDocuments, type FeedImportOptions } from '../feeds/importFeed.js';
// Every feed's descriptor by id (name, calendar, URL, key, importer): `feeds.nbp.calendar`.
export { FEED_DESCRIPTORS as feeds } from '../feeds/descriptors.generated.js';
export type { FeedId } from '../feeds/list.generated.js';
export type { FeedDescriptor } from './feedDescriptor.js';
