import { toPlainString } from '../decimal.js';
import type { Dataset, Market, NumberFormat, RatesResult } from '../types.js';
import { rateAt, rateNumberAt, rateTable } from './rateTable.js';

/**
 * The Rates response for one snapshot and base column, quoting every code of `market` that the
 * snapshot quotes. The rates map is built once per table and format, frozen, and shared.
 */
export function quoteRates(dataset: Dataset, snapshotIndex: number, base: number, market: Market, numbers: NumberFormat): RatesResult<number | string> {
  const table = rateTable(dataset, snapshotIndex, base);
  const key = `${market}:${numbers}`;
  let rates = table.results.get(key) as Record<string, number | string> | undefined;
  if (!rates) {
    rates = {};
    const [from, to] = market === 'fiat' ? [0, dataset.fiat.length] : [dataset.fiat.length, dataset.codes.length];
    for (let column = from; column < to; column++) {
      if (numbers === 'string') {
        const rate = rateAt(table, column);
        if (rate) rates[dataset.codes[column]!] = toPlainString(rate);
      } else {
        const rate = rateNumberAt(table, column);
        if (rate === rate) rates[dataset.codes[column]!] = rate;
      }
    }
    Object.freeze(rates);
    table.results.set(key, rates);
  }
  return { base: dataset.codes[base]!, date: table.snapshot.date, updated_at: table.snapshot.updatedAt, rates };
}
