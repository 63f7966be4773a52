import Big from 'big.js';
import fc from 'fast-check';
import { expect } from 'vitest';
import { convert, converter, cryptoConvert, history, type Dataset, type RoundingMode } from '../../src/index.js';
import { CASH_CHANGES } from '../../src/registry/cashChanges.js';
import { CASH_FRACTIONS } from '../../src/registry/cldrFractions.js';
import { legallyFixed } from '../../src/rates/legalRoute.js';
import { amount, codeOf, dateAround, roundingOptions } from '../../src/testing/index.js';
import { caught } from '../errors.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

const RUNS = { numRuns: 1000 };

/** big.js reads no leading plus sign; amounts may carry one. */
const big = (literal: string) => new Big(literal.replace(/^\+/, ''));

/** The result, or the error's code: what two ways of asking must agree on. */
function outcome<T>(fn: () => T): { value: T } | { code: string } {
  try {
    return { value: fn() };
  } catch (error) {
    return {
      code: caught(() => {
        throw error;
      }).code,
    };
  }
}

/** The increment a result in `code` rounds to, from the metadata, CLDR's table and the dated changes, independently of the library's helper. */
export function expectedIncrement(ds: Dataset, code: string, to: 'minor' | 'cash'): { digits: number; increment: string } {
  const asset = ds.cryptoMeta[code];
  const minor = asset ? asset.exponent : ds.fiatMeta[code]!.minorUnits;
  // Today's cash increment: CLDR's, or the last dated change's where CLDR gives none (AUD, NZD).
  const cash = to === 'cash' && !asset ? (CASH_CHANGES[code]?.at(-1)?.to ?? CASH_FRACTIONS[code]) : undefined;
  const [digits, step] = cash ?? [minor, 1];
  return { digits, increment: new Big(`${step}e-${digits}`).toFixed() };
}

/** big.js's rounding of `x` to a multiple of `increment` by a mode; big.js has four of the seven, the rest are built from them. */
export function referenceRound(x: string, increment: string, mode: RoundingMode): Big {
  const R = Big();
  R.DP = 500;
  const q = new R(x).div(increment); // exact: every increment is 1, 5 or 50 times a power of ten
  const negative = q.lt(0);
  const floorOf = q.round(0, Big.roundDown);
  const tie = q.minus(floorOf).abs().eq('0.5');
  const rm =
    mode === 'half-even'
      ? Big.roundHalfEven
      : mode === 'half-up'
        ? Big.roundHalfUp
        : mode === 'half-down'
          ? tie
            ? Big.roundDown
            : Big.roundHalfUp
          : mode === 'up'
            ? Big.roundUp
            : mode === 'down'
              ? Big.roundDown
              : mode === 'ceiling'
                ? negative
                  ? Big.roundDown
                  : Big.roundUp
                : negative
                  ? Big.roundUp
                  : Big.roundDown;
  return q.round(0, rm).times(increment);
}

