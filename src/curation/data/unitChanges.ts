import type { UnitChange } from '../rulesTypes.js';

/**
 * Redenominations that keep the ISO code. From `date` the code denotes the new unit: a quote in the
 * old unit (nearer to the reference ÷ factor than to the reference, in ratio) is withheld (rule
 * `unit_change`), never rescaled; quotes before the date count as reference in the new unit
 * (× factor). The data build also fails on any move by a power of ten no entry here explains.
 */
export const UNIT_CHANGES: readonly UnitChange[] = [
  {
    code: "SYP",
    date: "2026-01-01",
    factor: 0.01,
    source:
      "Central Bank of Syria: the new Syrian pound replaces the old at 100 old = 1 new from 2026-01-01 (all bank and electronic balances in new pounds from that day, old and new notes circulate for 90 days; governor Abdulkader Husrieh, December 2025; reported at https://www.bastillepost.com/global/article/5489243-syrias-central-bank-issues-guidelines-on-launching-new-currency). No ISO 4217 amendment giving the new pound its own code was found (CLDR 48.2 still lists only SYP for Syria), so SYP denotes the old pound before 2026-01-01 and the new pound from that date.",
  },
];
