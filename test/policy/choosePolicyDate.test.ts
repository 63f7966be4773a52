import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RatebookError } from '../../src/index.js';
import { definePolicy, policies } from '../../src/policy/index.js';
import { choosePolicyDate } from '../../src/policy/choosePolicyDate.js';
import { readPolicy } from '../../src/policy/policies.js';
import { bankText } from '../importers/banks/recorded.js';
import { mnb } from './authorities.js';
import { days, onOrBefore, shift, strictlyBefore } from './harness.js';

const IDS = [
  'eu-vat',
  'eu-oss',
  'pl-pit',
  'pl-cit',
  'pl-vat',
  'cz-vat',
  'ro-vat',
  'tr-vat',
  'ru',
  'ua',
  'ca-cra',
  'au-ato',
  'hu-vat',
  'ias21-spot',
  'ias21-closing',
  'ias21-average',
  'uk-hmrc',
  'us-treasury',
  'us-fbar',
];

// A non-forward rule decides for this moment: nothing after it may change its choice.
function decidesFor(id: string, date: string): string {
  const p = readPolicy(id);
  if (p.select === 'before') return shift(date, -1);
  if (p.select === 'on_or_before') return date;
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const last = p.period === 'quarter' ? m - ((m - 1) % 3) + 2 : p.period === 'year' ? 12 : m;
  return new Date(Date.UTC(y, last, 0)).toISOString().slice(0, 10);
}

const choose = (id: string, dates: string[], date: string) => {
  try {
    return choosePolicyDate(readPolicy(id), { dates, date, what: 'EUR → PLN' });
  } catch (e) {
    if (e instanceof RatebookError && e.code === 'no_rate_for_policy') return 'none';
    throw e;
  }
};

