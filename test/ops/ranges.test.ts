import { describe, expect, it } from 'vitest';
import { cryptoHistory, cryptoRates, cryptoTimeseries, history, loadDataset, MAX_SERIES_VALUES, rates, timeseries } from '../../src/index.js';
import { caught } from '../errors.js';
import { NOW, small, smallFile } from '../fixtures/load.js';

const AT = { now: NOW };

describe('symbols', () => {
  it('restricts the rates map to the codes named, in any case, in the map order', () => {
    expect(rates(small, { base: 'EUR', symbols: 'jpy,Gbp' }, { numbers: 'string' }).rates).toEqual({ GBP: '0.860215053763', JPY: '165.591397849' });
    expect(Object.keys(rates(small, { symbols: 'USD,EUR' }).rates)).toEqual(['EUR', 'USD']);
    expect(rates(small, { symbols: ['kwd'] })).toEqual({ base: 'USD', date: '2024-04-15', updated_at: '2024-04-15T16:00:00.123Z', rates: { KWD: 0.308 } });
    expect(history(small, { date: '2024-03-02', symbols: 'EUR' }, AT).rates).toEqual({ EUR: 0.92 });
    expect(cryptoRates(small, { base: 'ETH', symbols: 'btc,eth' }, { numbers: 'string' }).rates).toEqual({ BTC: '0.046875', ETH: '1' });
  });

  it('answers a repeated code once, whatever its case', () => {
    expect(rates(small, { symbols: 'EUR,eur,Eur' }).rates).toEqual({ EUR: 0.93 });
    expect(rates(small, { symbols: Array.from({ length: 500 }, () => 'gbp') }).rates).toEqual({ GBP: 0.8 });
  });

  it('refuses codes the market does not quote with unknown_currency', () => {
    expect(caught(() => rates(small, { symbols: 'EUR,XYZ' }))).toMatchObject({ code: 'unknown_currency', param: 'symbols', status: 400 });
    expect(caught(() => rates(small, { symbols: 'BTC' }))).toMatchObject({ code: 'unknown_currency', param: 'symbols' });
    // A fiat symbol on the crypto market is an asset's price in it; against a fiat base it is a fiat rate, refused.
    expect(caught(() => cryptoRates(small, { symbols: 'EUR' }))).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
    // 0.93 / 0.0000150000000000000001 is just under 62000: the exact quotient, rounded once.
    expect(cryptoRates(small, { base: 'BTC', symbols: 'EUR' }, { numbers: 'string' }).rates).toEqual({ EUR: '62000' });
    expect(caught(() => rates(small, { symbols: 'constructor' }))).toMatchObject({ code: 'unknown_currency', param: 'symbols' });
    // ETH has no quote on 2024-03-04, like a base with no quote there.
    expect(caught(() => cryptoHistory(small, { date: '2024-03-05', symbols: 'ETH' }, AT))).toMatchObject({ code: 'unknown_currency', param: 'symbols' });
  });

  it('refuses empty items, malformed codes and more than 500 items with invalid_parameter', () => {
    const hostile: unknown[] = [
      '',
      ',',
      'EUR,',
      ',EUR',
      'EUR,,GBP',
      ' EUR',
      'EUR;GBP',
      '__proto__',
      'EUR,__proto__',
      'A'.repeat(13),
      [],
      [''],
      ['EUR,GBP'],
      [42],
      42,
      {},
      `${'EUR,'.repeat(4999)}EUR`,
      Array.from({ length: 5000 }, () => 'EUR'),
      `${'USD,'.repeat(500)}USD`,
      'X'.repeat(100_000),
    ];
    for (const symbols of hostile) {
      expect(
        caught(() => rates(small, { symbols } as never)),
        String(symbols).slice(0, 20),
      ).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
      expect(caught(() => timeseries(small, { start: '2024-03-01', symbols } as never, AT))).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
    }
  });

  it('is checked before the date is looked up: syntax errors come first', () => {
    expect(caught(() => history(small, { date: '2020-01-01', symbols: 'EUR,' }, AT))).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
  });
});

