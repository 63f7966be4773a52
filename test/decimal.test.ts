import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalNumber,
  divideExact,
  divideRounded,
  fromNumber,
  literalNumber,
  literalMantissa,
  literalScale,
  literalTimes,
  multiply,
  multiplyToNumber,
  numberTimes,
  packedExponent,
  packedMantissa,
  parseDecimal,
  prepareRate,
  parseDecimalParts,
  roundQuotient,
  roundQuotientPacked,
  roundQuotientToNumber,
  packedLiteralNumber,
  packedLiteralTimes,
  shortExponent,
  shortLiteral,
  shortMantissa,
  toPlainString,
  type Decimal,
} from '../src/decimal/index.js';

const dec = (text: string): Decimal => {
  const d = parseDecimal(text);
  if (!d) throw new Error(`not a decimal: ${text}`);
  return d;
};

// Reference: big.js with far more places than any case needs, then half-even to 12 significant digits.
function referenceQuotient(a: string, b: string): string {
  const R = Big();
  R.DP = 200;
  R.RM = Big.roundDown;
  const q = new R(a).div(new R(b));
  const exact = q.times(new R(b)).eq(new R(a));
  const sticky = exact ? q : q.plus(new R('1e-201'));
  return sticky.prec(12, Big.roundHalfEven).toFixed();
}

const positiveLiteral = fc.tuple(fc.bigInt({ min: 1n, max: 99_999_999_999_999_999n }), fc.integer({ min: -40, max: 20 })).map(([m, e]) => `${m}e${e}`);

