import { describe, expect, it } from 'vitest';
import { curate, defaultRules } from '../../src/curation/index.js';
import { datasetAsOf } from '../../src/dataset/datasetAsOf.js';
import { history, loadDataset } from '../../src/index.js';
import { emptyHistory } from './helpers.js';

// HMRC's April 2019 rates as two copies give them: the public file (BRL 439943, the decimal point
// dropped) and HMRC's own corrected copy (4.9943); 1 GBP = rateNew, so the pivot is GBP. The
// publication times are made up: HMRC publishes a month's rates before the month starts.
const PUBLIC = '2019-03-21T12:00:00Z';
const CORRECTED = '2019-03-25T09:00:00Z';
const codes = ['BRL', 'EUR', 'GBP', 'NGN'];
const april = {
  date: '2019-04-01',
  updated_at: CORRECTED,
  published_at: PUBLIC,
  rates: ['4.9943', '1.1652', 1, '475.11'],
  versions: {
    BRL: [
      [PUBLIC, '439943'],
      [CORRECTED, '4.9943'],
    ],
    NGN: [
      [PUBLIC, '478.11'],
      [CORRECTED, '475.11'],
    ],
  },
};
const hmrc = () => ({ ...emptyHistory(codes), pivot: 'GBP' });

function file(rows: unknown[]) {
  return {
    format: 'ratebook-dataset@1',
    pivot: 'GBP',
    fiat: codes,
    crypto: [],
    fiatMeta: Object.fromEntries(codes.map((c) => [c, { minorUnits: 2 }])),
    cryptoMeta: {},
    locales: { en: Object.fromEntries(codes.map((c) => [c, [c, c]])) },
    snapshots: rows,
  };
}

describe('withholdVersions (known-bad entries with a version)', () => {
  it("withholds HMRC's April 2019 BRL slip with its evidence; the corrected version and the other values stay", () => {
    const result = curate(hmrc(), april, defaultRules);
    expect(result.withheld).toEqual([
      { code: 'BRL', date: '2019-04-01', value: '439943', rule: 'known_bad', reason: expect.stringContaining('(the version published 2019-03-21T12:00:00Z)') },
    ]);
    expect(result.withheld[0]!.reason).toContain('4.9943');
    expect(result.snapshot.rates).toEqual(['4.9943', '1.1652', 1, '475.11']);
    expect(result.snapshot.versions).toEqual({ BRL: [[CORRECTED, '4.9943']], NGN: april.versions.NGN });
    expect(result.snapshot.published_at).toBe(PUBLIC);
    const entry = defaultRules.knownBad.find((e) => e.version === '439943')!;
    expect(entry.evidence).toContain('hmrc/currency-conversion');
  });

  it('the slip is never served, not even as known before the correction', () => {
    const ds = loadDataset(file([curate(hmrc(), april, defaultRules).snapshot]));
    const before = history(ds, { date: '2019-04-15', base: 'GBP' }, { asOf: '2019-03-22T00:00:00Z', numbers: 'string', now: new Date('2020-01-01T00:00:00Z') });
    expect(before.rates).toEqual({ EUR: '1.1652', GBP: '1', NGN: '478.11' });
    const after = history(ds, { date: '2019-04-15', base: 'GBP' }, { asOf: CORRECTED, numbers: 'string', now: new Date('2020-01-01T00:00:00Z') });
    expect(after.rates).toEqual({ BRL: '4.9943', EUR: '1.1652', GBP: '1', NGN: '475.11' });
    // Uncurated, the file would have served it.
    const raw = loadDataset(file([april]));
    expect(datasetAsOf(raw, '2019-03-22T00:00:00Z').snapshots[0]!.values[0]).toBe(439943);
  });

  it('where the slip is the version the row carries now, the row carries the version before it; with none, the value is null', () => {
    const slipLast = {
      ...april,
      rates: ['439943', '1.1652', 1, '475.11'],
      versions: {
        BRL: [
          [PUBLIC, '4.98'],
          [CORRECTED, '439943'],
        ],
      },
    };
    expect(curate(hmrc(), slipLast, defaultRules).snapshot).toMatchObject({ rates: ['4.98', '1.1652', 1, '475.11'], versions: { BRL: [[PUBLIC, '4.98']] } });
    const only = { ...april, rates: ['439943', '1.1652', 1, '475.11'], versions: { BRL: [[PUBLIC, '439943']] } };
    const result = curate(hmrc(), only, defaultRules);
    expect(result.snapshot.rates[0]).toBeNull();
    expect(result.snapshot.versions).toBeUndefined();
  });

  it('names only that month and that figure: another month, or another figure, is not withheld', () => {
    expect(curate(hmrc(), { ...april, date: '2019-05-01' }, defaultRules).withheld).toEqual([]);
    const other = {
      ...april,
      versions: {
        BRL: [
          [PUBLIC, '4.99'],
          [CORRECTED, '4.9943'],
        ],
      },
    };
    expect(curate(hmrc(), other, defaultRules).snapshot.versions).toEqual({ BRL: other.versions.BRL });
  });
});
