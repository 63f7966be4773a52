import { QUOTED_WITHDRAWALS } from '../../registry/quotedWithdrawals.js';
import type { CurrencyCode } from '../../types.js';
import type { WithdrawnCurrency } from '../rulesTypes.js';

/**
 * Currencies ISO 4217 withdrew, by the first day they are no longer current: a quote dated on or
 * after `since` is withheld (rule `withdrawn`), so the history before it keeps the currency and no
 * later snapshot presents it as current. The date is ISO's changeover date, not the end of dual
 * circulation. The facts are the currency table's (src/registry/quotedWithdrawals.ts), the
 * very object the importers' legacy catalogue is, so the two cannot drift apart.
 */
export const WITHDRAWN: Readonly<Record<CurrencyCode, WithdrawnCurrency>> = QUOTED_WITHDRAWALS;
