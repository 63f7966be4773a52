import type { CurrencyCode, Dataset, Market } from '../types.js';
import { buildSeriesPart, failUnquotedBase, type SeriesPart } from './buildSeriesPart.js';
import type { TimeseriesOptions } from './options.js';
import { registeredPolicies } from './entryRegistry.js';
import { buildSeries, planSeries } from './seriesIn.js';
import type { Series, SeriesPlan } from './seriesPlan.js';

export type { SeriesPart } from './buildSeriesPart.js';

/** A checked series request, ready to be derived whole or a slice at a time. */
export interface SeriesGenerator {
  /** Dates × codes planned (at most `MAX_SERIES_VALUES`). */
  readonly values: number;
  /** Equal keys within one dataset mean equal series, so a body can be kept by it. */
  readonly key: string;
  /** The base code, as the series names it. */
  readonly base: CurrencyCode;
  /** With `group`: its periods need every date of them, so it is derived whole, never in slices. */
  readonly grouped: boolean;
  /** Derives the whole series, as timeseries answers it. */
  whole(): Series;
  /**
   * Derives the series' dates a slice at a time, each of about `sliceValues` rates, in date order;
   * raises `unknown_currency` after the last slice when the base is quoted on none of its dates.
   */
  slices(sliceValues: number): Generator<SeriesPart, void, undefined>;
}

/**
 * Checks and plans a time series request (every error a series raises but a base quoted on none of
 * its dates), for a caller that derives it whole or between other work: the one entry of the series
 * machinery outside the operations.
 *
 * @param dataset - The dataset.
 * @param params - `{ start, end, base, symbols, group }` as timeseries takes them.
 * @param options - `{ numbers, now }`.
 * @param market - `fiat` for timeseries, `crypto` for cryptoTimeseries.
 * @param operation - The operation's name, for messages.
 * @returns The planned series.
 * @example
 * const series = seriesGenerator(ds, { start: '2024-01-01' }, { numbers: 'string', now }, 'fiat', 'timeseries');
 * for (const part of series.slices(250)) send(part.rates);
 */
export function seriesGenerator(
  dataset: Dataset,
  params: unknown,
  options: TimeseriesOptions<'number' | 'string'> | undefined,
  market: Market,
  operation: string,
): SeriesGenerator {
  const plan = planSeries(dataset, params, options, market, operation);
  // The dataset planned on: with `asOf`, the view of it as known then.
  dataset = plan.dataset;
  return {
    values: plan.values,
    key: seriesKey(plan),
    base: dataset.codes[plan.base]!,
    grouped: plan.group !== undefined,
    whole: () => buildSeries(dataset, plan),
    *slices(sliceValues) {
      const step = Math.max(1, Math.floor(sliceValues / Math.max(1, plan.columns.length)));
      let quoted = false;
      // Under a policy the slices are of days (offsets from its first day), else of snapshots.
      for (let from = plan.first; from <= plan.last; from += step) {
        const part = (plan.policy ? registeredPolicies().seriesPart : buildSeriesPart)(dataset, plan, from, from + step - 1);
        quoted ||= part.startDate !== undefined;
        yield part;
      }
      if (!quoted) failUnquotedBase(dataset, plan);
    },
  };
}

// Equal keys within one dataset mean equal series. Worked out here, for the handler's cache of
// bodies (its only reader), so that the core's timeseries does not build it. A grouped series also
// depends on start (its first period is clipped to it).
function seriesKey(plan: SeriesPlan): string {
  const { policy, group } = plan;
  const scope = policy ? `|${policy.id}|${policy.from}|${(policy.options as { at?: unknown }).at}` : '';
  const codes = plan.named ? plan.columns.join(',') : '*';
  return `${plan.market}|${plan.numbers}|${plan.first}|${plan.last}|${plan.base}|${codes}${group ? `|${group}|${plan.start}|${plan.stat ?? ''}` : ''}${scope}`;
}
