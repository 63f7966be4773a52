import { addToSum, emptySum, meanOf, prepareRate } from '../decimal/index.js';
import { publishedRate } from '../rates/publishedRate.js';
import { sourceCalendar, zonedDate } from '../calendar/index.js';
import { fail } from '../errors.js';
import { utcDate } from '../params/date.js';
import { parseAt } from '../params/parseAt.js';
import { parseCode } from '../params/parseCode.js';
import { parseDate } from '../params/parseDate.js';
import { parseNow } from '../params/parseNow.js';
import { ownOption, requiredValue } from '../params/readParams.js';
import { choosePolicyDate } from '../policy/choosePolicyDate.js';
import { readPolicy } from '../policy/policies.js';
import { sourceDates } from '../policy/sourceDates.js';
import type { Pair, PairScope } from '../rates/pair.js';
import { amountDecimals, pairAt } from '../rates/pairAt.js';
import type { Dataset, IsoDate, PolicyAccount } from '../types.js';

/** What `explain` says of a policy's choice (the answer's `policy`). */
export type PolicyExplanation = PolicyAccount;

/**
 * The pair of a conversion under a rate policy (the `policy` option): `from`, `to`, `date` and the
 * options `at` and `now` read in that order, the policy's source publications in the dataset
 * (policy_source_mismatch without any), the date its rule chooses (no_rate_for_policy when none
 * fits), and the rate of that publication (for `period_mean`, the mean of the period's rates,
 * rounded once to 12 significant digits). Without `date`, the event is on `at`'s date in the rule's
 * zone, else today; an `at` on another day than `date` is `invalid_parameter`.
 *
 * @param dataset - A checked dataset.
 * @param p - The caller's `{ from, to, date }`.
 * @param options - The options holding `policy`, and `at`, `now` when given.
 * @param scope - The market rule of the operation.
 * @returns The pair (its `date` the date chosen) and the explanation.
 * @example
 * policyPair(nbp, { from: 'EUR', to: 'PLN', date: '2026-03-04' }, { policy: 'pl-pit' }, 'fiat').pair.date // "2026-03-03"
 */
export function policyPair(
  dataset: Dataset,
  p: { readonly from?: unknown; readonly to?: unknown; readonly date?: unknown },
  options: object,
  scope: PairScope,
): { pair: Pair; policy: PolicyExplanation } {
  const from = parseCode(requiredValue(p.from, 'from'), 'from');
  const to = parseCode(requiredValue(p.to, 'to'), 'to');
  const { indexes, date, policy, side } = policyChoice(dataset, from, to, p.date, options);
  const pair =
    indexes.length === 1
      ? publishedPair(dataset, pairAt(dataset, from, to, scope, indexes[0]!, date), indexes[0]!, side)
      : meanPair(dataset, from, to, scope, indexes, date, side);
  if (indexes.length !== 1) return { pair, policy };
  // The authority's figures the rate came from, when it came from them: the receipt's legs are the stored quotes.
  const published = dataset.snapshots[indexes[0]!]![side];
  const figures =
    published && publishedRate(dataset, dataset.snapshots[indexes[0]!]!, from, to, side) !== undefined ? figuresOf(published, [from, to]) : undefined;
  return { pair, policy: figures ? { ...policy, figures } : policy };
}

/**
 * The snapshots a policy chooses for a pair (one, or each of a period for `period_mean`), after
 * reading `policy`, `at` and `now` and the date (without one: `at`'s UTC date, else today's).
 *
 * @param dataset - A checked dataset.
 * @param from - Canonical source code.
 * @param to - Canonical target code (history passes the base twice).
 * @param dateRaw - The caller's `date`, or undefined.
 * @param options - The options holding `policy`.
 * @returns The snapshot indexes, the event's date and the explanation.
 * @example
 * policyChoice(nbp, 'EUR', 'PLN', '2026-03-04', { policy: 'pl-pit' }).policy.chose.date // "2026-03-03"
 */
