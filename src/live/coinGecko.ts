import { fail } from '../errors.js';
import { importCoinGecko } from '../importers/feeds/importCoinGecko.js';
import { KNOWN_COINS, type CoinInfo } from '../importers/merging/knownCoins.js';
import { CONTINUOUS } from '../freshness/schedule.js';
import { sourceUrls, withQuery, type SourceOptions } from './sourceOptions.js';
import type { LiveSource } from './types.js';

/** Options of `coinGecko()`. */
export interface CoinGeckoSourceOptions extends SourceOptions {
  /** CoinGecko coin ids to price; default the built-in table of well-known coins (`KNOWN_COINS`). */
  readonly ids?: readonly string[];
  /** Coin id -> asset code for ids outside the built-in table. */
  readonly coins?: Readonly<Record<string, string | CoinInfo>>;
  /** A CoinGecko API key, sent in a header, never shown. */
  readonly apiKey?: string;
  /** `demo` (default; api.coingecko.com, `x-cg-demo-api-key`) or `pro` (pro-api.coingecko.com, `x-cg-pro-api-key`). */
  readonly plan?: 'demo' | 'pro';
}

/**
 * CoinGecko's `simple/price` (crypto prices in USD with `last_updated_at`; prices refresh about
 * every minute). Without a key the public API is heavily rate-limited; a free Demo key allows about
 * 30 calls a minute and 10 000 a month, so keep `intervalSeconds` at 300 or more.
 *
 * @param options - `ids`, `coins`, `apiKey`, `plan`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * coinGecko({ apiKey: env.COINGECKO_API_KEY })
 */
export function coinGecko(options: CoinGeckoSourceOptions = {}): LiveSource {
  const ids = options.ids ?? Object.keys(KNOWN_COINS);
  if (ids.length === 0 || ids.some((id) => typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id))) {
    fail('invalid_parameter', 'Source option ids must be CoinGecko coin ids (lower case, digits, hyphens).', 'ids');
  }
  const apiKey = options.apiKey;
  if (apiKey !== undefined && (typeof apiKey !== 'string' || apiKey === '')) fail('invalid_parameter', 'Source option apiKey must be a non-empty string.', 'apiKey');
  const pro = options.plan === 'pro';
  const query = `ids=${ids.join(',')}&vs_currencies=usd&include_last_updated_at=true&precision=full`;
  const base = pro ? 'https://pro-api.coingecko.com/api/v3/simple/price' : 'https://api.coingecko.com/api/v3/simple/price';
  // Every URL, the default, `url` and each fallback, is the endpoint: the query goes on each.
  const urls = sourceUrls(options, base, []).map((url) => withQuery(url, query));
  return {
    name: options.name ?? 'coingecko',
    urls,
    calendar: CONTINUOUS,
    headers: apiKey ? { [pro ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key']: apiKey } : undefined,
    secrets: apiKey ? [apiKey] : undefined,
    maxBytes: options.maxBytes,
    read: (body, metadata) => importCoinGecko({ name: 'simple/price', bytes: body }, { metadata, quote: 'usd', coins: options.coins }),
  };
}
