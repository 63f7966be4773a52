import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { convert, converter, cryptoConvert, history, rates, type Dataset } from '../../src/index.js';
import { small, NOW } from '../fixtures/load.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

// Each fast path that remains (the usual convert call, converter, a dated conversion to numbers,
// the rates table in numbers) against the exact path beside it: the same call with exact decimal
// strings out, which multiplies and divides exactly (big.js-checked decimals), then read as the
// double nearest each exact value. Equal answers field for field, for every input.

const RUNS = { numRuns: 500 };
// Quotients to 80 decimal places, truncated: far below the 12th significant digit of any quote here.
const B = Big();
B.DP = 80;
B.RM = Big.roundDown;
const DATASETS: [string, Dataset, Date][] = [
  ['the small fixture', small, NOW],
  ['the embedded data', defaultDataset, new Date('2026-12-01T00:00:00Z')],
];

function quoted(ds: Dataset, index: number, market: 'fiat' | 'all'): string[] {
  const { values } = ds.snapshots[index]!;
  return (market === 'fiat' ? ds.fiat : ds.codes).filter((code) => !Number.isNaN(values[ds.columns.get(code)!]));
}

/** Number amounts as callers have them: cents, whole units, any double of a sane size, signs and zeros. */
const numberAmount = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.double({ min: -1e15, max: 1e15, noNaN: true }).filter((n) => n === 0 || Math.abs(n) >= 1e-12),
  fc.constantFrom(0, -0, 1, 0.1, 1e-9, 123456789.123),
);
const stringAmount = numberAmount.map((n) => (Number.isInteger(n * 100) ? n.toFixed(2) : String(n)));

/** The exact path's answer read as numbers: what each fast path must give. */
function asNumbers(exact: { amount: string; rate: string; result: string }) {
  return { amount: Number(exact.amount), rate: Number(exact.rate), result: Number(exact.result) };
}

describe('properties', () => {
  for (const [name, ds, now] of DATASETS) {
    describe(`on ${name}`, () => {
      const newest = ds.snapshots.length - 1;
      const fiat = fc.constantFrom(...quoted(ds, newest, 'fiat'));
      const any = fc.constantFrom(...quoted(ds, newest, 'all'));

      it('the convert fast path always equals the exact path', () => {
        fc.assert(
          fc.property(fiat, fiat, fc.oneof(numberAmount, stringAmount), (from, to, amount) => {
            const fast = convert(ds, { from, to, amount });
            const exact = convert(ds, { from, to, amount }, { numbers: 'string' });
            expect(new Big(exact.result).eq(new Big(exact.amount).times(exact.rate))).toBe(true);
            expect(fast).toEqual({ ...exact, ...asNumbers(exact) });
          }),
          RUNS,
        );
        fc.assert(
          fc.property(any, any, numberAmount, (from, to, amount) => {
            const fiatPair = ds.columns.get(from)! < ds.fiat.length && ds.columns.get(to)! < ds.fiat.length;
            if (fiatPair) return;
            const fast = cryptoConvert(ds, { from, to, amount });
            expect(fast).toEqual({
              ...cryptoConvert(ds, { from, to, amount }, { numbers: 'string' }),
              ...asNumbers(cryptoConvert(ds, { from, to, amount }, { numbers: 'string' })),
            });
          }),
          RUNS,
        );
      });

      it('the converter fast path always equals the exact path', () => {
        fc.assert(
          fc.property(fiat, fiat, fc.oneof(numberAmount, stringAmount), (from, to, amount) => {
            const bound = converter(ds, { from, to });
            const exact = convert(ds, { from, to, amount }, { numbers: 'string' });
            expect(bound(amount)).toBe(Number(exact.result));
            expect(bound.rate).toBe(Number(exact.rate));
            expect(converter(ds, { from, to }, { numbers: 'string' })(amount)).toBe(exact.result);
          }),
          RUNS,
        );
      });

      it('the dated conversion fast path always equals the exact path', () => {
        const dates = fc
          .integer({ min: 0, max: newest })
          .chain((index) =>
            fc.tuple(fc.constant(ds.snapshots[index]!.date), fc.constantFrom(...quoted(ds, index, 'fiat')), fc.constantFrom(...quoted(ds, index, 'fiat'))),
          );
        fc.assert(
          fc.property(dates, numberAmount, ([date, from, to], amount) => {
            const fast = convert(ds, { from, to, amount, date }, { now });
            const exact = convert(ds, { from, to, amount, date }, { now, numbers: 'string' });
            expect(fast).toEqual({ ...exact, ...asNumbers(exact) });
          }),
          RUNS,
        );
      });

      it('the rates table in numbers always equals the exact quotient of the stored quotes', () => {
        const dated = fc
          .integer({ min: 0, max: newest })
          .chain((index) => fc.tuple(fc.constant(ds.snapshots[index]!.date), fc.constantFrom(...quoted(ds, index, 'fiat'))));
        fc.assert(
          fc.property(dated, ([date, base]) => {
            const fast = history(ds, { date, base }, { now });
            const exact = history(ds, { date, base }, { now, numbers: 'string', explain: true });
            const { legs } = exact.source!;
            for (const [code, rate] of Object.entries(exact.rates)) {
              expect(fast.rates[code]).toBe(Number(rate));
              const quotient = new B(legs[code]!).div(legs[base]!);
              // The pivot's quotes are stored as they are; every other rate is the quotient rounded half-even to 12 digits.
              expect(base === ds.pivot ? rate === legs[code] : new Big(rate).eq(quotient.prec(12, Big.roundHalfEven))).toBe(true);
            }
            if (date === ds.snapshots[newest]!.date) expect(rates(ds, { base }).rates).toEqual(fast.rates);
          }),
          { numRuns: 200 },
        );
      });
    });
  }
});
