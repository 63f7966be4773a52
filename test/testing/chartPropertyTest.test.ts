// The example (docs/testing.md) of a law of ranges on ratebook/testing, run as written there.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { history, loadDataset, RatebookError, timeseries } from '../../src/index.js';
import { datasetFile, dateRange, symbolsOf } from '../../src/testing/index.js';

test('a chart point is the history of its date', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  fc.assert(
    fc.property(
      datasetFile()
        .map((file) => loadDataset(file))
        .chain((ds) => fc.tuple(fc.constant(ds), dateRange(ds), symbolsOf(ds, 'fiat'))),
      ([ds, range, symbols]) => {
        const base = ds.pivot;
        let series;
        try {
          series = timeseries(ds, { ...range, base, symbols }, { now });
        } catch (error) {
          // A range outside the data, or a pivot that is an asset: a clear error, never a wrong number.
          if (error instanceof RatebookError) return;
          throw error;
        }
        for (const [date, map] of Object.entries(series.rates)) {
          const day = history(ds, { date, base }, { now }).rates;
          for (const [code, rate] of Object.entries(map)) expect(rate).toBe(day[code]);
        }
      },
    ),
  );
});
