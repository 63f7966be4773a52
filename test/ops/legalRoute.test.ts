import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDataset as ds } from '../../src/data.js';
import { convert, converter, history, type Dataset } from '../../src/index.js';
import { NOW } from '../importers/catalog.js';
import { recomputeConversion } from '../receiptLaws.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';
import { ecbDataset } from '../importers/ecbHistory.js';

// Issue 28, item 2: legal factors by Council Regulation (EC) No 1103/97, Art. 4 and 5: divided by,
// never multiplied by an inverse; national to national through the euro at three decimals.

const S = { numbers: 'string', now: NOW } as const;
const R = Big();
R.DP = 60;
const thirty = (x: Big) => x.prec(30, Big.roundHalfEven).toFixed();

let ecb: Dataset;
beforeAll(async () => {
  ecb = await ecbDataset();
}, 60_000);

describe('withdrawn to successor: amount ÷ factor', () => {
  it('gives 195.583 BGN as exactly 100 EUR, in every number format and path', () => {
    const r = convert(ds, { from: 'BGN', to: 'EUR', amount: '195.583', date: '2026-03-01' }, S);
    expect([r.rate, r.result]).toEqual([new R(1).div('1.95583').prec(12, Big.roundHalfEven).toFixed(), '100']);
    expect(convert(ds, { from: 'BGN', to: 'EUR', amount: 195.583, date: '2026-03-01' }, { now: NOW }).result).toBe(100);
    expect(convert(ds, { from: 'BGN', to: 'EUR', amount: 195.583 }).result).toBe(100);
    expect(converter(ds, { from: 'BGN', to: 'EUR', date: '2026-03-01' }, { now: NOW })(195.583)).toBe(100);
    expect(converter(ds, { from: 'BGN', to: 'EUR', date: '2026-03-01' }, S)('195.583')).toBe('100');
  });

  it('gets 1,955,830,000,000 BGN right to the cent', () => {
    expect(convert(ds, { from: 'BGN', to: 'EUR', amount: '1955830000000', date: '2026-03-01' }, S).result).toBe('1000000000000');
    const r = convert(ds, { from: 'BGN', to: 'EUR', amount: '1955830000000.01', date: '2026-03-01' }, { ...S, round: 'minor' });
    expect([r.result, r.unrounded]).toEqual(['1000000000000.01', thirty(new R('1955830000000.01').div('1.95583'))]);
  });

  it('converts HRK at 7.5345 and, on the ECB history, EEK at 15.6466', () => {
    expect(convert(ds, { from: 'HRK', to: 'EUR', amount: '75.345' }, S).result).toBe('10');
    const eek = convert(ecb, { from: 'EEK', to: 'EUR', amount: '1000', date: '2012-06-01' }, { ...S, round: 'minor' });
    expect([eek.result, eek.unrounded]).toEqual(['63.91', thirty(new R(1000).div('15.6466'))]);
    expect(convert(ecb, { from: 'EUR', to: 'EEK', amount: '63.91', date: '2012-06-01' }, S).result).toBe('999.974206');
  });

  it('gives without round the exact value to 30 significant digits', () => {
    const r = convert(ds, { from: 'BGN', to: 'EUR', amount: '1', date: '2026-03-01' }, S);
    expect(r.result).toBe(thirty(new R(1).div('1.95583')));
  });
});

describe('withdrawn to withdrawn of one successor: through it, at three decimals half-up', () => {
  it('converts 100 DEM to FRF through 51.129 EUR', () => {
    const r = convert(ecb, { from: 'DEM', to: 'FRF', amount: '100', date: '2001-06-01' }, { ...S, explain: true });
    // 100 / 1.95583 = 51.12918811…, rounded half-up to 51.129 EUR, times 6.55957.
    expect(r.result).toBe(new Big('51.129').times('6.55957').toFixed());
    expect(r.rate).toBe(new R('6.55957').div('1.95583').prec(12, Big.roundHalfEven).toFixed());
    expect(r.source).toMatchObject({ derivation: 'legal_factor', formula: 'legal_factor', pivot: 'EUR', legs: { DEM: '1.95583', FRF: '6.55957', EUR: '1' } });
    expect(r.source!.providers).toEqual([{ name: 'Council Regulation (EC) No 2866/98' }]);
    expect(convert(ecb, { from: 'DEM', to: 'FRF', amount: '100', date: '2001-06-01' }, { ...S, round: 'minor' }).result).toBe('335.38');
  });
});