describe('cryptoHistory', () => {
  it('answers cryptoRates as it was on a past date, a gap resolving to the quote before', () => {
    expect(cryptoHistory(small, { date: '2024-04-14', base: 'btc' }, { ...AT, numbers: 'string' })).toEqual({
      base: 'BTC',
      date: '2024-03-04',
      updated_at: '2024-03-04T16:00:00Z',
      rates: { BTC: '1', SHIB: '6613939873.42' },
    });
    expect(cryptoHistory(small, { date: '2024-03-01' }, AT).rates).toEqual({ BTC: 0.000016, ETH: 0.00029, SHIB: 105000 });
  });

  it('follows the date rules of history', () => {
    expect(caught(() => cryptoHistory(small, { date: '2024-02-29' }, AT))).toMatchObject({ code: 'date_out_of_range', param: 'date' });
    expect(caught(() => cryptoHistory(small, { date: '2024-06-02' }, AT))).toMatchObject({ code: 'date_out_of_range', param: 'date' });
    expect(caught(() => cryptoHistory(small, {} as never, AT))).toMatchObject({ code: 'missing_parameter', param: 'date' });
    expect(caught(() => cryptoHistory(small, { date: '2024-02-30' }, AT))).toMatchObject({ code: 'invalid_parameter', param: 'date' });
    expect(caught(() => cryptoHistory(small, { date: '2024-03-05', base: 'eth' }, AT))).toMatchObject({ code: 'unknown_currency', param: 'base' });
  });
});

