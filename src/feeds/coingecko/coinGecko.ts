import { divideRounded, fromNumber, ONE } from '../../decimal/index.js';
import { fail, quote as quoted } from '../../errors.js';
import type { CryptoMeta, CurrencyCode } from '../../types.js';
import { combineSnapshots } from '../../importers/merging/combineSnapshots.js';
import type { FeedSnapshot } from '../../importers/feed.js';
import { checkTimeOption, unixSeconds } from '../../importers/readers/feedTime.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { KNOWN_COINS, type CoinInfo } from '../../importers/merging/knownCoins.js';
import { rateLiteral } from '../../importers/rateLiteral.js';
import type { Suspect } from '../../importers/readers/readRateObject.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import { requireCatalog } from '../../importers/merging/resolveCatalog.js';
import type { ImportOptions, ImportResult, MetadataCatalog } from '../../importers/types.js';
import { warningList, type WarningList } from '../../importers/warningList.js';
import { ASSET_CODE } from '../../dataset/codeSyntax.js';
import { CONTINUOUS } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { keptDigests } from '../../importers/banks/documentHashes.js';
import { unsourced, withFeedSources } from '../../importers/banks/provenanceSources.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** Options of `importCoinGecko`. */
export interface CoinGeckoOptions extends ImportOptions {
  /** The vs currency whose prices are read, which becomes the pivot; default `usd`. */
  readonly quote?: string;
  /** Coin id -> asset code, or code with metadata; wins over the built-in table of well-known ids. */
  readonly coins?: Readonly<Record<string, string | CoinInfo>>;
  /** The quote date of a single document; default the UTC date of its newest `last_updated_at`. */
  readonly date?: string;
  /** The capture time of a single document; default its newest `last_updated_at`. */
  readonly updatedAt?: string;
  /** Warn about a price last updated this many seconds before the document's newest; default 86400. */
  readonly staleSeconds?: number;
}

const VS_CURRENCY = /^[a-z0-9]{2,12}$/;

/**
 * Imports CoinGecko `simple/price` documents (`{ "bitcoin": { "usd": 65000, ... }, ... }`, best
 * fetched with `include_last_updated_at=true`) as one crypto series against the `quote` currency.
 * Each coin id maps to an asset code through `coins` or the built-in table; unmapped ids are left
 * out with a warning. A rate is units of the asset per one quote unit, `1 / price`, rounded half-even
 * to 12 significant digits — exact whenever the quotient has at most 12 digits (a price of 8, 0.5,
 * 2500), and as precise as every rate the core derives. Only the quote column is read: the other
 * vs currencies give cross rates that differ from coin to coin.
 *
 * @param inputs - One document or several (one per date).
 * @param options - Metadata catalog, quote, coin map, time of a single document, thresholds.
 * @returns The dataset file (pivot: the quote, upper-cased) and the warnings.
 * @example
 * const { dataset } = importCoinGecko(prices, { metadata: defaultDataset, quote: 'usd' });
 */
