import type { Cell, CurationContext } from '../context.js';
import { factorText, figure } from '../context.js';
import type { RecentQuote } from '../types.js';
import { referenceOf } from './reference.js';

/**
 * Why a quote belongs to an alternation, or undefined. The code alternates when its last
 * publications (`recent`, withheld ones included, then this one) hold more than `limit` reversals
 * of moves beyond the alternation factor (×1.1 fiat, ×1.5 crypto) within `window` publications:
 * two assets or two units share the code, or the feed has no market. While it alternates, a quote
 * beyond `off` (×1.5 fiat, ×3 crypto) of the level that held before the alternation began (the median of the accepted
 * quotes before its first move) is withheld: a level that holds on both sides keeps its quotes
 * and the other level loses them (BTG). Returns the date the ongoing alternation began (kept in
 * the state) and the reason, when the quote is withheld. Whether any level holds after a stretch (HT, DFI) only
 * later quotes can tell, so such a stretch is withheld as known-bad, not by this rule.
 */
export function alternationReason(
  ctx: CurationContext,
  cell: Cell,
  recent: readonly RecentQuote[],
  levelStart: string | undefined,
  ongoing: string | undefined,
): { readonly since?: string; readonly reason?: string } {
  const { alternation } = ctx.rules;
  const factor = cell.fiat ? alternation.fiat : alternation.crypto;
  const series = [...recent.slice(-(alternation.window - 1)), { date: ctx.date, value: cell.value }];
  let last = 0;
  let reversals = 0;
  let first = -1;
  for (let k = 1; k < series.length; k++) {
    const r = series[k]!.value / series[k - 1]!.value;
    const dir = r > factor ? 1 : r < 1 / factor ? -1 : 0;
    if (dir === 0) continue;
    if (first < 0) first = k;
    if (dir === -last) reversals++;
    last = dir;
  }
  if (reversals <= alternation.limit) return {};
  // An alternation keeps the date it began while it lasts, so the level before it stays the one
  // that held before, however far the window has moved on.
  const since = ongoing ?? series[first]!.date;
  const before = referenceOf(ctx, cell.code, cell.column, levelStart, since);
  if (before === undefined) return { since };
  const off = cell.fiat ? alternation.off.fiat : alternation.off.crypto;
  const ratio = cell.value / before;
  if (ratio <= off && ratio >= 1 / off) return { since };
  const reason = `${figure(cell.value)} is ${factorText(ratio)} the level ${figure(before)} held before the code began to alternate on ${since} (${reversals} reversals of moves beyond ×${factor} in its last ${series.length} publications), beyond ×${off}`;
  return { since, reason };
}
