import { fromNumber, type Decimal } from '../../decimal/index.js';
import type { CurrencyCode } from '../../types.js';
import { median } from '../../curation/rules/reference.js';

/** Fewest codes two sides must both quote before a cross-rate vote is made. */
const MIN_ANCHORS = 3;

/**
 * Votes of a source that does not quote the dataset's pivot, from cross rates only: its quote of a
 * code, against each other code both it and the other sources publish, is set beside theirs, and
 * the median of those cross-rate ratios places it in the dataset's pivot. The median over several
 * anchors (never the code itself) keeps one bad cell on either side from moving a vote; these are
 * votes (consensus, confirmation), never a value of the snapshot.
 *
 * @param rates - The source's own rates (units per its pivot), without its pivot.
 * @param quotes - The quotes of the sources that do quote the dataset's pivot, by code.
 * @returns Code -> the vote, units per the dataset's pivot; empty below three common codes.
 * @example
 * crossVotes(new Map([['JPY', 160], ['GBP', 0.85], ['CHF', 0.95], ['SEK', 11]]), quotes).get('JPY')
 */
export function crossVotes(
  rates: ReadonlyMap<CurrencyCode, number>,
  quotes: ReadonlyMap<CurrencyCode, readonly { readonly rate: Decimal; readonly kind?: string }[]>,
): Map<CurrencyCode, Decimal> {
  const theirs = new Map<CurrencyCode, number>();
  for (const [code] of rates) {
    const published = quotes.get(code)?.find((q) => q.kind === undefined);
    if (published) theirs.set(code, published.rate.num);
  }
  const votes = new Map<CurrencyCode, Decimal>();
  if (theirs.size < MIN_ANCHORS) return votes;
  for (const [code, rate] of rates) {
    const ratios = [...theirs].filter(([anchor]) => anchor !== code).map(([anchor, value]) => value / rates.get(anchor)!);
    if (ratios.length < MIN_ANCHORS) continue;
    const vote = fromNumber(rate * median(ratios));
    if (vote) votes.set(code, vote);
  }
  return votes;
}
