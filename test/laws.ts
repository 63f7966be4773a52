import Big from 'big.js';
import fc from 'fast-check';
import { expect } from 'vitest';
import { convert, cryptoConvert, cryptoCurrencies, cryptoRates, currencies, history, rates, RatebookError, type Dataset } from '../src/index.js';
import { amount, dateAround, hostileAmount, hostileCode, hostileDate } from '../src/testing/index.js';

const RUNS = { numRuns: 1000 };

/** Codes of a market that the newest snapshot quotes (a code can drop out of a real series). */
function quoted(ds: Dataset, market: 'fiat' | 'crypto' | 'all'): string[] {
  const newest = ds.snapshots[ds.snapshots.length - 1]!;
  const codes = market === 'fiat' ? ds.fiat : market === 'crypto' ? ds.crypto : ds.codes;
  return codes.filter((code) => !Number.isNaN(newest.values[ds.columns.get(code)!]));
}

/** The exact rate from a to b, through whichever operation serves that pair. */
function exactRate(ds: Dataset, a: string, b: string): string {
  const fiat = (c: string) => ds.columns.get(c)! < ds.fiat.length;
  const op = fiat(a) && fiat(b) ? convert : cryptoConvert;
  return op(ds, { from: a, to: b }, { numbers: 'string' }).rate;
}

const expectContractError = (fn: () => unknown, codes: string[]) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    expect(codes).toContain((error as RatebookError).code);
    return;
  }
  throw new Error('expected a contract error');
};

