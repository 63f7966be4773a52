import type { CurrencyCode } from '../types.js';
import type { Cell, CurationContext } from './context.js';
import { alternationReason } from './rules/alternationRule.js';
import { judgeMove } from './rules/limitRule.js';
import { referenceOf } from './rules/reference.js';
import { unitChangeReason } from './rules/unitChangeRule.js';
import type { CurationState, LevelChange, PendingQuote, RecentQuote, RuleName } from './types.js';

/** The history rules' verdicts on the cells left after the date and snapshot rules. */
export interface HistoryVerdicts {
  readonly withheld: readonly { cell: Cell; rule: RuleName; reason: string }[];
  readonly levelChanges: readonly LevelChange[];
  readonly state: CurationState;
}

/**
 * Applies the rules that compare a quote with the code's history, in order: unit change, then the
 * jump or managed-rate limit (with level changes), then alternation; and returns the next state.
 * The state is rebuilt, never changed in place, so a caller's copy stays as it was.
 */
export function judgeHistory(
  ctx: CurationContext,
  cells: readonly Cell[],
  state: CurationState,
  confirmations: ReadonlyMap<CurrencyCode, readonly number[]> | undefined,
): HistoryVerdicts {
  const pending: Record<CurrencyCode, readonly PendingQuote[]> = { ...state.pending };
  const levels: Record<CurrencyCode, string> = { ...state.levels };
  const recent: Record<CurrencyCode, readonly RecentQuote[]> = { ...state.recent };
  const alternating: Record<CurrencyCode, string> = { ...state.alternating };
  const withheld: { cell: Cell; rule: RuleName; reason: string }[] = [];
  const levelChanges: LevelChange[] = [];
  // A build broken on one side only (its `side`) puts only that side's publications in question.
  const builds = ctx.rules.brokenBuilds.filter((b) => b.date === ctx.date);
  const { window } = ctx.rules.alternation;
  for (const cell of cells) {
    const { code } = cell;
    const own = <T>(record: Record<CurrencyCode, T>) => (Object.hasOwn(record, code) ? record[code] : undefined);
    // A republication of this date replaces its earlier one: publications count on distinct dates.
    const published = (own(recent) ?? acceptedQuotes(ctx, cell.column, window)).filter((q) => q.date !== ctx.date);
    const waiting = own(pending) ?? [];
    recent[code] = [...published, { date: ctx.date, value: cell.value }].slice(-window);
    const reference = referenceOf(ctx, code, cell.column, own(levels));
    const unit = unitChangeReason(ctx, cell, reference);
    if (unit !== undefined) {
      withheld.push({ cell, rule: 'unit_change', reason: unit });
      continue;
    }
    const move = judgeMove(ctx, cell, {
      reference,
      pending: own(pending) ?? [],
      confirmations: confirmations?.get(code),
      broken: builds.some((b) => b.side === undefined || (b.side === 'fiat') === cell.fiat),
    });
    if (move.pending.length > 0) pending[code] = move.pending;
    else delete pending[code];
    if (move.kind === 'withhold') {
      withheld.push({ cell, rule: move.rule, reason: move.reason });
    } else if (move.kind === 'level') {
      levelChanges.push(move.change);
      levels[code] = move.change.earlier[0]?.date ?? ctx.date;
    } else {
      const alternation = alternationReason(ctx, cell, published, own(levels), own(alternating));
      if (alternation.since === undefined) delete alternating[code];
      else alternating[code] = alternation.since;
      if (alternation.reason === undefined) continue;
      // A new level that holds for three publications ends the alternation, as any new level is
      // accepted: bait that alternated for a while must not keep a true move out for a whole window.
      // Only a level the alternation never visited: one of its own two levels holding a few days
      // (another asset's price under the code, BTG) stays withheld.
      const held = heldLevel(ctx, cell, waiting);
      const runDates = new Set(held.map((p) => p.date));
      const visited = published.some(
        (q) => !runDates.has(q.date) && Math.max(q.value, cell.value) / Math.min(q.value, cell.value) <= 1 + ctx.rules.levelSpread,
      );
      if (!visited && held.length + 1 >= ctx.rules.levelPublications) {
        levelChanges.push({ code, date: ctx.date, value: cell.literal, reference: reference ?? cell.value, earlier: held, by: 'held' });
        levels[code] = held[0]?.date ?? ctx.date;
        delete alternating[code];
        delete pending[code];
        recent[code] = [...held.map((p) => ({ date: p.date, value: p.value })), { date: ctx.date, value: cell.value }];
        continue;
      }
      pending[code] = [...held, { date: ctx.date, value: cell.value, literal: cell.literal }];
      withheld.push({ cell, rule: 'alternation', reason: alternation.reason });
    }
  }
  return { withheld, levelChanges, state: { pending, levels, recent, alternating } };
}

/** The pending publications (distinct earlier dates) of the level `cell` continues, oldest first; empty when they hold another level. */
function heldLevel(ctx: CurationContext, cell: Cell, pending: readonly PendingQuote[]): readonly PendingQuote[] {
  const dated = pending.filter((p) => p.date !== ctx.date);
  const near = (a: number) => Math.max(a, cell.value) / Math.min(a, cell.value) <= 1 + ctx.rules.levelSpread;
  return dated.every((p) => near(p.value)) ? dated : [];
}

/** A code's last accepted quotes in the history, oldest first: the alternation rule's memory when the state has none. */
function acceptedQuotes(ctx: CurationContext, column: number, count: number): RecentQuote[] {
  const quotes: RecentQuote[] = [];
  for (let i = ctx.before - 1; i >= 0 && quotes.length < count; i--) {
    const s = ctx.history.snapshots[i]!;
    const v = s.values[column]!;
    if (!Number.isNaN(v)) quotes.push({ date: s.date, value: v });
  }
  return quotes.reverse();
}
