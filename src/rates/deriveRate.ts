import { snapshotRate } from '../dataset/snapshotRate.js';
import { divideExact, ONE, roundQuotient, roundQuotientToNumber, type Decimal } from '../decimal/index.js';
import type { Snapshot } from '../types.js';

/**
 * The rate from the base column to the quote column in one snapshot: units of quote per one
 * unit of base, `pivot[quote] / pivot[base]` rounded half-even to 12 significant digits.
 * Against the pivot itself the stored rate comes back exactly, unrounded; null when either side is not quoted.
 *
 * @example
 * deriveRate(snapshot, columnOf('EUR'), columnOf('JPY'), false) // the decimal 163.127795541, say
 */
export function deriveRate(snapshot: Snapshot, base: number, quote: number, baseIsPivot: boolean): Decimal | null {
  const baseValue = snapshot.values[base]!;
  const quoteValue = snapshot.values[quote]!;
  if (baseValue !== baseValue || quoteValue !== quoteValue) return null;
  if (base === quote) return ONE;
  if (baseIsPivot) return snapshotRate(snapshot, quote);
  return roundQuotient(quoteValue / baseValue) ?? divideExact(snapshotRate(snapshot, quote)!, snapshotRate(snapshot, base)!);
}

/**
 * The same rate as deriveRate, as the double nearest to it (NaN when either side is not quoted),
 * without building a Decimal: what a rates table in numbers needs, for a fraction of the garbage.
 *
 * @example
 * deriveRateNumber(snapshot, columnOf('EUR'), columnOf('JPY'), false) // 163.127795541, say
 */
export function deriveRateNumber(snapshot: Snapshot, base: number, quote: number, baseIsPivot: boolean): number {
  const baseValue = snapshot.values[base]!;
  const quoteValue = snapshot.values[quote]!;
  if (baseValue !== baseValue || quoteValue !== quoteValue) return NaN;
  if (base === quote) return 1;
  if (baseIsPivot) return quoteValue;
  return roundQuotientToNumber(quoteValue / baseValue) ?? divideExact(snapshotRate(snapshot, quote)!, snapshotRate(snapshot, base)!).num;
}
