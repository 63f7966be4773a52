import type { CurrencyCode, IsoDate } from '../../types.js';
import type { ImportResult } from '../types.js';
import type { BidAsk, BankImportResult } from './types.js';

/**
 * Keeps a bank's buying and selling rates where it publishes them: in `quotes` (date -> code ->
 * both), and on each row of the dataset as `buying` and `selling` (its own currency per unit, as
 * published), so a rate policy on the buying rate (the TCMB's for Turkish VAT) answers the bank's
 * figure. Only what the dataset keeps: a code or date the import left out has no bid/ask either.
 *
 * @param result - The import's result, its dataset's mid rates made.
 * @param quotes - Quote date -> code -> the bank's buying and selling rates.
 * @returns The result with the kept quotes, its rows carrying them.
 * @example
 * return keepBidAsk(days.finish('JMD', options, warnings), quotes);
 */
export function keepBidAsk<R extends ImportResult>(
  result: R,
  quotes: Readonly<Record<IsoDate, Readonly<Record<CurrencyCode, BidAsk>>>>,
): R & Pick<BankImportResult, 'quotes'> {
  const kept = new Set(result.dataset.fiat);
  const keptQuotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  const snapshots = result.dataset.snapshots.map((row) => {
    const day = Object.entries(quotes[row.date] ?? {}).filter(([code]) => kept.has(code));
    keptQuotes[row.date] = Object.fromEntries(day);
    if (day.length === 0) return row;
    return {
      ...row,
      buying: Object.fromEntries(day.map(([code, q]) => [code, q.buying])),
      selling: Object.fromEntries(day.map(([code, q]) => [code, q.selling])),
    };
  });
  return { ...result, dataset: { ...result.dataset, snapshots }, quotes: keptQuotes };
}
