import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { defaultDataset as ds } from '../../src/data.js';
import { cryptoHistory, cryptoTimeseries, history, RatebookError, timeseries } from '../../src/index.js';
import { small, NOW as SMALL_NOW } from '../fixtures/load.js';

const NOW = new Date('2026-11-01T00:00:00Z');

function errorOf(fn: () => unknown): { code: string; param: string | undefined } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    return { code: (error as RatebookError).code, param: (error as RatebookError).param };
  }
  throw new Error('expected a RatebookError');
}

describe('timeseries with group', () => {
  it("averages a month with one quote date to that date's rates, counted once", () => {
    // April 2025 has one quote date in the embedded data: 2025-04-01.
    const r = timeseries(ds, { start: '2025-04-01', end: '2025-04-30', symbols: 'EUR,JPY,KWD', group: 'month' }, { now: NOW, numbers: 'string' });
    expect(r.rates).toEqual({ '2025-04-01': history(ds, { date: '2025-04-01', symbols: 'EUR,JPY,KWD' }, { now: NOW, numbers: 'string' }).rates });
    expect(r.counts).toEqual({ '2025-04-01': { EUR: 1, JPY: 1, KWD: 1 } });
    expect(r.group).toBe('month');
    expect([r.start_date, r.end_date]).toEqual(['2025-04-01', '2025-04-01']);
  });

  it('keys a week across the 56-day gap by its Monday, and leaves the weeks without a quote out', () => {
    // Quotes: 2024-09-01 (Sun), 2024-09-06 (Fri), then none until 2024-11-01 (Fri), 11-02, 11-03, 11-04 (Mon), 11-07.
    const r = timeseries(ds, { start: '2024-09-01', end: '2024-11-10', base: 'EUR', symbols: 'USD', group: 'week' }, { now: NOW, numbers: 'string' });
    expect(Object.keys(r.rates)).toEqual(['2024-08-26', '2024-09-02', '2024-10-28', '2024-11-04']);
    expect(r.counts).toEqual({ '2024-08-26': { USD: 1 }, '2024-09-02': { USD: 1 }, '2024-10-28': { USD: 3 }, '2024-11-04': { USD: 2 } });
    const days = ['2024-11-01', '2024-11-02', '2024-11-03'].map(
      (date) => history(ds, { date, base: 'EUR', symbols: 'USD' }, { now: NOW, numbers: 'string' }).rates.USD!,
    );
    const mean = days
      .reduce((sum, v) => sum.plus(v), new Big(0))
      .div(3)
      .prec(12, Big.roundHalfEven)
      .toFixed();
    expect(r.rates['2024-10-28']!.USD).toBe(mean);
    // The first period is keyed by its first day, before the range's start, and averages only the dates inside the range.
    expect(r.start_date).toBe('2024-08-26');
  });

  it('refuses a grouped range with no quote date inside it, where the plain series answers the snapshot in force', () => {
    expect(Object.keys(timeseries(ds, { start: '2024-09-10', end: '2024-10-20', symbols: 'EUR' }, { now: NOW }).rates)).toEqual(['2024-09-06']);
    expect(errorOf(() => timeseries(ds, { start: '2024-09-10', end: '2024-10-20', symbols: 'EUR', group: 'week' }, { now: NOW }))).toEqual({
      code: 'date_out_of_range',
      param: 'start',
    });
  });

  it('counts per period and code: a code withheld on some dates is averaged over the dates it is quoted', () => {
    // SYP is withheld from 2026-01-01 to 2026-01-06 (the redenomination), EUR is quoted throughout.
    const r = timeseries(ds, { start: '2026-01-01', end: '2026-01-31', symbols: 'EUR,SYP', group: 'month' }, { now: NOW, numbers: 'string' });
    const counts = r.counts!['2026-01-01']!;
    expect(counts.SYP).toBeLessThan(counts.EUR!);
    const quoted = ds.snapshots.filter((s) => s.date.startsWith('2026-01') && !Number.isNaN(s.values[ds.columns.get('SYP')!])).map((s) => s.date);
    expect(counts.SYP).toBe(quoted.length);
    const values = quoted.map((date) => history(ds, { date, symbols: 'SYP' }, { now: NOW, numbers: 'string' }).rates.SYP!);
    expect(r.rates['2026-01-01']!.SYP).toBe(
      values
        .reduce((s, v) => s.plus(v), new Big(0))
        .div(values.length)
        .prec(12, Big.roundHalfEven)
        .toFixed(),
    );
  });

  it("groups by year and by month consistently: the counts of a year are the sum of its months'", () => {
    const year = timeseries(ds, { start: '2025-01-01', end: '2025-12-31', symbols: 'GBP', group: 'year' }, { now: NOW });
    const months = timeseries(ds, { start: '2025-01-01', end: '2025-12-31', symbols: 'GBP', group: 'month' }, { now: NOW });
    expect(Object.keys(year.rates)).toEqual(['2025-01-01']);
    expect(Object.keys(months.rates)).toHaveLength(12);
    const total = Object.values(months.counts!).reduce((sum, c) => sum + c.GBP!, 0);
    expect(year.counts!['2025-01-01']!.GBP).toBe(total);
    expect(total).toBe(ds.snapshots.filter((s) => s.date.startsWith('2025-')).length);
  });

  it('writes numbers by default and exact strings on request, from the same decimals', () => {
    const params = { start: '2025-03-01', end: '2025-03-31', base: 'EUR', symbols: 'JPY,USD', group: 'month' } as const;
    const strings = timeseries(ds, params, { now: NOW, numbers: 'string' });
    const numbers = timeseries(ds, params, { now: NOW });
    for (const code of ['JPY', 'USD']) expect(numbers.rates['2025-03-01']![code]).toBe(Number(strings.rates['2025-03-01']![code]));
    expect(numbers.counts).toEqual(strings.counts);
  });

  it('refuses a group it does not know, naming group', () => {
    for (const group of ['day', 'Month', '', 'quarter']) {
      expect(errorOf(() => timeseries(ds, { start: '2025-01-01', group } as never, { now: NOW }))).toEqual({ code: 'invalid_parameter', param: 'group' });
      expect(errorOf(() => cryptoTimeseries(ds, { start: '2025-01-01', group } as never, { now: NOW }))).toEqual({ code: 'invalid_parameter', param: 'group' });
    }
  });

  it('groups the small fixture: a week of two quote dates (Friday 2024-03-01 is in the week of 2024-02-26)', () => {
    const r = timeseries(small, { start: '2024-03-01', symbols: 'EUR', group: 'week' }, { now: SMALL_NOW, numbers: 'string' });
    expect(Object.keys(r.rates)).toEqual(['2024-02-26', '2024-03-04', '2024-04-15']);
    expect(r.counts).toEqual({ '2024-02-26': { EUR: 1 }, '2024-03-04': { EUR: 1 }, '2024-04-15': { EUR: 1 } });
    const m = timeseries(small, { start: '2024-03-01', symbols: 'EUR', group: 'month' }, { now: SMALL_NOW, numbers: 'string' });
    expect(m.counts).toEqual({ '2024-03-01': { EUR: 2 }, '2024-04-01': { EUR: 1 } });
  });
});

