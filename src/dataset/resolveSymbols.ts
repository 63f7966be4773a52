import type { CurrencyCode, Dataset, Market } from '../types.js';
import { marketColumn } from './resolveCode.js';

/**
 * The columns of parsed `symbols` in one market, in column order (the order of every rates map, so
 * `EUR,GBP` and `GBP,EUR` give one body). A code the dataset does not know, or one of the other
 * market, is `unknown_currency` with `param: "symbols"`.
 *
 * @param dataset - The dataset whose codes are looked up.
 * @param codes - Upper-case codes from parseSymbols.
 * @param market - The market the rates map quotes.
 * @returns Sorted column indexes.
 * @example
 * resolveSymbols(ds, ['GBP', 'EUR'], 'fiat') // [EUR's column, GBP's column]
 */
export function resolveSymbols(dataset: Dataset, codes: readonly CurrencyCode[], market: Market): number[] {
  const columns = codes.map((code) => marketColumn(dataset, code, [market], 'symbols'));
  return columns.sort((a, b) => a - b);
}
