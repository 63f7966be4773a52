import { WITHDRAWN } from '../../curation/data/withdrawn.js';
import type { WithdrawnCurrency } from '../../curation/rulesTypes.js';
import type { CurrencyCode } from '../../types.js';

/** A currency that feeds quote (or quoted) and that ISO 4217 has since withdrawn. */
export type LegacyCurrency = WithdrawnCurrency;

/**
 * The withdrawn currencies, one table with the curation's `withdrawn` rule (src/curation/data/
 * withdrawn.ts): the ECB's withdrawn currencies (so a historical dataset answers a 2005 CYP
 * question with the rate the ECB published), and ANG, BGN and ZWL, which daily feeds kept quoting
 * after ISO withdrew them. A catalog entry for the same code wins over this table.
 */
export const LEGACY_CURRENCIES: Readonly<Record<CurrencyCode, LegacyCurrency>> = WITHDRAWN;
