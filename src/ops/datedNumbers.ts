import { calendarDayNumber, utcDayNumber } from '../params/date.js';
import { canonicalCode } from '../params/parseCode.js';
import { nowMs } from '../params/parseNow.js';
import { ownOption } from '../params/readParams.js';
import type { PairScope } from '../rates/pair.js';
import { datedNumberConversion } from '../rates/datedConversion.js';
import type { ConversionResult, Dataset, IsoDate } from '../types.js';

/**
 * The fast path of a dated conversion to numbers: reads `from`, `to`, `date` and the `now` option
 * without raising (canonicalCode, calendarDayNumber) and asks datedNumberConversion; undefined when
 * any value is not the plain case, so the exact path (readDatedPair) raises the error in its order.
 *
 * @param dataset - A checked dataset.
 * @param fromRaw - The caller's `from`.
 * @param toRaw - The caller's `to`.
 * @param amount - The caller's amount, a number.
 * @param dateRaw - The caller's `date`.
 * @param scope - The market rule of the operation.
 * @param options - The operation's options (`now`).
 * @returns The Conversion response in numbers, or undefined.
 * @example
 * datedNumbers(ds, 'usd', 'JPY', 100, '2024-03-01', 'fiat', undefined)?.rate
 */
export function datedNumbers(
  dataset: Dataset,
  fromRaw: unknown,
  toRaw: unknown,
  amount: number,
  dateRaw: unknown,
  scope: PairScope,
  options: object | undefined,
): ConversionResult<number> | undefined {
  const day = calendarDayNumber(dateRaw);
  const from = canonicalCode(fromRaw);
  const to = canonicalCode(toRaw);
  if (day < 0 || from === undefined || to === undefined) return undefined;
  return datedNumberConversion(dataset, from, to, amount, dateRaw as IsoDate, day, today(options), scope);
}

// Today's UTC date as YYYYMMDD from the `now` option (the clock when absent); an invalid `now`
// gives -1, so every date counts as future and the exact path raises the error.
function today(options: object | undefined): number {
  return utcDayNumber(nowMs(ownOption(options, 'now'))); // -1 for NaN
}
