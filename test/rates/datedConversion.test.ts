import Big from 'big.js';
import { legallyFixed } from '../../src/rates/legalRoute.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { extendDataset } from '../../src/dataset/extendDataset.js';
import { findSnapshot } from '../../src/dataset/findSnapshot.js';
import { convert, converter, history, loadDataset, type Dataset } from '../../src/index.js';
import { calendarDayNumber, isCalendarDate } from '../../src/params/date.js';
import { datedNumbers } from '../../src/ops/datedNumbers.js';
import { smallFile } from '../fixtures/load.js';
import { ecbDataset } from '../importers/ecbHistory.js';

// The dated conversion's fast path (src/rates/datedConversion.ts) against the rates table and the
// general path, on the ECB's whole history: every conversion below with a number amount and
// numbers out takes the fast path when it can.

const NOW = new Date('2026-12-01T00:00:00Z');
const DAY = 86_400_000;

/** The newest snapshot dated on or before `date`, by a plain scan. */
function inForce(ds: Dataset, date: string): number {
  let found = -1;
  for (let i = 0; i < ds.snapshots.length && ds.snapshots[i]!.date <= date; i++) found = i;
  return found;
}

/** A number amount: cents, whole units, long fractions, tiny and huge magnitudes, zero and -0, either sign. */
const numberAmount = fc.oneof(
  fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  fc.double({ min: 1e-12, max: 1e-3, noNaN: true }),
  fc.constantFrom(0, -0, 1, 0.1, 1e15, 123456789.123456),
);

describe('a conversion on a date, on the ECB history', () => {
  let ds: Dataset;
  let first: number;
  let days: number;

  beforeAll(async () => {
    ds = await ecbDataset();
    first = Date.parse(ds.snapshots[0]!.date);
    days = (Date.parse(ds.snapshots.at(-1)!.date) - first) / DAY + 30;
  });

  it('has the rate of the table and the exact product, 10,000 random dates, pairs and amounts', () => {
    let quoted = 0;
    // Quoted conversions of amounts in cents below a billion, and how many of them the fast path answered.
    let usual = 0;
    let answered = 0;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), numberAmount, (dayPick, fromPick, toPick, amount) => {
        // A calendar day from a week before the first snapshot to a month after the last.
        const date = new Date(first + ((dayPick % (days + 7)) - 7) * DAY).toISOString().slice(0, 10);
        const index = inForce(ds, date);
        const codes = index < 0 ? ds.fiat : ds.fiat.filter((code) => !Number.isNaN(ds.snapshots[index]!.values[ds.columns.get(code)!]));
        // Mostly codes quoted that day (either may be the pivot, or both the same), one in 16 any fiat code.
        const pool = fromPick % 16 === 0 ? ds.fiat : codes;
        const from = pool[fromPick % pool.length]!;
        const to = pool[toPick % pool.length]!;
        const params = { from, to, amount, date };
        let fast;
        try {
          fast = convert(ds, params, { now: NOW });
        } catch (error) {
          // Whatever the fast path does not answer, the general path refuses the same way.
          expect(() => convert(ds, params, { now: NOW, numbers: 'string' })).toThrow(error as Error);
          return;
        }
        // A withdrawn currency after its changeover converts by its legal route (test/ops/legalRoute.test.ts).
        if (legallyFixed(from, to, date)) return;
        quoted++;
        // The fast path itself, where it answers (the rest is left to the general path), gives the same.
        const direct = datedNumbers(ds, from, to, amount, date, 'fiat', { now: NOW });
        // convert adds `stale: true` past the newest data beyond its calendar's tolerance (issue 31); the fast path itself does not.
        const { stale, ...unflagged } = fast as typeof fast & { stale?: boolean };
        if (stale) expect(date > ds.snapshots.at(-1)!.date).toBe(true);
        if (direct !== undefined) expect(direct).toEqual(unflagged);
        if (Math.abs(amount) < 1e9 && Number.isInteger(Math.round(amount * 100)) && Math.round(amount * 100) / 100 === amount) {
          usual++;
          if (direct !== undefined) answered++;
        }
        const table = history(ds, { date, base: from }, { now: NOW });
        const exact = convert(ds, params, { now: NOW, numbers: 'string' });
        const bound = converter(ds, { from, to, date }, { now: NOW });
        expect(fast.rate).toBe(table.rates[to]);
        expect(fast.rate).toBe(bound.rate);
        expect(fast.rate).toBe(Number(exact.rate));
        expect(fast.result).toBe(bound(amount));
        expect(fast.result).toBe(Number(exact.result));
        expect(new Big(exact.result).eq(new Big(exact.amount).times(exact.rate))).toBe(true);
        expect(unflagged).toEqual({ from, to, amount: amount + 0, rate: fast.rate, result: fast.result, date: table.date, updated_at: table.updated_at });
      }),
      { numRuns: 10_000, seed: 20261125 },
    );
    // Most draws are quoted conversions, and the fast path answers nearly all of those in cents itself
    // (a quotient too near a rounding midpoint, or a product too near a tie, is left to the general path).
    expect(quoted).toBeGreaterThan(7_000);
    expect(usual).toBeGreaterThan(2_000);
    expect(answered).toBeGreaterThan(0.98 * usual);
  });

  it('takes the date in force on weekends and gaps, refuses dates before the history or in the future', () => {
    const r = convert(ds, { from: 'USD', to: 'JPY', amount: 100, date: '2024-06-02' }, { now: NOW });
    expect(r.date).toBe('2024-05-31');
    expect(() => convert(ds, { from: 'USD', to: 'JPY', amount: 100, date: '1998-12-31' }, { now: NOW })).toThrow(/before the first quote/);
    expect(() => convert(ds, { from: 'USD', to: 'JPY', amount: 100, date: '2026-12-02' }, { now: NOW })).toThrow(/in the future/);
    expect(() => convert(ds, { from: 'USD', to: 'JPY', amount: 100, date: '2024-02-30' }, { now: NOW })).toThrow(/calendar date/);
  });

  it('finds the snapshot in force on every day of the span, as a scan does', () => {
    const last = Date.parse(ds.snapshots.at(-1)!.date);
    for (let t = first - 3 * DAY; t <= last + 400 * DAY; t += DAY) {
      const date = new Date(t).toISOString().slice(0, 10);
      expect(findSnapshot(ds, date)).toBe(inForce(ds, date));
    }
  });
});

