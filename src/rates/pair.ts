import type { Decimal, PreparedRate } from '../decimal/index.js';
import type { LegalRoute } from './legalRoute.js';
import type { CurrencyCode } from '../types.js';

/** A checked conversion pair in one snapshot with its applied rate, ready for the product. */
export interface Pair {
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  readonly rate: Decimal;
  /** `rate.num`, read once. */
  readonly rateNumber: number;
  /** The rate ready for the fast products (numberTimes, literalTimes), so a conversion multiplies plain numbers. */
  readonly prepared: PreparedRate;
  readonly date: string;
  readonly updatedAt: string;
  /** The legal route that fixes the conversion (a currency withdrawn by the date on either side), or undefined for a market rate. */
  readonly legal: LegalRoute | undefined;
}

/** `fiat`: both codes fiat (convert); `crypto`: any codes, at least one an asset (cryptoConvert). */
export type PairScope = 'fiat' | 'crypto';
