import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { allocate, currency, type RoundingMode } from '../../src/index.js';
import { caught } from '../errors.js';

describe('allocate', () => {
  it('splits into minor units summing to the amount, the leftover cent to the earlier part on a tie', () => {
    expect(allocate('100', [1, 1, 1], { currency: 'EUR' })).toEqual([33.34, 33.33, 33.33]);
    expect(allocate('0.05', [1, 1, 1], { currency: 'USD', numbers: 'string' })).toEqual(['0.02', '0.02', '0.01']);
    expect(allocate(1000, [1, 1, 1], { currency: 'JPY' })).toEqual([334, 333, 333]);
    expect(allocate('10.001', [1, 1], { currency: 'KWD', numbers: 'string' })).toEqual(['5.001', '5']);
  });

  it('gives the leftover units to the largest remainders, not to the order', () => {
    // Exact shares 0.3333.., 0.6666..: the larger remainder (the second) takes the leftover cent.
    expect(allocate('0.01', [1, 2], { currency: 'EUR' })).toEqual([0, 0.01]);
    expect(allocate('100', [70, 20, 10], { currency: 'EUR' })).toEqual([70, 20, 10]);
    expect(allocate('1', ['0.5', '0.25', '0.25'], { currency: 'EUR', numbers: 'string' })).toEqual(['0.5', '0.25', '0.25']);
  });

  it('splits into cash increments with cash: true', () => {
    expect(allocate('10', [1, 1, 1], { currency: 'CHF', cash: true, numbers: 'string' })).toEqual(['3.35', '3.35', '3.3']);
    expect(allocate('100', [1, 1, 1], { currency: 'SEK', cash: true })).toEqual([34, 33, 33]);
    expect(allocate('100', [1, 1, 1], { currency: currency(defaultDataset, { code: 'DKK' }), cash: true, numbers: 'string' })).toEqual(['33.5', '33.5', '33']);
  });

  it('splits a negative amount as its opposite, negated; a zero ratio gets zero', () => {
    expect(allocate('-100', [1, 1, 1], { currency: 'EUR' })).toEqual([-33.34, -33.33, -33.33]);
    expect(allocate('5', [0, 1, 0], { currency: 'EUR' })).toEqual([0, 5, 0]);
    expect(allocate('0', [1, 2], { currency: 'EUR' })).toEqual([0, 0]);
  });

  it('refuses an amount off the increment unless rounding says how to bring it onto one', () => {
    expect(caught(() => allocate('10.001', [1, 1], { currency: 'EUR' }))).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
    expect(allocate('10.001', [1, 1], { currency: 'EUR', rounding: 'up', numbers: 'string' })).toEqual(['5.01', '5']);
    expect(allocate('10.03', [1, 1], { currency: 'CHF', cash: true, rounding: 'half-even', numbers: 'string' })).toEqual(['5.05', '5']);
  });

  it('refuses bad ratios with invalid_parameter and bad options with invalid_option, naming them', () => {
    expect(caught(() => allocate('1', [], { currency: 'EUR' }))).toMatchObject({ code: 'invalid_parameter', param: 'ratios' });
    expect(caught(() => allocate('1', [0, 0], { currency: 'EUR' }))).toMatchObject({ code: 'invalid_parameter', param: 'ratios' });
    expect(caught(() => allocate('1', [1, -1], { currency: 'EUR' }))).toMatchObject({ code: 'invalid_parameter', param: 'ratios' });
    expect(caught(() => allocate('1', [1, Number.NaN], { currency: 'EUR' }))).toMatchObject({ code: 'invalid_parameter', param: 'ratios' });
    expect(caught(() => allocate('1', ['1e-400', '1e400'], { currency: 'EUR' }))).toMatchObject({ code: 'invalid_parameter', param: 'ratios' });
    expect(caught(() => allocate('x', [1], { currency: 'EUR' }))).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
    expect(caught(() => allocate('1', [1], { currency: 'EUR', roundng: 'up' } as never))).toMatchObject({ code: 'invalid_option', param: 'roundng' });
    expect(() => allocate('1', [1], { currency: 'EUR', roundng: 'up' } as never)).toThrow('did you mean "rounding"');
    expect(caught(() => allocate('1', [1], { currency: 'EUR', rounding: 'nearest' as never }))).toMatchObject({ code: 'invalid_option', param: 'rounding' });
    expect(caught(() => allocate('1', [1], { currency: 'EUR', cash: 'yes' as never }))).toMatchObject({ code: 'invalid_option', param: 'cash' });
    expect(caught(() => allocate('1', [1], { currency: 'XAU' }))).toMatchObject({ code: 'invalid_option', param: 'currency' });
    expect(caught(() => allocate('1', [1], { currency: 'euro!' }))).toMatchObject({ code: 'invalid_option', param: 'currency' });
    expect(caught(() => allocate('1', [1], undefined as never))).toMatchObject({ code: 'invalid_option', param: 'currency' });
  });
});

