import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { defaultDataset } from '../src/data.js';
import { loadDataset, type DatasetFile } from '../src/index.js';
import { datasetFile } from '../src/testing/index.js';
import { NOW, small, smallFile } from './fixtures/load.js';
import { rangeLaws } from './rangeLaws.js';

const EMBEDDED_RUNS = 200;

describe('properties of ranges and symbols', () => {
  describe('on the small fixture', () => {
    for (const [name, law] of Object.entries(rangeLaws)) it(name, () => law(small, NOW, smallFile()));
  });

  describe('on the embedded data', () => {
    const file = JSON.parse(readFileSync(new URL('../data/dataset.json', import.meta.url), 'utf8')) as DatasetFile;
    // After the data's last date, so a month past it is "after the data" but not yet "after today".
    const now = new Date(Date.parse(`${defaultDataset.snapshots.at(-1)!.date}T00:00:00Z`) + 20 * 86_400_000);
    // 200 cases a law here, 1,000 on the small fixture and on each generated dataset: a case on the
    // real data costs a hundred times one on the others (the cut law loads the whole dataset cut at
    // each date it draws), and what the real data adds is its shapes, which 200 random cases reach.
    for (const [name, law] of Object.entries(rangeLaws)) it(name, () => law(defaultDataset, now, file, EMBEDDED_RUNS));
  });

  describe('on generated datasets', () => {
    // Each law runs its 1,000 cases on each of a few generated datasets of every shape.
    const files = fc.sample(datasetFile({ maxSnapshots: 40, missingRate: 0.1 }), { numRuns: 4, seed: 20261123 });
    const now = new Date('2023-07-01T00:00:00Z'); // inside the generated years (2015 to 2024): some snapshots and ranges lie after it
    for (const [name, law] of Object.entries(rangeLaws)) it(name, () => files.forEach((file) => law(loadDataset(file), now, file)));
  });
});
