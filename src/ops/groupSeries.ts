import { addToSum, emptySum, meanOf, toPlainString, type Decimal, type DecimalSum } from '../decimal/index.js';
import { fail } from '../errors.js';
import { periodStart } from '../params/periodStart.js';
import { deriveRate } from '../rates/deriveRate.js';
import type { Dataset, IsoDate, SeriesGroup, SeriesStat } from '../types.js';
import { failUnquotedBase, newerCapture } from './buildSeriesPart.js';
import type { Series, SeriesPlan } from './seriesPlan.js';

/**
 * Derives a planned series grouped by period (`group: 'week' | 'month' | 'year'`). Each period is
 * keyed by its first day (the Monday of an ISO week, the first of a month or of January), even when
 * the range starts or ends inside it; its value per code is the arithmetic mean of that code's daily
 * rates (each exactly what `history` answers) over the period's quote dates inside the range,
 * summed exactly and divided once, rounded half-even to 12 significant digits. `counts` has the
 * same shape as `rates` and says, per period and code, how many quote dates the mean averaged: a
 * code not quoted on some dates of a period is averaged over the dates it is quoted. With `stat`, a
 * period's value is instead its first (`open`), last (`close`), lowest (`low`) or highest (`high`)
 * daily rate, exactly as `history` answers it, with the same `counts`; the answer then adds `stat`.
 *
 * Only quote dates within `[start, end]` count (the snapshot in force at a `start` that falls in a
 * gap is dated before the range and is left out); a period without one is absent, and a range
 * without any is `date_out_of_range`. Dates whose snapshot does not quote the base are left out, as
 * in an ungrouped series.
 *
 * @param dataset - The dataset of the plan.
 * @param plan - A series plan from planSeries.
 * @param group - The period size.
 * @param stat - The period value asked for; undefined for the mean.
 * @returns The grouped series and the newest capture time among the snapshots averaged.
 * @example
 * groupSeries(ds, planSeries(ds, { start: '2025-01-01', end: '2025-03-31', group: 'month' }, { now }, 'fiat', 'timeseries'), 'month').result.counts
 */
export function groupSeries(dataset: Dataset, plan: SeriesPlan, group: SeriesGroup, stat?: SeriesStat): Series {
  const { snapshots, codes } = dataset;
  const { base, columns, numbers } = plan;
  const baseIsPivot = codes[base] === dataset.pivot;
  const rates: Record<IsoDate, Record<string, number | string>> = {};
  const counts: Record<IsoDate, Record<string, number>> = {};
  let sums: (DecimalSum | undefined)[] = [];
  // With a stat other than the mean: the value kept per column (the first, last, lowest or highest).
  let kept: (Decimal | undefined)[] = [];
  const pick = stat === undefined || stat === 'mean' ? undefined : stat;
  let period: IsoDate | undefined;
  let inRange = 0;
  let updatedAt = '';
  const close = () => {
    if (period !== undefined) closePeriod(codes, columns, sums, kept, numbers === 'string', (rates[period] = {}), (counts[period] = {}));
  };
  for (let i = plan.first; i <= plan.last; i++) {
    const snapshot = snapshots[i]!;
    if (snapshot.date < plan.start) continue;
    inRange++;
    if (Number.isNaN(snapshot.values[base])) continue;
    const key = periodStart(snapshot.date, group);
    if (key !== period) {
      close();
      period = key;
      sums = [];
      kept = [];
    }
    for (let c = 0; c < columns.length; c++) {
      const rate = deriveRate(snapshot, base, columns[c]!, baseIsPivot);
      if (!rate) continue;
      addToSum((sums[c] ??= emptySum()), rate);
      if (pick !== undefined) kept[c] = keep(pick, kept[c], rate);
    }
    updatedAt = newerCapture(updatedAt, snapshot.updatedAt);
  }
  close();
  if (inRange === 0)
    fail(
      'date_out_of_range',
      `No quote date lies from ${plan.start} to ${snapshots[plan.last]!.date}; a grouped series averages the quote dates inside its range.`,
      'start',
    );
  const keys = Object.keys(rates);
  if (keys.length === 0) failUnquotedBase(dataset, plan, plan.start);
  const result = { base: codes[base]!, start_date: keys[0]!, end_date: keys[keys.length - 1]!, rates, group, ...(stat === undefined ? {} : { stat }), counts };
  return { result, updatedAt };
}

function closePeriod(
  codes: readonly string[],
  columns: readonly number[],
  sums: readonly (DecimalSum | undefined)[],
  kept: readonly (Decimal | undefined)[],
  strings: boolean,
  rates: Record<string, number | string>,
  counts: Record<string, number>,
): void {
  for (let c = 0; c < columns.length; c++) {
    const sum = sums[c];
    if (sum === undefined) continue;
    const value = kept[c] ?? meanOf(sum)!;
    const code = codes[columns[c]!]!;
    rates[code] = strings ? toPlainString(value) : value.num;
    counts[code] = sum.count;
  }
}

// The period value so far after one more daily rate (rates come in date order).
function keep(stat: Exclude<SeriesStat, 'mean'>, so: Decimal | undefined, rate: Decimal): Decimal {
  if (so === undefined || stat === 'close') return rate;
  if (stat === 'open') return so;
  const order = compare(rate, so);
  return (stat === 'low' ? order < 0 : order > 0) ? rate : so;
}

// The order of two positive decimals, exactly: by the place of the leading digit, then by the digits.
function compare(a: Decimal, b: Decimal): number {
  const leadA = a.digits.length + a.exp;
  const leadB = b.digits.length + b.exp;
  if (leadA !== leadB) return leadA < leadB ? -1 : 1;
  const width = Math.max(a.digits.length, b.digits.length);
  const x = a.digits.padEnd(width, '0');
  const y = b.digits.padEnd(width, '0');
  return x < y ? -1 : x > y ? 1 : 0;
}
