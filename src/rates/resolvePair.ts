import { marketOf, resolveCode } from '../dataset/resolveCode.js';
import type { Decimal } from '../decimal.js';
import { fail } from '../errors.js';
import { parseCode } from '../params/parseCode.js';
import type { CurrencyCode, Dataset } from '../types.js';
import { rateAt, rateTable } from './rateTable.js';

/** A checked conversion pair in the newest snapshot with its applied rate. */
export interface Pair {
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  readonly rate: Decimal;
  readonly date: string;
  readonly updatedAt: string;
}

/** `fiat`: both codes fiat (convert); `crypto`: any codes, at least one an asset (cryptoConvert). */
export type PairScope = 'fiat' | 'crypto';

type Memo = Map<string, Map<string, Pair>>;
const memos = new WeakMap<Dataset, Record<PairScope, Memo>>();
/** Raw spellings remembered per dataset and scope; past this the memo starts over (bounded memory). */
const MAX_FROM_SPELLINGS = 1024;
let last: { dataset: Dataset; from: string; to: string; scope: PairScope; pair: Pair } | undefined;

/**
 * Checks `from` and `to` as given by the caller and returns the pair with its rate. The answer is
 * remembered by the caller's own spelling, so a repeated pair costs two map lookups instead of
 * parsing, validating and finding the rate again; only valid pairs are remembered.
 *
 * @example
 * resolvePair(ds, 'eur', 'JPY', 'fiat').rate
 */
export function resolvePair(dataset: Dataset, fromRaw: unknown, toRaw: unknown, scope: PairScope): Pair {
  // Most callers convert one pair many times in a row: one comparison of each answers them.
  if (last && last.dataset === dataset && last.from === fromRaw && last.to === toRaw && last.scope === scope) return last.pair;
  let memo = memos.get(dataset);
  if (typeof fromRaw === 'string' && typeof toRaw === 'string') {
    const hit = memo?.[scope].get(fromRaw)?.get(toRaw);
    if (hit) {
      last = { dataset, from: fromRaw, to: toRaw, scope, pair: hit };
      return hit;
    }
  }
  const pair = checkPair(dataset, fromRaw, toRaw, scope);
  last = { dataset, from: fromRaw as string, to: toRaw as string, scope, pair };
  if (!memo) memos.set(dataset, (memo = { fiat: new Map(), crypto: new Map() }));
  const byFrom = memo[scope];
  if (byFrom.size >= MAX_FROM_SPELLINGS) byFrom.clear();
  let byTo = byFrom.get(fromRaw as string);
  if (!byTo) byFrom.set(fromRaw as string, (byTo = new Map()));
  if (byTo.size < MAX_FROM_SPELLINGS) byTo.set(toRaw as string, pair);
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
  if (scope === 'crypto' && marketOf(dataset, from) === 'fiat' && marketOf(dataset, to) === 'fiat') {
    fail('invalid_parameter', `${from} and ${to} are both fiat; convert them with /v1/convert (convert).`, 'to');
  }
  // Both columns are quoted in this snapshot (resolveCode checked), so the rate exists.
  const rate = rateAt(rateTable(dataset, index, fromColumn), toColumn)!;
  return { from, to, rate, date: snapshot.date, updatedAt: snapshot.updatedAt };
}
