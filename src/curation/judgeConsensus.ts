import type { CurrencyCode, IsoDate } from '../types.js';
import type { Cell } from './context.js';
import { CONSENSUS, consensusReason, type SourceQuote } from './rules/consensusRule.js';
import type { CurationRules } from './rulesTypes.js';
import type { Withheld } from './types.js';

/** Other sources' quotes of the snapshot's date, by code: plain numbers or named quotes (units per pivot). */
export type Confirmations = ReadonlyMap<CurrencyCode, readonly (number | SourceQuote)[]>;

/** The consensus rule's verdicts on one snapshot. */
export interface ConsensusVerdicts {
  /** The snapshot's own cells the rule withholds, with the reason. */
  readonly cells: readonly { cell: Cell; reason: string }[];
  /** Other sources' quotes it refuses (reported; the snapshot is not changed), with their column. */
  readonly refused: readonly (Withheld & { column: number })[];
  /** The other sources' values left, for the history rules (a refused quote confirms no new level). */
  readonly confirmations: ReadonlyMap<CurrencyCode, readonly number[]>;
}

/**
 * Applies the consensus rule to the cells the date and snapshot rules left: where the snapshot's
 * quote and the other sources' quotes of a code are three or more, each of them more than the limit
 * (`rules.consensus`, default 2 % fiat, 5 % crypto) from the median of the rest is refused: the
 * snapshot's own value is withheld, another source's is reported and confirms nothing.
 *
 * @param cells - The quoted cells still standing.
 * @param confirmations - Other sources' quotes of the same date, by code.
 * @param rules - The curation rules (their `consensus` limits).
 * @param date - The snapshot's date.
 * @returns The withheld cells, the refused quotes of other sources and the confirmations left.
 * @example
 * judgeConsensus(cells, new Map([['PLN', [3.61, 3.8]]]), defaultRules, '2026-03-02').refused[0]?.rule // 'consensus'
 */
export function judgeConsensus(cells: readonly Cell[], confirmations: Confirmations | undefined, rules: CurationRules, date: IsoDate): ConsensusVerdicts {
  const withheld: { cell: Cell; reason: string }[] = [];
  const refused: (Withheld & { column: number })[] = [];
  const left = new Map<CurrencyCode, readonly number[]>();
  const limits = rules.consensus ?? CONSENSUS;
  for (const cell of cells) {
    const quotes: SourceQuote[] = (confirmations?.get(cell.code) ?? []).map((q) => (typeof q === 'number' ? { value: q } : q));
    if (quotes.length === 0) continue;
    const limit = cell.fiat ? limits.fiat : limits.crypto;
    const values = quotes.map((q) => q.value);
    const own = consensusReason(cell.value, values, limit);
    if (own !== undefined) withheld.push({ cell, reason: own });
    const kept: number[] = [];
    quotes.forEach((quote, i) => {
      const reason = consensusReason(quote.value, [cell.value, ...values.filter((_, j) => j !== i)], limit);
      if (reason === undefined) kept.push(quote.value);
      else
        refused.push({
          code: cell.code,
          date,
          value: quote.value,
          rule: 'consensus',
          reason,
          column: cell.column,
          ...(quote.source === undefined ? {} : { source: quote.source }),
        });
    });
    left.set(cell.code, kept);
  }
  return { cells: withheld, refused, confirmations: left };
}
