import type { SourceQuote } from '../../curation/rules/consensusRule.js';
import { agreeing, CONSENSUS } from '../../curation/rules/consensusRule.js';
import type { CurationRules } from '../../curation/rulesTypes.js';
import { snapshotRate } from '../../dataset/snapshotRate.js';
import type { Decimal } from '../../decimal/index.js';
import type { CurrencyCode, Dataset, IsoDate } from '../../types.js';
import type { LiveError } from '../types.js';
import type { LiveQuote } from './gatherQuotes.js';

/** How a round combines the sources' quotes of one code: the first source's, or the median. */
export type Combine = 'first' | 'median';

/** Each code's value for the row, the other quotes for the curation, and the sources whose values count. */
export interface Combined {
  readonly rates: ReadonlyMap<CurrencyCode, Decimal>;
  /** The votes not taken, named, for `curate`'s consensus rule and level confirmations (independent sources only). */
  readonly confirmations: ReadonlyMap<CurrencyCode, readonly SourceQuote[]>;
  /** Sources whose quote is the value of some code (`first`), or agreed with it (`median`). */
  readonly contributors: ReadonlySet<string>;
  /** One `sources_disagree` warning for the codes two independent sources quote too far apart. */
  readonly warnings: readonly LiveError[];
}

/**
 * Chooses each code's value among its quotes. A source votes on a code only where it publishes it
 * (its home currency is implied: a value, never a vote; a cross-rate vote is never a value; a period
 * rate among daily sources is never a vote, and a value only where no daily source gives one), and
 * sources of one group (one provider, or a copy) vote once. `first`: the first source's quote, the
 * later votes are confirmations. `median`: with three or more votes, the median of those the
 * consensus rule keeps (for an even count the lower middle, always one source's quote); with two
 * that agree, the first. Two votes more than the consensus limit apart (or three with no majority
 * under `median`) take neither: the previously accepted value stays (none when the code has none)
 * and `sources_disagree` is warned with the code, the sources and their values.
 *
 * @param current - The dataset being extended (which codes are fiat, the accepted values).
 * @param quotes - Each code's quotes in source order.
 * @param combine - `first` or `median`.
 * @param rules - The curation rules (their consensus limits).
 * @param date - The round's date (the previously accepted value is the last one before it).
 * @returns The values, the confirmations, the contributing sources and the warnings.
 * @example
 * combineQuotes(live, quotes, 'median', defaultRules, '2026-03-02').rates.get('PLN')
 */
export function combineQuotes(
  current: Dataset,
  quotes: ReadonlyMap<CurrencyCode, readonly LiveQuote[]>,
  combine: Combine,
  rules: CurationRules,
  date: IsoDate,
): Combined {
  const rates = new Map<CurrencyCode, Decimal>();
  const confirmations = new Map<CurrencyCode, SourceQuote[]>();
  const contributors = new Set<string>();
  const disagreements: string[] = [];
  const limits = rules.consensus ?? CONSENSUS;
  for (const [code, list] of quotes) {
    const fiat = current.columns.get(code)! < current.fiat.length;
    const limit = fiat ? limits.fiat : limits.crypto;
    const seen = new Set<string>();
    const votes = list
      .filter((q) => q.kind !== 'implied' && q.kind !== 'period' && !seen.has(q.group) && (seen.add(q.group), true))
      .map((q) => ({ ...q, value: q.rate.num }));
    // A period rate (HMRC's month, the Treasury's quarter) is a value only where no daily source gives one.
    const values = [...list.filter((q) => q.kind !== 'cross' && q.kind !== 'period'), ...list.filter((q) => q.kind === 'period')];
    let chosen: LiveQuote | undefined = combine === 'first' ? values[0] : (values.find((q) => q.kind === undefined) ?? values[0]);
    const apart = (a: number, b: number) => Math.abs(a / b - 1) > limit && Math.abs(b / a - 1) > limit;
    let agreed = votes;
    if (votes.length === 2 && apart(votes[0]!.value, votes[1]!.value)) agreed = [];
    else if (votes.length >= 3 && combine === 'median') agreed = agreeing(votes, limit).agreed;
    if (votes.length >= 2 && agreed.length === 0) {
      disagreements.push(`${code}: ${votes.map((q) => `${q.source} ${q.value}`).join(', ')}`);
      const previous = previousQuote(current, code, date);
      if (previous) rates.set(code, previous);
      continue;
    }
    if (combine === 'median' && votes.length >= 3) {
      const sorted = [...agreed].sort((a, b) => a.value - b.value);
      chosen = sorted[(sorted.length - 1) >> 1]!;
      for (const q of agreed) contributors.add(q.source);
    } else if (chosen) {
      contributors.add(chosen.source);
    }
    if (!chosen) continue;
    rates.set(code, chosen.rate);
    // A confirmation counts only from a source independent of the chosen one.
    const others = votes.filter((q) => q.group !== chosen!.group).map((q) => ({ source: q.source, value: q.value }));
    if (others.length > 0) confirmations.set(code, others);
  }
  const warnings: LiveError[] = [];
  if (disagreements.length > 0) {
    const listed = disagreements.slice(0, 10).join('; ') + (disagreements.length > 10 ? `; and ${disagreements.length - 10} more` : '');
    warnings.push({
      code: 'sources_disagree',
      count: disagreements.length,
      message: `sources disagree by more than the consensus limit on ${date}; the previously accepted values stay: ${listed}`,
    });
  }
  return { rates, confirmations, contributors, warnings };
}

/** The code's last accepted quote before `date` (exactly as stored), or null when it has none. */
function previousQuote(current: Dataset, code: CurrencyCode, date: IsoDate): Decimal | null {
  const column = current.columns.get(code)!;
  for (let i = current.snapshots.length - 1; i >= 0; i--) {
    const s = current.snapshots[i]!;
    if (s.date >= date) continue;
    const rate = snapshotRate(s, column);
    if (rate) return rate;
  }
  return null;
}
