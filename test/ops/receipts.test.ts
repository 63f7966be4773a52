import { readFileSync } from 'node:fs';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { defaultDataset as ds } from '../../src/data.js';
import { datasetVersion, versionKey } from '../../src/dataset/version.js';
import {
  convert,
  converter,
  cryptoConvert,
  cryptoHistory,
  cryptoRates,
  history,
  loadDataset,
  RatebookError,
  rates,
  type DatasetFile,
} from '../../src/index.js';
import { small, smallFile } from '../fixtures/load.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

const NOW = new Date('2026-11-01T00:00:00Z');
const file = JSON.parse(readFileSync(new URL('../../data/dataset.json', import.meta.url), 'utf8')) as DatasetFile;
const newestRow = file.snapshots.at(-1)!;
/** The literal text the embedded file stores for a code in its newest snapshot. */
const literal = (code: string) => String(newestRow.rates[[...file.fiat, ...file.crypto].indexOf(code)]);

function errorOf(fn: () => unknown): { code: string; param: string | undefined } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    return { code: (error as RatebookError).code, param: (error as RatebookError).param };
  }
  throw new Error('expected a RatebookError');
}

describe('explain', () => {
  it('gives a cross conversion its receipt: the two stored literals, and the rule recomputes rate and result', () => {
    const c = convert(ds, { from: 'EUR', to: 'JPY', amount: '1234.56' }, { numbers: 'string', explain: true });
    expect(c.source).toEqual({
      dataset: versionKey(datasetVersion(ds)),
      snapshot: { date: newestRow.date, updated_at: newestRow.updated_at },
      providers: [{ name: `@fawazahmed0/currency-api@${newestRow.date.split('-').map(Number).join('.')}` }],
      pivot: 'USD',
      derivation: 'cross',
      formula: 'cross',
      legs: { EUR: literal('EUR'), JPY: literal('JPY') },
    });
    const rate = new Big(c.source!.legs.JPY!).div(c.source!.legs.EUR!).prec(12, Big.roundHalfEven);
    expect(c.rate).toBe(rate.toFixed());
    expect(c.result).toBe(new Big('1234.56').times(rate).toFixed());
  });

  it('names pivot, inverse and cross, and one leg for a code against itself', () => {
    expect(convert(ds, { from: 'USD', to: 'EUR' }, { explain: true }).source).toMatchObject({ derivation: 'pivot', legs: { USD: '1', EUR: literal('EUR') } });
    expect(cryptoConvert(ds, { from: 'BTC', to: 'USD' }, { explain: true }).source).toMatchObject({
      derivation: 'inverse',
      legs: { BTC: literal('BTC'), USD: '1' },
    });
    expect(cryptoConvert(ds, { from: 'BTC', to: 'EUR' }, { explain: true }).source).toMatchObject({ derivation: 'cross' });
    const same = convert(ds, { from: 'GBP', to: 'GBP' }, { numbers: 'string', explain: true });
    expect(same.rate).toBe('1');
    expect(same.source!.legs).toEqual({ GBP: literal('GBP') });
  });

  it('gives a rates map a compact receipt: the base once, then each code of the map', () => {
    const r = rates(ds, { base: 'EUR', symbols: 'GBP,USD,JPY' }, { numbers: 'string', explain: true });
    expect(r.source!.derivation).toBe('cross');
    expect(r.source!.legs).toEqual({ EUR: literal('EUR'), GBP: literal('GBP'), JPY: literal('JPY'), USD: '1' });
    for (const code of ['GBP', 'USD', 'JPY'])
      expect(r.rates[code]).toBe(new Big(r.source!.legs[code]!).div(r.source!.legs.EUR!).prec(12, Big.roundHalfEven).toFixed());
    const all = rates(ds, {}, { explain: true });
    expect(all.source!.derivation).toBe('pivot');
    expect(Object.keys(all.source!.legs)).toEqual(['USD', ...Object.keys(all.rates).filter((c) => c !== 'USD')]);
    const btc = cryptoRates(ds, { base: 'BTC', symbols: 'EUR,ETH' }, { explain: true });
    expect(Object.keys(btc.source!.legs)).toEqual(['BTC', 'EUR', 'ETH']);
  });

  it('names the snapshot that answered a past date, and its provider', () => {
    const h = history(ds, { date: '2024-09-20', symbols: 'EUR' }, { now: NOW, explain: true });
    expect(h.date).toBe('2024-09-06');
    expect(h.source!.snapshot).toEqual({ date: '2024-09-06', updated_at: '2024-09-06T00:00:00Z' });
    expect(h.source!.providers).toEqual([{ name: '@fawazahmed0/currency-api@2024.9.6' }]);
    expect(cryptoHistory(ds, { date: '2024-09-20', base: 'ETH', symbols: 'BTC' }, { now: NOW, explain: true }).source!.derivation).toBe('cross');
  });

  it('leaves a default answer exactly as it was: no source, the same fields', () => {
    for (const options of [undefined, { explain: false }]) {
      const c = convert(ds, { from: 'EUR', to: 'JPY', amount: 5 }, options);
      expect(Object.keys(c)).toEqual(['from', 'to', 'amount', 'rate', 'result', 'date', 'updated_at']);
      expect(Object.keys(rates(ds, { base: 'EUR' }, options))).toEqual(['base', 'date', 'updated_at', 'rates']);
    }
    expect(converter(ds, { from: 'EUR', to: 'JPY' })(5)).toBe(convert(ds, { from: 'EUR', to: 'JPY', amount: 5 }, { explain: true }).result);
  });

  it('refuses explain values other than true and false, naming explain', () => {
    for (const explain of ['yes', 'true', 1, null]) {
      const options = { explain } as never;
      expect(errorOf(() => convert(ds, { from: 'EUR', to: 'JPY' }, options))).toEqual({ code: 'invalid_option', param: 'explain' });
      expect(errorOf(() => rates(ds, {}, options))).toEqual({ code: 'invalid_option', param: 'explain' });
      expect(errorOf(() => history(ds, { date: '2025-01-01' }, { ...(options as object), now: NOW }))).toEqual({ code: 'invalid_option', param: 'explain' });
    }
  });

  it('lists the providers a dataset file records per snapshot, with their table ids, and none where it records none', () => {
    const f = smallFile();
    f.snapshots[2]!.sources = [{ name: 'nbp', table: '074/A/NBP/2024' }, { name: 'ecb' }];
    const withSources = loadDataset(f);
    expect(rates(withSources, { base: 'EUR' }, { explain: true }).source!.providers).toEqual([{ name: 'nbp', table: '074/A/NBP/2024' }, { name: 'ecb' }]);
    expect(rates(small, { base: 'EUR' }, { explain: true }).source!.providers).toEqual([]);
  });

  it('holds the rounding step of a rounded conversion, in strings whatever numbers says', () => {
    const r = convert(ds, { from: 'EUR', to: 'JPY', amount: '1234.56' }, { round: 'minor', rounding: 'half-up', explain: true });
    const { legs } = r.source!;
    const R = Big();
    R.DP = 60;
    const exact = new R('1234.56').times(legs.JPY!).div(legs.EUR!);
    expect(r.source!.rounding).toMatchObject({ to: 'minor', increment: '1', mode: 'half-up' });
    expect(r.source!.rounding!.unrounded).toBe(exact.prec(30, Big.roundHalfEven).toFixed());
    expect(r.result).toBe(Number(exact.round(0, Big.roundHalfUp).toFixed()));
    expect(convert(ds, { from: 'EUR', to: 'JPY' }, { explain: true }).source!.rounding).toBeUndefined();
  });

  it('gives a legal factor both its sides, its regulation as provider, and its successor as pivot', () => {
    const r = convert(ds, { from: 'BGN', to: 'EUR', amount: '195.583', date: '2026-03-01' }, { numbers: 'string', explain: true, now: NOW });
    expect(r.source).toMatchObject({
      providers: [{ name: 'Council Regulation of 8 July 2025 amending Regulation (EC) No 2866/98' }],
      pivot: 'EUR',
      derivation: 'legal_factor',
      formula: 'legal_factor',
      legs: { BGN: '1.95583', EUR: '1' },
      factors: [{ withdrawn: 'BGN', successor: 'EUR', legs: { BGN: '1.95583', EUR: '1' }, since: '2026-01-01' }],
    });
    expect(r.source!.factors![0]!.basis).toContain('Council Regulation (EC) No 1103/97, Art. 4');
    expect(r.result).toBe('100');
  });
});
