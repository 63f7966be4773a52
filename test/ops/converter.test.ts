import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { convert, converter, loadDataset, type Dataset } from '../../src/index.js';
import { amount, codeOf, hostileAmount } from '../../src/testing/index.js';
import { caught } from '../errors.js';
import { small, smallFile } from '../fixtures/load.js';

const STRING = { numbers: 'string' } as const;

/** Every kind of amount: literals (plain, exponents, signs), numbers of every size, zeros, limits, and refused ones. */
function anyAmount(): fc.Arbitrary<string | number | undefined> {
  return fc.oneof(
    amount(),
    fc.double({ noNaN: false }),
    fc.double({ min: -1e21, max: 1e21 }),
    fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((n) => n / 100),
    fc.integer({ min: 1, max: 99_999_999 }).map((n) => n / 1e8),
    fc.constantFrom(
      0,
      -0,
      '0',
      '-0',
      '0.000',
      1e21,
      -1e21,
      // biome-ignore lint/correctness/noPrecisionLoss: a literal beyond 2^53 on purpose (it reads as 1e21)
      999999999999999999999,
      1e-30,
      1e-31,
      '1e-30',
      '1e-31',
      '1e21',
      Number.MAX_SAFE_INTEGER,
      2 ** 53 + 2,
      Number.MIN_VALUE,
      undefined,
    ),
    hostileAmount(),
  );
}

/** The result, or the error's code and param: what both sides must agree on. */
function outcome(fn: () => unknown): unknown {
  try {
    return { value: fn() };
  } catch (error) {
    return caught(() => {
      throw error;
    });
  }
}

describe('converter', () => {
  it('exposes the pair, the applied rate and the snapshot it is bound to', () => {
    const toEur = converter(small, { from: 'usd', to: 'EUR' });
    const reference = convert(small, { from: 'USD', to: 'EUR' });
    expect({ from: toEur.from, to: toEur.to, rate: toEur.rate, date: toEur.date, updated_at: toEur.updated_at }).toEqual({
      from: 'USD',
      to: 'EUR',
      rate: reference.rate,
      date: reference.date,
      updated_at: reference.updated_at,
    });
    expect(converter(small, { from: 'USD', to: 'EUR' }, STRING).rate).toBe(convert(small, { from: 'USD', to: 'EUR' }, STRING).rate);
    expect(toEur()).toBe(reference.result);
    expect(Object.isFrozen(toEur)).toBe(true);
  });

  it('refuses a bad pair when made, and a bad amount when called, with the errors of convert', () => {
    expect(caught(() => converter(small, { from: 'USD' } as never))).toMatchObject({ code: 'missing_parameter', param: 'to' });
    expect(caught(() => converter(small, { from: 'XYZ', to: 'EUR' }))).toMatchObject({ code: 'unknown_currency', param: 'from' });
    expect(caught(() => converter(small, { from: 'USD', to: 'EUR', amount: 1 } as never))).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
    expect(caught(() => converter(small, { from: 'USD', to: 'EUR' }, { numbers: 'float' as never }))).toMatchObject({
      code: 'invalid_option',
      param: 'numbers',
    });
    expect(caught(() => converter({} as never, { from: 'USD', to: 'EUR' }))).toMatchObject({ code: 'invalid_dataset' });
    expect(caught(() => converter(small, { from: 'USD', to: 'EUR' })('abc'))).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
  });

  it('stays bound to the snapshot it was made on when the caller moves to a newer dataset', () => {
    const file = smallFile();
    const older = loadDataset({ ...file, snapshots: file.snapshots.slice(0, -1) });
    const toEur = converter(older, { from: 'USD', to: 'EUR' });
    expect(toEur.date).toBe(older.snapshots.at(-1)!.date);
    expect(toEur(10)).toBe(convert(older, { from: 'USD', to: 'EUR', amount: 10 }).result);
  });

  describe('properties', () => {
    // The small fixture (exact string rates, crypto beside fiat) and the embedded data (real 12-digit cross rates).
    for (const [name, ds] of [
      ['the small fixture', small],
      ['the embedded data', defaultDataset],
    ] as [string, Dataset][]) {
      it(`gives exactly convert(...).result, or the same error, for every pair and every kind of amount (${name})`, () => {
        fc.assert(
          fc.property(codeOf(ds, 'fiat'), codeOf(ds, 'fiat'), anyAmount(), fc.boolean(), (from, to, value, strings) => {
            const options = strings ? STRING : undefined;
            const params = value === undefined ? { from, to } : { from, to, amount: value };
            const expected = outcome(() => convert(ds, params, options).result);
            // The embedded data lists withdrawn currencies (BGN, ANG) that the newest snapshot does not
            // quote: for those pairs making the converter fails, with convert's error.
            expect(outcome(() => converter(ds, { from, to }, options)(value))).toEqual(expected);
          }),
          { numRuns: 10_000 },
        );
      });
    }
  });
});
