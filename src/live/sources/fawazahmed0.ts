import { fawazahmed0Feed } from '../../feeds/fawazahmed0/fawazahmed0.js';
import type { LiveSource } from '../types.js';
import { descriptorSource } from './descriptorSource.js';
import type { SourceOptions } from './sourceOptions.js';

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
  return descriptorSource(fawazahmed0Feed, options);
}
