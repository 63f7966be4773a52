import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { extendDataset } from '../../src/dataset/extendDataset.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { datasetText } from '../../src/live/store/datasetText.js';
import type { Dataset } from '../../src/types.js';
import { small } from '../fixtures/load.js';

const DAY = 86_400_000;
const wholeText = (ds: Dataset) => JSON.stringify(datasetFile(ds));

/** The newest row again, on `date` (the newest's: put in place; a later one: appended), with its rates scaled. */
function nextRow(ds: Dataset, date: string, capture: number, scale: number) {
  const row = datasetFile({ ...ds, snapshots: [ds.snapshots.at(-1)!] } as Dataset).snapshots[0]!;
  const pivot = ds.columns.get(ds.pivot)!;
  return {
    ...row,
    date,
    updated_at: new Date(capture).toISOString(),
    rates: row.rates.map((r, i) => (i === pivot || r === null ? r : typeof r === 'number' ? r * scale : r)),
  };
}

describe('datasetText', () => {
  for (const [name, start] of [
    ['the small dataset', small],
    ['the embedded dataset', defaultDataset],
  ] as const) {
    it(`equals JSON.stringify(datasetFile(ds)) byte for byte along rounds that append or put the newest in place (${name})`, () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.boolean(), fc.double({ min: 0.5, max: 2, noNaN: true })), { minLength: 1, maxLength: 6 }), (steps) => {
          let ds = start;
          expect(datasetText(ds)).toBe(wholeText(ds));
          for (const [append, scale] of steps) {
            const newest = ds.snapshots.at(-1)!;
            const capture = Date.parse(newest.updatedAt) + (append ? DAY : 1000);
            const date = append ? new Date(Date.parse(newest.date) + DAY).toISOString().slice(0, 10) : newest.date;
            const next = extendDataset(ds, nextRow(ds, date, capture, scale));
            expect(datasetText(next, ds)).toBe(wholeText(next));
            ds = next;
          }
        }),
        { numRuns: name === 'the small dataset' ? 200 : 10 },
      );
    });
  }

  it('serialises the whole file when the base is not the dataset it extends', () => {
    const a = extendDataset(small, nextRow(small, '2024-05-01', Date.parse('2024-05-01T16:00:00Z'), 1.01));
    const b = extendDataset(a, nextRow(a, '2024-05-02', Date.parse('2024-05-02T16:00:00Z'), 1.02));
    datasetText(small);
    expect(datasetText(b, small)).toBe(wholeText(b));
  });
});
