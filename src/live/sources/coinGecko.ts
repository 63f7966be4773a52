import { coinGeckoFeed } from '../../feeds/coingecko/coinGecko.js';
import type { CoinInfo } from '../../importers/merging/knownCoins.js';
import type { LiveSource } from '../types.js';
import { descriptorSource } from './descriptorSource.js';
import type { SourceOptions } from './sourceOptions.js';

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
  return descriptorSource(coinGeckoFeed, options);
}
