import fc from 'fast-check';
import { expect } from 'vitest';
import {
  cryptoHistory,
  cryptoRates,
  cryptoTimeseries,
  history,
  loadDataset,
  RatebookError,
  rates,
  timeseries,
  type Dataset,
  type DatasetFile,
  type Market,
} from '../src/index.js';
import { dateRange, hostileSymbols, symbolsOf } from '../src/testing/index.js';
import { cutFile } from './fixtures/cutFile.js';

/** The cases a law runs unless its caller says fewer (where each case is slow: the embedded data). */
const RUNS = 1000;
const SERIES = { fiat: timeseries, crypto: cryptoTimeseries } as const;
const HISTORY = { fiat: history, crypto: cryptoHistory } as const;

/** Runs `fn`; returns its result, or the code of the RatebookError it threw (anything else fails the law). */
function attempt<T>(fn: () => T): T | { error: string; param: string | undefined } {
  try {
    return fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    return { error: (error as RatebookError).code, param: (error as RatebookError).param };
  }
}
const failed = (value: unknown): value is { error: string } => typeof value === 'object' && value !== null && 'error' in value;

/** The map cut down to the codes named (the law's right-hand side, by plain object filtering). */
function restrict<V>(map: Readonly<Record<string, V>>, codes: readonly string[]): Record<string, V> {
  const wanted = new Set(codes.map((code) => code.toUpperCase()));
  return Object.fromEntries(Object.entries(map).filter(([code]) => wanted.has(code)));
}

/** Mixed case, and sometimes repeated: the forms a caller may write the same list in. */
function spell(codes: readonly string[], form: number): string | string[] {
  const mixed = codes.map((code, i) => ((i + form) % 2 ? code.toLowerCase() : code));
  if (form === 0) return mixed;
  if (form === 1) return mixed.join(',');
  return [...mixed, ...codes].join(',');
}

/** A query of either market: base any code the market takes, symbols sometimes, exact strings sometimes. */
function seriesQuery(ds: Dataset) {
  return fc.constantFrom<Market>('fiat', 'crypto').chain((market) =>
    fc.record({
      market: fc.constant(market),
      range: dateRange(ds, { maxDays: 45 }),
      base: fc.constantFrom(...(market === 'fiat' ? ds.fiat : ds.codes)),
      symbols: fc.option(symbolsOf(ds, market, 4), { nil: undefined }),
      form: fc.integer({ min: 0, max: 2 }),
      strings: fc.boolean(),
    }),
  );
}

