import { QUOTED_WITHDRAWALS } from '../../registry/quotedWithdrawals.js';
import type { WithdrawnCurrency } from '../../registry/types.js';
import type { CurrencyCode } from '../../types.js';

/** A currency that feeds quote (or quoted) and that ISO 4217 has since withdrawn. */
export type LegacyCurrency = WithdrawnCurrency;

/**
 * The withdrawn currencies, read from the currency table (src/registry/quotedWithdrawals.ts) and
 * the very object the curation's `withdrawn` rule reads: the ECB's withdrawn
 * currencies (so a historical dataset answers a 2005 CYP question with the rate the ECB
 * published), and ANG, BGN and ZWL, which daily feeds kept quoting after ISO withdrew them. A
 * catalog entry for the same code wins over this table.
 */
export const LEGACY_CURRENCIES: Readonly<Record<CurrencyCode, LegacyCurrency>> = QUOTED_WITHDRAWALS;
