import { figure } from '../context.js';

/**
 * The consensus limits: with three or more sources quoting a code on one date (all rebased to one
 * pivot), a quote more than `fiat` (2 %) from the median of the others is withheld. Assets get
 * `crypto` (5 %): sources capture them at different moments of a day that moves several percent,
 * so a tighter limit would withhold honest quotes; a wrong asset (a shared ticker) is far beyond it.
 */
export const CONSENSUS = { fiat: 0.02, crypto: 0.05 } as const;

/** One source's quote of a code, units per pivot. */
export interface SourceQuote {
  /** The source's name (`nbp`, `ecb`, ...); absent for an anonymous confirmation. */
  readonly source?: string;
  readonly value: number;
}

/**
 * The median of numbers; for an even count, the lower of the two middle values (always one of the
 * quotes, never a rounded mean).
 *
 * @param values - At least one number.
 * @returns The median.
 * @example
 * lowerMedian([3, 1, 2, 4]) // 2
 */
export function lowerMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1]!;
}

/**
 * Why the consensus rule withholds a quote, or undefined: only when at least two other sources
 * quote the code (three in all) and the quote is more than `limit` from their median. The median
 * of an even count is the interval between the two middle values, so the distance is to its nearer
 * end (none inside it): of three quotes, one agreeing with either of the others is kept.
 *
 * @param value - The quote judged.
 * @param others - The other sources' quotes of the same code and date, same pivot.
 * @param limit - Relative limit (0.02 is 2 %).
 * @returns The reason, with the figures compared, or undefined.
 * @example
 * consensusReason(1.05, [1, 1.001], 0.02) // '1.05 is 4.8951% from 1.001, the median of 2 other sources (limit 2%)'
 */
export function consensusReason(value: number, others: readonly number[], limit: number): string | undefined {
  if (others.length < 2) return undefined;
  const sorted = [...others].sort((a, b) => a - b);
  const lo = sorted[(sorted.length - 1) >> 1]!;
  const hi = sorted[sorted.length >> 1]!;
  if (value >= lo && value <= hi) return undefined;
  const median = value < lo ? lo : hi;
  const off = Math.abs(value / median - 1);
  if (!(off > limit)) return undefined;
  return `${figure(value)} is ${figure(off * 100)}% from ${figure(median)}, the median of ${others.length} other sources (limit ${figure(limit * 100)}%)`;
}

/**
 * Splits the quotes of one code into those that agree and those the consensus rule refuses: each
 * quote is judged against the median of all the others. Fewer than three quotes all agree.
 *
 * @param quotes - Every source's quote of the code, same pivot.
 * @param limit - Relative limit (0.02 is 2 %).
 * @returns The agreeing quotes and the refused ones with their reasons, in input order.
 * @example
 * agreeing([{ value: 1 }, { value: 1.001 }, { value: 1.05 }], 0.02).refused[0].quote.value // 1.05
 */
export function agreeing<Q extends SourceQuote>(quotes: readonly Q[], limit: number): { agreed: Q[]; refused: { quote: Q; reason: string }[] } {
  const agreed: Q[] = [];
  const refused: { quote: Q; reason: string }[] = [];
  quotes.forEach((quote, i) => {
    const reason = consensusReason(
      quote.value,
      quotes.filter((_, j) => j !== i).map((q) => q.value),
      limit,
    );
    if (reason === undefined) agreed.push(quote);
    else refused.push({ quote, reason });
  });
  return { agreed, refused };
}
