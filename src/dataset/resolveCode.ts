import { fail } from '../errors.js';
import type { CurrencyCode, Dataset, Market, Snapshot } from '../types.js';

/** Which market a code belongs to in a dataset, or undefined when the dataset does not know it. */
export function marketOf(dataset: Dataset, code: CurrencyCode): Market | undefined {
  const column = dataset.columns.get(code);
  if (column === undefined) return undefined;
  return column < dataset.fiat.length ? 'fiat' : 'crypto';
}

/**
 * The column of a code that belongs to one of `markets`, whatever any snapshot quotes. An unknown
 * code, or a code of the other market, is `unknown_currency`, with a message that says which.
 *
 * @example
 * marketColumn(ds, 'BTC', ['crypto'], 'symbols') // the BTC column
 */
export function marketColumn(dataset: Dataset, code: CurrencyCode, markets: readonly Market[], param: string): number {
  const column = dataset.columns.get(code);
  if (column === undefined) fail('unknown_currency', `Unknown currency '${code}'.`, param);
  const market: Market = column < dataset.fiat.length ? 'fiat' : 'crypto';
  if (!markets.includes(market)) {
    const hint = market === 'crypto' ? 'the crypto operations (cryptoRates(), cryptoConvert(), ...)' : 'the fiat operations (rates(), convert())';
    fail('unknown_currency', `'${code}' is a ${market} code, not quoted in this market; use ${hint}.`, param);
  }
  return column;
}

/**
 * The snapshot column of a code that must be quoted in the given snapshot, for an endpoint that
 * takes `markets`. A code of the other market, an unknown code, or one with no quote on that date
 * is `unknown_currency`, with a message that says which.
 *
 * @example
 * resolveCode(ds, snapshot, 'EUR', ['fiat'], 'base') // the EUR column
 */
export function resolveCode(dataset: Dataset, snapshot: Snapshot, code: CurrencyCode, markets: readonly Market[], param: string): number {
  const column = marketColumn(dataset, code, markets, param);
  if (Number.isNaN(snapshot.values[column])) fail('unknown_currency', `'${code}' has no quote on ${snapshot.date}.`, param);
  return column;
}
