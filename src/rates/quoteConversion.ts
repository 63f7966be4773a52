import { multiply, toPlainString, type Decimal } from '../decimal.js';
import type { ConversionResult, Dataset, NumberFormat } from '../types.js';
import { rateAt, rateTable } from './rateTable.js';

/**
 * The Conversion response: the rate from one column to another in a snapshot (the same number
 * the rates table holds) and `result = amount × rate`, exact, never rounded.
 */
export function quoteConversion(
  dataset: Dataset,
  snapshotIndex: number,
  from: number,
  to: number,
  amount: Decimal,
  numbers: NumberFormat,
): ConversionResult<number | string> {
  const table = rateTable(dataset, snapshotIndex, from);
  // Both columns were checked to be quoted in this snapshot, so the rate exists.
  const rate = rateAt(table, to)!;
  const result = multiply(amount, rate);
  const format = numbers === 'string' ? toPlainString : (d: Decimal) => d.num;
  return {
    from: dataset.codes[from]!,
    to: dataset.codes[to]!,
    amount: format(amount),
    rate: format(rate),
    result: format(result),
    date: table.snapshot.date,
    updated_at: table.snapshot.updatedAt,
  };
}