describe('policies and their choice', () => {
  it('lists the nineteen built-in policies, each with an article and an https URL', () => {
    expect(
      policies()
        .map((p) => p.id)
        .sort(),
    ).toEqual([...IDS].sort());
    for (const p of policies()) {
      expect(p.basis.url).toMatch(/^https:\/\//);
      expect(p.basis.text.length).toBeGreaterThan(20);
      expect(Object.isFrozen(p)).toBe(true);
    }
    expect(
      policies()
        .filter((p) => p.forward)
        .map((p) => p.id),
    ).toEqual(['eu-oss']);
  });

  it('checks a defined policy as an option: invalid_option naming the field, in ratebook’s words', () => {
    const base = { id: 'mine', title: 'Mine', basis: { text: 'An article', url: 'https://example.org/a' }, source: 'nbp', rateType: 'mid', select: 'before' };
    expect(definePolicy(base).forward).toBe(false);
    const bad: [unknown, string][] = [
      [{ ...base, select: 'latest' }, 'policy.select'],
      [{ ...base, colour: 'red' }, 'policy.colour'],
      [{ ...base, basis: { text: 'x', url: 'http://insecure' } }, 'policy.basis.url'],
      [{ ...base, select: 'period_mean' }, 'policy.period'],
      [{ ...base, period: 'month' }, 'policy.period'],
      [{ ...base, maxAgeDays: -1 }, 'policy.maxAgeDays'],
      [{ ...base, publicationTime: { zone: 'Mars/Olympus', time: '16:00' } }, 'policy.publicationTime.zone'],
      [{ ...base, id: undefined }, 'policy.id'],
      ['pl-pit', 'policy'],
    ];
    for (const [policy, param] of bad) {
      let error: unknown;
      try {
        definePolicy(policy);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(policy)).toBeInstanceOf(RatebookError);
      expect((error as RatebookError).code).toBe('invalid_option');
      expect((error as RatebookError).param).toBe(param);
      expect((error as RatebookError).message).not.toMatch(/Invalid (type|key)|valibot/i);
    }
    expect(() => readPolicy('pl-pitt')).toThrow(/did you mean "pl-pit"/);
  });

  it('law: a non-forward policy’s choice never depends on data published after the moment it decides for', () => {
    const dateArb = fc.integer({ min: 0, max: 400 }).map((n) => shift('2025-01-01', n));
    fc.assert(
      fc.property(fc.constantFrom(...IDS.filter((id) => !readPolicy(id).forward)), fc.uniqueArray(dateArb, { maxLength: 60 }), dateArb, (id, raw, date) => {
        const dates = [...raw].sort();
        const cut = decidesFor(id, date);
        const all = choose(id, dates, date);
        const known = choose(
          id,
          dates.filter((d) => d <= cut),
          date,
        );
        expect(all).toEqual(known);
      }),
      { numRuns: 400 },
    );
  });

  it('the forward rule is named as such and does look past the date', () => {
    const chosen = choosePolicyDate(readPolicy('eu-oss'), { dates: ['2025-06-30', '2025-10-01'], date: '2025-09-15', what: 'EUR → USD' });
    expect(chosen.date).toBe('2025-10-01');
    expect(chosen.why).toContain('forward rule');
  });

  it('tr-vat’s rule (strictly before) on the dates TCMB published in March 2026, for each currency of its document', () => {
    const doc = JSON.parse(bankText('tcmb/tcmb-1.json')) as { items: Record<string, string | null>[] };
    const codes = Object.keys(doc.items[0]!)
      .flatMap((k) => /^TP_DK_([A-Z]{3})_A_YTL$/.exec(k)?.[1] ?? [])
      .slice(0, 4);
    let cases = 0;
    for (const code of codes) {
      const dates = doc.items.filter((i) => i[`TP_DK_${code}_A_YTL`] !== null).map((i) => (i.Tarih as string).replace(/^(\d{2})-(\d{2})-(\d{4})$/, '$3-$2-$1'));
      for (const date of days('2026-03-01', '2026-03-25')) {
        const want = strictlyBefore(7)(dates, date);
        const got = choose('tr-vat', dates, date);
        expect(got === 'none' ? undefined : got.date, `${code} ${date}`).toBe(want);
        cases++;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it('hu-vat’s rule (on or before) on the dates of the recorded MNB document, before its importer is on main', () => {
    const pub = mnb();
    let cases = 0;
    for (const code of ['EUR', 'USD', 'CHF', 'GBP', 'JPY']) {
      const dates = [...new Set(pub.figures.filter((f) => f.code === code).map((f) => f.date))].sort();
      for (const date of days(shift(dates[0]!, -2), shift(dates.at(-1)!, 9))) {
        const want = onOrBefore(7)(dates, date);
        const got = choose('hu-vat', dates, date);
        expect(got === 'none' ? undefined : got.date, `${code} ${date}`).toBe(want);
        cases++;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(50);
  });

  it('a time rule takes a publication out at the exact instant of its publication time, not a millisecond before', () => {
    const dates = ['2026-02-02', '2026-02-03'];
    // 16:00 Frankfurt on 3 February is 15:00Z.
    const at = Date.parse('2026-02-03T15:00:00Z');
    const chosen = (ms: number) => choosePolicyDate(readPolicy('eu-vat'), { dates, date: '2026-02-03', at: ms, what: 'EUR → USD' }).date;
    expect(chosen(at)).toBe('2026-02-03');
    expect(chosen(at - 1)).toBe('2026-02-02');
  });

  it('a forward rule looks no further than its maxAgeDays (eu-oss: 7 days past the quarter’s end)', () => {
    const oss = readPolicy('eu-oss');
    const next = (after: string) => choose('eu-oss', ['2025-09-29', after], '2025-08-15');
    expect(oss.maxAgeDays).toBe(7);
    expect(next('2025-10-07')).toMatchObject({ date: '2025-10-07' });
    expect(next('2025-10-08')).toBe('none');
  });

  it('with the source’s calendar, a rule names the publication it must see and refuses where it is missing', () => {
    const weekdays = (d: string) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());
    const ask = (id: string, dates: string[], date: string) => {
      try {
        return choosePolicyDate(readPolicy(id), { dates, date, what: 'EUR → PLN', publishes: weekdays }).date;
      } catch (e) {
        return (e as Error).message.match(/publication of (\d{4}-\d{2}-\d{2}) is not in the dataset/)?.[1] ?? 'other';
      }
    };
    // pl-pit on Monday 03-09 with data to Thursday 03-05: Friday 03-06 is named.
    expect(ask('pl-pit', ['2026-03-04', '2026-03-05'], '2026-03-09')).toBe('2026-03-06');
    expect(ask('pl-pit', ['2026-03-04', '2026-03-05', '2026-03-06'], '2026-03-09')).toBe('2026-03-06');
    // A publication on a day the calendar does not expect (a Saturday) is newer, not missing.
    expect(ask('cz-vat', ['2026-03-06', '2026-03-07'], '2026-03-08')).toBe('2026-03-07');
    // eu-oss: 2025-09-30 is a publication day; without it the next publication is no answer.
    expect(ask('eu-oss', ['2025-09-29', '2025-10-01'], '2025-08-15')).toBe('2025-09-30');
    // ias21-average: every publication of the month.
    expect(
      ask(
        'ias21-average',
        days('2025-06-01', '2025-06-30').filter((d) => weekdays(d) && d !== '2025-06-17'),
        '2025-06-10',
      ),
    ).toBe('2025-06-17');
  });
});
