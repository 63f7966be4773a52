import { toPlainString } from '../decimal/index.js';
import type { Dataset, Market, NumberFormat, RatesResult } from '../types.js';
import { rateAt, rateNumberAt, rateTable, type RateTable } from './rateTable.js';

/**
 * The Rates response for one snapshot and base column, quoting every code of `market` that the
 * snapshot quotes. The rates map is built once per table, market and format, frozen, and shared.
 */
export function quoteRates(dataset: Dataset, snapshotIndex: number, base: number, market: Market, numbers: NumberFormat): RatesResult<number | string> {
  const table = rateTable(dataset, snapshotIndex, base);
  const slot = (market === 'fiat' ? 0 : 2) + (numbers === 'string' ? 1 : 0);
  const rates = (table.maps[slot] ??= buildMap(dataset, table, market, numbers));
  return { base: dataset.codes[base]!, date: table.snapshot.date, updated_at: table.snapshot.updatedAt, rates };
}

function buildMap(dataset: Dataset, table: RateTable, market: Market, numbers: NumberFormat): Readonly<Record<string, number | string>> {
  const rates: Record<string, number | string> = {};
  const { codes } = dataset;
  const from = market === 'fiat' ? 0 : dataset.fiat.length;
  const to = market === 'fiat' ? dataset.fiat.length : codes.length;
  for (let column = from; column < to; column++) {
    if (numbers === 'string') {
      const rate = rateAt(table, column);
      if (rate) rates[codes[column]!] = toPlainString(rate);
    } else {
      const rate = rateNumberAt(table, column);
      if (rate === rate) rates[codes[column]!] = rate;
    }
  }
  return Object.freeze(rates);
}
