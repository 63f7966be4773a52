import { openExchangeRatesFeed } from '../../feeds/oxr/openExchangeRates.js';
import type { LiveSource } from '../types.js';
import { descriptorSource } from './descriptorSource.js';
import type { SourceOptions } from './sourceOptions.js';

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
  return descriptorSource(openExchangeRatesFeed, options);
}