describe('parseDecimal and toPlainString', () => {
  it('normalizes zeros, signs and exponents', () => {
    expect(toPlainString(dec('100.50'))).toBe('100.5');
    expect(toPlainString(dec('-0.000'))).toBe('0');
    expect(toPlainString(dec('+1.2e3'))).toBe('1200');
    expect(toPlainString(dec('.5'))).toBe('0.5');
    expect(toPlainString(dec('1E-7'))).toBe('0.0000001');
    expect(toPlainString(dec('00012.3400e-2'))).toBe('0.1234');
  });

  it('refuses what is not a decimal literal', () => {
    for (const text of ['', '.', 'e5', '1e', '0x10', 'NaN', '1..2', '--1', ' 1']) expect(parseDecimal(text)).toBeUndefined();
  });

  it('accepts exactly the grammar sign? (digits [. digits?] | . digits) ([eE] sign? digits)?', () => {
    const grammar = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
    const alphabet = fc.constantFrom(...'0123456789.eE+-x ');
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 14 }), (text) => {
        expect(parseDecimalParts(text) !== undefined).toBe(grammar.test(text));
      }),
      { numRuns: 20000 },
    );
  });

  it('carries the double nearest to the exact value', () => {
    fc.assert(
      fc.property(positiveLiteral, (text) => {
        expect(dec(text).num).toBe(Number(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('properties', () => {
  it('multiply is exact: it equals big.js times', () => {
    fc.assert(
      fc.property(positiveLiteral, positiveLiteral, fc.boolean(), (a, b, negative) => {
        const left = negative ? `-${a}` : a;
        const product = multiply(dec(left), dec(b));
        expect(toPlainString(product)).toBe(new Big(left).times(new Big(b)).toFixed());
        expect(product.num).toBe(Number(toPlainString(product)));
      }),
      { numRuns: 3000 },
    );
  });

  it('multiplyToNumber is the double nearest the exact product, for mantissas up to 2^53 and beyond', () => {
    const mantissa = fc.oneof(
      fc.integer({ min: 1, max: 999_999_999_999 }),
      fc.integer({ min: 2 ** 52, max: Number.MAX_SAFE_INTEGER }),
      fc.bigInt({ min: 10n ** 15n, max: 10n ** 30n }).map(String),
    );
    const literal = fc.tuple(mantissa, fc.integer({ min: -30, max: 8 })).map(([m, e]) => `${m}e${e}`);
    fc.assert(
      fc.property(literal, literal, fc.boolean(), (a, b, negative) => {
        const left = negative ? `-${a}` : a;
        const exact = new Big(left).times(new Big(b)).toFixed();
        expect(multiplyToNumber(dec(left), dec(b))).toBe(Number(exact));
      }),
      { numRuns: 5000 },
    );
  });

  it('multiplyToNumber rounds exact midpoints between doubles to even', () => {
    // 2^53 + 1 is halfway between two doubles; over 10 it is still a midpoint case for the check.
    // 2805981076243.3 × 321 is exactly 2^53 + 1 from mantissas below 2^53 (the two-double path).
    for (const [a, b] of [
      ['9007199254740993', '1'],
      ['9007199254740993', '0.1'],
      ['4503599627370497', '0.5'],
      ['18014398509481987', '0.25'],
      ['2805981076243.3', '321'],
      ['2805981076243.5', '321'],
    ]) {
      expect(multiplyToNumber(dec(a!), dec(b!))).toBe(Number(new Big(a!).times(b!).toFixed()));
    }
  });

  it('numberTimes is the double nearest the exact product of a number (as its shortest decimal) and a mantissa, or NaN', () => {
    const amount = fc.oneof(
      fc.double({ min: -1e16, max: 1e16, noNaN: true }),
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((n) => n / 100),
      fc.tuple(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), fc.integer({ min: 0, max: 8 })).map(([n, d]) => n / 10 ** d), // up to 1e15 units of 10^-d
      fc.integer({ min: 1, max: 99_999_999 }).map((n) => n / 1e8),
    );
    // k: the amount unit's decimals (prepareRate), so amounts with at most k decimals take unitsTimes.
    const rate = fc.tuple(fc.integer({ min: 1, max: 999_999_999_999 }), fc.integer({ min: -20, max: 8 }), fc.integer({ min: 0, max: 8 }));
    fc.assert(
      fc.property(amount, rate, (n, [m, e, k]) => {
        const v = numberTimes(n, prepareRate(m, e, k));
        const exact = n === 0 ? 0 : Number(new Big(String(n)).times(new Big(`${m}e${e}`)).toFixed()); // -0 reads as the decimal 0
        const decimal = fromNumber(n)!;
        // NaN only where the exact path is needed; never a wrong double.
        if (v === v) expect(v).toBe(exact);
        expect(multiplyToNumber(decimal, parseDecimal(`${m}e${e}`)!)).toBe(exact);
      }),
      { numRuns: 20_000 },
    );
  });

  it('the prepared-rate product settles exact ties between two doubles the way the exact product does', () => {
    // 28059810762433 × 321 = 2^53 + 1, halfway between two doubles: ties to even, 2^53.
    for (const k of [0, 2, 8]) {
      expect(numberTimes(28059810762433, prepareRate(321, 0, k))).toBe(2 ** 53);
      expect(literalTimes('28059810762433', prepareRate(321, 0, k))).toBe(2 ** 53);
      expect(numberTimes(280598107624.33, prepareRate(321, 2, k))).toBe(2 ** 53);
    }
  });

  it('literalTimes and literalNumber are exact for short plain literals and NaN for any other text', () => {
    const text = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('', '-', '+'),
          fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 10 }),
          fc.boolean(),
          fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 8 }),
        )
        .map(([sign, int, point, frac]) => `${sign}${int}${point ? '.' : ''}${point ? frac : ''}`),
      fc.string({ maxLength: 20 }),
    );
    const rate = fc.tuple(fc.integer({ min: 1, max: 999_999_999_999 }), fc.integer({ min: -20, max: 8 }), fc.integer({ min: 0, max: 8 }));
    fc.assert(
      fc.property(text, rate, (t, [m, e, k]) => {
        const parts = parseDecimalParts(t);
        const short = parts !== undefined && !/[eE]/.test(t) && t.replace(/[-+.]/g, '').length <= 14;
        const v = literalTimes(t, prepareRate(m, e, k));
        const n = literalNumber(t);
        if (!short) {
          expect(Number.isNaN(v) && Number.isNaN(n)).toBe(true);
          return;
        }
        const d = parseDecimal(t)!;
        expect(n).toBe(d.num);
        if (v === v) expect(v).toBe(multiplyToNumber(d, parseDecimal(`${m}e${e}`)!));
      }),
      { numRuns: 20_000 },
    );
  });

  it('shortLiteral packs the mantissa, scale and sign that literalTimes and literalNumber read, and keeps nothing', () => {
    const rate = prepareRate(5, -1, 2);
    for (const t of ['-12.50', '+3', '.5', '5.', '-0', '-0.00', '0.0000000000001', '99999999999999', '-99999999999.999']) {
      expect(literalTimes('1', rate)).toBe(0.5); // another literal read between the steps changes nothing
      const packed = shortLiteral(t);
      expect(literalTimes('7', rate)).toBe(3.5);
      expect(Object.is(packedLiteralNumber(packed), literalNumber(t))).toBe(true);
      expect(Object.is(packedLiteralTimes(packed, rate), literalTimes(t, rate))).toBe(true);
      expect(packedLiteralNumber(packed)).toBe(parseDecimal(t)!.num);
    }
    expect([literalMantissa(shortLiteral('-12.50')), literalScale(shortLiteral('-12.50'))]).toEqual([1250, 2]);
    expect([literalMantissa(shortLiteral('99999999999999')), literalScale(shortLiteral('.99999999999999'))]).toEqual([99_999_999_999_999, 14]);
    expect(Object.is(literalNumber('-0'), 0)).toBe(true); // "-0" is the decimal zero
    expect(Object.is(literalNumber('-0.00'), 0)).toBe(true);
    expect(Object.is(literalTimes('-0.00', rate), 0)).toBe(true);
    expect(Object.is(literalTimes('-.0', prepareRate(1, 0, 0)), 0)).toBe(true); // through mantissaProduct
    expect(shortLiteral('1e5')).toBeNaN();
    expect(shortLiteral('100000000000000')).toBeNaN(); // 15 digits: the full parser's
    expect(packedLiteralTimes(Number.NaN, rate)).toBeNaN();
  });

  it('roundQuotientPacked packs the mantissa and exponent of roundQuotient, and decimalNumber gives its double', () => {
    const quotient = fc.oneof(
      fc.double({ min: 1e-300, max: 1e300, noNaN: true }),
      fc.double({ min: 0.5, max: 2, noNaN: true }),
      fc.integer({ min: 1, max: 999 }).map((n) => 1e12 - n / 1e3), // rounds up to 1e12: one more digit before the point
      fc.constantFrom(0, -1, Infinity, Number.MIN_VALUE, 1e-320, 12_300_000, 0.1, 1e44, 1e-44, 9.999999999995),
    );
    fc.assert(
      fc.property(quotient, (q) => {
        const d = roundQuotient(q);
        const packed = roundQuotientPacked(q);
        if (d === undefined) {
          expect(packed).toBe(-1);
          expect(roundQuotientToNumber(q)).toBeUndefined();
          return;
        }
        const [m, e] = [packedMantissa(packed), packedExponent(packed)];
        expect([m, e]).toEqual([d.m, d.exp]);
        expect(decimalNumber(m, e)).toBe(d.num);
        expect(roundQuotientToNumber(q)).toBe(d.num);
        expect(d.num).toBe(Number(toPlainString(d)));
      }),
      { numRuns: 20_000 },
    );
  });

  it("shortExponent and shortMantissa are fromNumber's exponent and mantissa for a double with a short fraction", () => {
    const abs = fc.oneof(
      fc.double({ min: 0, max: 2e15, noNaN: true }),
      fc.integer({ min: 0, max: 9_999_999 }).map((n) => n / 100),
      fc.tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 0, max: 9 })).map(([n, z]) => n * 10 ** z), // trailing zeros
    );
    fc.assert(
      fc.property(abs, (x) => {
        const e = shortExponent(x);
        const d = fromNumber(x)!;
        if (e !== e) {
          expect(toPlainString(d)).toBe(toPlainString(parseDecimal(String(x))!)); // the string's decimal, not a short one
          return;
        }
        expect([shortMantissa(x, e), e]).toEqual([d.m, d.exp + 0]); // fromNumber's exponent of an integer is -0
      }),
      { numRuns: 20_000 },
    );
    expect([shortExponent(0), shortMantissa(0, 0)]).toEqual([0, 0]);
    expect([shortExponent(1200), shortMantissa(1200, 2)]).toEqual([2, 12]);
    expect(shortExponent(1e15)).toBeNaN();
  });

  it('divideRounded is the half-even 12-digit rounding of the exact quotient', () => {
    fc.assert(
      fc.property(positiveLiteral, positiveLiteral, (a, b) => {
        const q = divideRounded(dec(a), dec(b));
        expect(toPlainString(q)).toBe(referenceQuotient(a, b));
        expect(q.num).toBe(Number(toPlainString(q)));
      }),
      { numRuns: 3000 },
    );
  });

  it('divideExact, the exact path alone, is the half-even 12-digit quotient of big.js for any pair', () => {
    // divideRounded sends it only the quotients near a midpoint; here it answers every pair, so a
    // fault anywhere in its integer division (a lead digit off by one, a carry to 13 digits) shows.
    fc.assert(
      fc.property(positiveLiteral, positiveLiteral, (a, b) => {
        expect(toPlainString(divideExact(dec(a), dec(b)))).toBe(referenceQuotient(a, b));
      }),
      { numRuns: 3000 },
    );
    for (const [a, b] of [
      ['9.999999999995', '1'], // carries to 10
      ['1', '3'],
      ['2', '3'],
      ['1', '1.0000000000005'],
    ])
      expect(toPlainString(divideExact(dec(a!), dec(b!)))).toBe(referenceQuotient(a!, b!));
  });

  it('divideRounded is exact for quotients planted near rounding midpoints', () => {
    // a = (n + 1/2 + offset) × 10^e × b, so a / b sits at a chosen distance from a midpoint.
    const offset = fc.constantFrom('0', '1e-13', '-1e-13', '3e-4', '-3e-4', '9e-4', '-9e-4', '2e-3', '-2e-3', '1e-8');
    fc.assert(
      fc.property(fc.integer({ min: 1e11, max: 1e12 - 1 }), offset, fc.integer({ min: -30, max: 10 }), positiveLiteral, (n, off, e, b) => {
        const a = new Big(n)
          .plus('0.5')
          .plus(off)
          .times(new Big(`1e${e}`))
          .times(new Big(b))
          .toFixed();
        expect(toPlainString(divideRounded(dec(a), dec(b)))).toBe(referenceQuotient(a, b));
      }),
      { numRuns: 3000 },
    );
  });

  it('divideRounded breaks exact ties to even and near-ties by the remainder', () => {
    // 1.000000000005 / 1 is an exact tie (to even: ...000); adding one more digit makes it round up.
    expect(toPlainString(divideRounded(dec('1.000000000005'), dec('1')))).toBe('1');
    expect(toPlainString(divideRounded(dec('1.000000000015'), dec('1')))).toBe('1.00000000002');
    expect(toPlainString(divideRounded(dec('1.0000000000050000000001'), dec('1')))).toBe('1.00000000001');
    expect(toPlainString(divideRounded(dec('2.00000000001'), dec('2')))).toBe(referenceQuotient('2.00000000001', '2'));
  });

  it('holds 12 significant digits at the extremes of real data (SHIB per BTC, BTC per VEB)', () => {
    const cases: [string, string][] = [
      ['179231.77575214', '0.000012017405'], // SHIB per BTC: ~1.5e10
      ['0.000012017405', '85679508.1840193'], // BTC per a hyperinflated unit: ~1.4e-13
      ['0.0000000000000001', '99999999999999999'],
      ['99999999999999999', '0.0000000000000001'],
    ];
    for (const [a, b] of cases) expect(toPlainString(divideRounded(dec(a), dec(b)))).toBe(referenceQuotient(a, b));
  });
});
