import { resolveCode } from '../dataset/resolveCode.js';
import { resolveSymbols } from '../dataset/resolveSymbols.js';
import { fail } from '../errors.js';
import { oldestDate } from '../dataset/oldestDate.js';
import { quoteRates } from '../rates/quoteRates.js';
import type { CurrencyCode, Dataset, Market, NumberFormat, RatesResult } from '../types.js';

/**
 * What rates, cryptoRates, history and cryptoHistory share once their parameters are read: the
 * Rates response of one snapshot against a base, restricted to `symbols` when given. The whole map
 * is the cached one of quoteRates, so a restricted map is the unrestricted map cut down, never a
 * second computation. A symbol the snapshot does not quote is `unknown_currency`, as a base is.
 * In the crypto market a fiat symbol gives the base asset's price in that currency. The `date` is
 * the oldest date of the values used (a value a live round carried forward keeps its own date).
 *
 * @example
 * quoteAt(ds, ds.snapshots.length - 1, 'EUR', ['JPY'], 'fiat', 'number').rates // { JPY: 163.1… }
 */
export function quoteAt(
  dataset: Dataset,
  index: number,
  baseCode: CurrencyCode,
  symbols: readonly CurrencyCode[] | undefined,
  market: Market,
  numbers: NumberFormat,
): RatesResult<number | string> {
  const snapshot = dataset.snapshots[index]!;
  const base = resolveCode(dataset, snapshot, baseCode, market === 'fiat' ? ['fiat'] : ['fiat', 'crypto'], 'base');
  const columns = symbols && resolveSymbols(dataset, symbols, market, base);
  const result = quoteRates(dataset, index, base, market, numbers);
  if (!columns) return snapshot.dates === undefined ? result : { ...result, date: oldestDate(snapshot, (c) => c === base || inMarket(dataset, market, c)) };
  const rates: Record<string, number | string> = {};
  // A fiat symbol of the crypto market (an asset's price in that currency) is read from the same
  // table's fiat map: one derivation for both markets, so it equals the fiat operations' rate.
  const fiatRates = market === 'crypto' && columns[0]! < dataset.fiat.length ? quoteRates(dataset, index, base, 'fiat', numbers).rates : result.rates;
  for (const column of columns) {
    const code = dataset.codes[column]!;
    const rate = (column < dataset.fiat.length ? fiatRates : result.rates)[code];
    if (rate === undefined) fail('unknown_currency', `'${code}' has no quote on ${snapshot.date}.`, 'symbols');
    rates[code] = rate;
  }
  const date = snapshot.dates === undefined ? result.date : oldestDate(snapshot, (c) => c === base || columns.includes(c));
  return { ...result, date, rates: Object.freeze(rates) };
}

// Whether a column is one of a market's whole map (a carried value dates the answer that holds it).
function inMarket(dataset: Dataset, market: Market, column: number): boolean {
  return market === 'fiat' ? column < dataset.fiat.length : column >= dataset.fiat.length;
}
