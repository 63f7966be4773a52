import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import type { CurrencyCode, Dataset } from '../types.js';
import type { Pair, PairScope } from './pair.js';
import { pairAt } from './pairAt.js';

/**
 * Checked pairs remembered per dataset and scope, keyed by the two columns, so the memo never holds
 * more than MAX_PAIRS of them; past that the oldest is dropped (first in, first out, so a hit costs
 * one lookup).
 */
const MAX_PAIRS = 4096;
const PAIRS = /* @__PURE__ */ cacheSlot<Record<PairScope, Map<number, Pair>>>('pairs');
const noPairs = (): Record<PairScope, Map<number, Pair>> => ({ fiat: new Map(), crypto: new Map() });

/**
 * The pair `from → to` in the newest snapshot with its rate, for codes the operation has parsed
 * (canonical spelling). Valid pairs are remembered by their columns, so a repeated pair costs three
 * map lookups instead of checking the codes and finding the rate again.
 *
 * @param dataset - A checked dataset.
 * @param from - Canonical source code (parseCode).
 * @param to - Canonical target code.
 * @param scope - The market rule of the operation.
 * @returns The checked pair.
 * @throws RatebookError `unknown_currency` for a code the snapshot does not quote, `invalid_parameter` for a pair outside the scope.
 * @example
 * resolvePair(ds, 'EUR', 'JPY', 'fiat').rate
 */
export function resolvePair(dataset: Dataset, from: CurrencyCode, to: CurrencyCode, scope: PairScope): Pair {
  const fromColumn = dataset.columns.get(from);
  const toColumn = dataset.columns.get(to);
  // A code the dataset does not know: pairAt throws the error that says which (or finds a legal pair).
  if (fromColumn === undefined || toColumn === undefined) return newestPair(dataset, from, to, scope);
  const pairs = cached(dataset, PAIRS, noPairs)[scope];
  const key = fromColumn * dataset.codes.length + toColumn;
  let pair = pairs.get(key);
  if (pair === undefined) {
    pair = newestPair(dataset, from, to, scope);
    if (pairs.size >= MAX_PAIRS) pairs.delete(pairs.keys().next().value!);
    pairs.set(key, pair);
  }
  return pair;
}

function newestPair(dataset: Dataset, from: CurrencyCode, to: CurrencyCode, scope: PairScope): Pair {
  const index = dataset.snapshots.length - 1;
  return pairAt(dataset, from, to, scope, index, dataset.snapshots[index]!.date);
}
