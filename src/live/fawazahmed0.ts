import { importFawazahmed0 } from '../importers/feeds/importFawazahmed0.js';
import { fail } from '../errors.js';
import { DAILY } from '../freshness/schedule.js';
import { sourceUrls, type SourceOptions } from './sourceOptions.js';
import type { LiveSource } from './types.js';

/** Options of `fawazahmed0()`. */
export interface Fawazahmed0SourceOptions extends SourceOptions {
  /** The base currency of the document, lower case; default `usd` (the embedded history's pivot). */
  readonly base?: string;
}

/**
 * The fawazahmed0 exchange-api (free, no key, no rate limit, CC0-1.0): one daily document of fiat
 * and crypto rates against `base`, from jsDelivr's copy of the npm package
 * `@fawazahmed0/currency-api@latest`, with the project's Cloudflare mirror
 * (`currency-api.pages.dev`) as the fallback its README asks for. The embedded history comes from
 * the same upstream, so a live series on top of `defaultDataset` continues it seamlessly.
 *
 * @param options - `base`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0()] });
 */
export function fawazahmed0(options: Fawazahmed0SourceOptions = {}): LiveSource {
  const base = options.base ?? 'usd';
  if (!/^[a-z0-9]{2,12}$/.test(base)) fail('invalid_parameter', 'Source option base must be a lower-case currency code such as "usd".', 'base');
  const file = `v1/currencies/${base}.min.json`;
  const urls = sourceUrls(options, `https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/${file}`, [`https://currency-api.pages.dev/${file}`]);
  return {
    name: options.name ?? 'fawazahmed0',
    urls,
    calendar: DAILY,
    maxBytes: options.maxBytes,
    read: (body, metadata) => importFawazahmed0({ name: `${base}.min.json`, bytes: body }, { metadata }),
  };
}
