import type { Cell, CurationContext } from '../context.js';
import { factorText, figure } from '../context.js';

/**
 * Why a quote is in the wrong unit for its date, or undefined. From a unit change's date the code
 * denotes the new unit; a quote nearer (in ratio) to the reference expressed in old units
 * (reference ÷ factor) than to the reference itself is in the old unit, and is withheld rather
 * than rescaled. The reference is in the new unit already (see referenceOf).
 */
export function unitChangeReason(ctx: CurationContext, cell: Cell, reference: number | undefined): string | undefined {
  if (reference === undefined) return undefined;
  const change = ctx.rules.unitChanges.find((u) => u.code === cell.code && u.date <= ctx.date);
  if (change === undefined) return undefined;
  const off = Math.log(cell.value / reference);
  const old = Math.log(1 / change.factor);
  if (Math.abs(off - old) >= Math.abs(off)) return undefined;
  return `${figure(cell.value)} is ${factorText(cell.value / reference)} the reference ${figure(reference)}: a quote in the unit ${cell.code} denoted before ${change.date} (factor ${change.factor})`;
}