export function policyChoice(
  dataset: Dataset,
  from: string,
  to: string,
  dateRaw: unknown,
  options: object,
): { indexes: readonly number[]; date: IsoDate; policy: PolicyExplanation; side: Side; codes: readonly string[] | undefined } {
  const policy = readPolicy(ownOption(options, 'policy'));
  const at = parseAt(ownOption(options, 'at'));
  const now = parseNow(ownOption(options, 'now'));
  const calendar = sourceCalendar(policy.source);
  // A time rule reads `at` in its publication's zone; a day rule takes only the day, in its source's zone.
  const zone = policy.publicationTime?.zone ?? calendar.zone;
  const date = dateRaw !== undefined ? parseDate(dateRaw, 'date') : at !== undefined ? zonedDate(at, zone) : utcDate(now);
  if (at !== undefined && zonedDate(at, zone) !== date) {
    const when = new Date(at).toISOString();
    fail('invalid_parameter', `at ${when} is on ${zonedDate(at, zone)} in ${zone}, the zone of policy ${policy.id}, not on the date ${date}.`, 'at');
  }
  if (date > utcDate(now)) fail('date_out_of_range', `Date ${date} is in the future.`, 'date');
  const found = sourceDates(dataset, policy, from, to);
  const what = `${from === to ? from : `${from} → ${to}`}${policy.rateType === 'mid' ? '' : ` at the ${policy.rateType} rate`}`;
  // A day rule's choice ignores `at` (choosePolicyDate reads it only with a publicationTime).
  const choice = choosePolicyDate(policy, { dates: found.dates, date, at, now, what, publishes: calendar.publishes });
  const first = choice.first;
  const last = first + choice.dates.length - 1;
  const table = found.tables[last];
  const named = `${table ?? policy.source} of ${choice.date}`;
  const why = choice.dates.length === 1 ? `${choice.why}: ${named}` : `${choice.why}: ${choice.dates[0]} to ${named}`;
  const chose = { date: choice.date, ...(table !== undefined && { table }), ...(choice.dates.length > 1 && { dates: choice.dates }) };
  const side: Side = policy.rateType === 'mid' ? 'published' : policy.rateType;
  return {
    indexes: found.indexes.slice(first, last + 1),
    date,
    policy: { id: policy.id, basis: policy.basis, chose, why },
    side,
    codes: found.codes[last],
  };
}

// The mean of the pair's rates on each date of a period, rounded once (meanOf), dated at the last.
function meanPair(dataset: Dataset, from: string, to: string, scope: PairScope, indexes: readonly number[], date: IsoDate, side: Side): Pair {
  const sum = emptySum();
  let pair: Pair | undefined;
  for (const index of indexes) {
    pair = publishedPair(dataset, pairAt(dataset, from, to, scope, index, date), index, side);
    addToSum(sum, pair.rate);
  }
  const rate = meanOf(sum)!;
  return { ...pair!, rate, rateNumber: rate.num, prepared: prepareRate(rate.m, rate.exp, amountDecimals(dataset, from)), legal: undefined };
}

// Which of a row's figures a policy converts at: the mid figures (`published`), or the source's buying or selling rates.
type Side = 'published' | 'buying' | 'selling';

// The pair at the authority's own figure where the row keeps it: the figure itself in the direction
// published, else the exact quotient of the figures rounded once. A buying or selling rule has its
// figures (sourceDates kept only such dates), never the mid rate.
function publishedPair(dataset: Dataset, pair: Pair, index: number, side: Side): Pair {
  if (pair.legal !== undefined && side === 'published') return pair;
  const rate = publishedRate(dataset, dataset.snapshots[index]!, pair.from, pair.to, side);
  if (rate === undefined && side !== 'published') fail('no_rate_for_policy', `No ${side} rate of ${pair.from} → ${pair.to} on ${pair.date}.`, 'policy');
  if (rate === undefined) return pair;
  return { ...pair, rate, rateNumber: rate.num, prepared: prepareRate(rate.m, rate.exp, amountDecimals(dataset, pair.from)) };
}

function figuresOf(published: Readonly<Record<string, string>>, codes: readonly string[]): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const code of codes) if (published[code] !== undefined) out[code] = published[code];
  return out;
}
