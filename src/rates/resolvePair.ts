import { resolveCode } from '../dataset/resolveCode.js';
import { prepareRate, type Decimal, type PreparedRate } from '../decimal.js';
import { fail } from '../errors.js';
import { canonicalCode, parseCode } from '../params/parseCode.js';
import { requiredValue } from '../params/readParams.js';
import type { CurrencyCode, Dataset } from '../types.js';
import { rateAt, rateTable } from './rateTable.js';

/** A checked conversion pair in the newest snapshot with its applied rate, ready for the product. */
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
  const snapshot = dataset.snapshots[index]!;
  const markets = scope === 'fiat' ? (['fiat'] as const) : (['fiat', 'crypto'] as const);
  const fromColumn = resolveCode(dataset, snapshot, from, markets, 'from');
  const toColumn = resolveCode(dataset, snapshot, to, markets, 'to');
  // Fiat columns come first, so the columns just found tell the markets without looking the codes up again.
  if (scope === 'crypto' && fromColumn < dataset.fiat.length && toColumn < dataset.fiat.length) {
    fail('invalid_parameter', `${from} and ${to} are both fiat; convert them with /v1/convert (convert).`, 'to');
  }
  // Both columns are quoted in this snapshot (resolveCode checked), so the rate exists.
  const rate = rateAt(rateTable(dataset, index, fromColumn), toColumn)!;
  return { from, to, rate, rateNumber: rate.num, prepared: prepareRate(rate.m, rate.exp, amountDecimals(dataset, from)), date: snapshot.date, updatedAt: snapshot.updatedAt };
}

// How many decimals amounts in `code` usually have (its minor units, or an asset's exponent up to 8),
// for the rate's fast product: amounts with at most that many take the quickest path.
function amountDecimals(dataset: Dataset, code: CurrencyCode): number {
  return Math.min(dataset.fiatMeta[code]?.minorUnits ?? dataset.cryptoMeta[code]?.exponent ?? 2, 8);
}
