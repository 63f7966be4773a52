import { afterEach, describe, expect, it } from 'vitest';
import { convert, converter, cryptoConvert, cryptoCurrencies, cryptoRates, currencies, history, rates } from '../../src/index.js';
import { caught } from '../errors.js';
import { NOW, small } from '../fixtures/load.js';

const polluted = Object.prototype as Record<string, unknown>;

describe('readParams', () => {
  afterEach(() => {
    for (const name of ['amount', 'from', 'to', 'base', 'date', 'locale', 'numbers', 'now']) delete polluted[name];
  });

  it('reads own parameters only: inherited ones are absent', () => {
    const inherited = Object.create({ from: 'USD', to: 'EUR', amount: '7' }) as never;
    expect(caught(() => convert(small, inherited))).toMatchObject({ code: 'missing_parameter', param: 'from' });
    expect(caught(() => cryptoConvert(small, inherited))).toMatchObject({ code: 'missing_parameter', param: 'from' });
    expect(caught(() => converter(small, inherited))).toMatchObject({ code: 'missing_parameter', param: 'from' });
    const own = Object.assign(Object.create({ amount: '7' }) as object, { from: 'USD', to: 'EUR' });
    expect(convert(small, own as never)).toEqual(convert(small, { from: 'USD', to: 'EUR' }));
    expect(caught(() => history(small, Object.create({ date: '2024-01-02' }) as never, { now: NOW }))).toMatchObject({ code: 'missing_parameter', param: 'date' });
  });

  it('is not changed by a polluted Object.prototype', () => {
    const before = {
      convert: convert(small, { from: 'USD', to: 'EUR' }),
      rates: rates(small),
      cryptoRates: cryptoRates(small),
      currencies: currencies(small),
      cryptoCurrencies: cryptoCurrencies(small),
      history: history(small, { date: small.snapshots[0]!.date }, { now: NOW }),
    };
    Object.assign(polluted, { amount: '1000000', base: 'EUR', locale: 'xx', date: '1900-01-01', numbers: 'string', now: new Date(0) });
    expect(convert(small, { from: 'USD', to: 'EUR' })).toEqual(before.convert);
    expect(cryptoConvert(small, { from: 'USD', to: small.crypto[0]! }).amount).toBe(1);
    expect(converter(small, { from: 'USD', to: 'EUR' })()).toBe(before.convert.result);
    expect(rates(small)).toEqual(before.rates);
    expect(rates(small, {})).toEqual(before.rates);
    expect(cryptoRates(small)).toEqual(before.cryptoRates);
    expect(currencies(small)).toEqual(before.currencies);
    expect(history(small, { date: small.snapshots[0]!.date }, { now: NOW })).toEqual(before.history);
    expect(cryptoCurrencies(small)).toEqual(before.cryptoCurrencies);
  });

  it('still refuses unknown own names and non-objects', () => {
    expect(caught(() => convert(small, { from: 'USD', to: 'EUR', ammount: '5' } as never))).toMatchObject({ code: 'invalid_parameter', param: 'ammount' });
    expect(caught(() => rates(small, 'EUR' as never))).toMatchObject({ code: 'invalid_parameter', param: 'base' });
    expect(caught(() => rates(small, ['EUR'] as never))).toMatchObject({ code: 'invalid_parameter', param: 'base' });
    expect(caught(() => cryptoCurrencies(small, { x: 1 } as never))).toMatchObject({ code: 'invalid_parameter', param: 'x' });
  });
});
