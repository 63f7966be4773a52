import type { Cell, CurationContext } from '../context.js';
import { median, referenceOf } from './reference.js';

/** A snapshot in which every fiat code moved by one factor: its pivot moved (or the feed flipped a unit). */
export interface PivotMove {
  /** The common factor (the median of the codes' moves against their references). */
  readonly factor: number;
  /** How many fiat codes moved by it. */
  readonly codes: number;
}

/** Fewest fiat codes with a reference before a common move is called the pivot's. */
const MIN_CODES = 3;

/**
 * Recognises a move of the snapshot's pivot: at least 90 % of its fiat codes with a reference (and
 * at least three) moved beyond the jump limit by one factor (each within `levelSpread` of the
 * median move). Each code is still judged on its own afterwards (a level change of the pivot is a
 * level change of every code); this only names the cause, so the warning says what happened.
 *
 * @param ctx - The curation context.
 * @param cells - The cells the date and snapshot rules left.
 * @param levels - Each code's latest accepted level start (the state's `levels`).
 * @returns The move, or undefined.
 * @example
 * pivotMove(ctx, cells, state.levels)?.factor // 5
 */
export function pivotMove(ctx: CurationContext, cells: readonly Cell[], levels: Readonly<Record<string, string>>): PivotMove | undefined {
  const moves: number[] = [];
  for (const cell of cells) {
    if (!cell.fiat) continue;
    const reference = referenceOf(ctx, cell.code, cell.column, Object.hasOwn(levels, cell.code) ? levels[cell.code] : undefined);
    if (reference !== undefined) moves.push(cell.value / reference);
  }
  if (moves.length < MIN_CODES) return undefined;
  const factor = median(moves);
  const limit = ctx.rules.jump.fiat;
  if (factor <= limit && factor >= 1 / limit) return undefined;
  const spread = 1 + ctx.rules.levelSpread;
  const alike = moves.filter((m) => Math.max(m, factor) / Math.min(m, factor) <= spread).length;
  return alike >= 0.9 * moves.length ? { factor, codes: alike } : undefined;
}
