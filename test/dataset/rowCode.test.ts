import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeRow, encodeRow } from '../../src/dataset/rowCode.js';

const same = (a: readonly unknown[] | undefined, b: readonly unknown[]) => a !== undefined && a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

describe('rowCode', () => {
  it('reads back every rate row of the shipped data exactly, in about half the length of its JSON', () => {
    const file = JSON.parse(readFileSync(new URL('../../data/dataset.json', import.meta.url), 'utf8'));
    let json = 0;
    let compact = 0;
    for (const { rates } of file.snapshots) {
      const text = encodeRow(rates);
      expect(text.startsWith('[')).toBe(false);
      expect(same(decodeRow(text), rates)).toBe(true);
      json += JSON.stringify(rates).length;
      compact += text.length;
    }
    expect(compact).toBeLessThan(json * 0.6);
  });

  it('reads back any row of positive doubles, nulls and decimal strings exactly (JSON when the compact text cannot hold it)', () => {
    const rate = fc.oneof(
      fc.double({ min: 1e-100, max: 1e100, noNaN: true }),
      fc.integer({ min: 1, max: 99_999_999 }).chain((n) => fc.integer({ min: 0, max: 12 }).map((k) => n / 10 ** k)),
      fc.constant(null),
      fc.constantFrom('0.12345678901234567890123', '1'),
    );
    fc.assert(
      fc.property(fc.array(rate, { maxLength: 40 }), (rates) => {
        const text = encodeRow(rates);
        if (!text.startsWith('[')) expect(text).not.toMatch(/["'\\`\s]/); // printable, nothing to escape in a JS string
        expect(same(decodeRow(text), rates)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes rows of short decimals (up to 15 significant digits, exponent of the last -20 to 4) and nulls compactly', () => {
    const rate = fc.oneof(
      fc
        .tuple(
          fc.integer({ min: 1, max: 999_999_999_999_999 }).filter((m) => m % 10 !== 0),
          fc.integer({ min: -20, max: 4 }),
        )
        .map(([m, e]) => Number(`${m}e${e}`)),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(rate, { minLength: 1, maxLength: 40 }), (rates) => {
        const text = encodeRow(rates);
        expect(text.startsWith('[')).toBe(false);
        expect(same(decodeRow(text), rates)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives undefined for text that is not a row', () => {
    for (const text of ['[1,', '{}', 'A', '\u00e9', '"x"', ' ']) expect(decodeRow(text)).toBeUndefined();
    // `y#` is 1 × 10^0; a quote, backslash, backtick or control character after it is no character of the text.
    expect(decodeRow('y#')).toEqual([1]);
    for (const bad of ["'", '"', '\\', '`', ' ', '\u007f', '\u00e9']) expect(decodeRow(`y#${bad}`)).toBeUndefined();
  });
});
