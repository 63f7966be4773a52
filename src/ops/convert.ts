import type { ConversionResult, Dataset, NumberFormat } from '../types.js';
import type { ConversionFor } from './answerTypes.js';
import { convertIn } from './convertIn.js';
import type { ConvertOptions } from './options.js';

export type { ConvertOptions, RoundedConvertOptions } from './options.js';

/** Parameters of `convert` (GET /v1/convert) and `cryptoConvert` (GET /v1/crypto/convert). */
export interface ConvertParams {
  /** Source currency code. */
  readonly from: string;
  /** Target currency code. */
  readonly to: string;
  /** Amount in the source currency, a decimal literal or a number; default 1. */
  readonly amount?: string | number;
  /** Convert at the rate of this date, `YYYY-MM-DD` (history's rules); default the newest snapshot. */
  readonly date?: string;
}

/**
 * Converts an amount between two fiat currencies at the newest snapshot's rate, or at a past date's.
 * `result` is exactly `amount × rate`; `rate` is the number `rates({ base: from }).rates[to]` holds
 * (`history({ date, base: from })` with a date). With `round`, `result` is the exact `amount × to /
 * from` of the two stored quotes rounded once to the target's minor unit or cash increment, and the
 * answer adds `rounding` and `unrounded`. A currency withdrawn by the date converts by Regulation
 * 1103/97 (BGN → EUR: `amount ÷ 1.95583` from 2026-01-01; to a third currency, then the market leg).
 *
 * @param dataset - The dataset to quote from.
 * @param params - `{ from, to, amount, date }`; amount defaults to 1, date to the newest snapshot.
 * @param options - `{ numbers: 'string' }` for exact decimal strings; `round`, `rounding`; `now` for dates; `{ explain: true }` adds `source`, the receipt.
 * @returns The spec's Conversion response (with `rounding` and `unrounded` when rounded, `source` when explained; its type says which).
 * @example
 * convert(defaultDataset, { from: 'USD', to: 'JPY', amount: '19.99', date: '2025-06-02' }, { round: 'minor' }).result
 */
export function convert<const O extends ConvertOptions<NumberFormat> | undefined = undefined>(
  dataset: Dataset,
  params: ConvertParams,
  options?: O,
): ConversionFor<O>;
export function convert(dataset: Dataset, params: ConvertParams, options?: ConvertOptions<NumberFormat>): ConversionResult<number | string> {
  return convertIn(dataset, params, options, 'fiat', 'convert');
}
