import { fail } from '../errors.js';
import { zonedUtc } from '../calendar/index.js';
import type { IsoDate } from '../types.js';
import { periodOf, shiftDate } from './period.js';
import type { Policy, PolicyChoice } from './types.js';

/** What a policy chooses from: the source's publication dates (sorted, each quoting the pair) and the moment. */
export interface PolicyQuestion {
  /** The dates on which the policy's source published the rates asked for, oldest first. */
  readonly dates: readonly IsoDate[];
  /** The date of the event (the tax point, the transaction). */
  readonly date: IsoDate;
  /** The instant of the event, epoch ms, for the rules that depend on the time of day. */
  readonly at?: number;
  /** The present, epoch ms: a period not over by then has no closing or mean rate yet. */
  readonly now?: number;
  /** What is asked, for messages (`EUR → PLN`). */
  readonly what: string;
  /**
   * The source's publishing calendar: whether it publishes rates dated a day. With it, a publication
   * the rule must see (the calendar's, up to the moment of decision) that is not in `dates` is
   * `no_rate_for_policy` naming it; without it the rule reads `dates` alone.
   */
  readonly publishes?: (date: IsoDate) => boolean;
}

/**
 * Chooses the publication a policy converts at, as a pure function of the source's publication
 * dates, the event's date and (for the rules that depend on the time of day) its instant. A rule
 * that finds nothing fitting throws `no_rate_for_policy` naming the rule, the dates it looked at
 * and why: an older rate is never served instead. With the source's calendar (`publishes`), the
 * rule first names the publication it must see (the newest one up to the moment of decision, the
 * next one for a forward rule, every one of a period for a mean) and refuses, naming its date, where
 * that publication is not among `dates`: the data ends, or a publication day is missing from the
 * middle. A non-forward rule reads no date after the
 * moment it decides for (test/policy/noLookAhead.test.ts holds the law).
 *
 * @param policy - A checked policy.
 * @param question - The source's dates, the date, and optionally `at` and `now`.
 * @returns The date (or dates, for a mean) and the rule in words.
 * @example
 * choosePolicyDate(readPolicy('pl-pit'), { dates: ['2026-03-02', '2026-03-03'], date: '2026-03-04', what: 'EUR → PLN' }).date // "2026-03-03"
 */
export function choosePolicyDate(policy: Policy, question: PolicyQuestion): PolicyChoice {
  const { date, at } = question;
  const published = (d: IsoDate) => at === undefined || policy.publicationTime === undefined || publishedAt(policy, d) <= at;
  const atWords = at === undefined ? '' : ` at ${new Date(at).toISOString()}`;
  if (policy.select === 'on_or_before' || policy.select === 'before') {
    const strict = policy.select === 'before';
    const to = strict ? shiftDate(date, -1) : date;
    const rule = strict ? `last business day strictly before ${date}` : `latest publication on or before ${date}${policy.publicationTime ? atWords : ''}`;
    return back(policy, question, to, rule, published);
  }
  const [start, end] = periodOf(date, policy.period ?? 'month');
  if (policy.select === 'next') return forth(policy, question, date, `first publication on or after ${date} (forward rule)`, published);
  notBefore(policy, question, end, `the ${policy.period} ${start} to ${end}`);
  if (policy.select === 'period_end') {
    const at = lastAtOrBefore(question.dates, end);
    const rule = `last day of the ${policy.period} ${start} to ${end}`;
    if (question.dates[at] === end && published(end)) return { date: end, dates: [end], first: at, why: rule };
    return policy.fallback === 'next'
      ? forth(policy, question, end, `${rule}; none published that day, the next publication (forward rule)`, published)
      : back(policy, question, end, `${rule}; none published that day, the latest before`, published);
  }
  const last = lastAtOrBefore(question.dates, end);
  const first = lastAtOrBefore(question.dates, shiftDate(start, -1)) + 1;
  if (last < first) noRate(policy, question, `no publication from ${start} to ${end}`);
  const dates = question.dates.slice(first, last + 1);
  const gap = question.publishes && firstMissing(question.publishes, dates, start, end);
  if (gap) missing(policy, question, gap, `mean of the ${policy.period} ${start} to ${end}`);
  return { date: dates[dates.length - 1]!, dates, first, why: `mean of the ${dates.length} publications of the ${policy.period} ${start} to ${end}` };
}

// The instant a quote date's rates are out: the source's local publication time on that date.
function publishedAt(policy: Policy, date: IsoDate): number {
  return Date.parse(zonedUtc(date, policy.publicationTime!.time, policy.publicationTime!.zone));
}