export function importCoinGecko(inputs: JsonFeedInput | readonly JsonFeedInput[], options: CoinGeckoOptions = {}): ImportResult {
  refuseOversize(inputs, options);
  requireCatalog(options);
  const warnings = warningList(options.maxWarnings);
  const vs = options.quote ?? 'usd';
  if (typeof vs !== 'string' || !VS_CURRENCY.test(vs)) fail('invalid_parameter', `Option quote ${quoted(vs)} is not a lower-case currency code.`, 'quote');
  const pivot = vs.toUpperCase();
  const coins = coinTable(options.coins);
  const documents = readJsonDocuments(inputs);
  const several = documents.length > 1;
  const date = checkTimeOption(options.date, 'date', several);
  const updatedAt = checkTimeOption(options.updatedAt, 'updatedAt', several);
  const suspects: Suspect[] = [];
  const snapshots = documents.map(({ value, where }) =>
    readDocument(value, where, { vs, pivot, coins, date, updatedAt, stale: options.staleSeconds ?? 86_400, suspects, warnings }),
  );
  const kept = combineSnapshots(snapshots, warnings);
  const feed = {
    pivot,
    snapshots: kept,
    defaultMarket: 'crypto' as const,
    pivotMarket: pivot.length === 3 ? ('fiat' as const) : ('crypto' as const),
  };
  const result = finishImport(feed, { ...options, metadata: withCoinMetadata(options.metadata, options.coins) }, warnings, suspects);
  const fiat = result.dataset.fiat.find((code) => code !== pivot);
  if (fiat !== undefined) fail('invalid_parameter', `A coin id maps to ${fiat}, which the metadata catalog lists as fiat; map coins to asset codes.`, 'coins');
  return withFeedSources(result, 'coingecko', keptDigests(inputs, snapshots, kept));
}

function coinTable(own: CoinGeckoOptions['coins']): Map<string, CurrencyCode> {
  const table = new Map<string, CurrencyCode>(Object.entries(KNOWN_COINS).map(([id, info]) => [id, info.code]));
  for (const [id, entry] of Object.entries(own ?? {})) {
    const code = typeof entry === 'string' ? entry : entry?.code;
    if (typeof code !== 'string' || !ASSET_CODE.test(code))
      fail('invalid_parameter', `Option coins.${id}: ${quoted(code)} is not an upper-case asset code.`, 'coins');
    table.set(id, code);
  }
  return table;
}

// Metadata given with a coin in `coins` is the caller's most specific word, so it wins over the catalog.
function withCoinMetadata(catalog: MetadataCatalog | undefined, own: CoinGeckoOptions['coins']): MetadataCatalog | undefined {
  const extra: Record<CurrencyCode, CryptoMeta> = {};
  for (const entry of Object.values(own ?? {})) {
    if (typeof entry === 'object' && typeof entry.name === 'string' && entry.name !== '' && Number.isInteger(entry.exponent)) {
      extra[entry.code] = { name: entry.name, symbol: entry.symbol || entry.code, exponent: entry.exponent!, type: 'crypto' };
    }
  }
  if (Object.keys(extra).length === 0) return catalog;
  return { fiatMeta: catalog?.fiatMeta ?? {}, locales: catalog?.locales ?? { en: {} }, cryptoMeta: { ...catalog?.cryptoMeta, ...extra } };
}

interface DocumentContext {
  readonly vs: string;
  readonly pivot: CurrencyCode;
  readonly coins: ReadonlyMap<string, CurrencyCode>;
  readonly date: string | undefined;
  readonly updatedAt: string | undefined;
  readonly stale: number;
  readonly suspects: Suspect[];
  readonly warnings: WarningList;
}

