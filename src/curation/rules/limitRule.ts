import type { Cell, CurationContext } from '../context.js';
import { factorText, figure } from '../context.js';
import type { LevelChange, PendingQuote, RuleName } from '../types.js';

/** What the jump and managed-rate rules decide for one quote, with the code's pending publications after it. */
export type MoveVerdict =
  | { readonly kind: 'accept'; readonly pending: readonly PendingQuote[] }
  | { readonly kind: 'withhold'; readonly rule: RuleName; readonly reason: string; readonly pending: readonly PendingQuote[] }
  | { readonly kind: 'level'; readonly change: LevelChange; readonly pending: readonly PendingQuote[] };

/** Inputs beyond the cell: the code's reference, its pending publications, a second source's quotes. */
export interface MoveInput {
  readonly reference: number | undefined;
  readonly pending: readonly PendingQuote[];
  readonly confirmations: readonly number[] | undefined;
  /** The snapshot is a build proven broken: a refused quote there never counts toward a level. */
  readonly broken: boolean;
}

/**
 * Judges a quote against its reference. Within the limit (×3 fiat, ×10 crypto, or a managed
 * rate's own factor) it is accepted and the pending publications are dropped. Beyond it, it is
 * accepted as a `level_change` when a second source quotes the code within 10 % of it, or when it
 * is the third consecutive publication of one level (each within 10 % of the others); otherwise
 * it is withheld and kept as pending, so the next rounds can confirm the level. Publications count
 * on distinct quote dates; a level beyond `rules.levelBound` (×10 fiat, ×100 crypto) is accepted
 * only when a second source confirms it, or a unit change or documented regime change of the code
 * explains it (never on one source's publications, however many).
 */
export function judgeMove(ctx: CurationContext, cell: Cell, input: MoveInput): MoveVerdict {
  const { rules } = ctx;
  const managed = rules.managed.find((m) => m.code === cell.code);
  const limit = managed?.factor ?? (cell.fiat ? rules.jump.fiat : rules.jump.crypto);
  const { reference } = input;
  if (reference === undefined) return { kind: 'accept', pending: [] };
  const ratio = cell.value / reference;
  if (ratio <= limit && ratio >= 1 / limit) return { kind: 'accept', pending: [] };
  const rule: RuleName = managed ? 'managed_rate' : 'jump';
  const moved = `${figure(cell.value)} is ${factorText(ratio)} the reference ${figure(reference)} (median of the last accepted quotes), beyond ×${limit}`;
  if (input.broken) return { kind: 'withhold', rule, reason: `${moved}, in an upstream build proven broken`, pending: input.pending };
  const near = (a: number, b: number) => Math.max(a, b) / Math.min(a, b) <= 1 + rules.levelSpread;
  const quote: PendingQuote = { date: ctx.date, value: cell.value, literal: cell.literal };
  const change = (by: LevelChange['by'], earlier: readonly PendingQuote[]): MoveVerdict => ({
    kind: 'level',
    change: { code: cell.code, date: ctx.date, value: cell.literal, reference, earlier, by },
    pending: [],
  });
  // Publications count on distinct quote dates: a republication of this date replaces its earlier one.
  const dated = input.pending.filter((p) => p.date !== ctx.date);
  const run = dated.every((p) => near(p.value, cell.value)) ? dated : [];
  if (input.confirmations?.some((c) => near(c, cell.value))) return change('confirmed', run);
  const bound = (cell.fiat ? rules.levelBound?.fiat : rules.levelBound?.crypto) ?? (cell.fiat ? LEVEL_BOUND.fiat : LEVEL_BOUND.crypto);
  const start = run[0]?.date ?? ctx.date;
  const beyond = (ratio > bound || ratio < 1 / bound) && !movesBeyondBound(ctx, cell.code, start);
  if (beyond) {
    const reason = `${moved}, and beyond ×${bound}: a level that far needs an independent source's confirmation or a redenomination of ${cell.code}`;
    return { kind: 'withhold', rule, reason, pending: [...run, quote] };
  }
  if (run.length + 1 >= rules.levelPublications) return change('held', run);
  const n = run.length + 1;
  return {
    kind: 'withhold',
    rule,
    reason: `${moved}; publication ${n} of ${rules.levelPublications} a new level needs`,
    pending: [...run, quote],
  };
}

/** The level bound when the rules give none (see `LIMITS`). */
export const LEVEL_BOUND = { fiat: 10, crypto: 100 } as const;

/** Whether a level of `code` that began on `start` may move beyond the bound: a unit change or a documented regime change. */
export function movesBeyondBound(ctx: CurationContext, code: string, start: string): boolean {
  const { rules, date } = ctx;
  if (rules.unitChanges.some((u) => u.code === code && start <= u.date && u.date <= date)) return true;
  return (rules.regimeChanges ?? []).some((r) => r.code === code && r.from <= start && start <= r.to);
}