function back(policy: Policy, q: PolicyQuestion, to: IsoDate, rule: string, published: (d: IsoDate) => boolean): PolicyChoice {
  const from = policy.maxAgeDays === undefined ? '0000-01-01' : shiftDate(to, -policy.maxAgeDays);
  // The publication the rule must see: the calendar's newest by the moment of decision.
  const due = q.publishes && newestDue(q.publishes, to, from, published);
  for (let i = lastAtOrBefore(q.dates, to); i >= 0 && q.dates[i]! >= from; i--) {
    if (!published(q.dates[i]!)) continue;
    if (due !== undefined && q.dates[i]! < due) break;
    return { date: q.dates[i]!, dates: [q.dates[i]!], first: i, why: rule };
  }
  if (due !== undefined) missing(policy, q, due, rule);
  const window = policy.maxAgeDays === undefined ? `on or before ${to}` : `from ${from} to ${to} (maxAgeDays ${policy.maxAgeDays})`;
  return noRate(policy, q, `${rule}: no publication ${window}${q.at === undefined || policy.publicationTime === undefined ? '' : ' published by then'}`);
}

function forth(policy: Policy, q: PolicyQuestion, from: IsoDate, rule: string, published: (d: IsoDate) => boolean): PolicyChoice {
  const to = policy.maxAgeDays === undefined ? '9999-12-31' : shiftDate(from, policy.maxAgeDays);
  const i = lastAtOrBefore(q.dates, shiftDate(from, -1)) + 1;
  const d = q.dates[i];
  // The publication the rule must see: the calendar's first from the date on.
  const due = q.publishes && firstDue(q.publishes, from, to);
  if (d !== undefined && d <= to && (due === undefined || d <= due) && published(d)) return { date: d, dates: [d], first: i, why: rule };
  if (due !== undefined && published(due) && d !== due) missing(policy, q, due, rule);
  const late = d !== undefined && d <= to ? `; ${d} is not published by then` : '';
  return noRate(policy, q, `${rule}: no publication yet from ${from}${policy.maxAgeDays === undefined ? '' : ` to ${to}`}${late}`);
}

// A period rule decides at the period's end: before then there is no closing or mean rate.
function notBefore(policy: Policy, q: PolicyQuestion, end: IsoDate, period: string): void {
  const endMs = Date.parse(`${end}T23:59:59.999Z`);
  if (policy.select === 'period_mean' && q.now !== undefined && q.now < endMs) noRate(policy, q, `${period} is not over yet`);
}

// The newest day from `to` back to `from` on which the calendar has a publication out by then.
function newestDue(publishes: (d: IsoDate) => boolean, to: IsoDate, from: IsoDate, published: (d: IsoDate) => boolean): IsoDate | undefined {
  for (let d = to, n = 0; d >= from && n < MAX_SCAN; d = shiftDate(d, -1), n++) if (publishes(d) && published(d)) return d;
  return undefined;
}

// The first day from `from` to `to` on which the calendar has a publication.
function firstDue(publishes: (d: IsoDate) => boolean, from: IsoDate, to: IsoDate): IsoDate | undefined {
  for (let d = from, n = 0; d <= to && n < MAX_SCAN; d = shiftDate(d, 1), n++) if (publishes(d)) return d;
  return undefined;
}

// The first publication day of the calendar from `start` to `end` that is not among `dates` (sorted).
function firstMissing(publishes: (d: IsoDate) => boolean, dates: readonly IsoDate[], start: IsoDate, end: IsoDate): IsoDate | undefined {
  const held = new Set(dates);
  for (let d = start, n = 0; d <= end && n < MAX_SCAN; d = shiftDate(d, 1), n++) if (publishes(d) && !held.has(d)) return d;
  return undefined;
}

// A week of maxAgeDays scans 8 days; a year's period 366; an unbounded rule looks no further than this.
const MAX_SCAN = 400;

function missing(policy: Policy, q: PolicyQuestion, date: IsoDate, rule: string): never {
  return noRate(policy, q, `${rule}: the publication of ${date} is not in the dataset (the source's calendar has one that day)`);
}

function lastAtOrBefore(dates: readonly IsoDate[], to: IsoDate): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid]! <= to) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function noRate(policy: Policy, q: PolicyQuestion, why: string): never {
  const held =
    q.dates.length === 0
      ? `no date of ${policy.source} quotes ${q.what}`
      : `${policy.source} quotes ${q.what} from ${q.dates[0]} to ${q.dates[q.dates.length - 1]}`;
  fail('no_rate_for_policy', `Policy ${policy.id} finds no rate for ${q.what}: ${why} (${held}).`, 'date');
}
