import * as v from 'valibot';
import { fail, quote } from '../errors.js';
import type { Policy } from './types.js';

const ID = 'expected an id of lower-case letters, digits and dashes, at most 40 characters';
const TEXT = 'expected a non-empty string of at most 400 characters';
const text = v.pipe(v.string(TEXT), v.minLength(1, TEXT), v.maxLength(400, TEXT));
const URL_TEXT = 'expected an https URL of at most 400 characters';
const DAYS = 'expected an integer from 0 to 366';
const TIME = 'expected a local time HH:MM';

const PolicySchema = v.strictObject(
  {
    id: v.pipe(v.string(ID), v.regex(/^[a-z][a-z0-9-]{0,39}$/, ID)),
    title: text,
    basis: v.strictObject({ text, url: v.pipe(v.string(URL_TEXT), v.regex(/^https:\/\/\S{1,392}$/, URL_TEXT)) }, 'expected { text, url }'),
    source: v.pipe(v.string(ID), v.regex(/^[a-z][a-z0-9-]{0,39}$/, ID)),
    table: v.optional(v.pipe(v.string('expected a table name'), v.regex(/^[A-Za-z0-9]{1,8}$/, 'expected a table name of 1 to 8 letters or digits'))),
    rateType: v.picklist(['mid', 'buying', 'selling'], 'expected "mid", "buying" or "selling"'),
    select: v.picklist(
      ['on_or_before', 'before', 'next', 'period_end', 'period_mean'],
      'expected "on_or_before", "before", "next", "period_end" or "period_mean"',
    ),
    period: v.optional(v.picklist(['month', 'quarter', 'year'], 'expected "month", "quarter" or "year"')),
    fallback: v.optional(v.picklist(['on_or_before', 'next'], 'expected "on_or_before" or "next"')),
    maxAgeDays: v.optional(v.pipe(v.number(DAYS), v.integer(DAYS), v.minValue(0, DAYS), v.maxValue(366, DAYS))),
    publicationTime: v.optional(
      v.strictObject(
        {
          zone: v.pipe(v.string('expected an IANA time zone'), v.check(isZone, 'expected an IANA time zone')),
          time: v.pipe(v.string(TIME), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME)),
        },
        'expected { zone, time }',
      ),
    ),
  },
  'expected an object',
);

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
}

/**
 * Checks a rate policy, the rule a law or standard gives for choosing a rate, and returns it frozen,
 * with `forward` set for the rules that look past the date. Every field is checked as an option is:
 * an unknown key, a wrong value, `period` missing for a period rule or given to another rule is
 * `invalid_option` naming the field (`policy.select`) in ratebook's words.
 *
 * @param policy - `{ id, title, basis: { text, url }, source, table?, rateType, select, period?, fallback?, maxAgeDays?, publicationTime? }`.
 * @returns The checked policy.
 * @example
 * definePolicy({ id: 'my-pit', title: 'NBP day before', basis: { text: 'PIT Act Art. 11a(1)', url: 'https://isap.sejm.gov.pl/' }, source: 'nbp', table: 'A', rateType: 'mid', select: 'before' })
 */
export function definePolicy(policy: unknown): Policy {
  const parsed = v.safeParse(PolicySchema, policy);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    const param = path === '' ? 'policy' : `policy.${path.slice(0, 40)}`;
    const unknown = issue.kind === 'schema' && issue.type === 'strict_object' && issue.input !== undefined && issue.path !== undefined;
    if (unknown) fail('invalid_option', `Unknown key ${quote(path.split('.').pop())} in the policy.`, param);
    const missing = issue.input === undefined && issue.path !== undefined;
    fail('invalid_option', `The policy's ${path || 'value'} ${missing ? 'is missing' : `is ${quote(issue.input)}`}: ${issue.message}.`, param);
  }
  const p = parsed.output;
  const periodic = p.select === 'period_end' || p.select === 'period_mean';
  if (periodic && p.period === undefined)
    fail('invalid_option', `The policy's select ${quote(p.select)} needs a period ("month", "quarter" or "year").`, 'policy.period');
  if (!periodic && p.period !== undefined)
    fail('invalid_option', `The policy's period is only for "period_end" and "period_mean", not ${quote(p.select)}.`, 'policy.period');
  if (p.fallback !== undefined && p.select !== 'period_end')
    fail('invalid_option', `The policy's fallback is only for "period_end", not ${quote(p.select)}.`, 'policy.fallback');
  const forward = p.select === 'next' || (p.select === 'period_end' && p.fallback === 'next');
  const out: Policy = {
    ...p,
    basis: Object.freeze({ ...p.basis }),
    ...(p.publicationTime && { publicationTime: Object.freeze({ ...p.publicationTime }) }),
    forward,
  };
  return Object.freeze(out);
}
