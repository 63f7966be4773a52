import { fail } from '../errors.js';
import { importOxr } from '../importers/feeds/importOxr.js';
import { HOURLY } from '../freshness/schedule.js';
import { sourceUrls, withQuery, type SourceOptions } from './sourceOptions.js';
import type { LiveSource } from './types.js';

/** Options of `openExchangeRates()`. */
export interface OpenExchangeRatesSourceOptions extends SourceOptions {
  /** Your Open Exchange Rates App ID (required); sent as `app_id`, never shown. */
  readonly appId: string;
}

/**
 * Open Exchange Rates' `latest.json` (about 170 currencies against USD, updated hourly; an App ID
 * is required, and the free plan allows 1 000 requests a month, so keep `intervalSeconds` at 3600).
 * `url` and `fallbacks` name the endpoint; the App ID is added as the `app_id` query parameter.
 *
 * @param options - `appId`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * openExchangeRates({ appId: env.OXR_APP_ID })
 */
export function openExchangeRates(options: OpenExchangeRatesSourceOptions): LiveSource {
  const appId = options?.appId;
  if (typeof appId !== 'string' || appId === '') fail('invalid_parameter', 'Source option appId is required (your Open Exchange Rates App ID).', 'appId');
  const urls = sourceUrls(options, 'https://openexchangerates.org/api/latest.json', []);
  const encoded = encodeURIComponent(appId);
  return {
    name: options.name ?? 'openexchangerates',
    urls: urls.map((url) => withQuery(url, `app_id=${encoded}`)),
    calendar: HOURLY,
    secrets: [appId, encoded],
    maxBytes: options.maxBytes,
    read: (body, metadata) => importOxr({ name: 'latest.json', bytes: body }, { metadata }),
  };
}
