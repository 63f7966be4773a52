import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDataset, RatebookError, type DatasetFile } from '../../src/index.js';
import { datasetFile } from '../../src/testing/index.js';
import { smallFile } from '../fixtures/load.js';

function rejection(mutate: (file: DatasetFile & Record<string, any>) => void): string {
  const file = smallFile() as DatasetFile & Record<string, any>;
  mutate(file);
  try {
    loadDataset(JSON.stringify(file));
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    expect((error as RatebookError).code).toBe('invalid_dataset');
    return (error as RatebookError).message;
  }
  throw new Error('the dataset was accepted');
}

describe('loadDataset', () => {
  it('loads a valid file from text or a parsed object, with fiat then crypto columns', () => {
    const ds = loadDataset(smallFile());
    expect(ds.pivot).toBe('USD');
    expect(ds.codes).toEqual(['EUR', 'GBP', 'IDR', 'JPY', 'KWD', 'USD', 'BTC', 'ETH', 'SHIB']);
    expect(ds.snapshots.map((s) => s.date)).toEqual(['2024-03-01', '2024-03-04', '2024-04-15']);
    expect(Number.isNaN(ds.snapshots[1]!.values[ds.columns.get('ETH')!])).toBe(true);
    expect(loadDataset(JSON.stringify(smallFile())).codes).toEqual(ds.codes);
  });

  it('keeps a rate written as a string exact beyond double precision', () => {
    const ds = loadDataset(smallFile());
    expect(ds.snapshots[2]!.exact.get(ds.columns.get('BTC')!)).toMatchObject({ digits: '150000000000000001', exp: -22 });
    expect(ds.snapshots[2]!.exact.size).toBe(1);
  });

  it.each([
    ['a negative rate', (f: any) => (f.snapshots[1].rates[3] = -150), 'snapshots[1].rates.JPY: expected a positive finite number'],
    ['a zero rate', (f: any) => (f.snapshots[0].rates[0] = 0), 'snapshots[0].rates.EUR: expected a positive finite number'],
    ['a non-numeric rate', (f: any) => (f.snapshots[2].rates[7] = 'abc'), 'snapshots[2].rates.ETH: expected a positive finite number'],
    ['a boolean rate', (f: any) => (f.snapshots[2].rates[1] = true), 'snapshots[2].rates.GBP'],
    ['unsorted dates', (f: any) => (f.snapshots[1].date = '2024-02-01'), 'snapshots[1].date: expected dates strictly increasing'],
    ['duplicate dates', (f: any) => (f.snapshots[1].date = '2024-03-01'), 'snapshots[1].date: expected dates strictly increasing'],
    ['an impossible date', (f: any) => (f.snapshots[0].date = '2024-02-30'), 'snapshots[0].date: expected a real calendar date'],
    ['a bad capture time', (f: any) => (f.snapshots[0].updated_at = '2024-03-01 16:00'), 'snapshots[0].updated_at'],
    ['a code without metadata', (f: any) => delete f.fiatMeta.GBP, 'fiatMeta.GBP: missing metadata'],
    ['metadata without a code', (f: any) => (f.cryptoMeta.DOGE = { name: 'Dogecoin', symbol: 'Ð', exponent: 8, type: 'crypto' }), 'cryptoMeta.DOGE'],
    ['a locale missing a code', (f: any) => delete f.locales.de.JPY, 'locales.de.JPY'],
    ['no English locale', (f: any) => delete f.locales.en, 'locales: expected an "en" locale'],
    ['a code in both markets', (f: any) => { f.crypto = ['BTC', 'ETH', 'EUR']; }, 'crypto'],
    ['a pivot not quoted at 1', (f: any) => (f.snapshots[2].rates[5] = 1.01), 'snapshots[2].rates.USD: expected the pivot to be quoted at exactly 1'],
    ['a code no snapshot quotes', (f: any) => f.snapshots.forEach((s: any) => (s.rates[1] = null)), 'fiat.GBP: a code that no snapshot quotes'],
    ['a pivot missing from a snapshot', (f: any) => (f.snapshots[0].rates[5] = null), 'snapshots[0].rates.USD'],
    ['a pivot that is not a code', (f: any) => (f.pivot = 'XXX'), 'pivot: "XXX" is not one of'],
    ['a short rates row', (f: any) => f.snapshots[1].rates.pop(), 'snapshots[1].rates: expected 9 rates'],
    ['an unsorted code list', (f: any) => (f.fiat = ['GBP', 'EUR', 'IDR', 'JPY', 'KWD', 'USD']), 'fiat[1]'],
    ['a lower-case code', (f: any) => (f.fiat[0] = 'eur'), 'fiat[0]'],
    ['an unknown field', (f: any) => (f.extra = 1), 'extra'],
    ['a wrong format tag', (f: any) => (f.format = 'ratebook-dataset@2'), 'format'],
    ['no snapshots', (f: any) => (f.snapshots = []), 'snapshots: expected at least one snapshot'],
    ['an exponent that is not an integer', (f: any) => (f.cryptoMeta.BTC.exponent = 8.5), 'cryptoMeta.BTC.exponent'],
  ])('rejects %s, naming the path', (_, mutate, expected) => {
    expect(rejection(mutate)).toContain(expected);
  });

  it('rejects text that is not JSON', () => {
    expect(() => loadDataset('{"format":')).toThrow(RatebookError);
  });

  describe('properties', () => {
    it('every generated valid dataset loads', () => {
      fc.assert(fc.property(datasetFile(), (file) => void loadDataset(file)), { numRuns: 300 });
    });

    // A corruption replaces one rate, date, code or metadata value with something the format forbids.
    const corruption = fc.oneof(
      fc.record({ kind: fc.constant('rate' as const), value: fc.constantFrom<unknown>(0, -1, 'abc', '', true, {}, [], '1e', 'NaN', '-0.5', '0') }),
      fc.record({ kind: fc.constant('date' as const), value: fc.constantFrom('2024-02-30', '2023-13-01', 'yesterday', '', '2024-1-1') }),
      fc.record({ kind: fc.constant('code' as const), value: fc.constantFrom('', 'usd', 'U$D', 'TOOLONGCODE123', 'E') }),
      fc.record({ kind: fc.constant('meta' as const), value: fc.constantFrom<unknown>(-1, 31, 2.5, 'two', null) }),
      fc.record({ kind: fc.constant('drop' as const), value: fc.constant(null) }),
    );

    it('every random corruption of a valid dataset file is rejected with a path', () => {
      fc.assert(
        fc.property(datasetFile({ missingRate: 0 }), corruption, fc.nat(), fc.nat(), (file, { kind, value }, i, j) => {
          const copy = structuredClone(file) as any;
          const s = copy.snapshots[i % copy.snapshots.length];
          if (kind === 'rate') s.rates[j % s.rates.length] = value;
          if (kind === 'date') s.date = value;
          if (kind === 'code') copy.fiat[j % copy.fiat.length] = value;
          if (kind === 'meta') copy.cryptoMeta[copy.crypto[j % copy.crypto.length]].exponent = value;
          if (kind === 'drop') delete copy.fiatMeta[copy.fiat[j % copy.fiat.length]];
          let error: unknown;
          try {
            loadDataset(copy);
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(RatebookError);
          expect((error as RatebookError).code).toBe('invalid_dataset');
          expect((error as RatebookError).message).toMatch(/^(snapshots\[\d+\]\.(rates\.[A-Z0-9]+|date)|fiat(\[\d+\])?|fiatMeta\.[A-Z]+|cryptoMeta\.[A-Z0-9]+\.exponent|locales\.\w+(\.[A-Z]+)?|pivot|crypto(\[\d+\])?): /);
        }),
        { numRuns: 1000 },
      );
    });
  });
});