describe('properties', () => {
  // Each code's increment in minor units and in cash (ISO 4217 and CLDR 48.2), written out apart from the library.
  const INCREMENTS: Readonly<Record<string, readonly [string, string]>> = {
    EUR: ['0.01', '0.01'],
    JPY: ['1', '1'],
    KWD: ['0.001', '0.001'],
    CHF: ['0.01', '0.05'],
    SEK: ['0.01', '1'],
    DKK: ['0.01', '0.5'],
    HUF: ['0.01', '5'],
    CLF: ['0.0001', '0.0001'],
  };
  const CODES = Object.keys(INCREMENTS);
  const incrementOf = (c: { code: string; cash: boolean }) => new Big(INCREMENTS[c.code]![c.cash ? 1 : 0]);
  const MODES: readonly RoundingMode[] = ['half-even', 'half-up', 'half-down', 'up', 'down', 'ceiling', 'floor'];
  const cases = fc
    .record({
      code: fc.constantFrom(...CODES),
      cash: fc.boolean(),
      mode: fc.constantFrom(...MODES),
      amount: fc
        .bigInt({ min: -(10n ** 15n), max: 10n ** 15n })
        .chain((units) => fc.integer({ min: 0, max: 6 }).map((scale) => new Big(units.toString()).div(new Big(10).pow(scale)).toFixed())),
      ratios: fc.array(
        fc.oneof(
          fc.integer({ min: 0, max: 1000 }),
          fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((x) => String(x)),
        ),
        { minLength: 1, maxLength: 12 },
      ),
    })
    .filter((c) => c.ratios.some((r) => Number(r) > 0));

  // The amount on the increment (what allocate splits), and the increment, computed apart from the library.
  const onIncrement = (c: { code: string; cash: boolean; mode: RoundingMode; amount: string; ratios: (string | number)[] }) => {
    const parts = allocate(c.amount, c.ratios, { currency: c.code, cash: c.cash, rounding: c.mode, numbers: 'string' });
    return { parts: parts.map((p) => new Big(p)), whole: parts.reduce((sum, p) => sum.plus(p), new Big(0)) };
  };

  it('parts sum exactly to the amount (the amount itself when it is on the increment)', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const { whole } = onIncrement(c);
        const exact = allocate(whole.toFixed(), c.ratios, { currency: c.code, cash: c.cash, numbers: 'string' });
        expect(exact.reduce((sum, p) => sum.plus(p), new Big(0)).eq(whole)).toBe(true);
        expect(whole.minus(c.amount).abs().lt(incrementOf(c))).toBe(true); // brought onto the increment, less than one away
      }),
      { numRuns: 1000 },
    );
  });

  it('each part is within one increment of its exact share', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const { parts, whole } = onIncrement(c);
        const weights = c.ratios.map((r) => new Big(r));
        const total = weights.reduce((sum, w) => sum.plus(w), new Big(0));
        const increment = incrementOf(c);
        parts.forEach((part, i) => {
          const share = whole.times(weights[i]!).div(total);
          expect(part.minus(share).abs().lt(increment), `${c.code} ${part} vs ${share}`).toBe(true);
          expect(part.div(increment).mod(1).eq(0)).toBe(true); // a whole number of increments
        });
      }),
      { numRuns: 1000 },
    );
  });
});
