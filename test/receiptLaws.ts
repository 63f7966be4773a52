import Big from 'big.js';
import fc from 'fast-check';
import { expect } from 'vitest';
import { datasetVersion, versionKey } from '../src/dataset/version.js';
import {
  convert,
  cryptoConvert,
  cryptoHistory,
  cryptoRates,
  cryptoTimeseries,
  history,
  RatebookError,
  rates,
  timeseries,
  type Dataset,
  type Market,
  type Receipt,
} from '../src/index.js';
import { predecessorsOf } from '../src/registry/registry.js';
import type { RoundingMode } from '../src/decimal/index.js';
import {
  amount,
  conversionOptions,
  dateAround,
  dateRange,
  hostileExplain,
  hostileGroup,
  roundingOptions,
  seriesGroup,
  symbolsOf,
} from '../src/testing/index.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../src/receipts/index.js';

/** The cases a law runs unless its caller says fewer (where each case is slow: the embedded data). */
const RUNS = 1000;
const DAY = 86_400_000;

// big.js with room enough that a quotient's digits past the 12th decide its rounding: the sticky
// digits of a quotient of two rates never make a false tie within 150 places.
const B = Big();
B.DP = 150;
B.RM = Big.roundDown;

/** The documented rule: `legs[quote] / legs[base]`, exact when the base's leg is the pivot's "1", else rounded once to 12 digits half-even. */
export function recompute(source: Receipt, base: string, quote: string): string {
  const [b, q] = [source.legs[base], source.legs[quote]];
  if (b === undefined || q === undefined) throw new Error(`legs lack ${base} or ${quote}`);
  if (base === source.pivot) return new B(q).toFixed();
  return new B(q).div(b).prec(12, Big.roundHalfEven).toFixed();
}

/** An exact value `over / under` (under > 0) rounded to a multiple of `increment` by a mode, worked out apart from the library. */
export function roundExact(over: Big, under: Big, increment: string, mode: RoundingMode): Big {
  const step = under.times(increment);
  const negative = over.lt(0);
  const n = over.abs();
  const whole = n.div(step).round(0, Big.roundDown);
  const rest = n.minus(whole.times(step));
  const half = rest.times(2).cmp(step);
  const up =
    mode === 'up' || (mode === 'ceiling' && !negative) || (mode === 'floor' && negative)
      ? !rest.eq(0)
      : mode === 'half-up'
        ? half >= 0
        : mode === 'half-down'
          ? half > 0
          : mode === 'half-even'
            ? half > 0 || (half === 0 && whole.mod(2).eq(1))
            : false;
  const units = up ? whole.plus(1) : whole;
  return (negative ? units.neg() : units).times(increment);
}

/** Every digit of a 30-significant-digit cut, half-even, of `over / under`. */
const thirty = (over: Big, under: Big) => new B(over).div(under).prec(30, Big.roundHalfEven);

/**
 * The documented rule of a conversion's receipt (docs/accounting.md, "Receipts"), from the receipt and the amount
 * alone: `rate` and `result` as decimal strings, by `formula`.
 * - pivot, inverse, cross: the unit value is `legs[to] / legs[from]`; `rate` is it exactly when
 *   `from` is the pivot, else rounded half-even to 12 significant digits; `result` is `amount × rate`.
 * - legal_factor: the same unit value in the successor's frame; `result` is `amount × legs[to] /
 *   legs[from]` to 30 significant digits (two factors: `amount ÷ legs[from]` rounded half-up to 3
 *   decimals, times `legs[to]`).
 * - legal_factor_then_cross: `amount × f(to) × legs[y] / (f(from) × legs[x])`, f the factor of a
 *   withdrawn code (1 otherwise), x and y the successors (or the codes themselves), to 30 digits.
 * With `rounding`, `result` is the exact value rounded once to `increment` by `mode`, and
 * `unrounded` is that value to 30 digits.
 */
