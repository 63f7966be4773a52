import { oldestDate } from '../dataset/oldestDate.js';
import { resolveCode } from '../dataset/resolveCode.js';
import { prepareRate, type Decimal } from '../decimal/index.js';
import { fail } from '../errors.js';
import type { CurrencyCode, Dataset, IsoDate } from '../types.js';
import { deriveRate } from './deriveRate.js';
import { legalRoute, type LegalRoute } from './legalRoute.js';
import type { Pair, PairScope } from './pair.js';

/**
 * The pair `from → to` in one snapshot, with its rate: the snapshot's own (`deriveRate`, the function
 * the rates tables use, so the digits are the table's without building a table), or, for a fiat pair
 * with a currency withdrawn by the date on either side (`legalFor`, the date that decides), its legal
 * route (legalRoute: the factor, and the successor's market leg where the other code is not the
 * successor); the rate is then the route's exact value per unit rounded half-even to 12 significant
 * digits (the factor itself towards a withdrawn currency). A pair of a withdrawn currency and its
 * successor needs no quote of either code.
 *
 * @param dataset - The dataset.
 * @param from - Canonical source code.
 * @param to - Canonical target code.
 * @param scope - The market rule of the operation.
 * @param index - The snapshot's index.
 * @param legalFor - The conversion's date, for the legal factors.
 * @returns The checked pair.
 * @example
 * pairAt(ds, 'BGN', 'EUR', 'fiat', index, '2026-03-01').rate // 1 / 1.95583, 12 digits
 */
export function pairAt(dataset: Dataset, from: CurrencyCode, to: CurrencyCode, scope: PairScope, index: number, legalFor: IsoDate): Pair {
  const snapshot = dataset.snapshots[index]!;
  const legal =
    scope === 'fiat' && from !== to && !isAsset(dataset, from) && !isAsset(dataset, to) ? legalRoute(dataset, snapshot, from, to, legalFor) : undefined;
  if (legal !== undefined) return makePair(dataset, from, to, legal.rate, snapshot.date, snapshot.updatedAt, legal);
  const markets = scope === 'fiat' ? (['fiat'] as const) : (['fiat', 'crypto'] as const);
  const fromColumn = resolveCode(dataset, snapshot, from, markets, 'from');
  const toColumn = resolveCode(dataset, snapshot, to, markets, 'to');
  // Fiat columns come first, so the columns just found tell the markets without looking the codes up again.
  if (scope === 'crypto' && fromColumn < dataset.fiat.length && toColumn < dataset.fiat.length) {
    fail('invalid_parameter', `${from} and ${to} are both fiat; convert them with convert().`, 'to');
  }
  // Both columns are quoted in this snapshot (resolveCode checked), so the rate exists.
  const rate = deriveRate(snapshot, fromColumn, toColumn, dataset.codes[fromColumn] === dataset.pivot)!;
  // A carried value (Snapshot.dates) dates the answer by its own, earlier date.
  const date = snapshot.dates === undefined ? snapshot.date : oldestDate(snapshot, (c) => c === fromColumn || c === toColumn);
  return makePair(dataset, from, to, rate, date, snapshot.updatedAt, undefined);
}

function isAsset(dataset: Dataset, code: CurrencyCode): boolean {
  const column = dataset.columns.get(code);
  return column !== undefined && column >= dataset.fiat.length;
}

// One object literal for every pair, so they all share one V8 map.
// A legal route's result is not amount × rate: its prepared rate is NaN, so every fast product declines
// and the exact path (conversionResult's exactValue) computes it.
function makePair(
  dataset: Dataset,
  from: CurrencyCode,
  to: CurrencyCode,
  rate: Decimal,
  date: IsoDate,
  updatedAt: string,
  legal: LegalRoute | undefined,
): Pair {
  const prepared = legal === undefined ? prepareRate(rate.m, rate.exp, amountDecimals(dataset, from)) : prepareRate(NaN, 0, 0);
  return { from, to, rate, rateNumber: rate.num, prepared, date, updatedAt, legal };
}

/**
 * How many decimals amounts in `code` usually have (its minor units, or an asset's exponent up to
 * 8), for the rate's fast product: amounts with at most that many take the quickest path.
 *
 * @example
 * amountDecimals(ds, 'JPY') // 0
 */
export function amountDecimals(dataset: Dataset, code: CurrencyCode): number {
  return Math.min(dataset.fiatMeta[code]?.minorUnits ?? dataset.cryptoMeta[code]?.exponent ?? 2, 8);
}
