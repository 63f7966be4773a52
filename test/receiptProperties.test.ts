import fc from 'fast-check';
import { describe, it } from 'vitest';
import { defaultDataset } from '../src/data.js';
import { loadDataset } from '../src/index.js';
import { datasetFile } from '../src/testing/index.js';
import { NOW, small } from './fixtures/load.js';
import { receiptLaws } from './receiptLaws.js';

const EMBEDDED_RUNS = 200;

describe('properties of receipts, period rates and fiat prices of crypto', () => {
  describe('on the small fixture', () => {
    for (const [name, law] of Object.entries(receiptLaws)) it(name, () => law(small, NOW));
  });

  describe('on the embedded data', () => {
    // After the data's last date, so a range past it is "after the data" but not yet "after today".
    const now = new Date(Date.parse(`${defaultDataset.snapshots.at(-1)!.date}T00:00:00Z`) + 20 * 86_400_000);
    // 200 cases a law here, 1,000 on the small fixture and on each generated dataset: a case on the
    // real data (every currency, years of snapshots, ranges of up to 120 days) costs 10 to 25 ms, a
    // hundred times one on the others, and what the real data adds is its shapes (withdrawn codes,
    // legal factors), which 200 random cases reach (the receipt law asserts that it saw them).
    for (const [name, law] of Object.entries(receiptLaws)) it(name, () => law(defaultDataset, now, EMBEDDED_RUNS));
  });

  describe('on generated datasets', () => {
    // Each law runs its 1,000 cases on each of a few generated datasets of every shape, some with
    // providers recorded on their snapshots.
    const files = fc.sample(datasetFile({ maxSnapshots: 40, missingRate: 0.1 }), { numRuns: 4, seed: 20261125 });
    files[1]!.snapshots.forEach((s, i) => Object.assign(s, { sources: [{ name: 'nbp', table: `${String(i).padStart(3, '0')}/A/NBP/2026` }, { name: 'ecb' }] }));
    const now = new Date('2023-07-01T00:00:00Z');
    for (const [name, law] of Object.entries(receiptLaws)) it(name, () => files.forEach((file) => law(loadDataset(file), now)));
  });
});