describe('timeseries', () => {
  it('holds every snapshot of the range plus the one in force at start', () => {
    expect(timeseries(small, { start: '2024-03-02', end: '2024-03-10', symbols: 'eur,gbp' }, AT)).toEqual({
      base: 'USD',
      start_date: '2024-03-01',
      end_date: '2024-03-04',
      rates: { '2024-03-01': { EUR: 0.92, GBP: 0.79 }, '2024-03-04': { EUR: 0.9215, GBP: 0.7893 } },
    });
    // A start on a snapshot date needs nothing before it.
    expect(Object.keys(timeseries(small, { start: '2024-03-04', end: '2024-04-15' }, AT).rates)).toEqual(['2024-03-04', '2024-04-15']);
  });

  it('answers a range inside a gap with the snapshot in force alone', () => {
    const r = timeseries(small, { start: '2024-03-10', end: '2024-04-01', base: 'GBP', symbols: 'JPY' }, { ...AT, numbers: 'string' });
    expect(r).toEqual({ base: 'GBP', start_date: '2024-03-04', end_date: '2024-03-04', rates: { '2024-03-04': { JPY: '190.358545547' } } });
  });

  it('runs to the newest snapshot by default, also from a start after it', () => {
    expect(timeseries(small, { start: '2024-03-03' }, AT).end_date).toBe('2024-04-15');
    expect(Object.keys(timeseries(small, { start: '2024-05-20' }, AT).rates)).toEqual(['2024-04-15']);
    expect(Object.keys(timeseries(small, { start: '2024-05-20', end: '2024-05-31' }, AT).rates)).toEqual(['2024-04-15']);
  });

  it('starts at the first snapshot when the range begins before the data', () => {
    expect(timeseries(small, { start: '2020-01-01', end: '2024-03-02' }, AT).start_date).toBe('2024-03-01');
  });

  it('refuses a range wholly before the data or starting after today, and a reversed one', () => {
    expect(caught(() => timeseries(small, { start: '2020-01-01', end: '2024-02-29' }, AT))).toMatchObject({ code: 'date_out_of_range', param: 'end' });
    expect(caught(() => timeseries(small, { start: '2024-06-02' }, AT))).toMatchObject({ code: 'date_out_of_range', param: 'start' });
    expect(caught(() => timeseries(small, { start: '2024-06-02', end: '2024-07-01' }, AT))).toMatchObject({ code: 'date_out_of_range', param: 'start' });
    expect(caught(() => timeseries(small, { start: '2024-03-05', end: '2024-03-04' }, AT))).toMatchObject({ code: 'invalid_parameter', param: 'end' });
    // A range that only ends after today is answered up to the data.
    expect(timeseries(small, { start: '2024-04-01', end: '2030-01-01' }, AT).end_date).toBe('2024-04-15');
  });

  it('checks its parameters like the other operations', () => {
    expect(caught(() => timeseries(small, {} as never, AT))).toMatchObject({ code: 'missing_parameter', param: 'start' });
    expect(caught(() => timeseries(small, { start: '2024-3-1' }, AT))).toMatchObject({ code: 'invalid_parameter', param: 'start' });
    expect(caught(() => timeseries(small, { start: '2024-03-01', end: '' }, AT))).toMatchObject({ code: 'invalid_parameter', param: 'end' });
    expect(caught(() => timeseries(small, { start: '2024-03-01', date: '2024-03-01' } as never, AT))).toMatchObject({
      code: 'invalid_parameter',
      param: 'date',
    });
    expect(caught(() => timeseries(small, { start: '2024-03-01', base: 'BTC' }, AT))).toMatchObject({ code: 'unknown_currency', param: 'base' });
    expect(caught(() => timeseries(small, { start: '2024-03-01' }, { now: new Date(NaN) }))).toMatchObject({ code: 'invalid_option', param: 'now' });
  });

  it('leaves out the dates whose snapshot does not quote the base, and codes not quoted on a date', () => {
    const r = cryptoTimeseries(small, { start: '2024-03-01', base: 'ETH' }, AT);
    expect(Object.keys(r.rates)).toEqual(['2024-03-01', '2024-04-15']);
    expect(Object.keys(cryptoTimeseries(small, { start: '2024-03-01' }, AT).rates['2024-03-04']!)).toEqual(['BTC', 'SHIB']);
    // Quoted on no date of the range: nothing to answer.
    expect(caught(() => cryptoTimeseries(small, { start: '2024-03-04', end: '2024-03-05', base: 'ETH' }, AT))).toMatchObject({
      code: 'unknown_currency',
      param: 'base',
    });
  });

  it('quotes the crypto market against either market, the base asset at 1', () => {
    expect(cryptoTimeseries(small, { start: '2024-04-15', base: 'btc' }, { ...AT, numbers: 'string' }).rates).toEqual({
      '2024-04-15': { BTC: '1', ETH: '21.3333333333', SHIB: '6533333333.33' },
    });
    expect(caught(() => cryptoTimeseries(small, { start: '2024-03-01', symbols: 'EUR' }, AT))).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
    expect(caught(() => cryptoTimeseries(small, { start: '2024-03-01', symbols: 'XYZ' }, AT))).toMatchObject({ code: 'unknown_currency', param: 'symbols' });
  });

  it(`refuses a series of more than ${MAX_SERIES_VALUES} rates, asking for symbols or a shorter range`, () => {
    // 3 fiat codes quoted on 33,334 daily snapshots: 100,002 rates without symbols, 33,334 with one.
    const file = smallFile();
    const day = 86_400_000;
    const first = Date.parse('1930-01-01');
    file.fiat = ['EUR', 'GBP', 'USD'];
    file.crypto = [];
    file.cryptoMeta = {};
    for (const locale of Object.values(file.locales)) for (const code of ['IDR', 'JPY', 'KWD']) delete (locale as Record<string, unknown>)[code];
    for (const code of ['IDR', 'JPY', 'KWD']) delete (file.fiatMeta as Record<string, unknown>)[code];
    file.snapshots = Array.from({ length: 33_334 }, (_, i) => {
      const date = new Date(first + i * day).toISOString().slice(0, 10);
      return { date, updated_at: `${date}T16:00:00Z`, rates: [0.9, 0.8, 1] };
    });
    const big = loadDataset(file);
    const now = new Date('2030-01-01T00:00:00Z');
    expect(caught(() => timeseries(big, { start: '1930-01-01' }, { now }))).toMatchObject({ code: 'invalid_parameter', param: 'symbols' });
    expect(caught(() => timeseries(big, { start: '1930-01-01', symbols: 'EUR,GBP,USD' }, { now }))).toMatchObject({
      code: 'invalid_parameter',
      param: 'symbols',
    });
    expect(Object.keys(timeseries(big, { start: '1930-01-01', symbols: 'EUR' }, { now }).rates)).toHaveLength(33_334);
    expect(Object.keys(timeseries(big, { start: '1930-01-02' }, { now }).rates)).toHaveLength(33_333); // 99,999 rates
  });

  it('gives the same decimals as numbers and as exact strings', () => {
    const numbers = timeseries(small, { start: '2024-03-01', base: 'KWD' }, AT);
    const strings = timeseries(small, { start: '2024-03-01', base: 'KWD' }, { ...AT, numbers: 'string' });
    for (const [date, map] of Object.entries(strings.rates))
      for (const [code, rate] of Object.entries(map)) expect(numbers.rates[date]![code]).toBe(Number(rate));
  });
});
