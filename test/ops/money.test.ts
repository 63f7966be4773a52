import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { convert, converter, cryptoConvert, cryptoHistory, currency, history, loadDataset } from '../../src/index.js';
import { datasetFile } from '../../src/testing/index.js';
import { caught } from '../errors.js';
import { NOW, small } from '../fixtures/load.js';
import { moneyLaws } from './moneyLaws.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts), as do currency()'s
// official sources (ratebook/sources).
import '../../src/receipts/index.js';
import '../../src/sources/index.js';

const ds = defaultDataset;
const S = { numbers: 'string' } as const;
const EMBEDDED_NOW = new Date('2026-11-25T12:00:00Z');

describe('convert on a date', () => {
  it('answers from the snapshot in force on the date, and says which', () => {
    const dated = convert(small, { from: 'EUR', to: 'JPY', amount: '10', date: '2024-03-03' }, { ...S, now: NOW });
    expect(dated.date).toBe('2024-03-01');
    expect(dated.rate).toBe(history(small, { date: '2024-03-03', base: 'EUR' }, { ...S, now: NOW }).rates.JPY);
  });

  it('keeps the default answer as it was', () => {
    expect(Object.keys(convert(small, { from: 'EUR', to: 'JPY', date: undefined }))).toEqual(['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at']);
    expect(convert(small, { from: 'EUR', to: 'JPY', date: '2024-04-15' }, { now: NOW })).toEqual(convert(small, { from: 'EUR', to: 'JPY' }));
  });

  it('refuses dates outside the data, and malformed ones', () => {
    expect(caught(() => convert(small, { from: 'EUR', to: 'JPY', date: '2024-02-29' }, { now: NOW }))).toMatchObject({
      code: 'date_out_of_range',
      param: 'date',
    });
    expect(caught(() => convert(small, { from: 'EUR', to: 'JPY', date: '2024-06-02' }, { now: NOW }))).toMatchObject({
      code: 'date_out_of_range',
      param: 'date',
    });
    expect(caught(() => cryptoConvert(small, { from: 'BTC', to: 'JPY', date: '2024-02-30' }))).toMatchObject({ code: 'invalid_parameter', param: 'date' });
    expect(caught(() => convert(small, { from: 'EUR', to: 'JPY', date: '' }))).toMatchObject({ code: 'invalid_parameter', param: 'date' });
  });

  it('binds a converter to the snapshot of the date', () => {
    const toJpy = converter(small, { from: 'EUR', to: 'JPY', date: '2024-03-05' }, { now: NOW });
    expect([toJpy.date, toJpy(10)]).toEqual(['2024-03-04', convert(small, { from: 'EUR', to: 'JPY', amount: 10, date: '2024-03-05' }, { now: NOW }).result]);
  });

  it('converts crypto on a date', () => {
    const r = cryptoConvert(small, { from: 'SHIB', to: 'BTC', date: '2024-03-10' }, { ...S, now: NOW });
    expect(r.date).toBe('2024-03-04');
    expect(r.rate).toBe(cryptoHistory(small, { date: '2024-03-10', base: 'SHIB' }, { ...S, now: NOW }).rates.BTC);
  });
});