/** Every law of the core, checked by fast-check on one dataset. */
export const laws: Record<string, (ds: Dataset, now: Date) => void> = {
  'rates[base] is exactly 1': (ds) => {
    fc.assert(
      fc.property(fc.constantFrom(...quoted(ds, 'fiat')), (base) => {
        expect(rates(ds, { base }, { numbers: 'string' }).rates[base]).toBe('1');
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.constantFrom(...quoted(ds, 'crypto')), (base) => {
        expect(cryptoRates(ds, { base }, { numbers: 'string' }).rates[base]).toBe('1');
      }),
      RUNS,
    );
  },

  'convert(a→b).rate equals rates(a)[b]': (ds) => {
    const fiat = fc.constantFrom(...quoted(ds, 'fiat'));
    fc.assert(
      fc.property(fiat, fiat, (a, b) => {
        expect(convert(ds, { from: a, to: b }).rate).toBe(rates(ds, { base: a }).rates[b]);
        expect(convert(ds, { from: a, to: b }, { numbers: 'string' }).rate).toBe(rates(ds, { base: a }, { numbers: 'string' }).rates[b]);
      }),
      RUNS,
    );
    const any = fc.constantFrom(...quoted(ds, 'all'));
    const asset = fc.constantFrom(...quoted(ds, 'crypto'));
    fc.assert(
      fc.property(any, asset, (a, b) => {
        expect(cryptoConvert(ds, { from: a, to: b }).rate).toBe(cryptoRates(ds, { base: a }).rates[b]);
      }),
      RUNS,
    );
  },

  'rate(a→b) × rate(b→a) is within 2e-11 of 1': (ds) => {
    const any = fc.constantFrom(...quoted(ds, 'all'));
    fc.assert(
      fc.property(any, any, (a, b) => {
        const product = new Big(exactRate(ds, a, b)).times(exactRate(ds, b, a));
        expect(product.minus(1).abs().lte('2e-11')).toBe(true);
      }),
      RUNS,
    );
  },

  'rate(a→c) is within 1e-10 of rate(a→b) × rate(b→c)': (ds) => {
    const any = fc.constantFrom(...quoted(ds, 'all'));
    fc.assert(
      fc.property(any, any, any, (a, b, c) => {
        const direct = new Big(exactRate(ds, a, c));
        const via = new Big(exactRate(ds, a, b)).times(exactRate(ds, b, c));
        expect(direct.minus(via).abs().div(direct).lte('1e-10')).toBe(true);
      }),
      RUNS,
    );
  },

  'result is exactly amount × rate, and each number is the double nearest its exact value': (ds) => {
    const any = fc.constantFrom(...quoted(ds, 'all'));
    const fiat = (c: string) => ds.columns.get(c)! < ds.fiat.length;
    fc.assert(
      fc.property(any, any, amount(), (a, b, value) => {
        const op = fiat(a) && fiat(b) ? convert : cryptoConvert;
        const exact = op(ds, { from: a, to: b, amount: value }, { numbers: 'string' });
        expect(exact.result).toBe(new Big(exact.amount).times(exact.rate).toFixed());
        expect(new Big(exact.amount).eq(new Big(value.replace(/^\+/, '')))).toBe(true);
        const numbers = op(ds, { from: a, to: b, amount: value });
        expect(numbers.result).toBe(Number(exact.result));
        expect(numbers.rate).toBe(Number(exact.rate));
        expect(numbers.amount).toBe(Number(exact.amount));
      }),
      RUNS,
    );
  },

  'the metadata lists exactly the codes the newest snapshot quotes, and each of them converts': (ds) => {
    for (const locale of Object.keys(ds.locales)) {
      expect(Object.keys(currencies(ds, { locale }).currencies).sort()).toEqual(quoted(ds, 'fiat').sort());
    }
    const crypto = Object.keys(cryptoCurrencies(ds).currencies);
    expect(crypto.sort()).toEqual(quoted(ds, 'crypto').sort());
    const date = ds.snapshots[ds.snapshots.length - 1]!.date;
    const fiatBase = quoted(ds, 'fiat')[0];
    for (const code of Object.keys(currencies(ds).currencies)) {
      expect(convert(ds, { from: code, to: fiatBase!, amount: '1' }).date).toBe(date);
    }
    for (const code of crypto) expect(cryptoConvert(ds, { from: code, to: crypto[0]!, amount: '1' }).date).toBe(date);
  },

  'every code has metadata and is quoted in some snapshot': (ds) => {
    for (const code of ds.fiat) expect(ds.fiatMeta[code]).toBeDefined();
    for (const code of ds.crypto) expect(ds.cryptoMeta[code]).toBeDefined();
    const quotedAnywhere = new Set(ds.snapshots.flatMap((s) => ds.codes.filter((_, i) => !Number.isNaN(s.values[i]))));
    expect([...quotedAnywhere].sort()).toEqual([...ds.codes].sort());
  },

  'history answers the newest snapshot on or before the date': (ds, now) => {
    fc.assert(
      fc.property(dateAround(ds), (date) => {
        const first = ds.snapshots[0]!.date;
        if (date < first || date > now.toISOString().slice(0, 10)) {
          expectContractError(() => history(ds, { date, base: ds.pivot }, { now }), ['date_out_of_range', 'unknown_currency']);
          return;
        }
        const expected = [...ds.snapshots].reverse().find((s) => s.date <= date)!;
        const pivotIsFiat = ds.columns.get(ds.pivot)! < ds.fiat.length;
        const base = pivotIsFiat ? ds.pivot : quoted(ds, 'fiat')[0]!;
        try {
          expect(history(ds, { date, base }, { now }).date).toBe(expected.date);
        } catch (error) {
          // A base with no quote on that date is a clear error, never another snapshot's rates.
          expect((error as RatebookError).code).toBe('unknown_currency');
          expect(expected.values[ds.columns.get(base)!]).toBeNaN();
        }
      }),
      RUNS,
    );
  },

  'every hostile amount, date, code or locale gives a contract error and nothing else': (ds, now) => {
    const fiat = quoted(ds, 'fiat');
    fc.assert(
      fc.property(hostileAmount(), (value) => {
        expectContractError(() => convert(ds, { from: fiat[0]!, to: fiat[0]!, amount: value }), ['invalid_parameter']);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(hostileDate(), (date) => {
        expectContractError(() => history(ds, { date }, { now }), ['invalid_parameter']);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(hostileCode(), (code) => {
        expectContractError(() => rates(ds, { base: code }), ['invalid_parameter', 'unknown_currency']);
        expectContractError(() => cryptoConvert(ds, { from: code, to: 'BTC' }), ['invalid_parameter', 'unknown_currency']);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (locale) => {
        try {
          currencies(ds, { locale });
        } catch (error) {
          expect(error).toBeInstanceOf(RatebookError);
          expect(['invalid_parameter', 'unsupported_locale']).toContain((error as RatebookError).code);
        }
      }),
      RUNS,
    );
  },
};
