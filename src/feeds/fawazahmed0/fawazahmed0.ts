import { fail, quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { CurrencyCode } from '../../types.js';
import { combineSnapshots } from '../../importers/merging/combineSnapshots.js';
import type { FeedSnapshot } from '../../importers/feed.js';
import { checkTimeOption } from '../../importers/readers/feedTime.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readRateObject, type Suspect } from '../../importers/readers/readRateObject.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions, ImportResult } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { DAILY } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { keptDigests } from '../../importers/banks/documentHashes.js';
import { unsourced, withFeedSources } from '../../importers/banks/provenanceSources.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** Options of `importFawazahmed0`. */
export interface Fawazahmed0Options extends ImportOptions {
  /** The capture time of a single document; default midnight UTC of its date (the feed carries no time). */
  readonly updatedAt?: string;
}

const LOWER_CODE = /^[a-z0-9]{2,12}$/;

/**
 * Imports fawazahmed0 exchange-api documents (`currencies/{code}.json`:
 * `{ "date": "YYYY-MM-DD", "{code}": { "eur": 0.9, ... } }`) as one series against `{code}`, the
 * pivot, upper-cased. The feed mixes fiat and crypto under lower-case codes, so each code's market
 * is the catalog's (or the ECB legacy and built-in coin tables'); a code none of them knows is left
 * out with a warning, even with `allowMinimalMetadata`, as its market cannot be told.
 *
 * @param inputs - One document or several, all against the same code.
 * @param options - Metadata catalog, capture time of a single document, warning thresholds.
 * @returns The dataset file and the warnings.
 * @example
 * const { dataset } = importFawazahmed0(await (await fetch(`${API}/currencies/eur.json`)).json(), { metadata: defaultDataset });
 */
export function importFawazahmed0(inputs: JsonFeedInput | readonly JsonFeedInput[], options: Fawazahmed0Options = {}): ImportResult {
  refuseOversize(inputs, options);
  const warnings = warningList(options.maxWarnings);
  const documents = readJsonDocuments(inputs);
  const updatedAt = checkTimeOption(options.updatedAt, 'updatedAt', documents.length > 1);
  let pivot: CurrencyCode | undefined;
  const suspects: Suspect[] = [];
  const snapshots = documents.map(({ value, where }): FeedSnapshot => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) invalidFeed(where, 'expected an object { date, <code>: { ... } }');
    const keys = Object.keys(value);
    const date = (value as Record<string, unknown>).date;
    if (typeof date !== 'string' || !isCalendarDate(date)) invalidFeed(inside(where, 'date'), `expected a date YYYY-MM-DD, got ${quote(date)}`);
    const others = keys.filter((key) => key !== 'date');
    if (others.length !== 1) invalidFeed(where, `expected "date" and one currency key, got ${keys.length} keys`);
    const key = others[0]!;
    if (!LOWER_CODE.test(key)) invalidFeed(where, `${quote(key)} is not a lower-case currency code`);
    const base = key.toUpperCase();
    if (pivot !== undefined && base !== pivot) invalidFeed(where, `${base} differs from the base ${pivot} of the first document`);
    pivot = base;
    const rates = readRateObject((value as Record<string, unknown>)[key], inside(where, key), {
      code: (k) => (LOWER_CODE.test(k) ? k.toUpperCase() : undefined),
      pivot: base,
      onBadKey: (k) => warnings.add('unknown_code', date, k, `${quote(k)} is not a lower-case currency code; left out`),
      suspects,
    });
    return { date, updatedAt: updatedAt ?? `${date}T00:00:00Z`, rates };
  });
  const kept = combineSnapshots(snapshots, warnings);
  const result = finishImport(
    { pivot: pivot!, snapshots: kept, defaultMarket: undefined, pivotMarket: FIAT_CODE.test(pivot!) ? 'fiat' : 'crypto' },
    options,
    warnings,
    suspects,
  );
  return withFeedSources(result, 'fawazahmed0', keptDigests(inputs, snapshots, kept));
}

/** The options of fawazahmed0's live source: the document's base currency, lower case (default `usd`). */
export interface Fawazahmed0Base {
  readonly base?: string;
}

const baseOf = (options: Fawazahmed0Base): string => options.base ?? 'usd';
const file = (options: Fawazahmed0Base) => `v1/currencies/${baseOf(options)}.min.json`;

/**
 * fawazahmed0 as its live source reads it: the daily document of `base` from jsDelivr's copy of the
 * npm package, the project's Cloudflare mirror as the fallback its README asks for.
 */
export const fawazahmed0Feed: FeedDescriptor<Fawazahmed0Base> = {
  name: 'fawazahmed0',
  calendar: DAILY,
  url: (options) => [`https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/${file(options)}`, `https://currency-api.pages.dev/${file(options)}`],
  check: (options) => {
    if (!LOWER_CODE.test(baseOf(options))) fail('invalid_parameter', 'Source option base must be a lower-case currency code such as "usd".', 'base');
  },
  read: (body, metadata, options) => unsourced(importFawazahmed0({ name: `${baseOf(options)}.min.json`, bytes: body }, { metadata })),
  importer: importFawazahmed0,
};