describe('rounding', () => {
  const chf = (amount: string, rounding?: 'half-even' | 'half-up') =>
    convert(ds, { from: 'CHF', to: 'CHF', amount }, { ...S, round: 'cash', ...(rounding ? { rounding } : {}) }).result;

  it('rounds CHF cash to 0.05, ties to the even multiple under half-even', () => {
    expect([chf('10.024'), chf('10.026'), chf('10.025'), chf('10.025', 'half-up')]).toEqual(['10', '10.05', '10', '10.05']);
  });

  it('rounds to minor units: JPY 0, KWD 3, and an asset to its exponent (BTC 8)', () => {
    const jpy = convert(ds, { from: 'USD', to: 'JPY', amount: '20' }, { ...S, round: 'minor' });
    expect(jpy.rounding).toEqual({ to: 'minor', digits: 0, increment: '1', mode: 'half-even' });
    expect(jpy.result).toBe(new Big(jpy.unrounded).round(0, Big.roundHalfEven).toFixed());
    expect(convert(ds, { from: 'USD', to: 'KWD', amount: '1000' }, { ...S, round: 'minor' }).rounding.digits).toBe(3);
    const btc = cryptoConvert(ds, { from: 'EUR', to: 'BTC', amount: '250' }, { ...S, round: 'minor', rounding: 'floor' });
    expect([btc.rounding.digits, btc.rounding.increment, btc.result]).toEqual([8, '0.00000001', new Big(btc.unrounded).round(8, Big.roundDown).toFixed()]);
  });

  it('answers rounding, then unrounded, after the spec fields; numbers by default', () => {
    const r = convert(ds, { from: 'USD', to: 'DKK', amount: 3 }, { round: 'cash', rounding: 'up' });
    expect(Object.keys(r)).toEqual(['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at', 'rounding', 'unrounded']);
    expect(r.rounding).toEqual({ to: 'cash', digits: 2, increment: 0.5, mode: 'up' });
    expect(r.result % 0.5).toBe(0);
  });

  it('refuses a bad round, a bad rounding, and rounding without round', () => {
    expect(caught(() => convert(ds, { from: 'USD', to: 'EUR' }, { round: 'cents' as 'minor' }))).toMatchObject({ code: 'invalid_option', param: 'round' });
    expect(caught(() => convert(ds, { from: 'USD', to: 'EUR' }, { round: 'minor', rounding: 'bankers' as 'up' }))).toMatchObject({
      code: 'invalid_option',
      param: 'rounding',
    });
    expect(caught(() => convert(ds, { from: 'USD', to: 'EUR' }, { rounding: 'half-up' }))).toMatchObject({ code: 'invalid_option', param: 'rounding' });
    expect(caught(() => converter(ds, { from: 'USD', to: 'EUR' }, { rounding: 'up' }))).toMatchObject({ code: 'invalid_option', param: 'rounding' });
  });
});

describe('legal factors', () => {
  it('converts BGN to EUR at 1.95583 exactly on 2026-03-01, with no BGN quote that day', () => {
    const toBgn = convert(ds, { from: 'EUR', to: 'BGN', amount: '100', date: '2026-03-01' }, { ...S, now: EMBEDDED_NOW });
    expect([toBgn.rate, toBgn.result]).toEqual(['1.95583', '195.583']);
    const toEur = convert(ds, { from: 'BGN', to: 'EUR', amount: '195.58', date: '2026-03-01' }, { ...S, now: EMBEDDED_NOW, round: 'minor' });
    expect(toEur.rate).toBe(new Big(1).div('1.95583').prec(12, Big.roundHalfEven).toFixed());
    expect(toEur.result).toBe('100');
    expect(caught(() => history(ds, { date: '2026-03-01', base: 'BGN' }, { now: EMBEDDED_NOW }))).toMatchObject({ code: 'unknown_currency' });
  });

  it('names the legal factor in the receipt, and the receipt recomputes the rate and result', () => {
    const toEur = convert(ds, { from: 'BGN', to: 'EUR', amount: '195.58', date: '2026-03-01' }, { ...S, now: EMBEDDED_NOW, explain: true });
    expect(toEur.source).toMatchObject({ derivation: 'legal_factor', legs: { BGN: '1.95583' } });
    const rate = new Big(1).div(toEur.source!.legs.BGN!).prec(12, Big.roundHalfEven);
    expect(toEur.rate).toBe(rate.toFixed());
    // Regulation 1103/97: divided by the factor, never multiplied by its inverse; 30 significant digits.
    Big.DP = 40;
    expect(toEur.result).toBe(new Big('195.58').div(toEur.source!.legs.BGN!).prec(30, Big.roundHalfEven).toFixed());
    const toBgn = convert(ds, { from: 'EUR', to: 'BGN', amount: '2', date: '2026-03-01' }, { ...S, now: EMBEDDED_NOW, explain: true, round: 'minor' });
    expect(toBgn.source).toMatchObject({ derivation: 'legal_factor', legs: { BGN: '1.95583' } });
    expect([toBgn.rate, toBgn.unrounded, toBgn.result]).toEqual(['1.95583', '3.91166', '3.91']);
  });

  it('uses the market before the changeover, and the legal factor without a date after it', () => {
    const before = convert(ds, { from: 'BGN', to: 'EUR', date: '2025-12-31' }, { ...S, now: EMBEDDED_NOW });
    expect(before.rate).toBe(history(ds, { date: '2025-12-31', base: 'BGN' }, { ...S, now: EMBEDDED_NOW }).rates.EUR);
    expect(convert(ds, { from: 'XCG', to: 'ANG' }, S).rate).toBe('1');
    expect(converter(ds, { from: 'EUR', to: 'BGN' }, S)('2')).toBe('3.91166');
  });

  it('converts a code only the registry knows (HRK) at its factor, and chains a later redenomination (VEF → VES)', () => {
    expect(convert(ds, { from: 'EUR', to: 'HRK', amount: '2' }, S).result).toBe('15.069');
    expect(convert(small, { from: 'EUR', to: 'HRK' }, S).rate).toBe('7.5345');
    expect(convert(ds, { from: 'VES', to: 'VEF' }, S).rate).toBe('100000000000');
    expect(caught(() => convert(ds, { from: 'ZWL', to: 'ZWG' }))).toMatchObject({ code: 'unknown_currency', param: 'from' });
  });
});