describe('cryptoTimeseries with fiat symbols', () => {
  it('quotes the bitcoin price in euros over a year, each date exactly EUR / BTC of its snapshot', () => {
    const r = cryptoTimeseries(ds, { start: '2025-01-01', end: '2025-12-31', base: 'BTC', symbols: 'EUR' }, { now: NOW, numbers: 'string' });
    const dates = ds.snapshots.filter((s) => s.date >= '2025-01-01' && s.date <= '2025-12-31');
    expect(Object.keys(r.rates)).toEqual(dates.map((s) => s.date));
    for (const s of dates) {
      const [eur, btc] = ['EUR', 'BTC'].map((code) => String(s.values[ds.columns.get(code)!]));
      expect(r.rates[s.date]!.EUR).toBe(new Big(eur!).div(btc!).prec(12, Big.roundHalfEven).toFixed());
      expect(r.rates[s.date]!.EUR).toBe(cryptoHistory(ds, { date: s.date, base: 'BTC', symbols: 'EUR' }, { now: NOW, numbers: 'string' }).rates.EUR);
    }
    const monthly = cryptoTimeseries(ds, { start: '2025-01-01', end: '2025-12-31', base: 'BTC', symbols: 'EUR', group: 'month' }, { now: NOW });
    expect(Object.keys(monthly.rates)).toHaveLength(12);
    expect(monthly.rates['2025-06-01']!.EUR).toBeGreaterThan(50_000);
  });

  it('puts fiat prices before assets, in the order of every rates map', () => {
    const r = cryptoTimeseries(ds, { start: '2026-09-01', base: 'ETH', symbols: 'eth,usd,btc,eur' }, { now: NOW });
    for (const map of Object.values(r.rates)) expect(Object.keys(map)).toEqual(['EUR', 'USD', 'BTC', 'ETH']);
  });

  it('refuses a fiat symbol against a fiat base: that is a fiat rate', () => {
    expect(errorOf(() => cryptoTimeseries(ds, { start: '2026-09-01', base: 'USD', symbols: 'EUR' }, { now: NOW }))).toEqual({
      code: 'invalid_parameter',
      param: 'symbols',
    });
  });
});
