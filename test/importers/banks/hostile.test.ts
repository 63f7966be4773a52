import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BankImportResult, ImportOptions } from '../../../src/importers/index.js';
import { RatebookError } from '../../../src/index.js';
import { catalog } from '../catalog.js';
import { garbageBytes, garbageText } from '../feedError.js';
import { bankText, feedLocation } from './recorded.js';
import { importBoc } from '../../../src/feeds/boc/boc.js';
import { importBoe } from '../../../src/feeds/boe/boe.js';
import { importBoi } from '../../../src/feeds/boi/boi.js';
import { importCnb } from '../../../src/feeds/cnb/cnb.js';
import { importNbp } from '../../../src/feeds/nbp/nbp.js';
import { importNorgesBank } from '../../../src/feeds/norges-bank/norgesBank.js';
import { importRba } from '../../../src/feeds/rba/rba.js';

const options = { metadata: catalog };
type Importer = (input: string | Uint8Array, options: ImportOptions) => BankImportResult;

// Each bank's real document, cut to an excerpt of whole lines (or whole JSON) so a property runs fast.
const banks: [name: string, read: Importer, excerpt: string][] = [
  ['importNbp', importNbp, bankText('nbp/nbp-1.json')],
  [
    'importCnb',
    importCnb,
    bankText('cnb/cnb-1.json')
      .slice(0, 6000)
      .replace(/,\{[^{]*$/, ']}'),
  ],
  ['importBoc', importBoc, bankText('boc/boc-1.json')],
  [
    'importNorgesBank',
    importNorgesBank,
    bankText('nb/nb-1.csv')
      .slice(0, 3000)
      .replace(/\n[^\n]*$/, '\n'),
  ],
  [
    'importRba',
    importRba,
    bankText('rba/rba-1.csv')
      .slice(0, 8000)
      .replace(/\n[^\n]*$/, '\n'),
  ],
  ['importBoe', importBoe, bankText('boe/boe-1.csv')],
  ['importBoi', importBoi, bankText('boi/boi-1.csv')],
];

/** Either a result or an invalid_feed error; anything else (a TypeError, a raw parser error) fails. */
function resultOrFeedError(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof RatebookError) || error.code !== 'invalid_feed') throw error;
  }
}

describe.each(banks)('%s on hostile input', (_name, read, excerpt) => {
  it('reads the excerpt the properties mutate', () => {
    expect(read(excerpt, options).dataset.snapshots.length).toBeGreaterThan(0);
  });

  it('gives a result or an invalid_feed for any mutation of the real document (property)', () => {
    fc.assert(
      fc.property(fc.nat(excerpt.length), fc.string({ maxLength: 4 }), fc.nat(3), (at, insert, drop) => {
        resultOrFeedError(() => read(excerpt.slice(0, at) + insert + excerpt.slice(at + drop), options));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses every truncation of the document, never a half import', () => {
    for (let end = 0; end < excerpt.length; end += Math.max(1, Math.floor(excerpt.length / 97))) {
      const cut = excerpt.slice(0, end);
      try {
        // A cut at the end of a line of a CSV is a shorter, whole document; it must then read completely.
        const result = read(cut, options);
        expect(cut.endsWith('\n') || end === 0, `cut at ${end}`).toBe(true);
        expect(result.dataset.snapshots.length).toBeGreaterThan(0);
      } catch (error) {
        expect(error).toMatchObject({ code: 'invalid_feed' });
      }
    }
  });

  it('refuses garbage and what is neither text nor bytes with invalid_feed, not a TypeError', () => {
    expect(feedLocation(() => read(garbageText(2_000_000), options))).toMatch(/^(line \d+(, column \S+)?)?$/);
    expect(feedLocation(() => read(garbageBytes(2_000_000), options))).toMatch(/^line \d+, column \d+$/);
    for (const input of [null, undefined, 42, '']) resultOrFeedError(() => read(input as never, options));
    for (const input of [null, undefined, 42, '']) expect(() => read(input as never, options)).toThrow(expect.objectContaining({ code: 'invalid_feed' }));
  });
});
