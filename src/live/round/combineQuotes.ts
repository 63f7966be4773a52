import type { SourceQuote } from '../../curation/rules/consensusRule.js';
import { agreeing, CONSENSUS } from '../../curation/rules/consensusRule.js';
import type { CurationRules } from '../../curation/rulesTypes.js';
import type { Decimal } from '../../decimal/index.js';
import type { CurrencyCode, Dataset } from '../../types.js';
import type { LiveQuote } from './gatherQuotes.js';

/** How a round combines the sources' quotes of one code: the first source's, or the median. */
export type Combine = 'first' | 'median';

/** Each code's value for the row, the other quotes for the curation, and the sources whose values count. */
export interface Combined {
  readonly rates: ReadonlyMap<CurrencyCode, Decimal>;
  /** The quotes not taken, named, for `curate`'s consensus rule and level confirmations. */
  readonly confirmations: ReadonlyMap<CurrencyCode, readonly SourceQuote[]>;
  /** Sources whose quote is the value of some code (`first`), or agreed with it (`median`). */
  readonly contributors: ReadonlySet<string>;
}

/**
 * Chooses each code's value among its quotes. `first`: the first source's quote; the later ones are
 * confirmations. `median`: the quotes the consensus rule keeps (each within `rules.consensus` of
 * the median of the others, when there are three or more) give their median, exactly: for an even
 * count the lower of the two middle quotes, so the value is always one source's published quote,
 * never a rounded mean; every other quote is a confirmation, and `curate` reports those it refuses.
 *
 * @param current - The dataset being extended (which codes are fiat).
 * @param quotes - Each code's quotes in source order.
 * @param combine - `first` or `median`.
 * @param rules - The curation rules (their consensus limits).
 * @returns The values, the confirmations and the contributing sources.
 * @example
 * combineQuotes(live, quotes, 'median', defaultRules).rates.get('PLN')
 */
export function combineQuotes(current: Dataset, quotes: ReadonlyMap<CurrencyCode, readonly LiveQuote[]>, combine: Combine, rules: CurationRules): Combined {
  const rates = new Map<CurrencyCode, Decimal>();
  const confirmations = new Map<CurrencyCode, SourceQuote[]>();
  const contributors = new Set<string>();
  const limits = rules.consensus ?? CONSENSUS;
  for (const [code, list] of quotes) {
    let chosen = list[0]!;
    if (combine === 'median') {
      const fiat = current.columns.get(code)! < current.fiat.length;
      const named = list.map((q) => ({ ...q, value: q.rate.num }));
      const { agreed } = agreeing(named, fiat ? limits.fiat : limits.crypto);
      const sorted = agreed.sort((a, b) => a.value - b.value);
      chosen = sorted[(sorted.length - 1) >> 1] ?? chosen;
      for (const q of agreed) contributors.add(q.source);
    } else {
      contributors.add(chosen.source);
    }
    rates.set(code, chosen.rate);
    const others = list.filter((q) => q.source !== chosen.source).map((q) => ({ source: q.source, value: q.rate.num }));
    if (others.length > 0) confirmations.set(code, others);
  }
  return { rates, confirmations, contributors };
}
