import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeLocales, encodeLocales } from '../../src/dataset/localeCode.js';

type Locales = Parameters<typeof encodeLocales>[0];

const FILE = JSON.parse(readFileSync(new URL('../../data/dataset.json', import.meta.url), 'utf8'));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b); // keys in the same order too

describe('localeCode', () => {
  it('reads back the shipped locales exactly, as ASCII in about half the length of their JSON (a third of it escaped)', () => {
    const text = encodeLocales(FILE.locales, FILE.fiat);
    expect(text.startsWith('{')).toBe(false);
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(text).not.toMatch(/["'\\`\n]/); // nothing to escape in a JS string, no line of the embedded text broken
    expect(same(decodeLocales(text, FILE.fiat), FILE.locales)).toBe(true);
    expect(text.length).toBeLessThan(JSON.stringify(FILE.locales).length * 0.55);
  });

  it('omits symbols equal to their code and entries equal to the parent locale', () => {
    const locales = { en: { EUR: ['Euro', '€'], USD: ['US Dollar', 'USD'] }, 'en-AU': { EUR: ['Euro', '€'], USD: ['US Dollar', 'US$'] } };
    const text = encodeLocales(locales as unknown as Locales, ['EUR', 'USD']);
    expect(text.split(';')[0]!.endsWith('|US Dollar')).toBe(true);
    expect(text.split(';')[1]).toMatch(/:\|US Dollar\^US\$$/);
    expect(same(decodeLocales(text, ['EUR', 'USD']), locales)).toBe(true);
  });

  it('reads back any locales of non-empty names, in scripts of any size (JSON when the compact text cannot hold them)', () => {
    const codes = ['AED', 'EUR', 'JPY', 'USD'];
    const char = fc.oneof(
      fc.constantFrom(' ', 'a', 'Z', '.', '-', '$', '(', ';', ':', '|', '^', '{', '}', '\n', '"', '\\'),
      fc.integer({ min: 0x400, max: 0x44f }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0x4e00, max: 0x9fff }).map((c) => String.fromCharCode(c)),
      fc.constantFrom('😀', '€', 'é', '\u00a0'),
    );
    const text = fc.array(char, { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
    const entry = fc.oneof(fc.tuple(text, text), fc.tuple(text, fc.constant('')));
    const tag = fc.constantFrom('en', 'en-AU', 'fr', 'fr-CA', 'zh', 'zh-Hant', 'x;y', 'x:y', '__proto__', '');
    const locale = fc.tuple(...codes.map(() => entry)).map((es) => Object.fromEntries(es.map(([n, s], i) => [codes[i]!, [n, s || codes[i]!]])));
    fc.assert(
      fc.property(fc.dictionary(tag, locale, { maxKeys: 5 }), (locales) => {
        const encoded = encodeLocales(locales as Locales, codes);
        if (!encoded.startsWith('{')) expect(encoded).toMatch(/^[\x20-\x7e]*$/); // one line of ASCII
        expect(same(decodeLocales(encoded, codes), locales)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes locales of names without its syntax characters compactly, two digits a character past 84 distinct ones', () => {
    const codes = Array.from({ length: 300 }, (_, i) => `C${i}`);
    const locale = (from: number) => Object.fromEntries(codes.map((code, i) => [code, [`${String.fromCharCode(from + i)} x`, code]]));
    const locales = { ja: locale(0x4e00), ru: locale(0x400) };
    const text = encodeLocales(locales as unknown as Locales, codes);
    expect(text.startsWith('{')).toBe(false);
    expect(same(decodeLocales(text, codes), locales)).toBe(true);
  });

  it('gives JSON for locales it cannot hold: codes not the fiat list, a syntax character in a name, a tag with a separator', () => {
    const codes = ['EUR', 'USD'];
    for (const locales of [
      { en: { USD: ['US Dollar', '$'], EUR: ['Euro', '€'] } },
      { en: { EUR: ['Euro', '€'] } },
      { en: { EUR: ['Eu|ro', '€'], USD: ['US Dollar', '$'] } },
      { en: { EUR: ['Euro', '{€}'], USD: ['US Dollar', '$'] } },
      { 'en:x': { EUR: ['Euro', '€'], USD: ['US Dollar', '$'] } },
    ]) {
      const text = encodeLocales(locales as unknown as Locales, codes);
      expect(text).toBe(JSON.stringify(locales));
      expect(same(decodeLocales(text, codes), locales)).toBe(true);
    }
  });

  it('gives undefined for text that is not locales', () => {
    const codes = ['EUR', 'USD'];
    const good = encodeLocales({ en: { EUR: ['Euro', '€'], USD: ['US Dollar', '$'] } }, codes);
    expect(decodeLocales(good, codes)).toBeDefined();
    for (const text of ['[]', '{', '"x"', 'null', '', 'en', 'en::Euro', 'en::Euro|', 'en::Euro|Dollar|Yen', 'en:::Euro|Dollar', 'en::|Dollar']) {
      expect(decodeLocales(text, codes)).toBeUndefined();
    }
    // A broken table or run: a code unit not three digits, or below 128; a run not closed, an index past the table.
    for (const text of [
      'en:!!:Euro|Dollar',
      'en:!!!:Euro|Dollar',
      'en:#h5:{!|Dollar',
      'en:#h5:{#}|Dollar',
      'en:#h5:!}|Dollar',
      'en:#h5:{ }}|Dollar',
      'en:#h5:Euro^{|Dollar',
      'en:#h5:Euro^|Dollar',
      'en:#h5:Euro^E^x|Dollar',
    ]) {
      expect(decodeLocales(text, codes)).toBeUndefined();
    }
    expect(decodeLocales('en:#h5:{!}|Dollar', codes)).toEqual({ en: { EUR: [String.fromCharCode(decodeCode('#h5')), 'EUR'], USD: ['Dollar', 'USD'] } });
  });
});

// The code unit three digits write (digits: printable ASCII without quotes, backslash and `;:|^{}`).
function decodeCode(three: string): number {
  const digits = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).filter((c) => !`"'\\\`;:|^{}`.includes(c));
  return [...three].reduce((n, c) => n * 84 + digits.indexOf(c), 0);
}