describe('calendarDayNumber', () => {
  const reference = (text: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return -1;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(2000, month - 1, day));
    date.setUTCFullYear(year);
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? year * 10_000 + month * 100 + day : -1;
  };

  it('reads exactly the real calendar dates YYYY-MM-DD, in order', () => {
    const near = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    const text = fc.oneof(
      near,
      fc.string({ maxLength: 12 }),
      fc.constantFrom('2024-02-29', '2023-02-29', '1900-02-29', '2000-02-29', '2024-1-01', '2024-01-01 ', '２０２４-01-01', '2024/01/01'),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(calendarDayNumber(t)).toBe(reference(t));
        expect(isCalendarDate(t)).toBe(reference(t) >= 0);
      }),
      { numRuns: 5_000, seed: 20261125 },
    );
    expect([calendarDayNumber(20240101), calendarDayNumber(undefined), calendarDayNumber('2024-12-31')]).toEqual([-1, -1, 20241231]);
  });
});

describe('a conversion on a date, on snapshots that store exact decimals or were added by extendDataset', () => {
  // The small fixture with JPY quoted on 2024-03-04 as a decimal a double does not hold: 150.25 as a
  // double, 13 × 10⁻¹⁵ more as written. A product from the pivot must use the written decimal.
  const file = smallFile();
  file.snapshots[1]!.rates[3] = '150.250000000000013';
  const loaded = loadDataset(file);
  // The same snapshots, the last one added by extendDataset (its layout is not the loader's).
  const extended = extendDataset(loadDataset({ ...file, snapshots: file.snapshots.slice(0, -1) }), file.snapshots.at(-1));
  // Amounts whose product with 150.25 lies just under a power of two, where 13 × 10⁻¹⁵ moves the double.
  const nearTies = [40, 45, 50].map((k) => Math.floor(2 ** k / 150.25));

  it('gives the number of the exact product, on the dataset as loaded and as extended', () => {
    for (const ds of [loaded, extended]) {
      for (const date of ['2024-03-01', '2024-03-05', '2024-04-20']) {
        for (const amount of [1, 0.01, 123.45, ...nearTies, ...nearTies.map((a) => a - 1)]) {
          for (const [from, to] of [
            ['USD', 'JPY'],
            ['EUR', 'JPY'],
            ['JPY', 'GBP'],
            ['USD', 'EUR'],
          ] as const) {
            const params = { from, to, amount, date };
            const fast = convert(ds, params, { now: NOW });
            const exact = convert(ds, params, { now: NOW, numbers: 'string' });
            expect(fast.rate).toBe(Number(exact.rate));
            expect(fast.result).toBe(Number(exact.result));
          }
        }
      }
    }
  });
});
