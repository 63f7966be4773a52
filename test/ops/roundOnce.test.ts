import Big from 'big.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cutRatio, parseDecimal, roundRatio, ROUNDING_MODES, type RoundingMode } from '../../src/decimal/index.js';
import { convert, converter, type Dataset } from '../../src/index.js';
import { NOW } from '../importers/catalog.js';
import { ecbDataset } from '../importers/ecbHistory.js';

// Issue 28, item 1: with `round`, the result is the exact `amount × to / from` of the two stored
// quotes rounded once, so an exact tie is a tie the named mode decides.

let ecb: Dataset;
beforeAll(async () => {
  ecb = await ecbDataset();
}, 60_000);

const BIG_MODES: Record<RoundingMode, (x: Big, dp: number) => Big> = {
  'half-even': (x, dp) => x.round(dp, Big.roundHalfEven),
  'half-up': (x, dp) => x.round(dp, Big.roundHalfUp),
  // big.js has no half-down: on a tie (the distance to the truncation is half a unit) it truncates.
  'half-down': (x, dp) =>
    x.minus(x.round(dp, Big.roundDown)).abs().times(new Big(10).pow(dp)).eq(0.5) ? x.round(dp, Big.roundDown) : x.round(dp, Big.roundHalfUp),
  up: (x, dp) => x.round(dp, Big.roundUp),
  down: (x, dp) => x.round(dp, Big.roundDown),
  ceiling: (x, dp) => (x.s > 0 ? x.round(dp, Big.roundUp) : x.round(dp, Big.roundDown)),
  floor: (x, dp) => (x.s > 0 ? x.round(dp, Big.roundDown) : x.round(dp, Big.roundUp)),
};

describe('round once, from the exact value', () => {
  it('rounds 3.66 USD on 2025-12-19 half-up to 3.13 EUR (3.66 / 1.1712 = 3.125)', () => {
    const r = convert(ecb, { from: 'USD', to: 'EUR', amount: '3.66', date: '2025-12-19' }, { round: 'minor', rounding: 'half-up', now: NOW });
    expect([r.result, r.unrounded, r.unrounded_exact]).toEqual([3.13, 3.125, undefined]);
    expect(r.rate).toBe(Number(new Big(1).div('1.1712').prec(12, Big.roundHalfEven).toFixed()));
    const s = convert(
      ecb,
      { from: 'USD', to: 'EUR', amount: '3.66', date: '2025-12-19' },
      { round: 'minor', rounding: 'half-even', numbers: 'string', now: NOW },
    );
    expect([s.result, s.unrounded]).toEqual(['3.12', '3.125']);
    expect(converter(ecb, { from: 'USD', to: 'EUR', date: '2025-12-19' }, { round: 'minor', rounding: 'half-up', now: NOW })('3.66')).toBe(3.13);
  });

  it('rounds 92092 ISK on 2025-12-31 half-even to 625.62 EUR (92092 / 147.2 = 625.625)', () => {
    const r = convert(ecb, { from: 'ISK', to: 'EUR', amount: 92092, date: '2025-12-31' }, { round: 'minor', numbers: 'string', now: NOW });
    expect([r.result, r.unrounded]).toEqual(['625.62', '625.625']);
  });

  it('gives unrounded to 30 significant digits, with unrounded_exact: false where it was cut', () => {
    const r = convert(ecb, { from: 'USD', to: 'JPY', amount: '1', date: '2025-12-19' }, { round: 'minor', numbers: 'string', now: NOW });
    expect(r.unrounded_exact).toBe(false);
    expect(r.unrounded.replace(/^0\.0*|\./g, '')).toHaveLength(30);
    expect(Object.keys(r).slice(-3)).toEqual(['rounding', 'unrounded', 'unrounded_exact']);
  });

  it('leaves an answer without round as it was: result = amount × rate', () => {
    const r = convert(ecb, { from: 'USD', to: 'EUR', amount: '3.66', date: '2025-12-19' }, { numbers: 'string', now: NOW });
    expect(r.result).toBe(new Big('3.66').times(r.rate).toFixed());
  });
});

describe('the tie law', () => {
  // A tie at the increment step × 10^-digits: value = (k + 1/2) × increment. Quotes `from` (any
  // decimal) and `to`, an amount, with amount × to / from = value exactly: amount = from × m and
  // to = value / m for m = 2^i × 5^j × 10^-s, whose division by it terminates.
  const pow = (x: number | string, n: number) => new Big(x).pow(n);
  const tie = fc
    .record({
      k: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      digits: fc.integer({ min: 0, max: 4 }),
      step: fc.constantFrom(1, 5, 50),
      from: fc.bigInt({ min: 1n, max: 10n ** 9n }),
      fromScale: fc.integer({ min: 0, max: 8 }),
      i: fc.integer({ min: 0, max: 6 }),
      j: fc.integer({ min: 0, max: 6 }),
      s: fc.integer({ min: 0, max: 4 }),
      neg: fc.boolean(),
    })
    .map(({ k, digits, step, from, fromScale, i, j, s, neg }) => {
      const increment = new Big(step).div(pow(10, digits));
      const value = new Big(k.toString()).times(2).plus(1).times(increment).div(2);
      const m = pow(2, i).times(pow(5, j)).div(pow(10, s));
      const fromQuote = new Big(from.toString()).div(pow(10, fromScale));
      return { value, increment, amount: fromQuote.times(m), to: value.div(m), from: fromQuote, digits, step, neg };
    });

  it('rounds an exact tie as big.js rounds the exact value, in every mode (10,000 runs)', () => {
    Big.DP = 60;
    fc.assert(
      fc.property(tie, fc.constantFrom(...ROUNDING_MODES), ({ value, increment, amount, to, from, digits, step, neg }, mode) => {
        const over = amount.times(to);
        expect(over.div(from).eq(value)).toBe(true);
        const ratio = { over: parseDecimal((neg ? over.neg() : over).toFixed())!, under: parseDecimal(from.toFixed())! };
        const exact = neg ? value.neg() : value;
        const rounded = roundRatio(ratio, { digits, step }, mode);
        const expected = BIG_MODES[mode](exact.div(increment), 0).times(increment);
        expect(new Big(`${rounded.neg ? '-' : ''}${rounded.digits}e${rounded.exp}`).eq(expected), `${exact} ${mode}`).toBe(true);
        expect(cutRatio(ratio, 30).exact).toBe(value.c.length <= 30);
      }),
      { numRuns: 10_000 },
    );
  });

  it('cuts a non-terminating value to 30 digits half-even', () => {
    const cut = cutRatio({ over: parseDecimal('2')!, under: parseDecimal('3')! }, 30);
    expect([cut.value.digits, cut.value.exp, cut.exact]).toEqual([`${'6'.repeat(29)}7`, -30, false]);
    const nines = cutRatio({ over: parseDecimal('9'.repeat(31))!, under: parseDecimal('1')! }, 30);
    expect([nines.value.digits, nines.value.exp, nines.exact]).toEqual(['1', 31, false]);
  });
});