export function recomputeConversion(source: Receipt, from: string, to: string, value: string): { rate: string; result: string; unrounded: string } {
  const leg = (code: string) => {
    const text = source.legs[code];
    if (text === undefined) throw new Error(`legs lack ${code}`);
    return new B(text);
  };
  const factor = (code: string) => source.factors?.find((f) => f.withdrawn === code);
  let over: Big;
  let under: Big;
  let unit: [Big, Big];
  if (source.formula === 'legal_factor_then_cross') {
    const [a, b] = [factor(from), factor(to)];
    const fa = a ? new B(a.legs[a.withdrawn]!) : new B(1);
    const fb = b ? new B(b.legs[b.withdrawn]!) : new B(1);
    unit = [fb.times(leg(b?.successor ?? to)), fa.times(leg(a?.successor ?? from))];
    [over, under] = [new B(value).times(unit[0]), unit[1]];
  } else if (source.formula === 'legal_factor' && source.factors!.length === 2) {
    unit = [leg(to), leg(from)];
    const successor = new B(value).div(leg(from)).round(3, Big.roundHalfUp);
    [over, under] = [successor.times(leg(to)), new B(1)];
  } else {
    unit = [leg(to), leg(from)];
    [over, under] = [new B(value).times(leg(to)), leg(from)];
  }
  const market = source.formula === 'pivot' || source.formula === 'inverse' || source.formula === 'cross';
  const rate = market && from === source.pivot ? unit[0] : unit[0].div(unit[1]).prec(12, Big.roundHalfEven);
  const unrounded = thirty(over, under).toFixed();
  const step = source.rounding;
  if (step !== undefined) return { rate: rate.toFixed(), result: roundExact(over, under, step.increment, step.mode).toFixed(), unrounded };
  return { rate: rate.toFixed(), result: market ? new B(value).times(rate).toFixed() : unrounded, unrounded };
}

/** The mean of decimal strings, exact, rounded once to 12 significant digits half-even. */
export function exactMean(values: readonly string[]): string {
  const sum = values.reduce((acc, v) => acc.plus(v), new B(0));
  return sum.div(values.length).prec(12, Big.roundHalfEven).toFixed();
}

/** The first day of a date's period, worked out apart from the library's own. */
export function periodOf(date: string, group: 'week' | 'month' | 'year'): string {
  if (group === 'year') return `${date.slice(0, 4)}-01-01`;
  if (group === 'month') return `${date.slice(0, 7)}-01`;
  const ms = Date.parse(`${date}T00:00:00Z`);
  const back = (new Date(ms).getUTCDay() + 6) % 7;
  return new Date(ms - back * DAY).toISOString().slice(0, 10);
}

function attempt<T>(fn: () => T): T | { error: string; param: string | undefined } {
  try {
    return fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    return { error: (error as RatebookError).code, param: (error as RatebookError).param };
  }
}
const failed = (value: unknown): value is { error: string; param: string | undefined } => typeof value === 'object' && value !== null && 'error' in value;

const newest = (ds: Dataset) => ds.snapshots[ds.snapshots.length - 1]!;
const quotedIn = (ds: Dataset, codes: readonly string[], index = ds.snapshots.length - 1) =>
  codes.filter((code) => !Number.isNaN(ds.snapshots[index]!.values[ds.columns.get(code)!]));
const isFiat = (ds: Dataset, code: string) => ds.columns.get(code)! < ds.fiat.length;

/** Checks the receipt's frame: the dataset's version, the snapshot that answered, its providers, the pivot. */
function checkFrame(ds: Dataset, source: Receipt, date: string): void {
  const snapshot = ds.snapshots.find((s) => s.date === date)!;
  expect(source.dataset).toBe(versionKey(datasetVersion(ds)));
  expect(source.snapshot).toEqual({ date, updated_at: snapshot.updatedAt });
  expect(source.providers).toEqual(snapshot.sources ?? []);
  expect(source.pivot).toBe(ds.pivot);
  // Each leg is the stored quote, exactly (the pivot's own is 1).
  for (const [code, leg] of Object.entries(source.legs)) expect(new B(leg).eq(new B(storedLiteral(snapshot, ds.columns.get(code)!)))).toBe(true);
}

/** A stored quote as the file wrote it: a decimal string's digits, or a JSON number's shortest round-trip text. */
function storedLiteral(snapshot: Dataset['snapshots'][number], column: number): string {
  const exact = snapshot.exact.get(column);
  return exact ? `${exact.neg ? '-' : ''}${exact.digits}e${exact.exp}` : String(snapshot.values[column]);
}

