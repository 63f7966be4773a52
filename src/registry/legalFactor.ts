import { multiply, parseDecimal, type Decimal } from '../decimal/index.js';
import type { CurrencyCode, IsoDate } from '../types.js';
import { redenominationsOf, withdrawalOf } from './withdrawals.js';

/** A conversion the law fixes: between a withdrawn currency and its successor, on or after the changeover. */
export interface LegalFactor {
  /** The withdrawn code. */
  readonly withdrawn: CurrencyCode;
  /** Its successor. */
  readonly successor: CurrencyCode;
  /** Units of `withdrawn` per unit of `successor` on the date asked: the legal factor, times any later redenomination of the successor. */
  readonly factor: Decimal;
  /** The changeover date. */
  readonly since: IsoDate;
}

// The table's factors are plain positive decimals (test/registry/registry.test.ts holds them to it).
const decimal = (text: string): Decimal => parseDecimal(text)!;

function legalBetween(withdrawn: CurrencyCode, successor: CurrencyCode, date: IsoDate): LegalFactor | undefined {
  const factor = withdrawnFactor(withdrawn, date);
  return factor !== undefined && factor.successor === successor ? factor : undefined;
}

/**
 * The legal factor of a currency withdrawn by `date` against its successor, when the law fixed one;
 * undefined for a currency in circulation on that date, or withdrawn without a factor (ZWL).
 *
 * @param withdrawn - Canonical code.
 * @param date - The conversion's date, `YYYY-MM-DD`.
 * @returns The factor in withdrawn units per successor unit, or undefined.
 * @example
 * withdrawnFactor('DEM', '2002-03-01')?.successor // "EUR"
 */
export function withdrawnFactor(withdrawn: CurrencyCode, date: IsoDate): LegalFactor | undefined {
  const withdrawal = withdrawalOf(withdrawn);
  if (withdrawal === undefined || withdrawal.factor === undefined || date < withdrawal.on) return undefined;
  const successor = withdrawal.successor;
  // A successor redenominated later (VES in 2021) counts in new units: the factor grows by that step.
  let factor = decimal(withdrawal.factor);
  for (const step of redenominationsOf(successor)) if (step.date > withdrawal.on && step.date <= date) factor = multiply(factor, decimal(step.factor));
  return { withdrawn, successor, factor, since: withdrawal.on };
}

/**
 * The legal factor that governs a conversion between two codes on a date, when one is a currency
 * withdrawn by then and the other its successor (either direction); undefined otherwise.
 *
 * @param from - Canonical source code.
 * @param to - Canonical target code.
 * @param date - The conversion's date, `YYYY-MM-DD`.
 * @returns The factor in withdrawn units per successor unit, or undefined.
 * @example
 * legalFactor('BGN', 'EUR', '2026-03-01')?.factor // the decimal 1.95583
 */
export function legalFactor(from: CurrencyCode, to: CurrencyCode, date: IsoDate): LegalFactor | undefined {
  return legalBetween(from, to, date) ?? legalBetween(to, from, date);
}
