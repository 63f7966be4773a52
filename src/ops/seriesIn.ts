import { checkDataset } from '../dataset/checkDataset.js';
import { coverage } from '../dataset/coverage.js';
import { findSnapshot } from '../dataset/findSnapshot.js';
import { marketColumn } from '../dataset/resolveCode.js';
import { resolveSymbols } from '../dataset/resolveSymbols.js';
import { toPlainString } from '../decimal.js';
import { fail } from '../errors.js';
import { utcDate } from '../params/date.js';
import { parseCode } from '../params/parseCode.js';
import { parseDate } from '../params/parseDate.js';
import { parseNow } from '../params/parseNow.js';
import { parseSymbols } from '../params/parseSymbols.js';
import { numberFormat, readParams, required } from '../params/readParams.js';
import { deriveRate, deriveRateNumber } from '../rates/deriveRate.js';
import type { Dataset, Market, TimeseriesResult } from '../types.js';
import type { HistoryOptions } from './history.js';

const NAMES = ['start', 'end', 'base', 'symbols'] as const;

/**
 * Most values (dates × codes) one series may hold: a year of daily rates for 270 codes, or the whole
 * embedded history of one market, and about 2.5 MB of JSON. Larger is `invalid_parameter`.
 */
export const MAX_SERIES_VALUES = 100_000;

/** A series and the newest capture time among its snapshots (the HTTP layer's Last-Modified). */
export interface Series {
  readonly result: TimeseriesResult<number | string>;
  readonly updatedAt: string;
}

/**
 * What timeseries and cryptoTimeseries share: read `{ start, end, base, symbols }`, find the
 * snapshot in force at `start` and the last one on or before `end` (two binary searches), and quote
 * every snapshot between them (a slice, no scan). Each date's map holds exactly what history or
 * cryptoHistory answers for that date: the same derivation, rounded the same way.
 *
 * @example
 * seriesIn(ds, { start: '2025-01-01', symbols: 'EUR' }, undefined, 'fiat', 'timeseries').result.start_date
 */
export function seriesIn(
  dataset: Dataset,
  params: unknown,
  options: HistoryOptions<'number' | 'string'> | undefined,
  market: Market,
  operation: string,
): Series {
  checkDataset(dataset);
  const p = readParams(params, NAMES, operation);
  const start = parseDate(required(p, 'start'), 'start');
  const end = p.end === undefined ? undefined : parseDate(p.end, 'end');
  const baseCode = parseCode(p.base ?? 'USD', 'base');
  const symbols = p.symbols === undefined ? undefined : parseSymbols(p.symbols);
  const numbers = numberFormat(options);
  const now = parseNow(options?.now);
  if (end !== undefined && start > end) fail('invalid_parameter', `The range is reversed: start ${start} is after end ${end}.`, 'end');
  const today = utcDate(now);
  if (start > today) fail('date_out_of_range', `The range starts on ${start}, in the future; ${coverage(dataset)}.`, 'start');
  const { snapshots, codes } = dataset;
  // The range ends today at the latest, so every date in it is one that history answers. With no
  // end it runs to the newest snapshot, even from a start after it (then it holds the newest
  // snapshot alone: the one in force at start).
  const last = findSnapshot(dataset, end === undefined || end > today ? today : end);
  if (last < 0) fail('date_out_of_range', `The range ends on ${end}, before the first quote; ${coverage(dataset)}.`, 'end');
  // The snapshot in force at start (-1 when start is before the data, which then starts the series).
  const first = Math.max(findSnapshot(dataset, start), 0);

  const base = marketColumn(dataset, baseCode, market === 'fiat' ? ['fiat'] : ['fiat', 'crypto'], 'base');
  const columns = symbols ? resolveSymbols(dataset, symbols, market) : marketColumns(dataset, market);
  const values = (last - first + 1) * columns.length;
  if (values > MAX_SERIES_VALUES) {
    fail(
      'invalid_parameter',
      `The series would hold ${values} rates (${last - first + 1} dates × ${columns.length} codes), more than ${MAX_SERIES_VALUES}; name fewer symbols or ask for a shorter range.`,
      symbols?.length === 1 ? 'start' : 'symbols',
    );
  }

  const baseIsPivot = codes[base] === dataset.pivot;
  const rates: Record<string, Record<string, number | string>> = {};
  let startDate: string | undefined;
  let endDate = '';
  let newest = -Infinity;
  let updatedAt = '';
  for (let i = first; i <= last; i++) {
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
    // Capture times may carry fractions of a second, so they are compared as instants, not as text.
    const captured = Date.parse(snapshot.updatedAt);
    if (captured > newest) {
      newest = captured;
      updatedAt = snapshot.updatedAt;
    }
  }
  if (startDate === undefined) {
    fail('unknown_currency', `'${baseCode}' has no quote from ${snapshots[first]!.date} to ${snapshots[last]!.date}.`, 'base');
  }
  return { result: { base: baseCode, start_date: startDate, end_date: endDate, rates }, updatedAt };
}

function marketColumns(dataset: Dataset, market: Market): number[] {
  const from = market === 'fiat' ? 0 : dataset.fiat.length;
  const to = market === 'fiat' ? dataset.fiat.length : dataset.codes.length;
  return Array.from({ length: to - from }, (_, i) => from + i);
}
