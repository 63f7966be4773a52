import { divideRounded, ONE, type Decimal } from '../decimal.js';
import type { Snapshot } from '../types.js';

/**
 * The rate from the base column to the quote column in one snapshot: units of quote per one
 * unit of base, `pivot[quote] / pivot[base]` rounded half-even to 12 significant digits.
 * Against the pivot itself the stored rate comes back exactly; null when either side is not quoted.
 *
 * @example
 * deriveRate(snapshot, columnOf('EUR'), columnOf('JPY')) // the decimal 163.127795541, say
 */
export function deriveRate(snapshot: Snapshot, base: number, quote: number): Decimal | null {
  const baseRate = snapshot.rates[base];
  const quoteRate = snapshot.rates[quote];
  if (!baseRate || !quoteRate) return null;
  if (base === quote) return ONE;
  if (baseRate.digits === '1' && baseRate.exp === 0) return quoteRate;
  return divideRounded(quoteRate, baseRate);
}
