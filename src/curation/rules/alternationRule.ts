import type { Cell, CurationContext } from '../context.js';
import { factorText, figure } from '../context.js';

/**
 * Why a quote belongs to an alternation, or undefined. The code alternates when its last
 * publications (`recent`, withheld ones included, then this one) hold more than `limit` reversals
 * of moves beyond the alternation factor (×1.1 fiat, ×1.5 crypto) within `window` publications:
 * two assets or two units share the code, or the feed has no market. While it alternates, a
 * quote beyond `off` of the reference (the level the accepted quotes hold) is withheld;
 * quotes at the reference level ship, so a level that holds on both sides of the alternation
 * keeps its quotes (BTG) and a stretch where no level holds loses most of them (HT, DFI).
 */
export function alternationReason(ctx: CurationContext, cell: Cell, recent: readonly number[], reference: number | undefined): string | undefined {
  if (reference === undefined) return undefined;
  const { alternation } = ctx.rules;
  const factor = cell.fiat ? alternation.fiat : alternation.crypto;
  const off = cell.fiat ? alternation.off.fiat : alternation.off.crypto;
  const ratio = cell.value / reference;
  if (ratio <= off && ratio >= 1 / off) return undefined;
  const series = [...recent.slice(-(alternation.window - 1)), cell.value];
  let last = 0;
  let reversals = 0;
  for (let k = 1; k < series.length; k++) {
    const r = series[k]! / series[k - 1]!;
    const dir = r > factor ? 1 : r < 1 / factor ? -1 : 0;
    if (dir === 0) continue;
    if (dir === -last) reversals++;
    last = dir;
  }
  if (reversals <= alternation.limit) return undefined;
  return `${figure(cell.value)} is ${factorText(ratio)} the reference ${figure(reference)} while the code alternates (${reversals} reversals of moves beyond ×${factor} in its last ${series.length} publications)`;
}
