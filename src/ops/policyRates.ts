import { toPlainString } from '../decimal/index.js';
import { fail } from '../errors.js';
import { publishedRate } from '../rates/publishedRate.js';
import type { Dataset, NumberFormat, RatesResult } from '../types.js';
import { policyChoice } from './policyPair.js';

/**
 * The snapshot a rate policy chooses for `history` on a date: `policyChoice` with the base as both
 * codes, refusing a policy that takes a period's mean or converts at a buying or selling rate (only
 * a conversion answers those). Here, loaded with ratebook/policies, so that the core's history
 * carries none of a policy's sentences.
 *
 * @param dataset - A checked dataset.
 * @param base - The canonical base code.
 * @param date - The caller's `date`.
 * @param options - The options holding `policy`.
 * @returns The choice: one snapshot index, the policy's account.
 * @example
 * historyChoice(nbp, 'EUR', '2026-03-04', { policy: 'pl-pit' }).indexes // [2]
 */
export function historyChoice(dataset: Dataset, base: string, date: unknown, options: object): ReturnType<typeof policyChoice> {
  const chosen = policyChoice(dataset, base, base, date, options);
  if (chosen.indexes.length > 1)
    fail('invalid_option', `Policy ${chosen.policy.id} takes a period's mean: convert with it; history answers one day's rates.`, 'policy');
  if (chosen.side !== 'published') {
    fail('invalid_option', `Policy ${chosen.policy.id} converts at the ${chosen.side} rate: convert with it; history answers the stored mid rates.`, 'policy');
  }
  return chosen;
}

/**
 * A day's rates under a rate policy, as `convert` gives them: each code's rate is the authority's
 * figure digit for digit in the direction published (NBP's 4.2732 PLN per EUR, not the stored
 * inverse's 4.27320000001), the exact quotient of the figures rounded once otherwise. Where the row
 * holds several tables of the source, only the policy's table's codes are its figures: a code of
 * another table is left out of the whole map, and refused (`no_rate_for_policy`) when asked for.
 *
 * @param dataset - A checked dataset.
 * @param index - The snapshot the policy chose.
 * @param result - The day's rates as quoteAt read them.
 * @param numbers - `number` or `string`.
 * @param codes - The policy's table's codes on that row, or undefined (all).
 * @param id - The policy's id, for messages.
 * @param asked - Whether the caller named the symbols.
 * @returns The rates, the authority's figures.
 * @example
 * policyRates(nbp, 2, history(nbp, { date: '2026-03-04', base: 'EUR' }), 'string', undefined, 'pl-pit', false).rates.PLN // "4.2732"
 */
export function policyRates<T extends RatesResult<number | string>>(
  dataset: Dataset,
  index: number,
  result: T,
  numbers: NumberFormat,
  codes: readonly string[] | undefined,
  id: string,
  asked: boolean,
): T {
  const snapshot = dataset.snapshots[index]!;
  const rates: Record<string, number | string> = {};
  for (const [code, stored] of Object.entries(result.rates)) {
    if (codes !== undefined && code !== dataset.pivot && !codes.includes(code)) {
      if (asked) fail('no_rate_for_policy', `Policy ${id} has no figure of ${code} on ${snapshot.date}: it is not in the policy's table that day.`, 'symbols');
      continue;
    }
    const figure = publishedRate(dataset, snapshot, result.base, code);
    rates[code] = figure === undefined ? stored : numbers === 'string' ? toPlainString(figure) : figure.num;
  }
  return { ...result, rates: Object.freeze(rates) };
}
