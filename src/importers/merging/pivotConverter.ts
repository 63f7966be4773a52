import { divideRounded, multiply, type Decimal } from '../../decimal/index.js';

/**
 * How rates against one pivot become rates against another, as `mergeDatasets` and live rounds
 * re-pivot: exactly, by multiplying with the target snapshot's rate of the source pivot
 * (BTC per EUR = BTC per USD × USD per EUR) when the target quotes it; otherwise by dividing by the
 * source's rate of the target pivot, rounded half-even to 12 significant digits.
 *
 * @param viaTarget - Units of the source pivot per target pivot, from the target snapshot, or null.
 * @param viaSource - Units of the target pivot per source pivot, from the source snapshot, or null.
 * @returns The conversion, or undefined when neither rate is known.
 * @example
 * pivotConverter(usdPerEur, null)!(btcPerUsd) // BTC per EUR
 */
export function pivotConverter(viaTarget: Decimal | null, viaSource: Decimal | null): ((rate: Decimal) => Decimal) | undefined {
  if (viaTarget) return (rate) => multiply(rate, viaTarget);
  if (viaSource) return (rate) => divideRounded(rate, viaSource);
  return undefined;
}
