import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { RatebookError } from '../../../src/index.js';
import { catalog } from '../catalog.js';
import { feedError, garbageBytes, garbageText } from '../feedError.js';
import { bankFile } from './recorded.js';
import { importBnr } from '../../../src/feeds/bnr/bnr.js';
import { importCbr } from '../../../src/feeds/cbr/cbr.js';
import { importFred } from '../../../src/feeds/fred/fred.js';
import { importNbu } from '../../../src/feeds/nbu/nbu.js';
import { importRiksbank } from '../../../src/feeds/riksbank/riksbank.js';
import { importTcmb } from '../../../src/feeds/tcmb/tcmb.js';

const options = { metadata: catalog };
const banks: [name: string, file: string, run: (input: string | Uint8Array) => unknown][] = [
  ['importCbr', 'cbr/cbr-1.xml', (input) => importCbr(input, options)],
  ['importRiksbank', 'rb/rb-1.json', (input) => importRiksbank(input, options)],
  ['importNbu', 'nbu/nbu-1.json', (input) => importNbu(input, options)],
  ['importBnr', 'bnr/bnr-1.xml', (input) => importBnr(input, options)],
  ['importTcmb', 'tcmb/tcmb-1.json', (input) => importTcmb(input, options)],
  ['importFred', 'fred/fred-20.json', (input) => importFred(input, { ...options, seriesId: 'DEXUSEU' })],
];

/** Either a result or an invalid_feed error; anything else (a TypeError, a RangeError) fails. */
function resultOrFeedError(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof RatebookError) || error.code !== 'invalid_feed') throw error;
  }
}

describe('the bank importers on hostile input', () => {
  for (const [name, file, run] of banks) {
    it(`${name} refuses 2 MB of noise, as text and as bytes, with invalid_feed`, async () => {
      await feedError(() => run(garbageText(2_000_000)));
      await feedError(() => run(garbageBytes(2_000_000)));
      await feedError(() => run(''));
      await feedError(() => run(null as unknown as string));
    });

    it(`${name} refuses its real document cut anywhere`, () => {
      const bytes = bankFile(file);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: bytes.length - 2 }), (cut) => {
          // A cut may only drop the final newline; everything shorter lacks a closing part.
          if (new TextDecoder('latin1').decode(bytes.subarray(cut)).trim() === '') return;
          expect(() => run(bytes.subarray(0, cut))).toThrow(expect.objectContaining({ code: 'invalid_feed' }));
        }),
        { numRuns: 60 },
      );
    });

    it(`${name} answers a one-byte change with a result or invalid_feed, nothing else`, () => {
      const bytes = bankFile(file);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: bytes.length - 1 }), fc.integer({ min: 0, max: 255 }), (at, byte) => {
          const copy = bytes.slice();
          copy[at] = byte;
          resultOrFeedError(() => run(copy));
        }),
        { numRuns: 60 },
      );
    });
  }
});
