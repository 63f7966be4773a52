import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { defaultDataset as ds } from '../../src/data.js';
import { cryptoTimeseries, timeseries } from '../../src/index.js';
import { caught } from '../errors.js';

// Issue 28, item 6: a grouped series gives each period's mean, or its open, close, low or high.

const S = { numbers: 'string' } as const;
const RANGE = { start: '2024-01-01', end: '2025-06-30', symbols: 'EUR,JPY,GBP', base: 'USD' } as const;

describe('group with stat', () => {
  it('gives open, close, low and high of the daily rates of each period, exactly, with the counts', () => {
    const daily = timeseries(ds, RANGE, S).rates;
    for (const group of ['week', 'month', 'year'] as const) {
      const mean = timeseries(ds, { ...RANGE, group }, S);
      for (const stat of ['open', 'close', 'low', 'high'] as const) {
        const r = timeseries(ds, { ...RANGE, group, stat }, S);
        expect([r.group, r.stat]).toEqual([group, stat]);
        expect(r.counts).toEqual(mean.counts);
        const keys = Object.keys(r.rates);
        keys.forEach((key, k) => {
          const dates = Object.keys(daily).filter((d) => d >= key && (k + 1 === keys.length || d < keys[k + 1]!) && d >= RANGE.start);
          for (const code of ['EUR', 'JPY', 'GBP']) {
            const values = dates.map((d) => daily[d]![code]).filter((v): v is string => v !== undefined);
            const sorted = [...values].sort((a, b) => new Big(a).cmp(b));
            const expected = { open: values[0], close: values.at(-1), low: sorted[0], high: sorted.at(-1) }[stat];
            expect(r.rates[key]![code], `${group} ${stat} ${key} ${code}`).toBe(expected);
          }
        });
      }
    }
  });

  it('leaves the default answer as it was: mean, no stat field; stat=mean names it', () => {
    const plain = timeseries(ds, { ...RANGE, group: 'month' }, S);
    expect('stat' in plain).toBe(false);
    const mean = timeseries(ds, { ...RANGE, group: 'month', stat: 'mean' }, S);
    expect(mean.rates).toEqual(plain.rates);
    expect(mean.stat).toBe('mean');
  });

  it('works on the crypto series, and refuses a bad stat or one without group', () => {
    expect(cryptoTimeseries(ds, { start: '2025-01-01', end: '2025-03-31', base: 'BTC', symbols: 'EUR', group: 'month', stat: 'close' }).stat).toBe('close');
    expect(caught(() => timeseries(ds, { ...RANGE, group: 'month', stat: 'last' as never }))).toMatchObject({ code: 'invalid_parameter', param: 'stat' });
    expect(caught(() => timeseries(ds, { ...RANGE, stat: 'close' }))).toMatchObject({ code: 'invalid_parameter', param: 'stat' });
  });
});
