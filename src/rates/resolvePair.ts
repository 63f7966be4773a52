import type { Decimal, PreparedRate } from '../decimal/index.js';
import { canonicalCode, parseCode } from '../params/parseCode.js';
import { requiredValue } from '../params/readParams.js';
import type { LegalFactor } from '../registry/legalFactor.js';
import type { CurrencyCode, Dataset } from '../types.js';
import { pairAt } from './pairAt.js';

/** A checked conversion pair in one snapshot with its applied rate, ready for the product. */
export interface Pair {
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  readonly rate: Decimal;
  /** `rate.num`, read once. */
  readonly rateNumber: number;
  /** The rate ready for the fast products (numberTimes, literalTimes), so a conversion multiplies plain numbers. */
  readonly prepared: PreparedRate;
  readonly date: string;
  readonly updatedAt: string;
  /** The legal factor that fixes the rate (a withdrawn currency and its successor), or undefined for a market rate. */
  readonly legal: LegalFactor | undefined;
}

/** `fiat`: both codes fiat (convert); `crypto`: any codes, at least one an asset (cryptoConvert). */
export type PairScope = 'fiat' | 'crypto';

/**
 * Checked pairs remembered per dataset and scope, keyed by the two canonical columns, so the many
 * spellings of one code (`usd`, `uSd`, ...) share one entry and the memo never holds more than
 * MAX_PAIRS of them; past that the oldest is dropped (first in, first out, so a hit costs one lookup).
 */
const MAX_PAIRS = 4096;
const memos = new WeakMap<Dataset, Record<PairScope, Map<number, Pair>>>();

// Most callers convert one pair many times in a row: the last raw spellings answer them with four
// comparisons. Plain variables, so a hit allocates nothing.
let lastDataset: Dataset | undefined;
let lastFrom: unknown;
let lastTo: unknown;
let lastScope: PairScope | undefined;
let lastPair: Pair | undefined;

/**
 * Checks `from` and `to` as given by the caller (`missing_parameter` when one is undefined) and
 * returns the pair with its rate. Valid pairs are remembered by their canonical codes, so a
 * repeated pair costs a case fold and three map lookups instead of validating and finding the rate
 * again.
 *
 * @example
 * resolvePair(ds, 'eur', 'JPY', 'fiat').rate
 */
export function resolvePair(dataset: Dataset, fromRaw: unknown, toRaw: unknown, scope: PairScope): Pair {
  if (lastPair !== undefined && lastDataset === dataset && lastFrom === fromRaw && lastTo === toRaw && lastScope === scope) return lastPair;
  // The rest in its own function: this one stays small enough for V8 to inline into every conversion.
  const pair = rememberedPair(dataset, fromRaw, toRaw, scope);
  lastDataset = dataset;
  lastFrom = fromRaw;
  lastTo = toRaw;
  lastScope = scope;
  lastPair = pair;
  return pair;
}

function rememberedPair(dataset: Dataset, fromRaw: unknown, toRaw: unknown, scope: PairScope): Pair {
  requiredValue(fromRaw, 'from');
  requiredValue(toRaw, 'to');
  const fromColumn = dataset.columns.get(canonicalCode(fromRaw) as string);
  const toColumn = dataset.columns.get(canonicalCode(toRaw) as string);
  // A code that is malformed or unknown: checkPair throws the error that says which.
  if (fromColumn === undefined || toColumn === undefined) return checkPair(dataset, fromRaw, toRaw, scope);
  let memo = memos.get(dataset);
  if (!memo) memos.set(dataset, (memo = { fiat: new Map(), crypto: new Map() }));
  const pairs = memo[scope];
  const key = fromColumn * dataset.codes.length + toColumn;
  let pair = pairs.get(key);
  if (pair === undefined) {
    pair = checkPair(dataset, fromRaw, toRaw, scope);
    if (pairs.size >= MAX_PAIRS) pairs.delete(pairs.keys().next().value!);
    pairs.set(key, pair);
  }
  return pair;
}

function checkPair(dataset: Dataset, fromRaw: unknown, toRaw: unknown, scope: PairScope): Pair {
  const from = parseCode(fromRaw, 'from');
  const to = parseCode(toRaw, 'to');
  const index = dataset.snapshots.length - 1;
  return pairAt(dataset, from, to, scope, index, dataset.snapshots[index]!.date);
}
