import fc from 'fast-check';
import { describe, it } from 'vitest';
import { loadDataset } from '../src/index.js';
import { datasetFile } from '../src/testing/index.js';
import { NOW, small } from './fixtures/load.js';
import { laws } from './laws.js';

describe('properties', () => {
  describe('on the small fixture', () => {
    for (const [name, law] of Object.entries(laws)) it(name, () => law(small, NOW));
  });

  describe('on generated datasets', () => {
    // Each law runs its 1,000 cases on each of a few generated datasets of every shape.
    const generated = fc.sample(datasetFile({ missingRate: 0.05 }), { numRuns: 4, seed: 20261121 }).map((file) => loadDataset(file));
    for (const [name, law] of Object.entries(laws)) {
      it(name, () => generated.forEach((ds) => law(ds, new Date('2026-01-01T00:00:00Z'))));
    }
  });
});
