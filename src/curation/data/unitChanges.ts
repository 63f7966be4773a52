import { redenominationsOf } from '../../registry/withdrawals.js';
import { QUOTED_REDENOMINATIONS } from '../../registry/quotedData.js';
import type { UnitChange } from '../rulesTypes.js';

/**
 * Redenominations that keep the ISO code. From `date` the code denotes the new unit: a quote in the
 * old unit (nearer to the reference ÷ factor than to the reference, in ratio) is withheld (rule
 * `unit_change`), never rescaled; quotes before the date count as reference in the new unit
 * (× factor). The data build also fails on any move by a power of ten no entry here explains.
 * The facts are the currency table's redenominations that feeds quote across (src/registry/), the
 * factor turned to new units per old.
 */
export const UNIT_CHANGES: readonly UnitChange[] = QUOTED_REDENOMINATIONS.map(({ code, date, evidence }) => {
  // Each is a step of the table (test/registry/currencyTable.test.ts holds it).
  const step = redenominationsOf(code).find((r) => r.date === date)!;
  return { code, date, factor: 1 / Number(step.factor), source: evidence };
});