/** The laws of receipts, period rates and fiat prices of crypto, checked by fast-check on one dataset. */
export const receiptLaws: Record<string, (ds: Dataset, now: Date, runs?: number) => void> = {
  'recomputing from explain.source.legs gives rate and result exactly': (ds, _now, runs = RUNS) => {
    const any = fc.constantFrom(...quotedIn(ds, ds.codes));
    fc.assert(
      fc.property(any, any, amount(), conversionOptions(), (from, to, value, options) => {
        const op = isFiat(ds, from) && isFiat(ds, to) ? convert : cryptoConvert;
        const exact = op(ds, { from, to, amount: value }, { numbers: 'string', explain: true });
        const source = exact.source!;
        checkFrame(ds, source, exact.date);
        expect(Object.keys(source.legs)).toEqual([...new Set([from, to])]);
        expect(source.derivation).toBe(from === ds.pivot ? 'pivot' : to === ds.pivot ? 'inverse' : 'cross');
        expect(exact.rate).toBe(recompute(source, from, to));
        expect(exact.result).toBe(new B(exact.amount).times(recompute(source, from, to)).toFixed());
        // Any options: explain adds source and changes nothing else, digit for digit.
        const plain = op(ds, { from, to, amount: value }, { ...options, explain: false });
        const explained = op(ds, { from, to, amount: value }, { ...options, explain: true });
        const { source: added, ...rest } = explained;
        expect(rest).toEqual(plain);
        expect(added).toEqual(source);
        expect('source' in plain).toBe(false);
      }),
      { numRuns: runs },
    );
  },

  'every conversion receipt (market, legal, rounded or not) recomputes rate and result digit for digit by its formula': (ds, now, runs = RUNS) => {
    const newestDate = ds.snapshots[ds.snapshots.length - 1]!.date;
    // The fiat codes and every currency the law converts into one of them (BGN, DEM, EEK, ...).
    const withdrawn = ds.fiat.flatMap((code) => predecessorsOf(code));
    const code = fc.constantFrom(...new Set([...ds.fiat, ...withdrawn]));
    const query = fc.record({
      from: code,
      to: code,
      value: amount(),
      date: fc.option(dateAround(ds), { nil: undefined }),
      rounding: fc.option(roundingOptions(), { nil: undefined }),
      numbers: fc.constantFrom<'string' | 'number'>('string', 'number'),
    });
    const seen = new Set<string>();
    fc.assert(
      fc.property(query, ({ from, to, value, date, rounding, numbers }) => {
        const params = { from, to, amount: value, ...(date !== undefined && { date }) };
        const answer = attempt(() => convert(ds, params, { numbers: 'string', now, explain: true, ...rounding }));
        if (failed(answer)) {
          expect(['unknown_currency', 'date_out_of_range']).toContain(answer.error);
          return;
        }
        const source = answer.source!;
        seen.add(source.formula);
        expect(source.derivation).toBe(source.formula);
        const again = recomputeConversion(source, answer.from, answer.to, answer.amount);
        expect(answer.rate).toBe(again.rate);
        expect(answer.result).toBe(again.result);
        if (rounding !== undefined) {
          expect(source.rounding).toMatchObject({ to: rounding.round, mode: rounding.rounding ?? 'half-even' });
          expect(source.rounding!.unrounded).toBe(again.unrounded);
          expect((answer as unknown as { unrounded: string }).unrounded).toBe(again.unrounded);
        } else expect(source.rounding).toBeUndefined();
        // A legal factor: both its sides, its basis, and the law (never the market) first among the providers.
        for (const f of source.factors ?? []) {
          expect(f.legs[f.successor]).toBe('1');
          expect(f.basis.length).toBeGreaterThan(0);
        }
        if (source.formula.startsWith('legal_factor')) expect(source.providers[0]!.name).toMatch(/^(Council Regulation|ISO 4217)/);
        if (source.formula === 'legal_factor') expect(source.pivot).toBe(source.factors![0]!.successor);
        // The receipt is the same in numbers (its literals are strings either way), and the numbers answer is the strings one's nearest doubles.
        if (numbers === 'number') {
          const inNumbers = convert(ds, params, { now, explain: true, ...rounding });
          expect(inNumbers.source).toEqual(source);
          expect(inNumbers.result).toBe(Number(answer.result));
        }
      }),
      { numRuns: runs },
    );
    // The data decides which formulas can occur; a dataset that quotes a successor of a withdrawn code must show its legal ones.
    if (withdrawn.length > 0 && newestDate >= '2026-01-01') expect(seen.has('legal_factor') || seen.has('legal_factor_then_cross')).toBe(true);
  },

  'every rate of an explained rates or history map is legs[code] / legs[base] by the documented rule': (ds, now, runs = RUNS) => {
    const query = fc.constantFrom<Market>('fiat', 'crypto').chain((market) =>
      fc.record({
        market: fc.constant(market),
        base: fc.constantFrom(...(market === 'fiat' ? ds.fiat : ds.codes)),
        symbols: fc.option(symbolsOf(ds, market, 4), { nil: undefined }),
        date: fc.option(dateAround(ds), { nil: undefined }),
      }),
    );
    fc.assert(
      fc.property(query, ({ market, base, symbols, date }) => {
        const params = { base, ...(symbols && { symbols }) };
        const options = { numbers: 'string' as const, explain: true, now };
        const result = attempt(() =>
          date === undefined
            ? (market === 'fiat' ? rates : cryptoRates)(ds, params, options)
            : (market === 'fiat' ? history : cryptoHistory)(ds, { ...params, date }, options),
        );
        if (failed(result)) {
          expect(['unknown_currency', 'date_out_of_range']).toContain(result.error);
          return;
        }
        const source = result.source!;
        checkFrame(ds, source, result.date);
        expect(source.derivation).toBe(base === ds.pivot ? 'pivot' : 'cross');
        expect(Object.keys(source.legs)).toEqual([...new Set([base, ...Object.keys(result.rates)])]);
        for (const [code, rate] of Object.entries(result.rates)) expect(rate).toBe(recompute(source, base, code));
        // Without explain: the same map, and no source.
        const plain =
          date === undefined
            ? (market === 'fiat' ? rates : cryptoRates)(ds, params, { numbers: 'string' })
            : (market === 'fiat' ? history : cryptoHistory)(ds, { ...params, date }, { numbers: 'string', now });
        const { source: _, ...rest } = result;
        expect(rest).toEqual(plain);
      }),
      { numRuns: runs },
    );
  },

  "a period's mean equals the exact mean of that period's history rates, rounded once": (ds, now, runs = RUNS) => {
    const today = now.toISOString().slice(0, 10);
    const query = fc.constantFrom<Market>('fiat', 'crypto').chain((market) =>
      fc.record({
        market: fc.constant(market),
        range: dateRange(ds, { maxDays: 120 }),
        base: fc.constantFrom(...(market === 'fiat' ? ds.fiat : ds.crypto)),
        symbols: symbolsOf(ds, market, 3),
        group: seriesGroup(),
        strings: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(query, ({ market, range, base, symbols, group, strings }) => {
        const { start, end } = range;
        const op = market === 'fiat' ? timeseries : cryptoTimeseries;
        const series = attempt(() => op(ds, { start, end, base, symbols, group }, { now, numbers: strings ? 'string' : 'number' }));
        // The quote dates inside the range whose snapshot quotes the base, by a plain scan.
        const inRange = ds.snapshots.filter((s) => s.date >= start && s.date <= end && s.date <= today);
        const dates = inRange.filter((s) => !Number.isNaN(s.values[ds.columns.get(base)!])).map((s) => s.date);
        if (start > today || end < ds.snapshots[0]!.date || inRange.length === 0) {
          expect(series).toMatchObject({ error: 'date_out_of_range' });
          return;
        }
        if (dates.length === 0) {
          expect(series).toMatchObject({ error: 'unknown_currency', param: 'base' });
          return;
        }
        if (failed(series)) throw new Error(`unexpected ${series.error}`);
        expect(series.group).toBe(group);
        const periods = [...new Set(dates.map((d) => periodOf(d, group)))];
        expect(Object.keys(series.rates)).toEqual(periods);
        expect(Object.keys(series.counts!)).toEqual(periods);
        expect([series.start_date, series.end_date]).toEqual([periods[0], periods.at(-1)]);
        const historyOp = market === 'fiat' ? history : cryptoHistory;
        for (const period of periods) {
          const days = dates.filter((d) => periodOf(d, group) === period).map((date) => historyOp(ds, { date, base }, { now, numbers: 'string' }).rates);
          const expected: Record<string, string> = {};
          const counts: Record<string, number> = {};
          for (const code of Object.keys(series.rates[period]!).concat(symbols.map((c) => c.toUpperCase()))) {
            const values = days.map((map) => map[code]).filter((v): v is string => v !== undefined);
            if (values.length === 0) continue;
            expected[code] = exactMean(values);
            counts[code] = values.length;
          }
          const got = series.rates[period]!;
          expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
          for (const code of Object.keys(expected)) expect(got[code]).toBe(strings ? expected[code] : Number(expected[code]));
          expect(series.counts![period]).toEqual(counts);
        }
      }),
      { numRuns: runs },
    );
  },

  'fiat symbols on the crypto operations equal the fiat rate derived from the stored quotes, exactly': (ds, now, runs = RUNS) => {
    if (ds.crypto.length === 0) return;
    const query = fc.record({
      asset: fc.constantFrom(...ds.crypto),
      fiat: fc.uniqueArray(fc.constantFrom(...ds.fiat), { minLength: 1, maxLength: 3 }),
      range: dateRange(ds, { maxDays: 30 }),
    });
    fc.assert(
      fc.property(query, ({ asset, fiat, range }) => {
        const options = { now, numbers: 'string' as const };
        // The latest map: each fiat price is the asset→fiat conversion rate, the one derivation of both markets.
        const latest = attempt(() => cryptoRates(ds, { base: asset, symbols: fiat }, options));
        if (failed(latest)) {
          expect(latest).toMatchObject({ error: 'unknown_currency' });
        } else {
          for (const code of fiat) expect(latest.rates[code]).toBe(cryptoConvert(ds, { from: asset, to: code }, options).rate);
        }
        const series = attempt(() => cryptoTimeseries(ds, { ...range, base: asset, symbols: fiat }, options));
        if (failed(series)) {
          expect(['date_out_of_range', 'unknown_currency']).toContain(series.error);
          return;
        }
        for (const [date, map] of Object.entries(series.rates)) {
          const snapshot = ds.snapshots.find((s) => s.date === date)!;
          const stored = (code: string) => storedLiteral(snapshot, ds.columns.get(code)!);
          for (const code of fiat) {
            if (Number.isNaN(snapshot.values[ds.columns.get(code)!])) {
              expect(map[code]).toBeUndefined();
              continue;
            }
            const expected = asset === ds.pivot ? new B(stored(code)).toFixed() : new B(stored(code)).div(stored(asset)).prec(12, Big.roundHalfEven).toFixed();
            expect(map[code]).toBe(expected);
          }
        }
      }),
      { numRuns: runs },
    );
  },

  'a bad group is invalid_parameter, a bad explain invalid_option, naming it': (ds, now, runs = RUNS) => {
    const start = newest(ds).date;
    const base = quotedIn(ds, ds.fiat)[0]!;
    fc.assert(
      fc.property(hostileGroup(), (group) => {
        for (const op of [timeseries, cryptoTimeseries]) {
          expect(attempt(() => op(ds, { start, base, group } as never, { now }))).toEqual({ error: 'invalid_parameter', param: 'group' });
        }
      }),
      { numRuns: runs },
    );
    fc.assert(
      fc.property(hostileExplain(), (explain) => {
        const options = { explain, now } as never;
        for (const call of [
          (): unknown => rates(ds, { base }, options),
          () => cryptoRates(ds, { base }, options),
          () => history(ds, { date: start, base }, options),
          () => cryptoHistory(ds, { date: start, base }, options),
          () => convert(ds, { from: base, to: base }, options),
          () => cryptoConvert(ds, { from: base, to: ds.crypto[0] ?? base }, options),
        ]) {
          expect(attempt(call)).toEqual({ error: 'invalid_option', param: 'explain' });
        }
      }),
      { numRuns: runs },
    );
  },
};
