import { fail, quote } from '../../errors.js';
import { fredCalendar, importFred } from '../../importers/feeds/fred.js';
import { FRED_SERIES } from '../../importers/feeds/fredSeries.js';
import { withQuery, type SourceOptions } from '../sourceOptions.js';
import type { LiveSource } from '../types.js';
import { bankSource } from './bankSource.js';
import { dateWindow } from './dateWindow.js';

/** Options of `fred()`. */
export interface FredSourceOptions extends SourceOptions {
  /** Your FRED API key (required); sent as the `api_key` query parameter, never shown. */
  readonly apiKey: string;
  /** The H.10 series this source reads (FRED answers one series a request); default `DEXUSEU` (USD per EUR). */
  readonly series?: string;
}

/**
 * The Federal Reserve's H.10 noon buying rates via FRED, one series a source (FRED answers one
 * series a request): default `DEXUSEU`; for several, make one source each, named apart
 * (`fred({ apiKey, series: 'DEXJPUS', name: 'fred-jpy' })`). The last three weeks (H.10 is released
 * weekly, Mondays). FRED needs your own key, sent as `api_key` and never shown.
 *
 * @param options - `apiKey`, `series`, `url`, `fallbacks`, `name`, `maxBytes`.
 * @returns The source.
 * @example
 * createLiveDataset({ initial, sources: [fred({ apiKey: env.FRED_API_KEY }), fred({ apiKey: env.FRED_API_KEY, series: 'DEXJPUS', name: 'fred-jpy' })] });
 */
export function fred(options: FredSourceOptions): LiveSource {
  const apiKey = options?.apiKey;
  if (typeof apiKey !== 'string' || apiKey === '') fail('invalid_parameter', 'Source option apiKey is required (your FRED API key).', 'apiKey');
  const seriesId = options.series ?? 'DEXUSEU';
  if (!Object.hasOwn(FRED_SERIES, seriesId)) fail('invalid_parameter', `${quote(seriesId)} is not an H.10 series ratebook knows (${Object.keys(FRED_SERIES).join(', ')}).`, 'series');
  const encoded = encodeURIComponent(apiKey);
  const url = (now: Date) => [
    `https://api.stlouisfed.org/fred/series/observations?series_id=${seriesId}&file_type=json&observation_start=${dateWindow(now, 21).from.iso}`,
  ];
  return bankSource(options, {
    name: 'fred',
    calendar: fredCalendar,
    url,
    finish: (u) => withQuery(u, `api_key=${encoded}`),
    secrets: [apiKey, encoded],
    read: (body, metadata) => importFred(body, { seriesId, metadata }),
  });
}
