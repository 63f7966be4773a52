import fc from 'fast-check';
import type { DatasetFile } from '../dataset/schema.js';
import { DATASET_FORMAT } from '../dataset/schema.js';
import type { CurrencyCode, Dataset, Market } from '../types.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = `${LETTERS}0123456789`;
const DAY = 86_400_000;
// What parseCode accepts, in either case: the hostile arbitraries draw strings that are not this.
const CODE_SYNTAX = /^[A-Za-z0-9]{2,12}$/;

const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

// Days (since 1970) from a month before a dataset's first snapshot to a month after its last.
function daysAround(dataset: Dataset): fc.Arbitrary<number> {
  const first = Date.parse(dataset.snapshots[0]!.date) / DAY - 31;
  const last = Date.parse(dataset.snapshots[dataset.snapshots.length - 1]!.date) / DAY + 31;
  return fc.integer({ min: first, max: last });
}

const letterCode = (min: number, max: number, alphabet: string) => fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max });

/** A positive rate literal spanning the magnitudes real data has (1e-20 to 1e12), as a number or a decimal string. */
export function rateLiteral(): fc.Arbitrary<number | string> {
  return fc.tuple(fc.integer({ min: 1, max: 999_999_999_999 }), fc.integer({ min: -20, max: 12 }), fc.boolean()).map(([mantissa, exp, asString]) => {
    const scaled = Number(`${mantissa}e${exp - String(mantissa).length + 1}`);
    return asString ? String(scaled) : scaled;
  });
}

/** Options of `datasetFile`. */
export interface DatasetFileOptions {
  /** Most snapshots to generate; default 6. */
  readonly maxSnapshots?: number;
  /** Probability that a non-pivot rate is missing from a snapshot; default 0.1. */
  readonly missingRate?: number;
}

/**
 * Creates an arbitrary of valid dataset files: a few fiat and crypto codes, a pivot, metadata and
 * a short series of snapshots with positive rates of every magnitude and occasional gaps (never in
 * the newest snapshot, which quotes every code, so any code can be converted at the newest date).
 *
 * @param options - Bounds on the series.
 * @returns Dataset documents that `loadDataset` accepts.
 * @example
 * fc.assert(fc.property(datasetFile(), (file) => { loadDataset(file) }))
 */
export function datasetFile(options: DatasetFileOptions = {}): fc.Arbitrary<DatasetFile> {
  const maxSnapshots = options.maxSnapshots ?? 6;
  const missingRate = options.missingRate ?? 0.1;
  const codes = fc.record({
    fiat: fc.uniqueArray(letterCode(3, 3, LETTERS), { minLength: 2, maxLength: 8 }),
    crypto: fc.uniqueArray(letterCode(4, 6, ALNUM), { minLength: 1, maxLength: 5 }),
  });
  return codes.chain(({ fiat, crypto }) => {
    const sortedFiat = [...fiat].sort();
    const sortedCrypto = [...crypto].sort();
    const all = [...sortedFiat, ...sortedCrypto];
    const snapshot = fc.array(fc.tuple(rateLiteral(), fc.double({ min: 0, max: 1, noNaN: true })), {
      minLength: all.length,
      maxLength: all.length,
    });
    return fc
      .record({
        pivot: fc.constantFrom(...all),
        days: fc.uniqueArray(fc.integer({ min: 0, max: 3650 }), { minLength: 1, maxLength: maxSnapshots }),
        series: fc.array(snapshot, { minLength: maxSnapshots, maxLength: maxSnapshots }),
        exponents: fc.array(fc.integer({ min: 0, max: 18 }), { minLength: sortedCrypto.length, maxLength: sortedCrypto.length }),
      })
      .map(({ pivot, days, series, exponents }): DatasetFile => {
        const pivotColumn = all.indexOf(pivot);
        const start = Date.UTC(2015, 0, 1);
        return {
          format: DATASET_FORMAT,
          pivot,
          fiat: sortedFiat,
          crypto: sortedCrypto,
          fiatMeta: Object.fromEntries(sortedFiat.map((code) => [code, { minorUnits: 2 }])),
          cryptoMeta: Object.fromEntries(
            sortedCrypto.map((code, i) => [code, { name: `Asset ${code}`, symbol: code, exponent: exponents[i]!, type: 'crypto' as const }]),
          ),
          locales: {
            en: Object.fromEntries(sortedFiat.map((code) => [code, [`Currency ${code}`, code] as [string, string]])),
            de: Object.fromEntries(sortedFiat.map((code) => [code, [`Währung ${code}`, code] as [string, string]])),
          },
          snapshots: [...days]
            .sort((a, b) => a - b)
            .map((day, i, all) => {
              const date = new Date(start + day * DAY).toISOString().slice(0, 10);
              return {
                date,
                updated_at: `${date}T16:00:00Z`,
                // The newest snapshot quotes every code, so every code of the lists is quoted somewhere.
                rates: series[i]!.map(([rate, roll], column) => (column === pivotColumn ? 1 : roll < missingRate && i < all.length - 1 ? null : rate)),
              };
            }),
        };
      });
  });
}

