import { fail, RatebookError } from '../errors.js';
import { shiftDate } from '../policy/period.js';
import { readPolicy } from '../policy/policies.js';
import { sourceDates } from '../policy/sourceDates.js';
import type { CurrencyCode, Dataset, IsoDate, Market } from '../types.js';
import type { SeriesPart } from './buildSeriesPart.js';
import { policyChoice } from './policyPair.js';
import { policyRates } from './policyRates.js';
import { quoteAt } from './quoteAt.js';
import type { PolicySeries, SeriesPlan } from './seriesPlan.js';

/**
 * Plans a series under a policy: one value a calendar day from `start` (or the source's first
 * publication of the base in the dataset, when later) to `until`. A period-mean rule and a buying or
 * selling rule are refused as history refuses them, `group` with a policy too. The bound on values
 * (days × codes) is the caller's.
 *
 * @example
 * planPolicySeries(nbp, { policy: 'pl-pit' }, 'PLN', '2026-03-01', '2026-03-05', undefined, 'fiat').days // 3 (from 03-03)
 */
export function planPolicySeries(
  dataset: Dataset,
  options: object,
  base: CurrencyCode,
  start: IsoDate,
  until: IsoDate,
  symbols: readonly CurrencyCode[] | undefined,
  market: Market,
): PolicySeries & { readonly id: string } {
  const policy = readPolicy((options as { policy: unknown }).policy);
  if (policy.select === 'period_mean')
    fail('invalid_option', `Policy ${policy.id} takes a period's mean: convert with it; a series answers each day's rates.`, 'policy');
  if (policy.rateType !== 'mid') {
    fail('invalid_option', `Policy ${policy.id} converts at the ${policy.rateType} rate: convert with it; a series answers the stored mid rates.`, 'policy');
  }
  // The data starts at the source's first publication; a rule that needs one before it (`before`) answers from the next day.
  const first = sourceDates(dataset, policy, base, base).dates[0];
  let from = first !== undefined && first > start ? first : start;
  if (from === first && from <= until && refuses(dataset, base, from, options)) from = shiftDate(from, 1);
  const days = from > until ? 0 : Math.round((Date.parse(until) - Date.parse(from)) / 86_400_000) + 1;
  return { options, from, to: until, symbols, market, days, id: policy.id };
}

function refuses(dataset: Dataset, base: CurrencyCode, date: IsoDate, options: object): boolean {
  try {
    policyChoice(dataset, base, base, date, options);
    return false;
  } catch (e) {
    if (e instanceof RatebookError && e.code === 'no_rate_for_policy') return true;
    throw e;
  }
}

/**
 * Derives days `fromDay` to `toDay` (offsets from the plan's first day) of a series under a policy:
 * each day's map is `history`'s with the policy for that day (the publication the rule chooses, its
 * figures digit for digit). A day the rule refuses refuses the series with that error (naming the
 * missing publication), never an older figure. A publication chosen for several days is quoted once.
 *
 * @example
 * policySeriesPart(nbp, plan, 0, 6).rates['2026-03-07'] // pl-pit: 044/A/NBP/2026's figures of 03-06
 */
export function policySeriesPart(dataset: Dataset, plan: SeriesPlan, fromDay: number, toDay: number): SeriesPart {
  const series = plan.policy!;
  const base = dataset.codes[plan.base]!;
  const rates: Record<string, Record<string, number | string>> = {};
  let startDate: string | undefined;
  let endDate = '';
  let updatedAt = '';
  let quoted = -1;
  let map: Record<string, number | string> = {};
  for (let day = fromDay, date = shiftDate(series.from, fromDay); day <= toDay && date <= series.to; day++, date = shiftDate(date, 1)) {
    const chosen = policyChoice(dataset, base, base, date, series.options);
    const index = chosen.indexes[0]!;
    if (index !== quoted) {
      const at = quoteAt(dataset, index, base, series.symbols, series.market, plan.numbers);
      map = policyRates(dataset, index, at, plan.numbers, chosen.codes, chosen.policy.id, series.symbols !== undefined).rates as Record<
        string,
        number | string
      >;
      quoted = index;
      const captured = dataset.snapshots[index]!.updatedAt;
      if (updatedAt === '' || Date.parse(captured) > Date.parse(updatedAt)) updatedAt = captured;
    }
    rates[date] = map;
    startDate ??= date;
    endDate = date;
  }
  return { rates, startDate, endDate, updatedAt };
}
