import { findSnapshot } from '../dataset/findSnapshot.js';
import { snapshotRate } from '../dataset/snapshotRate.js';
import { multiply, ONE, type Decimal, type Ratio } from '../decimal/index.js';
import type { Dataset } from '../types.js';
import { legalRatio } from './legalRatio.js';
import type { Pair } from './pair.js';

/**
 * The exact value of one unit of `from` in `to`, as the ratio of the two stored quotes the pair's
 * rate was derived from (`to / from`, each against the pivot), before the rate's rounding to 12
 * significant digits. What a rounded conversion rounds once, so that a quotient that is exactly a
 * tie stays one. A market pair's only: a legal route's value is legalRatio's (valueRatio asks it first).
 *
 * @param dataset - The dataset the pair came from.
 * @param pair - A checked pair without a legal route.
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
  if (pair.from === pair.to) return { over: ONE, under: ONE };
  const snapshot = dataset.snapshots[findSnapshot(dataset, pair.date)]!;
  // The pair was checked in this snapshot, so both codes are quoted there.
  return { over: snapshotRate(snapshot, dataset.columns.get(pair.to)!)!, under: snapshotRate(snapshot, dataset.columns.get(pair.from)!)! };
}

/**
 * The exact value of `amount` units of `from` in `to` for a checked pair: `amount × over / under` of
 * its unit ratio, or, for a legal route, the value the Regulation gives (legalRatio).
 *
 * @example
 * valueRatio(ecb, pair, parseDecimal('3.66')!) // { over: 3.66, under: 1.1712 }
 */
export function valueRatio(dataset: Dataset, pair: Pair, amount: Decimal): Ratio {
  if (pair.legal !== undefined) return legalRatio(pair.legal, amount);
  const unit = unitRatio(dataset, pair);
  return { over: multiply(amount, unit.over), under: unit.under };
}