/**
 * Creates an arbitrary of the codes a dataset holds, optionally of one market.
 *
 * @example
 * fc.property(codeOf(ds, 'fiat'), codeOf(ds, 'fiat'), (from, to) => { convert(ds, { from, to }) })
 */
export function codeOf(dataset: Dataset, market?: Market): fc.Arbitrary<CurrencyCode> {
  const codes = market === 'fiat' ? dataset.fiat : market === 'crypto' ? dataset.crypto : dataset.codes;
  return fc.constantFrom(...codes);
}

/**
 * Creates an arbitrary of valid amount literals: up to 30 significant digits, magnitude below 1e21,
 * no digit below 1e-30, written plainly or with an exponent, with either sign.
 *
 * @example
 * fc.property(amount(), (a) => { convert(ds, { from: 'USD', to: 'EUR', amount: a }) })
 */
export function amount(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 29 }),
      fc.integer({ min: 1, max: 9 }),
      fc.integer({ min: -30, max: 20 }),
      fc.constantFrom('', '-', '+'),
      fc.boolean(),
    )
    .map(([tail, lead, rawExp, sign, scientific]) => {
      const digits = `${lead}${tail}`;
      const exp = Math.min(rawExp, 21 - digits.length); // exponent of the last digit
      if (scientific) return `${sign}${digits[0]}${digits.length > 1 ? `.${digits.slice(1)}` : ''}e${exp + digits.length - 1}`;
      if (exp >= 0) return `${sign}${digits}${'0'.repeat(exp)}`;
      const point = digits.length + exp;
      return point > 0 ? `${sign}${digits.slice(0, point)}.${digits.slice(point)}` : `${sign}0.${'0'.repeat(-point)}${digits}`;
    });
}

/**
 * Creates an arbitrary of amounts the contract refuses: not numbers, out of range, too precise, huge.
 *
 * @example
 * fc.property(hostileAmount(), (a) => expect(() => convert(ds, { from: 'USD', to: 'EUR', amount: a })).toThrow())
 */
export function hostileAmount(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      'abc',
      'NaN',
      'Infinity',
      '-Infinity',
      '0x10',
      '1e400',
      '1e-1000000',
      '1e1000000',
      '',
      ' 1',
      '1 ',
      '1,5',
      '--1',
      '+-1',
      '1e',
      'e5',
      '.',
      '+',
      '-',
      '1..2',
      '1e21',
      '1e-31',
      '１２',
      '١٢٣',
      '1_000',
      '1e+',
      '0b1',
      'undefined',
      'null',
    ),
    fc.integer({ min: 31, max: 60 }).map((n) => `1${'2'.repeat(n - 1)}`),
    fc.integer({ min: 22, max: 400 }).map((n) => `9${'0'.repeat(n - 1)}`),
    fc.integer({ min: 31, max: 400 }).map((n) => `0.${'0'.repeat(n - 1)}1`),
    fc.constant('7'.repeat(5000)),
    fc.string({ minLength: 1, maxLength: 20 }).map((s) => `${s}x`),
  );
}

/**
 * Creates an arbitrary of calendar dates `YYYY-MM-DD` from a month before a dataset's first
 * snapshot to a month after its last, so some fall outside the data.
 *
 * @example
 * fc.property(dateAround(ds), (date) => { history(ds, { date }) })
 */
export function dateAround(dataset: Dataset): fc.Arbitrary<string> {
  return daysAround(dataset).map(isoDay);
}

