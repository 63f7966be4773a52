import { describe, expect, expectTypeOf, it } from 'vitest';
import { defaultDataset as ds } from '../../src/data.js';
import {
  convert,
  cryptoConvert,
  cryptoHistory,
  cryptoRates,
  cryptoTimeseries,
  history,
  rates,
  timeseries,
  type ConversionResult,
  type Receipt,
  type RoundingInfo,
  type RoundTo,
} from '../../src/index.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

// Issue 28, item 9: the answer types follow the options. Each expectTypeOf line is checked by `tsc`
// (test/ is in tsconfig's include); each @ts-expect-error line must stay an error. The runtime
// assertions say the types tell the truth.

const NOW = new Date(Date.parse(`${ds.snapshots.at(-1)!.date}T00:00:00Z`) + 86_400_000);
const pair = { from: 'USD', to: 'EUR', amount: '10' } as const;

describe('types that follow the options', () => {
  it('explain: true makes source present; without it, source stays optional', () => {
    const explained = convert(ds, pair, { explain: true });
    expectTypeOf(explained.source).toEqualTypeOf<Receipt>();
    expectTypeOf(explained.result).toEqualTypeOf<number>();
    expect(explained.source.formula).toBe('pivot');
    const plain = convert(ds, pair);
    expectTypeOf(plain.source).toEqualTypeOf<Receipt | undefined>();
    // Never called: the line is there for the compiler.
    const unchecked = () =>
      // @ts-expect-error source may be absent: it must be checked first
      plain.source.formula;
    expect(typeof unchecked).toBe('function');
    const maybe: boolean = Math.random() < 2;
    expectTypeOf(convert(ds, pair, { explain: maybe }).source).toEqualTypeOf<Receipt | undefined>();
    expectTypeOf(cryptoConvert(ds, { from: 'BTC', to: 'EUR' }, { explain: true }).source).toEqualTypeOf<Receipt>();
    expectTypeOf(rates(ds, { base: 'EUR' }, { explain: true }).source).toEqualTypeOf<Receipt>();
    expectTypeOf(cryptoRates(ds, { base: 'BTC' }, { explain: true }).source).toEqualTypeOf<Receipt>();
    expectTypeOf(history(ds, { date: '2025-01-02' }, { explain: true, now: NOW }).source).toEqualTypeOf<Receipt>();
    expectTypeOf(cryptoHistory(ds, { date: '2025-01-02', base: 'BTC' }, { explain: true, now: NOW }).source).toEqualTypeOf<Receipt>();
    expectTypeOf(rates(ds).source).toEqualTypeOf<Receipt | undefined>();
    expect(rates(ds, { base: 'EUR' }, { explain: true }).source.pivot).toBe(ds.pivot);
  });

  it('numbers: "string" gives strings, and a format that may be either gives either', () => {
    expectTypeOf(convert(ds, pair, { numbers: 'string' }).result).toEqualTypeOf<string>();
    expectTypeOf(convert(ds, pair, { numbers: 'number' }).result).toEqualTypeOf<number>();
    expectTypeOf(convert(ds, pair, {}).result).toEqualTypeOf<number>();
    const format = Math.random() < 2 ? 'string' : 'number';
    expectTypeOf(convert(ds, pair, { numbers: format }).result).toEqualTypeOf<number | string>();
    expectTypeOf(rates(ds, {}, { numbers: 'string' }).rates).toEqualTypeOf<Readonly<Record<string, string>>>();
    expect(typeof convert(ds, pair, { numbers: 'string' }).result).toBe('string');
  });

  it('round makes the rounding fields present; a round that may be undefined keeps them optional', () => {
    const rounded = convert(ds, pair, { round: 'minor', numbers: 'string' });
    expectTypeOf(rounded.unrounded).toEqualTypeOf<string>();
    expectTypeOf(rounded.rounding).toEqualTypeOf<RoundingInfo<string>>();
    const to: RoundTo = Math.random() < 2 ? 'minor' : 'cash';
    expectTypeOf(convert(ds, pair, { round: to }).unrounded).toEqualTypeOf<number>();
    const maybe: RoundTo | undefined = Math.random() < 2 ? 'minor' : undefined;
    const either = convert(ds, pair, { round: maybe });
    expectTypeOf(either.unrounded).toEqualTypeOf<number | undefined>();
    expectTypeOf(either.rounding).toEqualTypeOf<RoundingInfo<number> | undefined>();
    expectTypeOf(either).toExtend<ConversionResult<number>>();
    // Without round there is no rounding field to read.
    // @ts-expect-error unrounded exists only with round
    expect(convert(ds, pair, { numbers: 'string' }).unrounded).toBeUndefined();
    const both = convert(ds, pair, { round: 'cash', explain: true });
    expectTypeOf(both.source).toEqualTypeOf<Receipt>();
    expectTypeOf(both.unrounded).toEqualTypeOf<number>();
    expect(both.source.rounding?.to).toBe('cash');
    expect(either.unrounded).toBeDefined();
  });

  it('group makes group and counts present; without it they stay optional', () => {
    const params = { start: '2025-01-01', end: '2025-03-31', symbols: 'EUR', group: 'month' } as const;
    const grouped = timeseries(ds, params, { now: NOW });
    expectTypeOf(grouped.counts).toEqualTypeOf<Readonly<Record<string, Readonly<Record<string, number>>>>>();
    expect(Object.keys(grouped.counts)).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
    const closing = timeseries(ds, { ...params, stat: 'close' }, { now: NOW, numbers: 'string' });
    expectTypeOf(closing.stat).toEqualTypeOf<'mean' | 'open' | 'close' | 'low' | 'high'>();
    expectTypeOf(closing.rates).toEqualTypeOf<Readonly<Record<string, Readonly<Record<string, string>>>>>();
    const daily = timeseries(ds, { start: '2025-01-01', end: '2025-01-31', symbols: 'EUR' }, { now: NOW });
    expectTypeOf(daily.counts).toEqualTypeOf<Readonly<Record<string, Readonly<Record<string, number>>>> | undefined>();
    expectTypeOf(cryptoTimeseries(ds, { start: '2025-01-01', base: 'BTC', symbols: 'EUR', group: 'year' }, { now: NOW }).counts).not.toBeNullable();
  });
});
