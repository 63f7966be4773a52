import type { CurrencyCode, Dataset, IsoDate, Market, NumberFormat, SeriesGroup, TimeseriesResult, SeriesStat } from '../types.js';

// The series types apart from seriesIn, so that what derives a series (buildSeriesPart,
// groupSeries) and what plans one (seriesIn) read them without importing each other.

/** A series and the newest capture time among its snapshots (the HTTP layer's Last-Modified). */
export interface Series {
  readonly result: TimeseriesResult<number | string>;
  readonly updatedAt: string;
}

/** A checked series request: which snapshots, base and columns, before any rate is derived. */
export interface SeriesPlan {
  /** The dataset planned on: the one asked, or the view of it as known at `asOf`; the series is derived from it. */
  readonly dataset: Dataset;
  /** The market asked (`timeseries` or `cryptoTimeseries`). */
  readonly market: Market;
  /** Index of the first snapshot of the series (under a policy, 0: the first day). */
  readonly first: number;
  /** Index of the last snapshot of the series (under a policy, the last day's offset from the first). */
  readonly last: number;
  /** Column of the base. */
  readonly base: number;
  /** Columns of the codes quoted, in map order. */
  readonly columns: readonly number[];
  /** Whether the caller named the symbols (else `columns` are the market's every code). */
  readonly named: boolean;
  readonly numbers: NumberFormat;
  /** The range's first day, as asked. */
  readonly start: IsoDate;
  /** With `group`: the period size; the series then holds period means (groupSeries). */
  readonly group?: SeriesGroup | undefined;
  /** With `group`: the period value asked for, or undefined for the mean (the default). */
  readonly stat?: SeriesStat | undefined;
  /** With a rate policy: the days of the series, each history's under it (policySeries). */
  readonly policy?: (PolicySeries & { readonly id: string }) | undefined;
  /** Dates × codes planned: what the series costs to derive and to send (at most `MAX_SERIES_VALUES`). */
  readonly values: number;
}

/** A series under a rate policy: one date a calendar day, each what `history` with the policy answers for it. */
export interface PolicySeries {
  /** The options holding `policy` (and `at`, `now`), as policyChoice reads them. */
  readonly options: object;
  /** The series' first day: the range's, or the first day the rule answers on the source's data. */
  readonly from: IsoDate;
  /** Days from `from` to the range's end. */
  readonly days: number;
  readonly symbols: readonly CurrencyCode[] | undefined;
  readonly market: Market;
}
