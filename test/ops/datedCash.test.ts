import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { convert, converter, type Dataset } from '../../src/index.js';
import { NOW } from '../importers/catalog.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';
import { ecbDataset } from '../importers/ecbHistory.js';

// Issue 28, item 3: `round: 'cash'` in a dated conversion rounds to the cash increment in force on
// the date asked. Canada withdrew the cent on 2013-02-04: cash in CAD was 0.01 before, 0.05 from then.

const S = { numbers: 'string', now: NOW } as const;
const R = Big();
R.DP = 60;

let ecb: Dataset;
beforeAll(async () => {
  ecb = await ecbDataset();
}, 60_000);

describe('dated cash increments', () => {
  it('rounds CAD cash to the cent before 2013-02-04 and to five cents from then', () => {
    for (const [date, increment] of [
      ['2013-02-01', '0.01'],
      ['2013-02-04', '0.05'],
      ['2012-06-01', '0.01'],
      ['2014-06-02', '0.05'],
    ] as const) {
      const r = convert(ecb, { from: 'EUR', to: 'CAD', amount: '10.37', date }, { ...S, round: 'cash', explain: true });
      expect(r.rounding.increment).toBe(increment);
      expect(r.source.rounding?.increment).toBe(increment);
      // The exact value (EUR is the pivot: amount × the CAD quote) rounded half-even to that increment.
      const exact = new R('10.37').times(r.source.legs.CAD!);
      const expected = exact.div(increment).round(0, Big.roundHalfEven).times(increment).toFixed();
      expect(r.result).toBe(expected);
      expect(converter(ecb, { from: 'EUR', to: 'CAD', date }, { ...S, round: 'cash' })('10.37')).toBe(expected);
    }
    // Minor units do not change with the date.
    expect(convert(ecb, { from: 'EUR', to: 'CAD', amount: '10.37', date: '2012-06-01' }, { ...S, round: 'minor' }).rounding.increment).toBe('0.01');
  });
});