/** The laws of ranges and symbols, checked by fast-check on one dataset (with its file, for cutting). */
export const rangeLaws: Record<string, (ds: Dataset, now: Date, file: DatasetFile, runs?: number) => void> = {
  'every date of timeseries(start, end) equals history(date) for the same base, filtered by symbols': (ds, now, _file, runs = RUNS) => {
    fc.assert(
      fc.property(seriesQuery(ds), ({ market, range, base, symbols, form, strings }) => {
        const options = { now, numbers: strings ? ('string' as const) : ('number' as const) };
        const params = { ...range, base, ...(symbols && { symbols: spell(symbols, form) }) };
        const series = attempt(() => SERIES[market](ds, params, options));
        if (failed(series)) {
          expect(['date_out_of_range', 'unknown_currency']).toContain(series.error);
          return;
        }
        for (const [date, map] of Object.entries(series.rates)) {
          const day = HISTORY[market](ds, { date, base }, options);
          expect(day.date).toBe(date);
          expect(map).toEqual(symbols ? restrict(day.rates, symbols) : day.rates);
        }
      }),
      { numRuns: runs },
    );
  },

  "the series' dates are exactly the snapshot dates within the range plus the one in force at start": (ds, now, _file, runs = RUNS) => {
    const today = now.toISOString().slice(0, 10);
    fc.assert(
      fc.property(seriesQuery(ds), ({ market, range, base, symbols }) => {
        const { start, end } = range;
        const series = attempt(() => SERIES[market](ds, { start, end, base, ...(symbols && { symbols }) }, { now }));
        // Worked out by a plain scan, the way the binary searches must agree with.
        const inForce = ds.snapshots.filter((s) => s.date <= start).at(-1);
        const chosen = ds.snapshots.filter((s) => (s.date >= start && s.date <= end && s.date <= today) || s === inForce);
        const quoted = chosen.filter((s) => !Number.isNaN(s.values[ds.columns.get(base)!])).map((s) => s.date);
        if (start > today || end < ds.snapshots[0]!.date) {
          expect(series).toMatchObject({ error: 'date_out_of_range', param: start > today ? 'start' : 'end' });
        } else if (quoted.length === 0) {
          expect(series).toMatchObject({ error: 'unknown_currency', param: 'base' });
        } else {
          if (failed(series)) throw new Error(`unexpected ${series.error}`);
          expect(Object.keys(series.rates)).toEqual(quoted);
          expect([series.start_date, series.end_date]).toEqual([quoted[0], quoted.at(-1)]);
        }
      }),
      { numRuns: runs },
    );
  },

  'symbols filtering equals the unfiltered map restricted to those codes': (ds, now, _file, runs = RUNS) => {
    const newest = ds.snapshots[ds.snapshots.length - 1]!;
    const query = fc.constantFrom<Market>('fiat', 'crypto').chain((market) =>
      fc.record({
        market: fc.constant(market),
        base: fc.constantFrom(...(market === 'fiat' ? ds.fiat : ds.codes).filter((c) => !Number.isNaN(newest.values[ds.columns.get(c)!]))),
        symbols: symbolsOf(ds, market, 6),
        form: fc.integer({ min: 0, max: 2 }),
        range: dateRange(ds, { maxDays: 20 }),
      }),
    );
    fc.assert(
      fc.property(query, ({ market, base, symbols, form, range }) => {
        const latest = market === 'fiat' ? rates : cryptoRates;
        const all = latest(ds, { base }, { numbers: 'string' }).rates;
        const some = attempt(() => latest(ds, { base, symbols: spell(symbols, form) }, { numbers: 'string' }));
        if (failed(some)) {
          // Refused only for a named code with no quote in that snapshot, never silently dropped.
          expect(some).toMatchObject({ error: 'unknown_currency', param: 'symbols' });
          expect(symbols.some((code) => !(code in all))).toBe(true);
        } else {
          expect(some.rates).toEqual(restrict(all, symbols));
          expect(Object.keys(some.rates)).toEqual(Object.keys(restrict(all, symbols)));
        }
        const whole = attempt(() => SERIES[market](ds, { ...range, base }, { now }));
        const cut = attempt(() => SERIES[market](ds, { ...range, base, symbols: spell(symbols, form) }, { now }));
        if (failed(whole)) {
          expect(cut).toEqual(whole);
          return;
        }
        if (failed(cut)) throw new Error(`unexpected ${cut.error}`);
        expect(cut).toEqual({ ...whole, rates: Object.fromEntries(Object.entries(whole.rates).map(([d, m]) => [d, restrict(m, symbols)])) });
      }),
      { numRuns: runs },
    );
  },

  'cryptoHistory(date).rates equals cryptoRates on the dataset cut at that date': (ds, now, file, runs = RUNS) => {
    const cuts = new Map<string, Dataset>();
    const cutAt = (date: string) => {
      let cut = cuts.get(date);
      if (!cut) cuts.set(date, (cut = loadDataset(cutFile(file, date))));
      return cut;
    };
    const first = ds.snapshots[0]!.date;
    fc.assert(
      fc.property(dateRange(ds, { maxDays: 0 }), fc.constantFrom(...ds.codes), fc.boolean(), ({ start: date }, base, strings) => {
        const options = { now, numbers: strings ? ('string' as const) : ('number' as const) };
        const past = attempt(() => cryptoHistory(ds, { date, base }, options));
        if (date < first || date > now.toISOString().slice(0, 10)) {
          expect(past).toMatchObject({ error: 'date_out_of_range', param: 'date' });
          return;
        }
        const answered = ds.snapshots.filter((s) => s.date <= date).at(-1)!.date;
        const then = attempt(() => cryptoRates(cutAt(answered), { base }, options));
        // A date past the newest data beyond its calendar's tolerance is flagged (issue 31); the cut has no later data to judge by.
        const { stale, ...rest } = past as { stale?: boolean };
        if (stale) expect(date > ds.snapshots.at(-1)!.date).toBe(true);
        expect(rest).toEqual(then);
      }),
      { numRuns: runs },
    );
  },

  'every hostile symbols value gives a contract error and nothing else': (ds, _now, _file, runs = RUNS) => {
    const now = new Date('2100-01-01T00:00:00Z'); // every snapshot in the past: only symbols can be at fault
    const newest = ds.snapshots[ds.snapshots.length - 1]!;
    const start = newest.date;
    // A base the newest snapshot quotes, for the same reason.
    const base = ds.fiat.find((code) => !Number.isNaN(newest.values[ds.columns.get(code)!]))!;
    fc.assert(
      fc.property(hostileSymbols(), (symbols) => {
        for (const call of [
          () => rates(ds, { base, symbols }),
          () => cryptoRates(ds, { base, symbols }),
          () => history(ds, { date: start, base, symbols }, { now }),
          () => cryptoHistory(ds, { date: start, base, symbols }, { now }),
          () => timeseries(ds, { start, base, symbols }, { now }),
          () => cryptoTimeseries(ds, { start, base, symbols }, { now }),
        ]) {
          const result = attempt<unknown>(call);
          expect(result).toMatchObject({ param: 'symbols' });
          expect(['invalid_parameter', 'unknown_currency']).toContain((result as { error: string }).error);
        }
      }),
      { numRuns: runs },
    );
  },
};
