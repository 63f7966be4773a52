// The example (docs/testing.md) of a law of receipts on ratebook/testing, run as written there.
import Big from 'big.js';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { convert, loadDataset, type ConversionResult } from '../../src/index.js';
import { defaultDataset } from '../../src/data.js';
import { amount, codeOf, conversionOptions, datasetFile } from '../../src/testing/index.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

// Decimals with room enough that the digits past the 12th (or 30th) decide a rounding, never a cut-off.
const B = Big();
B.DP = 150;
B.RM = Big.roundDown;

/** Recomputes a conversion (without `round`) from its receipt alone, by the rule its `formula` names. */
function recomputes(c: ConversionResult<string>): void {
  const { legs, pivot, formula, factors = [] } = c.source!;
  const leg = (code: string) => new B(legs[code]!);
  const factor = (code: string) => factors.find((f) => f.withdrawn === code);
  let over: Big; // one unit of `from` is over / under units of `to`
  let under: Big;
  let value: Big; // the exact result
  if (formula === 'legal_factor_then_cross') {
    // f(code): a withdrawn code's factor (1 otherwise); the market leg is between the successors.
    const [a, b] = [factor(c.from), factor(c.to)];
    over = new B(b ? b.legs[c.to]! : 1).times(leg(b?.successor ?? c.to));
    under = new B(a ? a.legs[c.from]! : 1).times(leg(a?.successor ?? c.from));
    value = new B(c.amount).times(over).div(under);
  } else if (formula === 'legal_factor' && factors.length === 2) {
    // Two withdrawn currencies of one successor: through it, rounded half-up to 3 decimals.
    [over, under] = [leg(c.to), leg(c.from)];
    value = new B(c.amount).div(under).round(3, Big.roundHalfUp).times(over);
  } else {
    [over, under] = [leg(c.to), leg(c.from)];
    value = new B(c.amount).times(over).div(under);
  }
  const market = formula === 'pivot' || formula === 'inverse' || formula === 'cross';
  const rate = market && c.from === pivot ? over : over.div(under).prec(12, Big.roundHalfEven);
  expect(rate.eq(c.rate)).toBe(true);
  // A market result is amount × the 12-digit rate; a legal one is the exact value to 30 significant digits.
  expect((market ? new B(c.amount).times(rate) : value.prec(30, Big.roundHalfEven)).eq(c.result)).toBe(true);
}

test('a receipt recomputes the rate and the result', () => {
  fc.assert(
    fc.property(
      datasetFile()
        .map((file) => loadDataset(file))
        .chain((ds) => fc.tuple(fc.constant(ds), codeOf(ds, 'fiat'), codeOf(ds, 'fiat'), amount(), conversionOptions())),
      ([ds, from, to, value, options]) => recomputes(convert(ds, { from, to, amount: value }, { ...options, numbers: 'string', explain: true })),
    ),
  );
});

test('so do the legal factors: withdrawn currencies on the embedded data', () => {
  const date = '2026-03-02'; // after the lev's changeover: BGN, HRK, DEM, FRF all convert by Regulation 1103/97
  const dem = convert(defaultDataset, { from: 'DEM', to: 'FRF', amount: '1000', date }, { numbers: 'string', explain: true });
  // 1000 ÷ 1.95583 = 511.292 EUR (rounded half-up to 3 decimals), × 6.55957 FRF per EUR.
  expect([dem.source.formula, dem.result]).toEqual(['legal_factor', '3353.85566444']);
  recomputes(dem);
  const code = fc.constantFrom('BGN', 'HRK', 'DEM', 'FRF', 'EUR', 'USD', 'JPY');
  const pair = fc.tuple(code, code).filter(([from, to]) => from !== to);
  fc.assert(
    fc.property(pair, amount(), ([from, to], value) =>
      recomputes(convert(defaultDataset, { from, to, amount: value, date }, { numbers: 'string', explain: true })),
    ),
  );
});
