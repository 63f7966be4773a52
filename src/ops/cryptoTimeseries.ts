import type { Dataset, NumberFormat, TimeseriesResult } from '../types.js';
import type { GroupedPart, ValueOf } from './answerTypes.js';
import type { TimeseriesOptions } from './options.js';
import { seriesIn } from './seriesIn.js';
import type { TimeseriesParams } from './timeseries.js';

/**
 * Returns digital assets against a fiat or crypto base on every quote date of a range, under
 * `timeseries`' rules (`group` included); each date's map equals `cryptoHistory` for that date (assets,
 * and the base itself at 1 when it is an asset; fiat codes named in `symbols` give an asset base's
 * price in them, so `{ base: 'BTC', symbols: 'EUR' }` is the bitcoin price in euros by date).
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ start, end, base, symbols, group }`: base any code of either market, default `USD`;
 *   symbols, assets, or fiat codes when the base is an asset.
 * @param options - `{ numbers, now }`.
 * @returns `{ base, start_date, end_date, rates: { "YYYY-MM-DD": { CODE: rate } } }`.
 * @example
 * cryptoTimeseries(defaultDataset, { start: '2026-09-01', base: 'EUR', symbols: 'BTC' }).rates
 * cryptoTimeseries(defaultDataset, { start: '2025-01-01', end: '2025-12-31', base: 'BTC', symbols: 'EUR', group: 'month' }).rates
 */
export function cryptoTimeseries<P extends TimeseriesParams, const O extends TimeseriesOptions<NumberFormat> | undefined = undefined>(
  dataset: Dataset,
  params: P,
  options?: O,
): TimeseriesResult<ValueOf<O>> & GroupedPart<P, ValueOf<O>>;
export function cryptoTimeseries(dataset: Dataset, params: TimeseriesParams, options?: TimeseriesOptions<NumberFormat>): TimeseriesResult<number | string> {
  return seriesIn(dataset, params, options, 'crypto', 'cryptoTimeseries').result;
}
