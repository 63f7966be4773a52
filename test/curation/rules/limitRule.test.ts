import { describe, expect, it } from 'vitest';
import { curateInOrder, emptyHistory } from '../helpers.js';

// The jump rule bounds a quote on both sides of its reference (the median of the last accepted
// quotes): a value 1,000× too small is as wrong as one 1,000× too large (a unit slip either way),
// and both are withheld. The history is five steady days (EUR at its real 2024-06-03 value, BTC at
// a round figure), on dates no upstream build is known broken; the sixth day is the test's fault.
const DAYS = ['2025-02-03', '2025-02-04', '2025-02-05', '2025-02-06', '2025-02-07', '2025-02-08'];

/** Curates five steady days of `code` at `value` and a sixth at `value × factor`; the results. */
function sixthDay(code: string, fiat: boolean, value: number, factor: number) {
  const history = fiat ? emptyHistory([code, 'USD']) : emptyHistory(['USD'], [code]);
  const column = history.columns.get(code)!;
  const rows = DAYS.map((date, i) => ({
    date,
    updated_at: `${date}T00:00:00Z`,
    rates: history.codes.map((c, j) => (j === column ? (i === DAYS.length - 1 ? value * factor : value) : c === 'USD' ? 1 : null)),
  }));
  const results = curateInOrder(history, rows);
  expect(results.slice(0, -1).flatMap((r) => r.withheld)).toEqual([]);
  const last = results.at(-1)!;
  return { withheld: last.withheld, served: last.snapshot.rates[column], sent: value * factor };
}

describe('the jump rule', () => {
  const EUR = 0.92111329;
  for (const [name, factor] of [
    ['1,000× too large', 1000],
    ['1,000× too small', 1 / 1000],
    ['just beyond ×3 up', 3.01],
    ['just beyond ×3 down', 1 / 3.01],
  ] as const) {
    it(`withholds a fiat value ${name}`, () => {
      const { withheld, served } = sixthDay('EUR', true, EUR, factor);
      expect(withheld).toEqual([expect.objectContaining({ code: 'EUR', date: '2025-02-08', rule: 'jump' })]);
      expect(served).toBeNull();
    });
  }

  for (const factor of [2.99, 1 / 2.99]) {
    it(`accepts a fiat move within ×3 (×${factor.toPrecision(3)})`, () => {
      const { withheld, served, sent } = sixthDay('EUR', true, EUR, factor);
      expect(withheld).toEqual([]);
      expect(served).toBe(sent);
    });
  }

  it('accepts a move of exactly ×3 or ÷3 (the limit is inclusive both ways)', () => {
    // From a reference of 1 the ratios are the doubles 3 and 1/3 themselves, the limit's own figures.
    for (const factor of [3, 1 / 3]) {
      const { withheld, served, sent } = sixthDay('EUR', true, 1, factor);
      expect(withheld, `×${factor}`).toEqual([]);
      expect(served).toBe(sent);
    }
  });

  it('bounds crypto at ×10 both ways: 1,000× too small or too large is withheld, ×9 either way is not', () => {
    for (const [factor, withheld] of [
      [1000, true],
      [1 / 1000, true],
      [10.1, true],
      [1 / 10.1, true],
      [9.9, false],
      [1 / 9.9, false],
    ] as const) {
      const got = sixthDay('BTC', false, 0.00001, factor);
      expect(
        got.withheld.map((w) => w.rule),
        `×${factor}`,
      ).toEqual(withheld ? ['jump'] : []);
    }
  });
});
