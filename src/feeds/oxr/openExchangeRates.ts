import { quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { combineSnapshots } from '../../importers/merging/combineSnapshots.js';
import type { FeedSnapshot } from '../../importers/feed.js';
import { checkTimeOption, unixSeconds } from '../../importers/readers/feedTime.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readRateObject, type Suspect } from '../../importers/readers/readRateObject.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions, ImportResult } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { ASSET_CODE, FIAT_CODE } from '../../dataset/codeSyntax.js';
import { HOURLY } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { keptDigests } from '../../importers/banks/documentHashes.js';
import { unsourced, withFeedSources } from '../../importers/banks/provenanceSources.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** Options of `importOxr`. */
export interface OxrOptions extends ImportOptions {
  /** The quote date of a single document (a `historical/YYYY-MM-DD.json`); default the UTC date of its timestamp. */
  readonly date?: string;
}

/**
 * Imports Open Exchange Rates documents (`latest.json`, `historical/YYYY-MM-DD.json`:
 * `{ timestamp, base, rates }`) as one series: each document is a snapshot dated the UTC day of
 * its timestamp (or `options.date`), with `updated_at` the timestamp. All must share one base,
 * which becomes the pivot. Codes the catalog does not know (metals, XDR, CNH) are left out with a
 * warning unless `allowMinimalMetadata`, which keeps three-letter ones as fiat.
 *
 * @param inputs - One document or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, quote date of a single document, warning thresholds.
 * @returns The dataset file (pivot: the documents' base) and the warnings.
 * @example
 * const { dataset } = importOxr(await (await fetch(OXR_LATEST_URL)).json(), { metadata: defaultDataset });
 */
export function importOxr(inputs: JsonFeedInput | readonly JsonFeedInput[], options: OxrOptions = {}): ImportResult {
  refuseOversize(inputs, options);
  const warnings = warningList(options.maxWarnings);
  const documents = readJsonDocuments(inputs);
  const date = checkTimeOption(options.date, 'date', documents.length > 1);
  let pivot: CurrencyCode | undefined;
  const suspects: Suspect[] = [];
  const snapshots = documents.map(({ value, where }): FeedSnapshot => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) invalidFeed(where, 'expected an object { timestamp, base, rates }');
    const doc = value as Record<string, unknown>;
    const updatedAt = unixSeconds(doc.timestamp, inside(where, 'timestamp'));
    const base = doc.base;
    if (typeof base !== 'string' || !FIAT_CODE.test(base)) invalidFeed(inside(where, 'base'), `expected a currency code, got ${quote(base)}`);
    if (pivot !== undefined && base !== pivot) invalidFeed(inside(where, 'base'), `${base} differs from the base ${pivot} of the first document`);
    pivot = base;
    const snapshotDate = date ?? updatedAt.slice(0, 10);
    const rates = readRateObject(doc.rates, inside(where, 'rates'), {
      code: (key) => (ASSET_CODE.test(key) ? key : undefined),
      pivot: base,
      onBadKey: (key) => warnings.add('unknown_code', snapshotDate, key, `${quote(key)} is not a currency code; left out`),
      suspects,
    });
    return { date: snapshotDate, updatedAt, rates };
  });
  const kept = combineSnapshots(snapshots, warnings);
  const result = finishImport({ pivot: pivot!, snapshots: kept, defaultMarket: 'fiat' }, options, warnings, suspects);
  return withFeedSources(result, 'openexchangerates', keptDigests(inputs, snapshots, kept));
}

/**
 * Open Exchange Rates as its live source reads it: `latest.json`, hourly, the user's App ID as the
 * `app_id` query parameter of every URL.
 */
export const openExchangeRatesFeed: FeedDescriptor = {
  name: 'openexchangerates',
  calendar: HOURLY,
  url: 'https://openexchangerates.org/api/latest.json',
  key: { what: 'Open Exchange Rates App ID', option: 'appId', query: 'app_id' },
  read: (body, metadata) => unsourced(importOxr({ name: 'latest.json', bytes: body }, { metadata })),
  importer: importOxr,
};
