import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extendDataset } from '../../src/dataset/extendDataset.js';
import { versionKey, datasetVersion } from '../../src/dataset/version.js';
import { loadDataset, RatebookError, type Dataset, type DatasetFile } from '../../src/index.js';
import { smallFile } from '../fixtures/load.js';

type Row = DatasetFile['snapshots'][number];

// Bases: the small dataset; one where ETH is quoted by the newest snapshot alone (a replaced newest
// row that leaves ETH out must be refused); one of a single snapshot.
function bases(): DatasetFile[] {
  const full = smallFile();
  const ethNewestOnly = smallFile();
  ethNewestOnly.snapshots[0]!.rates[7] = null;
  ethNewestOnly.snapshots[2]!.rates[8] = null; // and BTC quoted by all but the newest
  const single = smallFile();
  single.snapshots.splice(0, 2);
  return [full, ethNewestOnly, single];
}

const rate = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: 1e-6, max: 1e6, noNaN: true }) },
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom('0.0000150000000000000001', '0.5', '12345.678901234567890123', '-1', 'abc', '1e400') },
  { weight: 1, arbitrary: fc.constantFrom(0, -2, 1e20, true, {}) },
);
// Mostly valid rows (so the checks after the structure's run often), with every kind of fault.
const row = fc
  .record({
    date: fc.constantFrom<unknown>('newest', 'newest', 'newest', 'next', 'next', '2024-05-01', '2024-03-04', '2024-02-30', 20240501),
    updated_at: fc.constantFrom<unknown>('2024-04-16T16:00:00Z', '2024-04-15T16:00:00.5Z', '2024-06-01T00:00:00Z', 'yesterday', null),
    rates: fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .tuple(fc.array(rate, { minLength: 9, maxLength: 9 }), fc.nat(5))
          .map(([rates, k]) => (k > 0 ? rates.map((r, i) => (i === 5 ? 1 : r)) : rates)),
      },
      { weight: 1, arbitrary: fc.array(rate, { minLength: 8, maxLength: 10 }) },
      { weight: 1, arbitrary: fc.constant('none') },
    ),
    sources: fc.constantFrom<unknown>(undefined, undefined, undefined, [{ name: 'nbp', table: '041/A/NBP/2026' }], [{ name: '' }], 'x'),
    extra: fc.constantFrom<unknown>(undefined, undefined, undefined, undefined, 1),
  })
  .map(({ sources, extra, ...rest }) => ({ ...rest, ...(sources === undefined ? {} : { sources }), ...(extra === undefined ? {} : { extra }) }));

function outcome(run: () => Dataset): Dataset | string {
  try {
    return run();
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    return `${(error as RatebookError).code}: ${(error as RatebookError).message}`;
  }
}

function whole(file: DatasetFile, next: unknown): Dataset | string {
  const copy = structuredClone(file);
  const newest = copy.snapshots[copy.snapshots.length - 1]!;
  if ((next as Row).date === newest.date) copy.snapshots.pop();
  copy.snapshots.push(structuredClone(next) as Row);
  return outcome(() => loadDataset(copy));
}

function same(extended: Dataset | string, loaded: Dataset | string): void {
  if (typeof loaded === 'string' || typeof extended === 'string') {
    expect(extended).toEqual(loaded);
    return;
  }
  expect(versionKey(datasetVersion(extended))).toBe(versionKey(datasetVersion(loaded)));
  expect(extended.codes).toEqual(loaded.codes);
  expect(extended.snapshots).toEqual(loaded.snapshots);
}

describe('extendDataset', () => {
  it('equals loadDataset of the whole file with the row, dataset or error (law)', () => {
    const files = bases();
    const loaded = files.map((file) => loadDataset(structuredClone(file)));
    fc.assert(
      fc.property(fc.nat(files.length - 1), row, fc.nat(3), (b, drawn, chain) => {
        // A chain of extensions first, as rounds make them: the reused parts must stay right.
        let file = files[b]!;
        let base = loaded[b]!;
        for (let k = 0; k < chain; k++) {
          const date = `2024-05-0${k + 2}`;
          const extra: Row = { date, updated_at: `${date}T16:00:00Z`, rates: [0.9, 0.8, 16000, 150, 0.3, 1, 1.5e-5, null, 99000] };
          file = { ...file, snapshots: [...file.snapshots, extra] };
          base = extendDataset(base, extra);
        }
        const newest = file.snapshots[file.snapshots.length - 1]!.date;
        const date =
          drawn.date === 'newest' ? newest : drawn.date === 'next' ? new Date(Date.parse(newest) + 86_400_000).toISOString().slice(0, 10) : drawn.date;
        const next = { ...drawn, date };
        same(
          outcome(() => extendDataset(base, next)),
          whole(file, next),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a newest row put in place that leaves a code no snapshot quotes', () => {
    const file = bases()[1]!; // ETH quoted by the newest snapshot alone
    const next = { date: '2024-04-15', updated_at: '2024-04-15T18:00:00Z', rates: [0.93, 0.8, 16000, 154, 0.308, 1, 1.5e-5, null, 98000] };
    same(
      outcome(() => extendDataset(loadDataset(structuredClone(file)), next)),
      whole(file, next),
    );
    expect(() => extendDataset(loadDataset(structuredClone(file)), next)).toThrow('crypto.ETH: a code that no snapshot quotes');
    // Appended instead, the row is fine: the snapshot before it quotes ETH.
    expect(extendDataset(loadDataset(structuredClone(file)), { ...next, date: '2024-04-16', updated_at: '2024-04-16T18:00:00Z' }).snapshots).toHaveLength(4);
  });

  it('refuses a reserved key in the row as loadDataset does', () => {
    const next = JSON.parse('{"date":"2024-05-01","updated_at":"2024-05-01T00:00:00Z","rates":[1,1,1,1,1,1,1,1,1],"__proto__":{}}') as unknown;
    const file = smallFile();
    same(
      outcome(() => extendDataset(loadDataset(smallFile()), next)),
      whole(file, next),
    );
    expect(() => extendDataset(loadDataset(smallFile()), next)).toThrow('snapshots[3].__proto__: reserved key');
  });

  it('leaves the dataset it extends unchanged, and refuses what loadDataset did not make', () => {
    const base = loadDataset(smallFile());
    const next = extendDataset(base, { date: '2024-05-01', updated_at: '2024-05-01T16:00:00Z', rates: [0.9, 0.8, 16000, 150, 0.3, 1, 1.5e-5, 0.0003, 99000] });
    expect(base.snapshots).toHaveLength(3);
    expect(next.snapshots).toHaveLength(4);
    expect(next.snapshots[2]).toBe(base.snapshots[2]);
    expect(() => extendDataset({ ...base }, {})).toThrow(/returned by loadDataset/);
  });
});
