import { describe, expect, it } from 'vitest';
import { cacheReport, MAX_DATASETS } from '../../src/dataset/datasetIndex.js';
import { datasetVersion } from '../../src/dataset/version.js';
import { convert, converter, cryptoCurrencies, currencies, history, loadDataset, rates, timeseries, type Dataset } from '../../src/index.js';
import { NOW, smallFile } from '../fixtures/load.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

/** Every operation that keeps something per dataset, once. */
function useEverything(ds: Dataset): unknown[] {
  const newest = ds.snapshots[ds.snapshots.length - 1]!.date;
  const first = ds.snapshots[0]!.date;
  return [
    convert(ds, { from: 'EUR', to: 'GBP', amount: 10 }),
    convert(ds, { from: 'EUR', to: 'GBP', amount: 10, date: newest }, { now: NOW }),
    convert(ds, { from: 'EUR', to: 'GBP', amount: '10' }, { explain: true, numbers: 'string' }),
    converter(ds, { from: 'GBP', to: 'EUR' })(5),
    rates(ds, { base: 'GBP' }, { explain: true }),
    history(ds, { date: first, base: 'EUR' }, { now: NOW }),
    timeseries(ds, { start: first, base: 'EUR' }, { now: NOW }),
    currencies(ds, { locale: 'de-AT' }),
    cryptoCurrencies(ds),
    datasetVersion(ds),
  ];
}

describe('datasetIndex', () => {
  it('keeps the caches of at most MAX_DATASETS datasets, however many are used and kept alive', () => {
    const file = smallFile();
    // All alive at once, so no cache can go with its dataset: only the budget bounds them.
    const burst = Array.from({ length: MAX_DATASETS * 6 }, () => loadDataset(file));
    const answers = burst.map((ds) => {
      const answer = useEverything(ds);
      expect(cacheReport().datasets).toBeLessThanOrEqual(MAX_DATASETS);
      return answer;
    });
    expect(cacheReport().datasets).toBe(MAX_DATASETS);
    // The last one used has its caches; the first ones lost theirs.
    expect(cacheReport(burst[burst.length - 1]).filled.length).toBeGreaterThan(5);
    expect(cacheReport(burst[0]).filled).toEqual([]);
    // An evicted dataset rebuilds what it needs and answers the same.
    expect(useEverything(burst[0]!)).toEqual(answers[0]);
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(true);
    expect(cacheReport().datasets).toBe(MAX_DATASETS);
  });

  it('evicts the dataset used least recently, not the oldest one', () => {
    const file = smallFile();
    const kept = loadDataset(file);
    useEverything(kept);
    for (let i = 0; i < MAX_DATASETS * 3; i++) {
      useEverything(loadDataset(file));
      convert(kept, { from: 'EUR', to: 'GBP' });
    }
    expect(cacheReport(kept).filled.length).toBeGreaterThan(5);
  });
});