describe('currency', () => {
  it('answers CHF with its cash rounding', () => {
    expect(currency(ds, { code: 'chf', date: '2026-03-01' })).toEqual({
      code: 'CHF',
      name: 'Swiss Franc',
      symbol: 'CHF',
      minor_units: 2,
      cash_minor_units: 2,
      cash_increment: 0.05,
      status: 'active',
      redenominations: [],
      sources: currency(ds, { code: 'CHF' }).sources,
    });
    expect(currency(ds, { code: 'CHF' }).sources).toContain('ecb');
  });

  it("lists SYP's 2026 redenomination, and BGN's withdrawal by date", () => {
    expect(currency(ds, { code: 'SYP' }, S).redenominations).toEqual([{ date: '2026-01-01', factor: '100' }]);
    expect(currency(ds, { code: 'BGN', date: '2025-12-31' }).status).toBe('active');
    expect(currency(ds, { code: 'BGN', date: '2026-01-01' }, S)).toMatchObject({
      status: 'withdrawn',
      withdrawn_on: '2026-01-01',
      successor: 'EUR',
      successor_factor: '1.95583',
    });
    expect(currency(ds, { code: 'ZWL' })).not.toHaveProperty('successor_factor');
    expect(currency(small, { code: 'HRK', locale: 'de' })).toMatchObject({ name: 'Kuna', symbol: 'HRK', status: 'withdrawn' });
  });

  it('refuses unknown codes, assets, bad dates and locales', () => {
    expect(caught(() => currency(ds, { code: 'XYZ' }))).toMatchObject({ code: 'unknown_currency', param: 'code' });
    expect(caught(() => currency(ds, { code: 'BTC' }))).toMatchObject({ code: 'unknown_currency', param: 'code' });
    expect(caught(() => currency(ds, {} as { code: string }))).toMatchObject({ code: 'missing_parameter', param: 'code' });
    expect(caught(() => currency(ds, { code: 'CHF', date: '2026-02-30' }))).toMatchObject({ code: 'invalid_parameter', param: 'date' });
    expect(caught(() => currency(ds, { code: 'CHF', locale: 'xx-YY' }))).toMatchObject({ code: 'unsupported_locale', param: 'locale' });
  });
});

describe('properties', () => {
  describe('on the embedded data', () => {
    for (const [name, law] of Object.entries(moneyLaws)) it(name, () => law(ds, EMBEDDED_NOW));
  });

  describe('on generated datasets', () => {
    const generated = fc.sample(datasetFile({ missingRate: 0.1 }), { numRuns: 3, seed: 20261125 }).map((file) => loadDataset(file));
    for (const [name, law] of Object.entries(moneyLaws)) it(name, () => generated.forEach((g) => law(g, new Date('2026-01-01T00:00:00Z'))));
  });
});
