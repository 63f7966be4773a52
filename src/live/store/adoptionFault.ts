import { factorText, figure, historyBefore, type CurationContext } from '../../curation/context.js';
import { LEVEL_BOUND, movesBeyondBound } from '../../curation/rules/limitRule.js';
import { referenceOf } from '../../curation/rules/reference.js';
import type { CurationRules } from '../../curation/rulesTypes.js';
import type { CurationState } from '../../curation/types.js';
import type { CurrencyCode, Dataset, IsoDate, Snapshot } from '../../types.js';

/**
 * The jump checks a stored dataset passes before it is served in place of `served` (a follower's,
 * a restart's, the leader's own next round's): the curation's jump limits, applied to what the
 * stored dataset would change.
 * - A row for a date `served` has (not a newer capture of its newest) must quote each code within
 *   the jump limit (×3 fiat, ×10 crypto, a managed rate's own factor) of the served value.
 * - A new row must quote each code within the limit of its reference: the median of the last
 *   accepted quotes before it, in the served rows (then the stored rows already checked), from the
 *   start of the code's level as this instance's own curation state knows it. Beyond the limit it
 *   passes only as a new level, as the writer's curation accepts one: within the level bound (×10
 *   fiat, ×100 crypto; beyond only where the registry explains the move), and either the level the
 *   stored curation state records for the code (from a date on or before the row), or one the
 *   stored rows keep (the code's next quote within `levelSpread` of it).
 * Nothing the stored dataset claims widens a move beyond the level bound, signed or not.
 *
 * @param served - The dataset served now.
 * @param stored - The stored dataset, valid, of the same catalogue and newer.
 * @param rules - The curation rules of this live dataset.
 * @param own - This instance's curation state (its own, or adopted with `served`).
 * @param claimed - The level starts of the stored dataset's curation state, when it has one.
 * @returns undefined when it passes, else why not (for `store_rejected`, `reason: 'jump'`).
 * @example
 * const fault = adoptionFault(state.current, stored, config.rules, state.curation, file.curation?.levels);
 */
export function adoptionFault(
  served: Dataset,
  stored: Dataset,
  rules: CurationRules,
  own: CurationState | undefined,
  claimed: Readonly<Record<CurrencyCode, IsoDate>> | undefined,
): string | undefined {
  const newest = served.snapshots[served.snapshots.length - 1]!;
  const byDate = new Map(served.snapshots.map((s) => [s.date, s]));
  const fresh: Snapshot[] = [];
  for (const row of stored.snapshots) {
    const mine = byDate.get(row.date);
    if (mine && !(mine === newest && Date.parse(row.updatedAt) > Date.parse(newest.updatedAt))) {
      const fault = rowFault(stored, rules, row, (column) => mine.values[column]!);
      if (fault) return fault;
    } else fresh.push(row);
  }
  if (fresh.length === 0) return undefined;
  let fault: string | undefined;
  // The history references are read from: the served rows, with the stored new rows in date order.
  const replaced = new Set(fresh.map((s) => s.date));
  const history: Dataset = {
    ...served,
    snapshots: [...served.snapshots.filter((s) => !replaced.has(s.date)), ...fresh].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
  const levels: Record<CurrencyCode, IsoDate> = { ...own?.levels };
  fresh.forEach((row, j) => {
    if (fault) return;
    const ctx: CurationContext = { history, date: row.date, rules, before: historyBefore(history, row.date) };
    fault = rowFault(
      stored,
      rules,
      row,
      (column, code) => referenceOf(ctx, code, column, levels[code]),
      (code, column, ratio, fiat) => {
        const bound = (fiat ? rules.levelBound?.fiat : rules.levelBound?.crypto) ?? (fiat ? LEVEL_BOUND.fiat : LEVEL_BOUND.crypto);
        if ((ratio > bound || ratio < 1 / bound) && !movesBeyondBound(ctx, code, row.date)) return false;
        // A level the writer's curation accepted: the latest one its state records, or one its later rows keep.
        const start = claimed?.[code];
        const claims = start !== undefined && start <= row.date && (levels[code] === undefined || start > levels[code]!);
        const value = row.values[column]!;
        const next = fresh.slice(j + 1).find((later) => !Number.isNaN(later.values[column]!))?.values[column];
        const kept = next !== undefined && Math.max(next, value) / Math.min(next, value) <= 1 + rules.levelSpread;
        if (!claims && !kept) return false;
        levels[code] = claims ? start! : row.date;
        return true;
      },
    );
  });
  return fault;
}

/** The first quote of `row` beyond the jump limit of its reference that `level` does not accept, worded. */
function rowFault(
  stored: Dataset,
  rules: CurationRules,
  row: Snapshot,
  referenceAt: (column: number, code: CurrencyCode) => number | undefined,
  level: (code: CurrencyCode, column: number, ratio: number, fiat: boolean) => boolean = () => false,
): string | undefined {
  for (let column = 0; column < stored.codes.length; column++) {
    const code = stored.codes[column]!;
    const value = row.values[column]!;
    if (code === stored.pivot || Number.isNaN(value)) continue;
    const reference = referenceAt(column, code);
    if (reference === undefined || Number.isNaN(reference)) continue;
    const fiat = column < stored.fiat.length;
    const limit = rules.managed.find((m) => m.code === code)?.factor ?? (fiat ? rules.jump.fiat : rules.jump.crypto);
    const ratio = value / reference;
    if ((ratio <= limit && ratio >= 1 / limit) || level(code, column, ratio, fiat)) continue;
    return `${code} ${figure(value)} on ${row.date} is ${factorText(ratio)} ${figure(reference)}, the value this instance serves or its reference, beyond ×${limit}`;
  }
  return undefined;
}
