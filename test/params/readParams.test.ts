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
    expect(caught(() => history(small, Object.create({ date: '2024-01-02' }) as never, { now: NOW }))).toMatchObject({
      code: 'missing_parameter',
      param: 'date',
    });
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

  it('gives the usual three-name call (read straight from the caller) the answers of the full path', () => {
    // Each of these has three enumerable names, or three own ones, so it meets the fast path's count.
    expect(caught(() => convert(small, { from: 'USD', to: 'EUR', ammount: '5' } as never))).toMatchObject({ code: 'invalid_parameter', param: 'ammount' });
    expect(caught(() => convert(small, { from: 'USD', amount: 5, extra: 1 } as never))).toMatchObject({ code: 'invalid_parameter', param: 'extra' });
    expect(caught(() => convert(small, { from: undefined, to: 'EUR', amount: 5 } as never))).toMatchObject({ code: 'missing_parameter', param: 'from' });
    expect(caught(() => cryptoConvert(small, { from: 'USD', to: undefined, amount: 5 } as never))).toMatchObject({ code: 'missing_parameter', param: 'to' });
    expect(convert(small, { from: 'USD', to: 'EUR', amount: undefined })).toEqual(convert(small, { from: 'USD', to: 'EUR' }));
    // Three own names plus an inherited enumerable one: the inherited name is not a parameter.
    const withInherited = Object.assign(Object.create({ extra: 1 }) as object, { from: 'USD', to: 'EUR', amount: 5 });
    expect(convert(small, withInherited as never)).toEqual(convert(small, { from: 'USD', to: 'EUR', amount: 5 }));
    // Two own names and an inherited amount make three enumerable names: the amount is still not read.
    const inheritedAmount = Object.assign(Object.create({ amount: 7 }) as object, { from: 'USD', to: 'EUR' });
    expect(convert(small, inheritedAmount as never).amount).toBe(1);
    polluted.amount = 7;
    expect(convert(small, { from: 'USD', to: 'EUR' }).amount).toBe(1);
    expect(convert(small, { from: 'USD', to: 'EUR', amount: 5 }).amount).toBe(5);
    // A non-enumerable own name is not seen by for...in or Object.keys alike, and an array is no object of parameters.
    const hidden = Object.defineProperty({ from: 'USD', to: 'EUR', amount: 5 }, 'extra', { value: 1, enumerable: false });
    expect(convert(small, hidden).result).toBe(convert(small, { from: 'USD', to: 'EUR', amount: 5 }).result);
    expect(caught(() => convert(small, ['USD', 'EUR', 5] as never))).toMatchObject({ code: 'invalid_parameter', param: 'from' });
  });

  it('still refuses unknown own names and non-objects', () => {
    expect(caught(() => convert(small, { from: 'USD', to: 'EUR', ammount: '5' } as never))).toMatchObject({ code: 'invalid_parameter', param: 'ammount' });
    expect(caught(() => rates(small, 'EUR' as never))).toMatchObject({ code: 'invalid_parameter', param: 'base' });
    expect(caught(() => rates(small, ['EUR'] as never))).toMatchObject({ code: 'invalid_parameter', param: 'base' });
    expect(caught(() => cryptoCurrencies(small, { x: 1 } as never))).toMatchObject({ code: 'invalid_parameter', param: 'x' });
  });
});
