import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, cryptoConvert, loadDataset, RatebookError, type DatasetFile } from '../../src/index.js';
import { datasetFile } from '../../src/testing/index.js';
import { smallFile } from '../fixtures/load.js';

function rejection(mutate: (file: DatasetFile & Record<string, any>) => void): string {
  const file = smallFile() as DatasetFile & Record<string, any>;
  mutate(file);
  try {
    loadDataset(JSON.stringify(file));
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    expect((error as RatebookError).code).toBe('invalid_dataset');
    return (error as RatebookError).message;
  }
  throw new Error('the dataset was accepted');
}

describe('loadDataset', () => {
  it('loads a valid file from text or a parsed object, with fiat then crypto columns', () => {
    const ds = loadDataset(smallFile());
    expect(ds.pivot).toBe('USD');
    expect(ds.codes).toEqual(['EUR', 'GBP', 'IDR', 'JPY', 'KWD', 'USD', 'BTC', 'ETH', 'SHIB']);
    expect(ds.snapshots.map((s) => s.date)).toEqual(['2024-03-01', '2024-03-04', '2024-04-15']);
    expect(Number.isNaN(ds.snapshots[1]!.values[ds.columns.get('ETH')!])).toBe(true);
    expect(loadDataset(JSON.stringify(smallFile())).codes).toEqual(ds.codes);
  });

  it('keeps a rate written as a string exact beyond double precision', () => {
    const ds = loadDataset(smallFile());
    expect(ds.snapshots[2]!.exact.get(ds.columns.get('BTC')!)).toMatchObject({ digits: '150000000000000001', exp: -22 });
    expect(ds.snapshots[2]!.exact.size).toBe(1);
  });

  it.each([
    ['a negative rate', (f: any) => (f.snapshots[1].rates[3] = -150), 'snapshots[1].rates.JPY: expected a positive number'],
    ['a zero rate', (f: any) => (f.snapshots[0].rates[0] = 0), 'snapshots[0].rates.EUR: expected a positive number'],
    ['a non-numeric rate', (f: any) => (f.snapshots[2].rates[7] = 'abc'), 'snapshots[2].rates.ETH: expected a positive number'],
    ['a boolean rate', (f: any) => (f.snapshots[2].rates[1] = true), 'snapshots[2].rates.GBP'],
    ['unsorted dates', (f: any) => (f.snapshots[1].date = '2024-02-01'), 'snapshots[1].date: expected dates strictly increasing'],
    ['duplicate dates', (f: any) => (f.snapshots[1].date = '2024-03-01'), 'snapshots[1].date: expected dates strictly increasing'],
    ['an impossible date', (f: any) => (f.snapshots[0].date = '2024-02-30'), 'snapshots[0].date: expected a real calendar date'],
    ['a bad capture time', (f: any) => (f.snapshots[0].updated_at = '2024-03-01 16:00'), 'snapshots[0].updated_at'],
    ['a code without metadata', (f: any) => delete f.fiatMeta.GBP, 'fiatMeta.GBP: missing metadata'],
    ['metadata without a code', (f: any) => (f.cryptoMeta.DOGE = { name: 'Dogecoin', symbol: 'Ð', exponent: 8, type: 'crypto' }), 'cryptoMeta.DOGE'],
    ['a locale missing a code', (f: any) => delete f.locales.de.JPY, 'locales.de.JPY'],
    ['no English locale', (f: any) => delete f.locales.en, 'locales: expected an "en" locale'],
    [
      'a code in both markets',
      (f: any) => {
        f.crypto = ['BTC', 'ETH', 'EUR'];
      },
      'crypto',
    ],
    ['a pivot not quoted at 1', (f: any) => (f.snapshots[2].rates[5] = 1.01), 'snapshots[2].rates.USD: expected the pivot to be quoted at exactly 1'],
    ['a code no snapshot quotes', (f: any) => f.snapshots.forEach((s: any) => (s.rates[1] = null)), 'fiat.GBP: a code that no snapshot quotes'],
    ['a pivot missing from a snapshot', (f: any) => (f.snapshots[0].rates[5] = null), 'snapshots[0].rates.USD'],
    ['a pivot that is not a code', (f: any) => (f.pivot = 'XXX'), 'pivot: "XXX" is not one of'],
    ['a short rates row', (f: any) => f.snapshots[1].rates.pop(), 'snapshots[1].rates: expected 9 rates'],
    ['an unsorted code list', (f: any) => (f.fiat = ['GBP', 'EUR', 'IDR', 'JPY', 'KWD', 'USD']), 'fiat[1]'],
    ['a lower-case code', (f: any) => (f.fiat[0] = 'eur'), 'fiat[0]'],
    ['an unknown field', (f: any) => (f.extra = 1), 'extra'],
    ['a wrong format tag', (f: any) => (f.format = 'ratebook-dataset@2'), 'format'],
    ['no snapshots', (f: any) => (f.snapshots = []), 'snapshots: expected at least one snapshot'],
    ['an exponent that is not an integer', (f: any) => (f.cryptoMeta.BTC.exponent = 8.5), 'cryptoMeta.BTC.exponent'],
  ])('rejects %s, naming the path', (_, mutate, expected) => {
    expect(rejection(mutate)).toContain(expected);
  });

  it('rejects text that is not JSON', () => {
    expect(() => loadDataset('{"format":')).toThrow(RatebookError);
  });

  it('accepts text that starts with a UTF-8 byte order mark', () => {
    expect(loadDataset(`\uFEFF${JSON.stringify(smallFile())}`).codes).toEqual(loadDataset(smallFile()).codes);
  });

  describe('rates whose cross rates a double cannot hold', () => {
    it.each([
      ['5e-324 (the smallest double)', 5e-324],
      ['1e308', 1e308],
      ['just below 1e-100', 9.99e-101],
      ['just above 1e100', 1.01e100],
      ['a string below the range', '1e-101'],
      ['a string above the range', '2e100'],
    ])('refuses %s, naming the rate', (_, rate) => {
      expect(rejection((f: any) => (f.snapshots[2].rates[3] = rate))).toMatch(/^snapshots\[2\]\.rates\.JPY: /);
    });

    it('accepts the range ends, and every conversion between them stays a finite non-zero number', () => {
      const file = smallFile() as any;
      file.snapshots[2].rates[3] = 1e-100; // JPY
      file.snapshots[2].rates[2] = '1e100'; // IDR
      const ds = loadDataset(file);
      for (const [from, to, amount] of [
        ['JPY', 'IDR', '99999999999999999999'],
        ['IDR', 'JPY', '1e-30'],
        ['JPY', 'USD', '1'],
        ['USD', 'IDR', '1e20'],
      ]) {
        const { rate, result } = convert(ds, { from: from!, to: to!, amount });
        for (const n of [rate, result]) {
          expect(Number.isFinite(n), `${from}->${to}`).toBe(true);
          expect(n).toBeGreaterThan(0);
        }
      }
      expect(Number.isFinite(cryptoConvert(ds, { from: 'SHIB', to: 'JPY', amount: '1e20' }).result)).toBe(true);
    });
  });

  describe('reserved keys', () => {
    it.each([
      ['fiatMeta', (f: any) => Object.defineProperty(f.fiatMeta, 'constructor', { value: { minorUnits: 2 }, enumerable: true }), 'fiatMeta.constructor: '],
      ['cryptoMeta', (f: any) => (f.cryptoMeta.prototype = { name: 'x', symbol: 'x', exponent: 8, type: 'crypto' }), 'cryptoMeta.prototype: '],
      ['locales', (f: any) => (f.locales.constructor = { USD: [1, 2] }), 'locales.constructor: '],
      ['a locale', (f: any) => (f.locales.de.prototype = ['x', 'y']), 'locales.de.prototype: '],
      ['a metadata entry', (f: any) => (f.fiatMeta.USD.constructor = 1), 'fiatMeta.USD.constructor: '],
      ['the root', (f: any) => (f.constructor = 1), 'constructor: '],
      ['a snapshot', (f: any) => (f.snapshots[1].prototype = 1), 'snapshots[1].prototype: '],
    ])('refuses one in %s, naming its path', (_, mutate, expected) => {
      expect(rejection(mutate)).toMatch(new RegExp(`^${expected.replace(/[.[\]]/g, '\\$&')}`));
    });

    it('refuses __proto__ as JSON.parse reads it (an own key)', () => {
      const text = JSON.stringify(smallFile()).replace('"fiatMeta":{', '"fiatMeta":{"__proto__":{"minorUnits":2},');
      expect(() => loadDataset(text)).toThrow(/^fiatMeta\.__proto__: /);
      const nested = JSON.stringify(smallFile()).replace('"locales":{', '"locales":{"__proto__":{"USD":[1,2]},');
      expect(() => loadDataset(nested)).toThrow(/^locales\.__proto__: /);
    });
  });

  describe('messages', () => {
    const huge = 'X'.repeat(10_000_000);
    it.each([
      ['a date', (f: any) => (f.snapshots[0].date = huge)],
      ['a capture time', (f: any) => (f.snapshots[0].updated_at = huge)],
      ['a pivot', (f: any) => (f.pivot = huge)],
      ['a locale tag', (f: any) => (f.locales[huge] = f.locales.de)],
      ['a metadata key', (f: any) => (f.fiatMeta[huge] = { minorUnits: 2 })],
      ['a locale entry key', (f: any) => (f.locales.de[huge] = ['x', 'y'])],
      ['an unknown key', (f: any) => (f[huge] = 1)],
      ['an unknown key in metadata', (f: any) => (f.cryptoMeta.BTC[huge] = 1)],
      ['a code', (f: any) => (f.fiat[1] = huge)],
      ['a sorted code', (f: any) => (f.fiat[5] = `Z${huge}`)],
      ['a rate', (f: any) => (f.snapshots[0].rates[0] = huge)],
    ])('stay short for a 10 MB %s', (_, mutate) => {
      expect(rejection(mutate).length).toBeLessThan(200);
    });

    it.each([
      ['a missing field', (f: any) => delete f.pivot, 'pivot: missing'],
      ['a missing metadata field', (f: any) => delete f.cryptoMeta.BTC.exponent, 'cryptoMeta.BTC.exponent: missing'],
      ['a missing snapshot field', (f: any) => delete f.snapshots[1].updated_at, 'snapshots[1].updated_at: missing'],
      ['an unknown field', (f: any) => (f.fiatMeta.EUR.extra = 1), 'fiatMeta.EUR.extra: unknown key'],
      ['an unknown root field', (f: any) => (f.ratez = 1), 'ratez: unknown key'],
      ['a root that is not an object', (f: any) => (f.snapshots = {}), 'snapshots: expected a list'],
      ['metadata that is not an object', (f: any) => (f.fiatMeta.EUR = 2), 'fiatMeta.EUR: expected an object'],
      ['a locale entry of one string', (f: any) => (f.locales.de.EUR = ['Euro']), 'locales.de.EUR[1]: expected a non-empty string'],
      ['a locale entry that is not a list', (f: any) => (f.locales.de.EUR = 'Euro'), 'locales.de.EUR: expected [name, symbol]'],
      ['a pivot that is not a string', (f: any) => (f.pivot = 1), 'pivot: expected a currency code'],
      ['a code that is not a string', (f: any) => (f.crypto[0] = 1), 'crypto[0]: expected an upper-case asset code'],
      // Each of these values is one valibot `custom` or `check` with one sentence (schema.ts): the words and paths of the pipes they replaced.
      ['a format tag that is not a string', (f: any) => (f.format = 1), 'format: expected "ratebook-dataset@1"'],
      ['a crypto type that is not "crypto"', (f: any) => (f.cryptoMeta.BTC.type = 'coin'), 'cryptoMeta.BTC.type: expected "crypto"'],
      ['minor units as a string', (f: any) => (f.fiatMeta.EUR.minorUnits = '2'), 'fiatMeta.EUR.minorUnits: expected an integer from 0 to 30'],
      ['minor units over 30', (f: any) => (f.fiatMeta.EUR.minorUnits = 31), 'fiatMeta.EUR.minorUnits: expected an integer from 0 to 30'],
      ['an empty crypto name', (f: any) => (f.cryptoMeta.BTC.name = ''), 'cryptoMeta.BTC.name: expected a non-empty string'],
      ['a code of four letters', (f: any) => (f.fiat[0] = 'EURO'), 'fiat[0]: expected an upper-case ISO 4217 code'],
      ['an asset code of one letter', (f: any) => (f.crypto[0] = 'B'), 'crypto[0]: expected an upper-case asset code'],
      [
        'a source name too long',
        (f: any) => (f.snapshots[0].sources = [{ name: 'n'.repeat(201) }]),
        'snapshots[0].sources[0].name: expected a non-empty string of at most 200 characters',
      ],
      [
        'a source name that is a number',
        (f: any) => (f.snapshots[0].sources = [{ name: 5 }]),
        'snapshots[0].sources[0].name: expected a non-empty string of at most 200 characters',
      ],
      [
        'a source digest in capitals',
        (f: any) => (f.snapshots[0].sources = [{ name: 'ecb', sha256: 'A'.repeat(64) }]),
        'snapshots[0].sources[0].sha256: expected 64 lower-case hex digits',
      ],
      [
        'a source code with a dash',
        (f: any) => (f.snapshots[0].sources = [{ name: 'ecb', codes: ['EUR', 'E-R'] }]),
        'snapshots[0].sources[0].codes[1]: expected a list of up to 400 currency codes',
      ],
      [
        'a source with 401 codes',
        (f: any) => (f.snapshots[0].sources = [{ name: 'ecb', codes: Array(401).fill('EUR') }]),
        'snapshots[0].sources[0].codes: expected a list of up to 400 currency codes',
      ],
      [
        '33 sources',
        (f: any) => (f.snapshots[0].sources = Array(33).fill({ name: 'ecb' })),
        'snapshots[0].sources: expected a list of up to 32 sources { name, table?, sha256?, codes? }',
      ],
      [
        'a published figure too long',
        (f: any) => (f.snapshots[0].published = { EUR: `1.${'1'.repeat(47)}` }),
        'snapshots[0].published.EUR: expected each code\'s figure as published, a decimal such as "4.2732", or "13.5/100" for 100 units',
      ],
      [
        'a published figure that is a number',
        (f: any) => (f.snapshots[0].buying = { EUR: 4.2 }),
        'snapshots[0].buying.EUR: expected each code\'s figure as published, a decimal such as "4.2732", or "13.5/100" for 100 units',
      ],
      [
        'no versions of a code',
        (f: any) => (f.snapshots[0].versions = { EUR: [] }),
        'snapshots[0].versions.EUR: expected a list of 1 to 64 versions [published_at, rate, figure?]',
      ],
      [
        'a version that is not a list',
        (f: any) => (f.snapshots[0].versions = { EUR: ['x'] }),
        'snapshots[0].versions.EUR[0]: expected a version [published_at, rate, figure?]',
      ],
      ['no snapshot at all', (f: any) => (f.snapshots = []), 'snapshots: expected at least one snapshot'],
      // What a live store adds is checked by live's reader (test/live/storedData.test.ts); here only as objects.
      ['a curation state that is not an object', (f: any) => (f.curation = 'none'), 'curation: expected an object'],
      ['a signature that is not an object', (f: any) => (f.signature = null), 'signature: expected an object'],
    ])("say what is wrong with %s in ratebook's words", (_, mutate, expected) => {
      expect(rejection(mutate)).toBe(expected);
    });

    it("never pass on the validator's own wording, whatever part of the structure is wrong", () => {
      const wrong = fc.constantFrom<unknown>(undefined, null, 1, 'x', true, [], {}, [1], { a: 1 });
      fc.assert(
        fc.property(fc.array(fc.oneof(fc.string(), fc.nat(20)), { minLength: 1, maxLength: 4 }), wrong, (path, value) => {
          const file = smallFile() as any;
          let target = file;
          for (const step of path.slice(0, -1)) {
            const at = typeof step === 'number' && Array.isArray(target) ? step % Math.max(1, target.length) : step;
            // Own properties only: a step such as "__proto__" (fast-check draws such names) would
            // walk into Object.prototype and change every object in this worker, not the file.
            const next = Object.hasOwn(target, at) ? target[at] : undefined;
            if (typeof next !== 'object' || next === null) break;
            target = next;
          }
          const last = path[path.length - 1]!;
          const keys = Array.isArray(target) ? [] : Object.keys(target);
          const key =
            typeof last === 'number' ? (Array.isArray(target) ? last % Math.max(1, target.length) : (keys[last % Math.max(1, keys.length)] ?? 'x')) : last;
          if (value === undefined) delete target[key];
          else target[key] = value;
          try {
            loadDataset(file);
          } catch (error) {
            expect((error as RatebookError).code).toBe('invalid_dataset');
            expect((error as Error).message).not.toMatch(/Invalid (type|key|length|value|format)|but received|Expected /);
          }
        }),
        { numRuns: 2000 },
      );
    });
  });

  describe('properties', () => {
    it('every generated valid dataset loads', () => {
      fc.assert(
        fc.property(datasetFile(), (file) => void loadDataset(file)),
        { numRuns: 300 },
      );
    });

    // A corruption replaces one rate, date, code or metadata value with something the format forbids.
    const corruption = fc.oneof(
      fc.record({ kind: fc.constant('rate' as const), value: fc.constantFrom<unknown>(0, -1, 'abc', '', true, {}, [], '1e', 'NaN', '-0.5', '0') }),
      fc.record({ kind: fc.constant('date' as const), value: fc.constantFrom('2024-02-30', '2023-13-01', 'yesterday', '', '2024-1-1') }),
      fc.record({ kind: fc.constant('code' as const), value: fc.constantFrom('', 'usd', 'U$D', 'TOOLONGCODE123', 'E') }),
      fc.record({ kind: fc.constant('meta' as const), value: fc.constantFrom<unknown>(-1, 31, 2.5, 'two', null) }),
      fc.record({ kind: fc.constant('drop' as const), value: fc.constant(null) }),
    );

    it('every random corruption of a valid dataset file is rejected with a path', () => {
      fc.assert(
        fc.property(datasetFile({ missingRate: 0 }), corruption, fc.nat(), fc.nat(), (file, { kind, value }, i, j) => {
          const copy = structuredClone(file) as any;
          const s = copy.snapshots[i % copy.snapshots.length];
          if (kind === 'rate') s.rates[j % s.rates.length] = value;
          if (kind === 'date') s.date = value;
          if (kind === 'code') copy.fiat[j % copy.fiat.length] = value;
          if (kind === 'meta') copy.cryptoMeta[copy.crypto[j % copy.crypto.length]].exponent = value;
          if (kind === 'drop') delete copy.fiatMeta[copy.fiat[j % copy.fiat.length]];
          let error: unknown;
          try {
            loadDataset(copy);
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(RatebookError);
          expect((error as RatebookError).code).toBe('invalid_dataset');
          expect((error as RatebookError).message).toMatch(
            /^(snapshots\[\d+\]\.(rates\.[A-Z0-9]+|date)|fiat(\[\d+\])?|fiatMeta\.[A-Z]+|cryptoMeta\.[A-Z0-9]+\.exponent|locales\.\w+(\.[A-Z]+)?|pivot|crypto(\[\d+\])?): /,
          );
        }),
        { numRuns: 1000 },
      );
    });
  });
});
