import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { newestQuoted } from '../../src/dataset/newestQuoted.js';
import { convert } from '../../src/index.js';

// A forced full GC, so that the heap measured is what is retained, not garbage waiting.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function retainedBytes(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** The eight case spellings of a three-letter code: usd, usD, uSd, ... USD. */
function spellings(code: string): string[] {
  return Array.from({ length: 8 }, (_, mask) => [...code].map((c, i) => (mask & (1 << i) ? c : c.toLowerCase())).join(''));
}

/** A bound on what 1,023 × 1,024 distinct spellings may leave behind; the memo by spelling kept about 140 MB. */
const MAX_RETAINED = 8 * 2 ** 20;

describe('resolvePair', () => {
  it('keeps the memo bounded: 1,023 × 1,024 distinct valid spellings leave little behind', () => {
    const ds = defaultDataset;
    const codes = newestQuoted(ds, 'fiat').slice(0, 128); // codes that convert on the newest date
    const all = codes.flatMap(spellings); // 1,024 distinct spellings of 128 codes
    const froms = all.slice(0, 1023);
    // Warm the rate tables of every base used (with spellings from the same set), so what remains to measure is the memo.
    for (let i = 0; i < froms.length; i += 8) convert(ds, { from: froms[i]!, to: 'EUR' });
    const before = retainedBytes();
    let calls = 0;
    for (const from of froms) {
      for (const to of all) {
        convert(ds, { from, to });
        calls++;
      }
    }
    const grown = retainedBytes() - before;
    expect(calls).toBe(1023 * 1024);
    expect(grown).toBeLessThan(MAX_RETAINED);
  });
});
