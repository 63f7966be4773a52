import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { convert, cryptoConvert, cryptoCurrencies, cryptoRates, currencies, history, rates } from '../../src/index.js';
import { caught } from '../errors.js';
import { NOW, small } from '../fixtures/load.js';

describe('rates', () => {
  it('quotes every fiat code of the newest snapshot against USD by default', () => {
    const r = rates(small);
    expect(r).toEqual({
      base: 'USD',
      date: '2024-04-15',
      updated_at: '2024-04-15T16:00:00.123Z',
      rates: { EUR: 0.93, GBP: 0.8, IDR: 16000, JPY: 154, KWD: 0.308, USD: 1 },
    });
  });

  it('derives another base by division rounded to 12 significant digits, case-insensitively', () => {
    const r = rates(small, { base: 'gbp' }, { numbers: 'string' });
    expect(r.base).toBe('GBP');
    expect(r.rates).toEqual({ EUR: '1.1625', GBP: '1', IDR: '20000', JPY: '192.5', KWD: '0.385', USD: '1.25' });
    expect(rates(small, { base: 'EUR' }, { numbers: 'string' }).rates.USD).toBe('1.0752688172'); // 1/0.93 = 1.07526881720430…
  });

  it('refuses crypto codes, unknown codes and bad syntax with the right codes', () => {
    expect(caught(() => rates(small, { base: 'BTC' }))).toMatchObject({ code: 'unknown_currency', param: 'base', status: 400 });
    expect(caught(() => rates(small, { base: 'XYZ' }))).toMatchObject({ code: 'unknown_currency', param: 'base' });
    expect(caught(() => rates(small, { base: 'US$' }))).toMatchObject({ code: 'invalid_parameter', param: 'base' });
    expect(caught(() => rates(small, { base: '' }))).toMatchObject({ code: 'invalid_parameter', param: 'base' });
    expect(caught(() => rates(small, { bsae: 'EUR' } as never))).toMatchObject({ code: 'invalid_parameter', param: 'bsae' });
    expect(caught(() => rates(small, {}, { numbers: 'float' as never }))).toMatchObject({ code: 'invalid_option', param: 'numbers' });
  });

  it('returns the same frozen map on a repeated call', () => {
    const first = rates(small, { base: 'JPY' });
    expect(rates(small, { base: 'jpy' }).rates).toBe(first.rates);
    expect(Object.isFrozen(first.rates)).toBe(true);
  });
});

describe('convert', () => {
  it('returns the applied rate with the result, which is exactly amount × rate', () => {
    const c = convert(small, { from: 'GBP', to: 'JPY', amount: '100.50' }, { numbers: 'string' });
    expect(c).toEqual({
      from: 'GBP',
      to: 'JPY',
      amount: '100.5',
      rate: '192.5',
      result: '19346.25',
      date: '2024-04-15',
      updated_at: '2024-04-15T16:00:00.123Z',
    });
    expect(convert(small, { from: 'gbp', to: 'jpy', amount: 100.5 })).toMatchObject({ amount: 100.5, rate: 192.5, result: 19346.25 });
  });

  it('converts 1 by default and keeps every digit of a long result', () => {
    expect(convert(small, { from: 'EUR', to: 'USD' }).amount).toBe(1);
    const c = convert(small, { from: 'EUR', to: 'IDR', amount: '123456789012345678.901234567891' }, { numbers: 'string' });
    expect(c.rate).toBe('17204.3010753');
    expect(c.result).toBe(new Big('123456789012345678.901234567891').times('17204.3010753').toFixed());
    expect(c.result).toHaveLength(42);
  });

  it('accepts negative, zero and tiny amounts', () => {
    expect(convert(small, { from: 'USD', to: 'EUR', amount: '-2' }, { numbers: 'string' }).result).toBe('-1.86');
    expect(convert(small, { from: 'USD', to: 'EUR', amount: '0' }).result).toBe(0);
    expect(convert(small, { from: 'USD', to: 'KWD', amount: '1e-30' }, { numbers: 'string' }).result).toBe(`0.${'0'.repeat(30)}308`);
  });

  it('refuses a missing, malformed or crypto code and a bad amount', () => {
    expect(caught(() => convert(small, { to: 'EUR' } as never))).toMatchObject({ code: 'missing_parameter', param: 'from' });
    expect(caught(() => convert(small, { from: 'USD' } as never))).toMatchObject({ code: 'missing_parameter', param: 'to' });
    expect(caught(() => convert(small, { from: 'USD', to: 'ETH' }))).toMatchObject({ code: 'unknown_currency', param: 'to' });
    for (const amount of ['abc', 'NaN', 'Infinity', '0x10', '1e400', '1e-1000000', '1e21', '1e-31', '1'.repeat(31)]) {
      expect(caught(() => convert(small, { from: 'USD', to: 'EUR', amount }))).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
    }
    expect(caught(() => convert(small, { from: 'USD', to: 'EUR', amount: Number.NaN }))).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
    expect(caught(() => convert(small, { from: 'USD', to: 'EUR', ammount: '5' } as never))).toMatchObject({ code: 'invalid_parameter', param: 'ammount' });
  });
});

