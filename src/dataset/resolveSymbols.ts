import { fail } from '../errors.js';
import type { CurrencyCode, Dataset, Market } from '../types.js';
import { marketColumn } from './resolveCode.js';

const FIAT: readonly Market[] = ['fiat'];
const EITHER: readonly Market[] = ['fiat', 'crypto'];

/**
 * The columns of parsed `symbols` in one market, in column order (the order of every rates map, so
 * `EUR,GBP` and `GBP,EUR` give one body). The fiat market takes fiat codes; the crypto market takes
 * assets and fiat codes, a fiat code quoting the base asset's price in that currency (so with a
 * fiat base, a fiat symbol is a fiat rate, which is `invalid_parameter`: it belongs to the fiat
 * operations). A code the dataset does not know, or a crypto code in the fiat market, is
 * `unknown_currency`; every error has `param: "symbols"`.
 *
 * @param dataset - The dataset whose codes are looked up.
 * @param codes - Upper-case codes from parseSymbols.
 * @param market - The market of the operation.
 * @param base - The base's column, for the crypto market's rule on fiat symbols.
 * @returns Sorted column indexes.
 * @example
 * resolveSymbols(ds, ['GBP', 'EUR'], 'fiat') // [EUR's column, GBP's column]
 * resolveSymbols(ds, ['EUR'], 'crypto', btc) // [EUR's column]: the bitcoin price in euros
 */
export function resolveSymbols(dataset: Dataset, codes: readonly CurrencyCode[], market: Market, base?: number): number[] {
  const columns = codes.map((code) => marketColumn(dataset, code, market === 'fiat' ? FIAT : EITHER, 'symbols'));
  if (market === 'crypto' && base !== undefined && base < dataset.fiat.length) {
    const fiat = columns.find((column) => column < dataset.fiat.length);
    if (fiat !== undefined) {
      const [code, baseCode] = [dataset.codes[fiat], dataset.codes[base]];
      fail(
        'invalid_parameter',
        `${code} and the base ${baseCode} are both fiat; fiat rates are rates(). The crypto operations quote fiat codes against an asset base.`,
        'symbols',
      );
    }
  }
  return columns.sort((a, b) => a - b);
}
