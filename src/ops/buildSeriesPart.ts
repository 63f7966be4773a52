import { toPlainString } from '../decimal/index.js';
import { fail } from '../errors.js';
import { deriveRate, deriveRateNumber } from '../rates/deriveRate.js';
import type { Dataset } from '../types.js';
import type { SeriesPlan } from './seriesPlan.js';

/** Part of a planned series: the maps of some of its dates, with the first and last date quoted and the newest capture. */
export interface SeriesPart {
  /** Date -> code -> rate, in date order; a date whose snapshot does not quote the base is left out. */
  readonly rates: Record<string, Record<string, number | string>>;
  /** First date in `rates`, or undefined when none. */
  readonly startDate: string | undefined;
  /** Last date in `rates` ('' when none). */
  readonly endDate: string;
  /** The newest `updated_at` among the dates in `rates` ('' when none). */
  readonly updatedAt: string;
}

/**
 * Derives the dates of a planned series from snapshot `from` to snapshot `to` (indexes within the
 * plan's range), so that a long series can be derived a slice at a time between other work.
 *
 * @example
 * buildSeriesPart(ds, plan, plan.first, plan.first + 99).rates // the first hundred dates
 */
export function buildSeriesPart(dataset: Dataset, plan: SeriesPlan, from: number, to: number): SeriesPart {
  const { snapshots, codes } = dataset;
  const { base, columns, numbers } = plan;
  const baseIsPivot = codes[base] === dataset.pivot;
  const rates: Record<string, Record<string, number | string>> = {};
  let startDate: string | undefined;
  let endDate = '';
  let updatedAt = '';
  for (let i = Math.max(from, plan.first); i <= Math.min(to, plan.last); i++) {
    const snapshot = snapshots[i]!;
    // A date whose snapshot does not quote the base is left out, rather than failing the series.
    if (Number.isNaN(snapshot.values[base])) continue;
    const map: Record<string, number | string> = {};
    for (const column of columns) {
      if (numbers === 'number') {
        const rate = deriveRateNumber(snapshot, base, column, baseIsPivot);
        if (rate === rate) map[codes[column]!] = rate;
      } else {
        const rate = deriveRate(snapshot, base, column, baseIsPivot);
        if (rate) map[codes[column]!] = toPlainString(rate);
      }
    }
    rates[snapshot.date] = map;
    startDate ??= snapshot.date;
    endDate = snapshot.date;
    updatedAt = newerCapture(updatedAt, snapshot.updatedAt);
  }
  return { rates, startDate, endDate, updatedAt };
}

/**
 * The later of two capture times ('' for none yet), the earlier one on a tie: compared as instants,
 * not as text, because they may carry fractions of a second.
 *
 * @example
 * newerCapture('2026-03-04T16:00:00Z', '2026-03-04T15:59:59.5Z') // "2026-03-04T16:00:00Z"
 */
export function newerCapture(kept: string, next: string): string {
  return kept === '' || Date.parse(next) > Date.parse(kept) ? next : kept;
}

/**
 * Raises the error of a series whose base is quoted on none of its dates.
 *
 * @param from - The first date the series looked at: its first snapshot's (a grouped series: its start).
 * @example
 * if (part.startDate === undefined) failUnquotedBase(ds, plan);
 */
export function failUnquotedBase(dataset: Dataset, plan: SeriesPlan, from = dataset.snapshots[plan.first]!.date): never {
  fail('unknown_currency', `'${dataset.codes[plan.base]}' has no quote from ${from} to ${dataset.snapshots[plan.last]!.date}.`, 'base');
}