describe('history', () => {
  it('answers a snapshot date with that snapshot and a date in a gap with the one before', () => {
    expect(history(small, { date: '2024-03-04' }, { now: NOW }).date).toBe('2024-03-04');
    const gap = history(small, { date: '2024-04-14', base: 'eur' }, { now: NOW, numbers: 'string' });
    expect(gap).toMatchObject({ base: 'EUR', date: '2024-03-04', updated_at: '2024-03-04T16:00:00Z' });
    expect(gap.rates.USD).toBe('1.08518719479'); // 1/0.9215
    expect(history(small, { date: '2024-06-01' }, { now: NOW }).date).toBe('2024-04-15');
  });

  it('refuses dates before the data, in the future, or not on the calendar', () => {
    expect(caught(() => history(small, { date: '2024-02-29' }, { now: NOW }))).toMatchObject({ code: 'date_out_of_range', param: 'date' });
    expect(caught(() => history(small, { date: '2024-06-02' }, { now: NOW }))).toMatchObject({ code: 'date_out_of_range', param: 'date' });
    expect(caught(() => history(small, { date: '2023-02-29' }, { now: NOW }))).toMatchObject({ code: 'invalid_parameter', param: 'date' });
    expect(caught(() => history(small, {} as never, { now: NOW }))).toMatchObject({ code: 'missing_parameter', param: 'date' });
  });
});

describe('currencies', () => {
  it('names every fiat currency in English by default, dated by the newest snapshot', () => {
    const c = currencies(small);
    expect(c.locale).toBe('en');
    expect(c.date).toBe('2024-04-15');
    expect(Object.keys(c.currencies)).toEqual(small.fiat);
    expect(c.currencies.GBP).toEqual({ name: 'British Pound', symbol: '£' });
  });

  it('falls back by lookup and answers the canonical tag used', () => {
    expect(currencies(small, { locale: 'DE-at' }).locale).toBe('de');
    expect(currencies(small, { locale: 'zh-hant-TW' }).locale).toBe('zh-Hant');
    expect(currencies(small, { locale: 'zh-TW' }).locale).toBe('zh-Hant');
    expect(currencies(small, { locale: 'de' }).currencies.USD!.name).toBe('US-Dollar');
  });

  it('tells an unsupported locale from a malformed one', () => {
    expect(caught(() => currencies(small, { locale: 'fr' }))).toMatchObject({ code: 'unsupported_locale', param: 'locale' });
    expect(caught(() => currencies(small, { locale: 'de_AT' }))).toMatchObject({ code: 'invalid_parameter', param: 'locale' });
    expect(caught(() => currencies(small, { locale: '' }))).toMatchObject({ code: 'invalid_parameter', param: 'locale' });
  });
});

describe('cryptoRates', () => {
  it('quotes assets only against a fiat base', () => {
    expect(cryptoRates(small, { base: 'eur' }, { numbers: 'string' }).rates).toEqual({
      BTC: '0.0000161290322581',
      ETH: '0.000344086021505',
      SHIB: '105376.344086',
    });
  });

  it('includes the base itself at 1 when the base is an asset', () => {
    const r = cryptoRates(small, { base: 'BTC' });
    expect(Object.keys(r.rates)).toEqual(['BTC', 'ETH', 'SHIB']);
    expect(r.rates.BTC).toBe(1);
  });
});

describe('cryptoConvert', () => {
  it('converts crypto to fiat and fiat to crypto', () => {
    expect(cryptoConvert(small, { from: 'BTC', to: 'USD', amount: '0.5' }, { numbers: 'string' })).toMatchObject({
      rate: '66666.6666667',
      result: '33333.33333335',
    });
    expect(cryptoConvert(small, { from: 'usd', to: 'eth' })).toMatchObject({ from: 'USD', to: 'ETH', rate: 0.00032, result: 0.00032 });
  });

  it('sends a fiat pair to convert', () => {
    expect(caught(() => cryptoConvert(small, { from: 'USD', to: 'EUR' }))).toMatchObject({ code: 'invalid_parameter', param: 'to' });
  });
});

describe('cryptoCurrencies', () => {
  it('lists every asset with name, symbol, exponent and type', () => {
    const c = cryptoCurrencies(small);
    expect(c.currencies.ETH).toEqual({ name: 'Ethereum', symbol: 'Ξ', exponent: 18, type: 'crypto' });
    expect(Object.keys(c.currencies)).toEqual(small.crypto);
    expect(caught(() => cryptoCurrencies(small, { base: 'USD' } as never))).toMatchObject({ code: 'invalid_parameter', param: 'base' });
  });
});

describe('every operation', () => {
  it('refuses anything but a loaded dataset with invalid_dataset, never a TypeError', () => {
    const lookalike = { ...small };
    for (const ds of [undefined, null, {}, lookalike, 'dataset'] as never[]) {
      expect(caught(() => rates(ds))).toMatchObject({ code: 'invalid_dataset', param: 'dataset' });
      expect(caught(() => convert(ds, { from: 'USD', to: 'EUR' }))).toMatchObject({ code: 'invalid_dataset' });
      expect(caught(() => history(ds, { date: '2024-03-04' }, { now: NOW }))).toMatchObject({ code: 'invalid_dataset' });
      expect(caught(() => currencies(ds))).toMatchObject({ code: 'invalid_dataset' });
      expect(caught(() => cryptoRates(ds))).toMatchObject({ code: 'invalid_dataset' });
      expect(caught(() => cryptoConvert(ds, { from: 'BTC', to: 'EUR' }))).toMatchObject({ code: 'invalid_dataset' });
      expect(caught(() => cryptoCurrencies(ds))).toMatchObject({ code: 'invalid_dataset' });
    }
  });
});
