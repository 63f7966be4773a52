import type { TimeseriesResult } from '../types.js';
import { ratesMap } from './json.js';

// The Time series body, apart from json.ts: only the series routes' chunk (loaded on first use,
// onDemand.ts) and the CLI write it, so the handler's eager bundle does not carry it.
const str = JSON.stringify;

/**
 * Writes a Time series response, every rate an exact JSON number literal, dates in ascending order;
 * a grouped one adds `group` and `counts`.
 *
 * @param result - A Time series result from the core in `numbers: 'string'` form.
 * @returns The JSON text of the body.
 * @example
 * timeseriesJson(timeseries(ds, { start: '2024-03-01' }, { numbers: 'string' })) // '{"base":"USD","start_date":...}'
 */
export function timeseriesJson(result: TimeseriesResult<string>): string {
  const parts: string[] = [];
  for (const date of Object.keys(result.rates)) parts.push(seriesEntryJson(date, result.rates[date]!));
  const head = `${seriesHeadJson(result.base, result.start_date, result.end_date)}${parts.join(',')}}`;
  if (result.group === undefined) return `${head}}`;
  // A grouped series adds its period size and, per period and code, the quote dates each mean averaged.
  const stat = result.stat === undefined ? '' : `,"stat":${str(result.stat)}`;
  return `${head},"group":${str(result.group)}${stat},"counts":${str(result.counts)}}`;
}

/** What closes a Time series body after its last date. */
export const SERIES_TAIL = '}}';

/**
 * Writes the opening of a Time series body, up to the first date: what `timeseriesJson` starts with.
 *
 * @example
 * seriesHeadJson('USD', '2024-03-01', '2024-03-04') // '{"base":"USD","start_date":"2024-03-01","end_date":"2024-03-04","rates":{'
 */
export function seriesHeadJson(base: string, startDate: string, endDate: string): string {
  return `{"base":${str(base)},"start_date":${str(startDate)},"end_date":${str(endDate)},"rates":{`;
}

/**
 * Writes one date of a Time series body, as `timeseriesJson` writes it (dates are joined with commas).
 *
 * @example
 * seriesEntryJson('2024-03-01', { EUR: '0.92' }) // '"2024-03-01":{"EUR":0.92}'
 */
export function seriesEntryJson(date: string, rates: Readonly<Record<string, string>>): string {
  return `${str(date)}:${ratesMap(rates)}`;
}
