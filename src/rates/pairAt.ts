import { resolveCode } from '../dataset/resolveCode.js';
import { divideRounded, ONE, prepareRate, type Decimal } from '../decimal/index.js';
import { fail } from '../errors.js';
import { legalFactor, type LegalFactor } from '../registry/legalFactor.js';
import type { CurrencyCode, Dataset, IsoDate } from '../types.js';
import { deriveRate } from './deriveRate.js';
import type { Pair, PairScope } from './pair.js';

/**
 * The pair `from → to` in one snapshot, with its rate: the snapshot's own (`deriveRate`, the function
 * the rates tables use, so the digits are the table's without building a table), or, for a fiat pair
 * of a withdrawn currency and its successor on or after the changeover (`legalFor`, the date that
 * decides), the legal factor: exactly the factor towards the withdrawn currency, its inverse rounded
 * half-even to 12 significant digits the other way. A legal pair needs no quote of either code.
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
  const legal = scope === 'fiat' && from !== to ? legalFactor(from, to, legalFor) : undefined;
  if (legal !== undefined && !isAsset(dataset, from) && !isAsset(dataset, to)) {
    return makePair(dataset, from, to, from === legal.successor ? legal.factor : divideRounded(ONE, legal.factor), snapshot.date, snapshot.updatedAt, legal);
  }
  const markets = scope === 'fiat' ? (['fiat'] as const) : (['fiat', 'crypto'] as const);
  const fromColumn = resolveCode(dataset, snapshot, from, markets, 'from');
  const toColumn = resolveCode(dataset, snapshot, to, markets, 'to');
  // Fiat columns come first, so the columns just found tell the markets without looking the codes up again.
  if (scope === 'crypto' && fromColumn < dataset.fiat.length && toColumn < dataset.fiat.length) {
    fail('invalid_parameter', `${from} and ${to} are both fiat; convert them with /v1/convert (convert).`, 'to');
  }
  // Both columns are quoted in this snapshot (resolveCode checked), so the rate exists.
  const rate = deriveRate(snapshot, fromColumn, toColumn, dataset.codes[fromColumn] === dataset.pivot)!;
  return makePair(dataset, from, to, rate, snapshot.date, snapshot.updatedAt, undefined);
}

function isAsset(dataset: Dataset, code: CurrencyCode): boolean {
  const column = dataset.columns.get(code);
  return column !== undefined && column >= dataset.fiat.length;
}

// One object literal for every pair, so they all share one V8 map.
function makePair(dataset: Dataset, from: CurrencyCode, to: CurrencyCode, rate: Decimal, date: IsoDate, updatedAt: string, legal: LegalFactor | undefined): Pair {
  return { from, to, rate, rateNumber: rate.num, prepared: prepareRate(rate.m, rate.exp, amountDecimals(dataset, from)), date, updatedAt, legal };
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
