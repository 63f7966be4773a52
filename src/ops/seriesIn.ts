import { checkOptions, SERIES_OPTIONS } from '../params/checkOptions.js';
import { checkDataset } from '../dataset/checkDataset.js';
import { datasetAsOf } from '../dataset/datasetAsOf.js';
import { coverage } from '../dataset/coverage.js';
import { findSnapshot } from '../dataset/findSnapshot.js';
import { marketColumn } from '../dataset/resolveCode.js';
import { resolveSymbols } from '../dataset/resolveSymbols.js';
import { fail } from '../errors.js';
import { utcDate } from '../params/date.js';
import { parseCode } from '../params/parseCode.js';
import { parseDate } from '../params/parseDate.js';
import { parseNow } from '../params/parseNow.js';
import { parseSymbols } from '../params/parseSymbols.js';
import { numberFormat, ownOption, readParams, required } from '../params/readParams.js';
import { parseGroup, parseStat } from '../params/parseGroup.js';
import type { Dataset, Market } from '../types.js';
import { buildSeriesPart, failUnquotedBase } from './buildSeriesPart.js';
import { groupSeries } from './groupSeries.js';
import type { TimeseriesOptions } from './options.js';
import { policyOptions } from './policyOptions.js';
import { registeredPolicies } from './entryRegistry.js';
import type { Series, SeriesPlan } from './seriesPlan.js';

const NAMES = ['start', 'end', 'base', 'symbols', 'group', 'stat'] as const;

/**
 * Most values (dates × codes) one series may hold: a year of daily rates for 270 codes, or the whole
 * embedded history of one market, and about 2.5 MB of JSON. Larger is `invalid_parameter`.
 */
export const MAX_SERIES_VALUES = 100_000;

/**
 * What timeseries and cryptoTimeseries share: read `{ start, end, base, symbols, group }`, find the
 * snapshot in force at `start` and the last one on or before `end` (two binary searches), and
 * quote every snapshot between them (a slice, no scan).
 *
 * @example
 * seriesIn(ds, { start: '2025-01-01', symbols: 'EUR' }, undefined, 'fiat', 'timeseries').result.start_date
 */
export function seriesIn(
  dataset: Dataset,
  params: unknown,
  options: TimeseriesOptions<'number' | 'string'> | undefined,
  market: Market,
  operation: string,
): Series {
  return buildSeries(dataset, planSeries(dataset, params, options, market, operation));
}

/**
 * Checks a series request and finds its snapshots, raising every error a series can raise except
 * a base quoted on none of them; no rate is derived yet.
 *
 * @example
 * planSeries(ds, { start: '2025-01-01' }, { now }, 'fiat', 'timeseries').last // the newest snapshot's index
 */
export function planSeries(
  dataset: Dataset,
  params: unknown,
  options: TimeseriesOptions<'number' | 'string'> | undefined,
  market: Market,
  operation: string,
): SeriesPlan {
  checkDataset(dataset);
  checkOptions(options, SERIES_OPTIONS, operation, NAMES);
  dataset = datasetAsOf(dataset, ownOption(options, 'asOf'));
  const p = readParams(params, NAMES, operation);
  const start = parseDate(required(p, 'start'), 'start');
  const end = p.end === undefined ? undefined : parseDate(p.end, 'end');
  const baseCode = parseCode(p.base ?? 'USD', 'base');
  const symbols = p.symbols === undefined ? undefined : parseSymbols(p.symbols);
  const group = p.group === undefined ? undefined : parseGroup(p.group);
  const stat = p.stat === undefined ? undefined : parseStat(p.stat, group !== undefined);
  const numbers = numberFormat(options);
  const now = parseNow(ownOption(options, 'now'));
  const rule = policyOptions(options);
  if (end !== undefined && start > end) fail('invalid_parameter', `The range is reversed: start ${start} is after end ${end}.`, 'end');
  const today = utcDate(now);
  if (start > today) fail('date_out_of_range', `The range starts on ${start}, in the future; ${coverage(dataset)}.`, 'start');
  // The range ends today at the latest, so every date in it is one that history answers. With no
  // end it runs to the newest snapshot, even from a start after it (then it holds the newest
  // snapshot alone: the one in force at start).
  const until = end === undefined || end > today ? today : end;
  let last = findSnapshot(dataset, until);
  if (last < 0) fail('date_out_of_range', `The range ends on ${until}, before the first quote; ${coverage(dataset)}.`, end === undefined ? 'start' : 'end');
  // The snapshot in force at start (-1 when start is before the data, which then starts the series).
  let first = Math.max(findSnapshot(dataset, start), 0);

  const base = marketColumn(dataset, baseCode, market === 'fiat' ? ['fiat'] : ['fiat', 'crypto'], 'base');
  const columns = symbols ? resolveSymbols(dataset, symbols, market, base) : marketColumns(dataset, market);
  // Under a policy a value a calendar day, each history's with the policy, up to end (or the newest snapshot).
  const policy =
    rule &&
    registeredPolicies().planSeries(dataset, rule, baseCode, start, end === undefined ? dataset.snapshots[last]!.date : until, symbols, market, !!group);
  // Its days (offsets from its first day) then stand where the snapshots stand.
  if (policy) [first, last] = [0, policy.days - 1];
  const values = (last - first + 1) * columns.length;
  if (values > MAX_SERIES_VALUES) {
    fail(
      'invalid_parameter',
      `The series would hold ${values} rates (${last - first + 1} dates × ${columns.length} codes), more than ${MAX_SERIES_VALUES}; name fewer symbols or ask for a shorter range.`,
      symbols?.length === 1 ? 'start' : 'symbols',
    );
  }
  return { dataset, market, first, last, base, columns, named: symbols !== undefined, numbers, start, group, stat, values, ...(policy && { policy }) };
}

/**
 * Derives a planned series. Each date's map holds exactly what history or cryptoHistory answers
 * for that date: the same derivation, rounded the same way (outside the rate-table cache, so a long
 * series never evicts the tables that rates and convert keep warm).
 *
 * @example
 * buildSeries(ds, planSeries(ds, { start: '2025-01-01' }, { now }, 'fiat', 'timeseries')).result
 */
export function buildSeries(dataset: Dataset, plan: SeriesPlan): Series {
  // The dataset planned on: with `asOf`, the view of it as known then.
  dataset = plan.dataset;
  if (plan.group) return groupSeries(dataset, plan, plan.group, plan.stat);
  const part = (plan.policy ? registeredPolicies().seriesPart : buildSeriesPart)(dataset, plan, plan.first, plan.last);
  if (part.startDate === undefined) failUnquotedBase(dataset, plan);
  const { codes } = dataset;
  return { result: { base: codes[plan.base]!, start_date: part.startDate, end_date: part.endDate, rates: part.rates }, updatedAt: part.updatedAt };
}

function marketColumns(dataset: Dataset, market: Market): number[] {
  const from = market === 'fiat' ? 0 : dataset.fiat.length;
  return (market === 'fiat' ? dataset.fiat : dataset.crypto).map((_, i) => from + i);
}
