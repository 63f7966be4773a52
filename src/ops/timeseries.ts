import type { Dataset, NumberFormat, SeriesGroup, TimeseriesResult, SeriesStat } from '../types.js';
import type { GroupedPart, ValueOf } from './answerTypes.js';
import type { TimeseriesOptions } from './options.js';
import type { Symbols } from './rates.js';
import { seriesIn } from './seriesIn.js';

/** Parameters of `timeseries` (GET /v1/timeseries) and `cryptoTimeseries` (GET /v1/crypto/timeseries). */
export interface TimeseriesParams {
  /** First date of the range, `YYYY-MM-DD`; required. */
  readonly start: string;
  /** Last date of the range, `YYYY-MM-DD`; default the newest snapshot's date. */
  readonly end?: string;
  /** Base currency; default `USD`. */
  readonly base?: string;
  /** Only these codes in each date's map: comma-separated (`"EUR,GBP"`) or an array; default all. */
  readonly symbols?: Symbols;
  /**
   * `week`, `month` or `year`: one mean rate per period instead of one rate per quote date, keyed by
   * the period's first day (ISO weeks start on Monday), with `counts` of the quote dates averaged.
   */
  readonly group?: SeriesGroup;
  /** With `group`: `mean` (the default), `open`, `close`, `low` or `high` of each period's daily rates. */
  readonly stat?: SeriesStat;
}

/**
 * Returns the fiat rates against a base on every quote date of a range: each snapshot dated from
 * `start` to `end`, plus the one in force at `start` when `start` falls on a weekend or a gap, so a
 * chart starts with a value. Each date's map equals `history` for that date. A range wholly before
 * the data or starting after today is `date_out_of_range`; a reversed one, or one of more than
 * 100,000 rates (dates × codes), is `invalid_parameter`. With `group`, each period's value is the
 * exact mean of its daily rates inside the range, rounded once to 12 significant digits half-even,
 * and the answer adds `group` and `counts` (see groupSeries). With `policy`, every calendar day of
 * the range (from the first the rule answers on its source's data) holds `history`'s answer with the
 * policy for that day, the authority's figures; a day the rule refuses refuses the series.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ start, end, base, symbols, group }`; end defaults to the newest snapshot, base to `USD`.
 * @param options - `{ numbers, now, policy, at }`.
 * @returns `{ base, start_date, end_date, rates: { "YYYY-MM-DD": { CODE: rate } } }`.
 * @example
 * timeseries(defaultDataset, { start: '2025-01-01', end: '2025-01-31', base: 'EUR', symbols: 'USD,GBP' }).rates['2025-01-10']
 * timeseries(defaultDataset, { start: '2025-01-01', end: '2025-12-31', symbols: 'EUR', group: 'month' }).counts
 */
export function timeseries<P extends TimeseriesParams, const O extends TimeseriesOptions<NumberFormat> | undefined = undefined>(
  dataset: Dataset,
  params: P,
  options?: O,
): TimeseriesResult<ValueOf<O>> & GroupedPart<P, ValueOf<O>>;
export function timeseries(dataset: Dataset, params: TimeseriesParams, options?: TimeseriesOptions<NumberFormat>): TimeseriesResult<number | string> {
  return seriesIn(dataset, params, options, 'fiat', 'timeseries').result;
}