/** Creates an arbitrary of strings that are not real calendar dates in `YYYY-MM-DD` form. */
export function hostileDate(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '24-01-01',
      '2024-1-1',
      '2024-01-01T00:00:00Z',
      '2024/01/01',
      '20240101',
      'today',
      '',
      ' 2024-01-01',
      '２０２４-01-01',
      '2024-01-32',
      '1900-02-29',
    ),
    fc.string({ maxLength: 30 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)),
  );
}

/** Creates an arbitrary of strings that are not currency codes (wrong length, symbols, unicode, prototype names). */
export function hostileCode(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('', 'U', 'US$', 'USD ', ' USD', 'U-S', '__proto__', 'constructor', 'toString', 'ÉUR', 'ＵＳＤ', 'A'.repeat(13), 'USD\u0000'),
    fc.string({ maxLength: 40 }).filter((s) => !CODE_SYNTAX.test(s)),
  );
}

/** Options of `dateRange`. */
export interface DateRangeOptions {
  /** Longest range in days (end − start); default 62. */
  readonly maxDays?: number;
}

/**
 * Creates an arbitrary of date ranges `{ start, end }` with `start <= end`, starting anywhere from a
 * month before a dataset's first snapshot to a month after its last, so some ranges fall in gaps,
 * some before the data and some after it.
 *
 * @param dataset - The dataset whose dates the ranges are drawn around.
 * @param options - `maxDays`, the longest range.
 * @returns `{ start, end }` pairs of `YYYY-MM-DD` dates.
 * @example
 * fc.property(dateRange(ds), ({ start, end }) => { timeseries(ds, { start, end }) })
 */
export function dateRange(dataset: Dataset, options: DateRangeOptions = {}): fc.Arbitrary<{ start: string; end: string }> {
  const maxDays = options.maxDays ?? 62;
  return fc.tuple(daysAround(dataset), fc.integer({ min: 0, max: maxDays })).map(([start, days]) => ({ start: isoDay(start), end: isoDay(start + days) }));
}

/**
 * Creates an arbitrary of `symbols` lists: 1 to `maxLength` distinct codes of a dataset's market.
 *
 * @param dataset - The dataset whose codes are drawn.
 * @param market - `'fiat'` or `'crypto'`, the market of the rates map.
 * @param maxLength - Most codes in a list; default 5.
 * @returns Arrays of codes; `list.join(',')` is the query form. The codes are the dataset's over its
 *   whole series, so some may have no quote on a given date (a withdrawn currency): a series leaves
 *   them out of that date, a single-date call answers `unknown_currency`.
 * @example
 * fc.property(symbolsOf(ds, 'fiat'), (symbols) => { timeseries(ds, { start: '2025-01-01', symbols }) })
 */
export function symbolsOf(dataset: Dataset, market: Market, maxLength = 5): fc.Arbitrary<string[]> {
  const codes = market === 'fiat' ? dataset.fiat : dataset.crypto;
  return fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1, maxLength: Math.min(maxLength, codes.length) });
}

/**
 * Creates an arbitrary of `symbols` values the contract refuses: empty lists and items, malformed
 * codes, prototype names, more than 500 items (5,000 of them, or 100 KB of text), and arrays
 * holding the same. Each is `invalid_parameter`, or `unknown_currency` for a well-formed code no
 * market quotes (`constructor`).
 *
 * @example
 * fc.property(hostileSymbols(), (symbols) => expect(() => rates(ds, { symbols })).toThrow())
 */
export function hostileSymbols(): fc.Arbitrary<string | string[]> {
  return fc.oneof(
    fc.constantFrom('', ',', 'EUR,', ',EUR', 'EUR,,GBP', ' EUR', 'EUR GBP', 'EUR;GBP', '__proto__', 'EUR,__proto__', 'constructor,EUR', 'A'.repeat(13)),
    fc.constantFrom(`${'EUR,'.repeat(4999)}EUR`, `${'USD,'.repeat(500)}USD`, 'X'.repeat(100_000), `EUR,${'GBP,'.repeat(25_000)}`),
    fc.constantFrom<string[]>(
      [],
      [''],
      ['EUR', ''],
      ['EUR,GBP'],
      ['__proto__'],
      Array.from({ length: 5000 }, () => 'EUR'),
    ),
    fc
      .array(hostileCode(), { minLength: 1, maxLength: 4 })
      .map((items) => items.join(','))
      .filter((text) => text.split(',').some((item) => !CODE_SYNTAX.test(item))),
  );
}
