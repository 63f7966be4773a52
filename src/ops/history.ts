import type { Dataset, NumberFormat, RatesResult } from '../types.js';
import type { ExplainedPart, ValueOf } from './answerTypes.js';
import { historyIn } from './historyIn.js';
import type { HistoryOptions } from './options.js';
import type { Symbols } from './rates.js';

/** Parameters of `history` (GET /v1/history) and `cryptoHistory` (GET /v1/crypto/history). */
export interface HistoryParams {
  /** The quote date wanted, `YYYY-MM-DD`; required. */
  readonly date: string;
  /** Base currency; default `USD`. */
  readonly base?: string;
  /** Only these codes in the map: comma-separated (`"EUR,GBP"`) or an array; default all. */
  readonly symbols?: Symbols;
}

export type { HistoryOptions, TimeseriesOptions } from './options.js';

/**
 * Returns the fiat rates against a base as quoted on a past date: the newest snapshot dated on
 * or before it, so a weekend or a gap resolves to the previous quote, and `date` says which.
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ date, base, symbols }`; base defaults to `USD`, symbols to every code.
 * @param options - `{ numbers, now, explain }`; `explain: true` adds `source`, the receipt.
 * @returns The spec's Rates response for that date.
 * @example
 * history(defaultDataset, { date: '2025-06-01', base: 'EUR' }).date // "2025-05-30", say
 */
export function history<const O extends HistoryOptions<NumberFormat> | undefined = undefined>(
  dataset: Dataset,
  params: HistoryParams,
  options?: O,
): RatesResult<ValueOf<O>> & ExplainedPart<O>;
export function history(dataset: Dataset, params: HistoryParams, options?: HistoryOptions<NumberFormat>): RatesResult<number | string> {
  return historyIn(dataset, params, options, 'fiat', 'history');
}