function readDocument(value: unknown, where: string, context: DocumentContext): FeedSnapshot {
  const { vs, pivot, coins, suspects, warnings } = context;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalidFeed(where, 'expected an object { "<coin id>": { "<currency>": price } }');
  const prices: { id: string; code: CurrencyCode; price: number; at: number | undefined }[] = [];
  const unknown: string[] = [];
  const missing: string[] = [];
  const idOf = new Map<CurrencyCode, string>();
  let newest = 0;
  for (const [id, entry] of Object.entries(value)) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) invalidFeed(inside(where, id), 'expected an object of prices');
    const fields = entry as Record<string, unknown>;
    let at: number | undefined;
    if (fields.last_updated_at !== undefined) {
      at = Date.parse(unixSeconds(fields.last_updated_at, inside(where, `${id}.last_updated_at`))) / 1000;
      newest = Math.max(newest, at);
    }
    const code = coins.get(id);
    if (code === undefined) {
      unknown.push(id);
      continue;
    }
    const other = idOf.get(code);
    if (other !== undefined) invalidFeed(inside(where, id), `${id} and ${other} both map to ${code}`);
    idOf.set(code, id);
    const price = fields[vs];
    if (price === undefined || price === null) {
      missing.push(id);
      continue;
    }
    const path = inside(where, `${id}.${vs}`);
    if (typeof price !== 'number' || !Number.isFinite(price))
      invalidFeed(path, `expected a number, got ${typeof price === 'string' ? quoted(price) : typeof price}`);
    if (price <= 0) suspects.push({ code, where: path, value: price });
    if (code !== pivot) prices.push({ id, code, price, at });
  }
  if (newest === 0 && context.date === undefined) {
    invalidFeed(where, 'no last_updated_at to date the prices: fetch with include_last_updated_at=true or pass options.date');
  }
  const updatedAt = context.updatedAt ?? (newest > 0 ? unixSeconds(newest, where) : `${context.date}T00:00:00Z`);
  const date = context.date ?? updatedAt.slice(0, 10);
  for (const id of unknown) warnings.add('unknown_code', date, id, `coin id ${quoted(id)} maps to no asset code (options.coins); left out`);
  for (const id of missing) warnings.add('missing_quote', date, coins.get(id)!, `${id} has no ${vs} price; left out of ${date}`);
  const rates = new Map<CurrencyCode, number | string>();
  for (const { id, code, price, at } of prices) {
    if (at !== undefined && newest - at > context.stale)
      warnings.add('stale_quote', date, code, `${id}'s ${vs} price was last updated ${unixSeconds(at, where)}, before ${updatedAt}`);
    // A non-positive price has no reciprocal; it stays as it is and refuseKeptSuspects rejects it.
    rates.set(code, price > 0 ? rateLiteral(divideRounded(ONE, fromNumber(price)!)) : price);
  }
  return { date, updatedAt, rates };
}

/** The options of CoinGecko's live source (`feedSource('coingecko', options)` of `ratebook/live`). */
export interface CoinGeckoFeedOptions {
  readonly ids?: readonly string[];
  readonly coins?: Readonly<Record<string, string | CoinInfo>>;
  readonly apiKey?: string;
  readonly plan?: 'demo' | 'pro';
}

const idsOf = (options: CoinGeckoFeedOptions) => options.ids ?? Object.keys(KNOWN_COINS);
const pro = (options: CoinGeckoFeedOptions) => options.plan === 'pro';

/**
 * CoinGecko as its live source reads it: `simple/price` of `ids` (default the built-in coins) in
 * USD, on the demo or pro API; the key, optional, in the plan's header.
 */
export const coinGeckoFeed: FeedDescriptor<CoinGeckoFeedOptions> = {
  name: 'coingecko',
  calendar: CONTINUOUS,
  url: (options) => [pro(options) ? 'https://pro-api.coingecko.com/api/v3/simple/price' : 'https://api.coingecko.com/api/v3/simple/price'],
  // Every URL, the default, `url` and each fallback, is the endpoint: the query goes on each.
  query: (options) => `ids=${idsOf(options).join(',')}&vs_currencies=usd&include_last_updated_at=true&precision=full`,
  key: { what: 'CoinGecko API key', header: (options) => (pro(options) ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'), optional: true },
  check: (options) => {
    const ids = idsOf(options);
    if (ids.length === 0 || ids.some((id) => typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id))) {
      fail('invalid_parameter', 'Source option ids must be CoinGecko coin ids (lower case, digits, hyphens).', 'ids');
    }
    const apiKey = options.apiKey;
    if (apiKey !== undefined && (typeof apiKey !== 'string' || apiKey === ''))
      fail('invalid_parameter', 'Source option apiKey must be a non-empty string.', 'apiKey');
  },
  read: (body, metadata, options) => unsourced(importCoinGecko({ name: 'simple/price', bytes: body }, { metadata, quote: 'usd', coins: options.coins })),
  importer: importCoinGecko,
};