describe('withdrawn to another currency: the factor leg, then the market leg', () => {
  it('converts BGN to USD through the euro, and back', () => {
    const eurUsd = history(ds, { date: '2026-03-01', base: 'EUR', symbols: 'USD' }, { ...S }).rates.USD!;
    const r = convert(ds, { from: 'BGN', to: 'USD', amount: '100', date: '2026-03-01' }, { ...S, explain: true });
    expect(r.source!.derivation).toBe('legal_factor_then_cross');
    const legs = r.source!.legs;
    expect(r.source!.factors).toEqual([expect.objectContaining({ withdrawn: 'BGN', successor: 'EUR', legs: { BGN: '1.95583', EUR: '1' } })]);
    expect(r.source!.providers[0]).toEqual({ name: 'Council Regulation of 8 July 2025 amending Regulation (EC) No 2866/98' });
    // amount × legs[USD] / (factor × legs[EUR]), the two market quotes against the pivot.
    const exact = new R(100).times(legs.USD!).div(new R('1.95583').times(legs.EUR!));
    expect(r.result).toBe(thirty(exact));
    expect(new Big(r.result).div(100).minus(new Big(eurUsd).div('1.95583')).abs().lt('1e-9')).toBe(true);
    const back = convert(ds, { from: 'USD', to: 'BGN', amount: '100', date: '2026-03-01' }, { ...S, round: 'minor' });
    expect(back.result).toBe(new R(100).times('1.95583').times(legs.EUR!).div(legs.USD!).round(2, Big.roundHalfEven).toFixed());
  });

  it('converts EEK to USD on the ECB history, where the euro is the pivot', () => {
    const r = convert(ecb, { from: 'EEK', to: 'USD', amount: '1000', date: '2012-06-01' }, { ...S, explain: true });
    expect(r.source!.legs).toEqual({ EUR: '1', USD: '1.2322' });
    expect(r.source!.formula).toBe('legal_factor_then_cross');
    expect(r.source!.factors).toEqual([
      {
        withdrawn: 'EEK',
        successor: 'EUR',
        legs: { EEK: '15.6466', EUR: '1' },
        since: '2011-01-01',
        basis: 'Council Regulation (EU) No 671/2010, 1 EUR = 15.6466 EEK; converted by Council Regulation (EC) No 1103/97, Art. 4',
      },
    ]);
    expect(r.result).toBe(thirty(new R(1000).times('1.2322').div('15.6466')));
  });

  it('leaves the market in force before the changeover', () => {
    const before = convert(ecb, { from: 'EEK', to: 'USD', amount: '1000', date: '2010-06-01' }, { ...S, explain: true });
    expect(before.source!.derivation).toBe('cross');
  });
});

describe('receipts of legal routes', () => {
  it('recompute rate and result by the documented rule on every kind of legal route, rounded or not', () => {
    const cases = [
      [ds, 'BGN', 'EUR', '2026-03-01'],
      [ds, 'EUR', 'BGN', '2026-03-01'],
      [ds, 'BGN', 'USD', '2026-03-01'],
      [ds, 'JPY', 'BGN', '2026-03-01'],
      [ecb, 'DEM', 'FRF', '2001-06-01'],
      [ecb, 'EEK', 'USD', '2012-06-01'],
      [ecb, 'HRK', 'EUR', '2023-06-01'],
      [ecb, 'LTL', 'LVL', '2016-06-01'],
    ] as const;
    const formulas = new Set<string>();
    for (const [data, from, to, date] of cases) {
      for (const extra of [{}, { round: 'minor' }, { round: 'cash', rounding: 'half-up' }, { round: 'minor', rounding: 'floor' }] as const) {
        for (const amount of ['195.583', '1', '-1234.5678', '0.005']) {
          const r = convert(data, { from, to, amount, date }, { ...S, ...extra, explain: true });
          formulas.add(`${r.source!.formula}/${r.source!.factors!.length}`);
          const again = recomputeConversion(r.source!, from, to, amount);
          expect([r.rate, r.result]).toEqual([again.rate, again.result]);
        }
      }
    }
    expect([...formulas].sort()).toEqual(['legal_factor/1', 'legal_factor/2', 'legal_factor_then_cross/1']);
  });
});
