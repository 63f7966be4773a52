import { findSnapshot } from '../dataset/findSnapshot.js';
import { snapshotRate } from '../dataset/snapshotRate.js';
import { multiply, ONE, type Decimal, type Ratio } from '../decimal/index.js';
import type { Dataset } from '../types.js';
import type { Pair } from './pair.js';

/**
 * The exact value of one unit of `from` in `to`, as the ratio of the two stored quotes the pair's
 * rate was derived from (`to / from`, each against the pivot), before the rate's rounding to 12
 * significant digits. What a rounded conversion rounds once, so that a quotient that is exactly a
 * tie stays one. For a legal factor, the ratio the law fixes.
 *
 * @param dataset - The dataset the pair came from.
 * @param pair - A checked pair.
 * @returns `{ over, under }`, exact.
 * @example
 * unitRatio(ecb, datedPair(ecb, 'USD', 'EUR', 'fiat', '2025-12-19', today)) // { over: 1, under: 1.1712 }
 */
export function unitRatio(dataset: Dataset, pair: Pair): Ratio {
  let ratio = RATIOS.get(pair);
  if (ratio === undefined) RATIOS.set(pair, (ratio = ratioOf(dataset, pair)));
  return ratio;
}

// Pairs are kept (resolvePair's memo, a converter): their ratio is found once each, and goes with them.
const RATIOS = new WeakMap<Pair, Ratio>();

function ratioOf(dataset: Dataset, pair: Pair): Ratio {
  if (pair.legal !== undefined || pair.from === pair.to) return { over: pair.rate, under: ONE };
  const snapshot = dataset.snapshots[findSnapshot(dataset, pair.date)]!;
  // The pair was checked in this snapshot, so both codes are quoted there.
  return { over: snapshotRate(snapshot, dataset.columns.get(pair.to)!)!, under: snapshotRate(snapshot, dataset.columns.get(pair.from)!)! };
}

/**
 * The exact value of `amount` units of `from` in `to`: `amount × over / under` of the unit ratio.
 *
 * @example
 * amountRatio(unitRatio(ds, pair), parseDecimal('3.66')!) // { over: 3.66, under: 1.1712 }
 */
export function amountRatio(unit: Ratio, amount: Decimal): Ratio {
  return { over: multiply(amount, unit.over), under: unit.under };
}
