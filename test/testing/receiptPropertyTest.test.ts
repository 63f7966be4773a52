// The README's example of a law of receipts on ratebook/testing, run as written there.
import Big from 'big.js';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { convert, loadDataset } from '../../src/index.js';
import { amount, codeOf, conversionOptions, datasetFile } from '../../src/testing/index.js';

test('a receipt recomputes the rate and the result', () => {
  Big.DP = 60; // places enough for quotients of rates down to 1e-20, so the 12-digit rounding sees every digit it needs
  fc.assert(
    fc.property(
      datasetFile()
        .map((file) => loadDataset(file))
        .chain((ds) => fc.tuple(fc.constant(ds), codeOf(ds, 'fiat'), codeOf(ds, 'fiat'), amount(), conversionOptions())),
      ([ds, from, to, value, options]) => {
        const c = convert(ds, { from, to, amount: value }, { ...options, numbers: 'string', explain: true });
        const { legs, pivot, derivation } = c.source!;
        if (derivation.startsWith('legal_factor')) return; // a withdrawn currency: Regulation 1103/97's own rule
        const quotient = new Big(legs[to]!).div(legs[from]!);
        const rate = from === pivot ? new Big(legs[to]!) : quotient.prec(12, Big.roundHalfEven);
        expect(rate.eq(c.rate)).toBe(true);
        expect(new Big(c.amount).times(rate).eq(c.result)).toBe(true);
      },
    ),
  );
});
