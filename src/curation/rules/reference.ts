import type { CurationContext } from '../context.js';
import type { IsoDate } from '../../types.js';

/**
 * The reference of a code: the median of its last `referenceQuotes` accepted quotes before the
 * snapshot's date, none older than the start of its latest accepted level (`since`). Quotes from
 * before a unit change that applies on the snapshot's date are counted in the new unit (× factor).
 * With `until`, only quotes dated before it count (the alternation rule's level before it began).
 * Undefined when the code has no accepted quote yet (its first quote is accepted as it comes).
 *
 * A median, not the last quote: a feed cannot walk a rate by repeated steps under the limit,
 * because one accepted step moves the median of five by nothing.
 */
export function referenceOf(ctx: CurationContext, code: string, column: number, since: IsoDate | undefined, until?: IsoDate): number | undefined {
  const { history, rules, date } = ctx;
  const quotes: number[] = [];
  for (let i = ctx.before - 1; i >= 0 && quotes.length < rules.referenceQuotes; i--) {
    const s = history.snapshots[i]!;
    if (since !== undefined && s.date < since) break;
    if (until !== undefined && s.date >= until) continue;
    let v = s.values[column]!;
    if (Number.isNaN(v)) continue;
    for (const u of rules.unitChanges) if (u.code === code && s.date < u.date && u.date <= date) v *= u.factor;
    quotes.push(v);
  }
  return quotes.length === 0 ? undefined : median(quotes);
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const m = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
}
