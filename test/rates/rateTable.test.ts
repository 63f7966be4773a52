import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadDataset } from '../../src/index.js';
import { rateTable } from '../../src/rates/rateTable.js';

describe('rateTable', () => {
  it('keeps a table in use and drops one left alone once the memory budget is spent', () => {
    // A dataset of its own, so no other test's tables count; ~290 codes make a table ~14 kB by
    // estimate, so 32 MiB holds about 2,300 of them and the 4,000 asked for here overflow it.
    const ds = loadDataset(readFileSync(new URL('../../data/dataset.json', import.meta.url), 'utf8'));
    const kept = rateTable(ds, 0, 0);
    const leftAlone = rateTable(ds, 0, 1);
    let made = 0;
    for (let s = 1; s < ds.snapshots.length && made < 4000; s++) {
      for (let base = 0; base < ds.codes.length && made < 4000; base++, made++) {
        rateTable(ds, s, base);
        expect(rateTable(ds, 0, 0)).toBe(kept); // a hit: marked as used, so eviction passes it over
      }
    }
    expect(made).toBe(4000);
    expect(rateTable(ds, 0, 0)).toBe(kept);
    expect(rateTable(ds, 0, 1)).not.toBe(leftAlone); // evicted, so built again
  });
});
