import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { cryptoHistory, cryptoTimeseries, history, timeseries, type Dataset } from '../../src/index.js';
import { ecbCsvTable } from '../importers/ecbFiles.js';
import { ecbDataset } from '../importers/ecbHistory.js';

const NOW = new Date('2026-11-01T00:00:00Z');

describe('ranges on the embedded data', () => {
  const ds = defaultDataset;

  it('answers a range inside the 56-day gap 2024-09-06..2024-11-01 with the 2024-09-06 snapshot alone', () => {
    const r = timeseries(ds, { start: '2024-09-20', end: '2024-10-25', symbols: 'EUR,JPY' }, { now: NOW });
    expect(Object.keys(r.rates)).toEqual(['2024-09-06']);
    expect([r.start_date, r.end_date]).toEqual(['2024-09-06', '2024-09-06']);
    expect(r.rates['2024-09-06']).toEqual(history(ds, { date: '2024-10-25', symbols: 'EUR,JPY' }, { now: NOW }).rates);
    const c = cryptoTimeseries(ds, { start: '2024-09-07', end: '2024-10-31', base: 'EUR', symbols: 'BTC' }, { now: NOW });
    expect(Object.keys(c.rates)).toEqual(['2024-09-06']);
    expect(c.rates['2024-09-06']!.BTC).toBe(cryptoHistory(ds, { date: '2024-10-31', base: 'EUR' }, { now: NOW }).rates.BTC);
  });

  it('runs from the snapshot in force at start across the gap into November', () => {
    const r = timeseries(ds, { start: '2024-10-01', end: '2024-11-03', base: 'GBP', symbols: 'USD' }, { now: NOW });
    expect(Object.keys(r.rates)[0]).toBe('2024-09-06');
    expect(Object.keys(r.rates)[1]).toBe('2024-11-01');
  });

  it('answers the whole history of one market without symbols, within the size bound', () => {
    const r = timeseries(ds, { start: '2024-01-01' }, { now: NOW });
    expect(Object.keys(r.rates)).toHaveLength(ds.snapshots.length);
    expect(r.start_date).toBe(ds.snapshots[0]!.date);
    expect(r.end_date).toBe(ds.snapshots.at(-1)!.date);
  });
});

describe('ranges on the imported ECB history', () => {
  let ds: Dataset;
  const { codes, rows } = ecbCsvTable();
  const SYMBOLS = ['USD', 'JPY', 'GBP'];
  // The CSV lists dates newest first; the year's series also starts with 2024-12-31, in force on 2025-01-01.
  const year = rows.filter((row) => row.date >= '2024-12-31' && row.date <= '2025-12-31').reverse();
  const cell = (row: (typeof rows)[number], code: string) => row.cells[codes.indexOf(code)]!;

  beforeAll(async () => {
    ds = await ecbDataset();
  });

  it('gives every business day of 2025 with the CSV value of each of 3 symbols against EUR, exactly', () => {
    const r = timeseries(ds, { start: '2025-01-01', end: '2025-12-31', base: 'EUR', symbols: 'usd,jpy,gbp' }, { now: NOW, numbers: 'string' });
    expect(year.length).toBeGreaterThan(250);
    expect(Object.keys(r.rates)).toEqual(year.map((row) => row.date));
    for (const row of year) {
      expect(Object.keys(r.rates[row.date]!)).toEqual(['GBP', 'JPY', 'USD']);
      for (const code of SYMBOLS) expect(new Big(r.rates[row.date]![code]!).eq(cell(row, code))).toBe(true);
    }
  });

  it('re-pivots the same year to USD: each rate is the CSV quotient rounded half-even to 12 significant digits', () => {
    const r = timeseries(ds, { start: '2025-01-01', end: '2025-12-31', symbols: 'EUR,JPY,GBP' }, { now: NOW, numbers: 'string' });
    expect(Object.keys(r.rates)).toEqual(year.map((row) => row.date));
    const Exact = Big();
    Exact.DP = 40;
    const quotient = (a: string, b: string) => new Exact(a).div(b).prec(12, Big.roundHalfEven).toFixed();
    for (const row of year) {
      const usd = cell(row, 'USD');
      const expected = { EUR: quotient('1', usd), GBP: quotient(cell(row, 'GBP'), usd), JPY: quotient(cell(row, 'JPY'), usd) };
      for (const [code, value] of Object.entries(expected)) expect(r.rates[row.date]![code], `${row.date} ${code}`).toBe(value);
    }
  });

  it('resolves weekends: a range from a Saturday to a Sunday is the Friday before', () => {
    const r = timeseries(ds, { start: '2025-03-08', end: '2025-03-09', base: 'EUR', symbols: 'USD' }, { now: NOW });
    expect(Object.keys(r.rates)).toEqual(['2025-03-07']);
  });

  it('refuses 27 years of every code, and answers them for one symbol', () => {
    expect(() => timeseries(ds, { start: '1999-01-01' }, { now: NOW })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'symbols' }));
    expect(Object.keys(timeseries(ds, { start: '1999-01-01', symbols: 'JPY' }, { now: NOW }).rates)).toHaveLength(rows.length);
  });
});
