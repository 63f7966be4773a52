import type { Dataset, NumberFormat, NumberOf, TimeseriesResult } from '../types.js';
import type { HistoryOptions } from './history.js';
import { seriesIn } from './seriesIn.js';
import type { TimeseriesParams } from './timeseries.js';

/**
 * Returns digital assets against a fiat or crypto base on every quote date of a range, under
 * `timeseries`' rules; each date's map equals `cryptoHistory` for that date (assets only, and the
 * base itself at 1 when it is an asset).
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ start, end, base, symbols }`: base any code of either market, default `USD`; symbols, assets.
 * @param options - `{ numbers, now }`.
 * @returns `{ base, start_date, end_date, rates: { "YYYY-MM-DD": { CODE: rate } } }`.
 * @example
 * cryptoTimeseries(defaultDataset, { start: '2026-09-01', base: 'EUR', symbols: 'BTC' }).rates
 */
export function cryptoTimeseries<N extends NumberFormat = 'number'>(dataset: Dataset, params: TimeseriesParams, options?: HistoryOptions<N>): TimeseriesResult<NumberOf<N>> {
  return seriesIn(dataset, params, options, 'crypto', 'cryptoTimeseries').result as TimeseriesResult<NumberOf<N>>;
}
