import { coverage } from '../dataset/coverage.js';
import { fail } from '../errors.js';
import { shiftDate } from '../policy/period.js';
import { readPolicy } from '../policy/policies.js';
import { sourceDates } from '../policy/sourceDates.js';
import type { CurrencyCode, Dataset, IsoDate, Market } from '../types.js';
import type { SeriesPart } from './buildSeriesPart.js';
import { historyIn } from './historyIn.js';
import type { PolicySeries, SeriesPlan } from './seriesPlan.js';

/**
 * Plans a series under a policy: one value a calendar day from `start` (or the source's first
 * publication of the base in the dataset, when later; the day after it for a rule strictly before)
 * to `until`. A period-mean rule, a buying or selling rule and `group` are `invalid_option`; a range
 * before the source's data `date_out_of_range`. The bound on values (days × codes) is the caller's.
 *
 * @example
 * planPolicySeries(nbp, { policy: 'pl-pit' }, 'PLN', '2026-03-01', '2026-03-05', undefined, 'fiat', false).days // 3 (from 03-03)
 */
export function planPolicySeries(
  dataset: Dataset,
  options: object,
  base: CurrencyCode,
  start: IsoDate,
  until: IsoDate,
  symbols: readonly CurrencyCode[] | undefined,
  market: Market,
  grouped: boolean,
): PolicySeries & { readonly id: string } {
  const policy = readPolicy((options as { policy: unknown }).policy);
  if (grouped || policy.select === 'period_mean' || policy.rateType !== 'mid')
    fail('invalid_option', `No daily series under policy ${policy.id}${grouped ? ' with group' : ': convert with it'}.`, 'policy');
  // The data starts at the source's first publication; a rule strictly before it answers from the next day.
  const first = sourceDates(dataset, policy, base, base).dates[0];
  let from = first !== undefined && first > start ? first : start;
  if (from === first && policy.select === 'before') from = shiftDate(from, 1);
  // Both are midnights UTC (date-only ISO text), so whole days apart.
  const days = (Date.parse(until) - Date.parse(from)) / 86_400_000 + 1;
  if (days < 1) fail('date_out_of_range', `Policy ${policy.id} finds no rate of ${base} by ${until}; ${coverage(dataset)}.`, 'end');
  return { options, from, symbols, market, days, id: policy.id };
}

/**
 * Derives days `fromDay` to `toDay` (offsets from the plan's first day) of a series under a policy:
 * each day's map is `history`'s with the policy for that day (the publication the rule chooses, its
 * figures digit for digit). A day the rule refuses refuses the series with that error (naming the
 * missing publication), never an older figure. Each day is history's own answer, its rates from the
 * rate-table cache that history keeps (a publication chosen for several days is derived once).
 *
 * @example
 * policySeriesPart(nbp, plan, 0, 6).rates['2026-03-07'] // pl-pit: 044/A/NBP/2026's figures of 03-06
 */
export function policySeriesPart(dataset: Dataset, plan: SeriesPlan, fromDay: number, toDay: number): SeriesPart {
  const { from, symbols, market, options } = plan.policy!;
  const base = dataset.codes[plan.base]!;
  const rates: Record<string, Record<string, number | string>> = {};
  let startDate: string | undefined;
  let endDate = '';
  let updatedAt = '';
  for (let day = fromDay; day <= toDay && day <= plan.last; day++) {
    const date = shiftDate(from, day);
    const h = historyIn(dataset, { date, base, symbols }, options, market, 'timeseries');
    rates[date] = h.rates;
    startDate ??= date;
    endDate = date;
    // The newest capture, compared as instants ('' parses to NaN: the first one is taken).
    if (!(Date.parse(updatedAt) >= Date.parse(h.updated_at))) updatedAt = h.updated_at;
  }
  return { rates, startDate, endDate, updatedAt };
}
