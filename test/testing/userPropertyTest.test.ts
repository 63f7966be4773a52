// The example (docs/testing.md) of a user's own property test on ratebook/testing, run as written there.
import Big from 'big.js';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { convert, loadDataset } from '../../src/index.js';
import { amount, codeOf, datasetFile } from '../../src/testing/index.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';

test('an invoice total never loses a digit to rounding', () => {
  fc.assert(
    fc.property(
      datasetFile()
        .map((file) => loadDataset(file))
        .chain((ds) => fc.tuple(fc.constant(ds), codeOf(ds, 'fiat'), codeOf(ds, 'fiat'), amount())),
      ([ds, from, to, value]) => {
        const { result, rate, amount: a, source } = convert(ds, { from, to, amount: value }, { numbers: 'string', explain: true });
        // A withdrawn currency converts by Regulation 1103/97 (amount ÷ factor), not amount × rate.
        if (source!.derivation.startsWith('legal_factor')) return;
        expect(new Big(result).eq(new Big(a).times(rate))).toBe(true);
      },
    ),
    { numRuns: 500 },
  );
});