/** The laws of dated and rounded conversions, checked by fast-check on one dataset. */
export const moneyLaws: Record<string, (ds: Dataset, now: Date) => void> = {
  'convert({ date }) is history({ date, base: from }).rates[to] times the amount, exactly': (ds, now) => {
    const options = { numbers: 'string', now } as const;
    fc.assert(
      fc.property(codeOf(ds, 'fiat'), codeOf(ds, 'fiat'), dateAround(ds), amount(), (from, to, date, a) => {
        if (legallyFixed(from, to, date)) return; // the law fixes those; see the named cases
        const converted = outcome(() => convert(ds, { from, to, amount: a, date }, options));
        const quoted = outcome(() => history(ds, { date, base: from }, options));
        if ('code' in quoted) {
          expect(converted).toEqual({ code: quoted.code });
          return;
        }
        const rate = quoted.value.rates[to];
        if (rate === undefined) {
          expect(converted).toEqual({ code: 'unknown_currency' });
          return;
        }
        if (!('value' in converted)) throw new Error(`convert failed where history quotes ${from}→${to} on ${date}`);
        const c = converted.value;
        expect([c.rate, c.date, c.updated_at]).toEqual([rate, quoted.value.date, quoted.value.updated_at]);
        expect(new Big(c.result).eq(big(a).times(rate))).toBe(true);
      }),
      RUNS,
    );
  },

  "convert({ date }) and cryptoConvert({ date }) in numbers are the exact answer's nearest doubles, number amounts": (ds, now) => {
    // Numbers out with a number amount take the dated fast path (src/rates/datedConversion.ts); the
    // exact strings of the general path say what its answer must be.
    const pair = fc.oneof(
      fc.tuple(codeOf(ds, 'fiat'), codeOf(ds, 'fiat'), fc.constant(convert)),
      fc.tuple(codeOf(ds), codeOf(ds, 'crypto'), fc.constant(cryptoConvert)),
      fc.tuple(codeOf(ds, 'crypto'), codeOf(ds), fc.constant(cryptoConvert)),
    );
    const numberAmount = fc.oneof(
      amount().map(Number),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
    );
    fc.assert(
      fc.property(pair, dateAround(ds), numberAmount, ([from, to, op], date, a) => {
        const numbers = outcome(() => op(ds, { from, to, amount: a, date }, { now }));
        const strings = outcome(() => op(ds, { from, to, amount: a, date }, { now, numbers: 'string' }));
        if ('code' in strings) {
          expect(numbers).toEqual(strings);
          return;
        }
        const s = strings.value;
        expect(numbers).toEqual({ value: { ...s, amount: Number(s.amount), rate: Number(s.rate), result: Number(s.result) } });
      }),
      RUNS,
    );
  },

  'converter({ date }) equals convert({ date }), rounded or not': (ds, now) => {
    fc.assert(
      fc.property(
        codeOf(ds, 'fiat'),
        codeOf(ds, 'fiat'),
        dateAround(ds),
        fc.array(amount(), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(undefined, 'minor', 'cash'),
        (from, to, date, amounts, round) => {
          const options = { numbers: 'string', now, ...(round ? { round } : {}) } as const;
          const made = outcome(() => converter(ds, { from, to, date }, options));
          if ('code' in made) {
            expect(outcome(() => convert(ds, { from, to, date }, options))).toEqual(made);
            return;
          }
          expect(made.value.date).toBe(convert(ds, { from, to, date }, options).date);
          for (const a of amounts) expect(made.value(a)).toBe(convert(ds, { from, to, amount: a, date }, options).result);
        },
      ),
      RUNS,
    );
  },

  'a rounded result is the exact value amount × to / from rounded once by the named mode to the named increment': (ds, now) => {
    const pair = fc.oneof(
      fc.tuple(codeOf(ds, 'fiat'), codeOf(ds, 'fiat'), fc.constant(convert)),
      fc.tuple(codeOf(ds), codeOf(ds, 'crypto'), fc.constant(cryptoConvert)),
    );
    const R = Big();
    R.DP = 500;
    fc.assert(
      fc.property(pair, amount(), roundingOptions(), ([from, to, op], a, options) => {
        const { round, rounding = 'half-even' } = options;
        const answer = outcome(() => op(ds, { from, to, amount: a }, { numbers: 'string', now, explain: true, ...options }));
        if (!('value' in answer)) return; // a pair not quoted on the newest date
        const r = answer.value;
        const legs = r.source!.legs;
        if (r.source!.derivation.startsWith('legal_factor')) return; // the law fixes those; see the named cases
        // The exact value from the two stored quotes (500 places: the reference's own precision).
        const exact = new R(big(a).toFixed()).times(legs[to]!).div(legs[from]!);
        const terminates = new R(big(a).toFixed()).times(legs[to]!).eq(exact.times(legs[from]!));
        expect(new Big(r.unrounded).eq(exact.prec(30, Big.roundHalfEven))).toBe(true);
        expect(r.unrounded_exact).toBe(terminates && exact.c.length <= 30 ? undefined : false);
        const { digits, increment } = expectedIncrement(ds, to, round);
        expect(r.rounding).toEqual({ to: round, digits, increment, mode: rounding });
        expect(new Big(r.result).eq(referenceRound(exact.toFixed(), increment, rounding))).toBe(true);
      }),
      RUNS,
    );
  },
};
