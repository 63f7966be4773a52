import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal, roundToIncrement, ROUNDING_MODES, toPlainString, type Increment } from '../../src/decimal/index.js';
import { referenceRound } from '../ops/moneyLaws.js';

const round = (x: string, increment: Increment, mode: (typeof ROUNDING_MODES)[number]) => toPlainString(roundToIncrement(parseDecimal(x)!, increment, mode));

describe('roundToIncrement', () => {
  it('rounds ties by the mode (CHF cash: 10.025 is 200.5 × 0.05)', () => {
    const chf = { digits: 2, step: 5 };
    expect(ROUNDING_MODES.map((mode) => round('10.025', chf, mode))).toEqual(['10', '10.05', '10', '10.05', '10', '10.05', '10']);
    expect(ROUNDING_MODES.map((mode) => round('-10.025', chf, mode))).toEqual(['-10', '-10.05', '-10', '-10.05', '-10', '-10', '-10.05']);
    expect([round('10.024', chf, 'half-even'), round('10.026', chf, 'half-even'), round('10.075', chf, 'half-even')]).toEqual(['10', '10.05', '10.1']);
    expect(round('0.0001', { digits: 0, step: 5 }, 'down')).toBe('0');
  });

  describe('properties', () => {
    it('is big.js rounding to the increment, for every mode, ties and near-ties included', () => {
      const increment = fc.record({ digits: fc.integer({ min: 0, max: 18 }), step: fc.constantFrom(1, 5, 50) });
      // Values on, next to and between the multiples and midpoints of the increment, of either sign.
      const value = fc.tuple(
        fc.oneof(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.bigInt({ min: -1_000_000n, max: 1_000_000n })),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(0n, 1n, -1n),
        fc.integer({ min: 0, max: 25 }),
      );
      fc.assert(
        fc.property(increment, value, fc.constantFrom(...ROUNDING_MODES), (inc, [k, quarter, nudge, extra], mode) => {
          // k quarters of the increment plus a nudge of 10^-(digits + extra): 2 quarters is a midpoint.
          const scale = inc.digits + extra + 2;
          const units = ((k * 4n + BigInt(quarter)) * BigInt(inc.step) * 10n ** BigInt(extra + 2)) / 4n + nudge;
          const text = `${units}e-${scale}`;
          const x = toPlainString(parseDecimal(text)!);
          const incrementText = toPlainString(parseDecimal(`${inc.step}e-${inc.digits}`)!);
          expect(round(x, inc, mode)).toBe(referenceRound(x, incrementText, mode).toFixed());
        }),
        { numRuns: 2000 },
      );
    });
  });
});
