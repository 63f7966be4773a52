import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { convert, history, type RatebookError } from '../../src/index.js';
import { definePolicy, policies } from '../../src/policy/index.js';
import type { Dataset } from '../../src/types.js';
import { ecb, type Published } from './authorities.js';
import { checkPolicy, days, onOrBefore, type Rule, shift, type Tally } from './harness.js';
// Receipts (explain: true) load when their entry is imported (ratebook/receipts).
import '../../src/receipts/index.js';
import { ecbDataset } from '../importers/ecbHistory.js';

const CODES = ['USD', 'JPY', 'GBP', 'CHF', 'PLN', 'HUF'];
const now = new Date('2026-04-20T00:00:00Z');
let ds: Dataset;
let pub: Published;
const tallies: Record<string, Tally> = {};

// The last day of the month or quarter holding a date.
const periodEnd = (date: string, months: 1 | 3) => {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const last = months === 1 ? m : m - ((m - 1) % 3) + 2;
  return new Date(Date.UTC(y, last, 0)).toISOString().slice(0, 10);
};
const periodEndRule =
  (months: 1 | 3, fallback: 'before' | 'next'): Rule =>
  (dates, date) => {
    const end = periodEnd(date, months);
    if (dates.includes(end)) return end;
    return fallback === 'next' ? dates.find((d) => d > end && d <= shift(end, 7)) : onOrBefore(7)(dates, end);
  };

beforeAll(async () => {
  ds = await ecbDataset();
  pub = ecb('2024-12-01');
});

describe('EU and IAS 21 policies against the ECB’s own history (eurofxref-hist.zip)', () => {
  it('eu-vat: the latest ECB rate on or before the day, over Christmas and New Year (TARGET closed 25, 26 December and 1 January)', () => {
    tallies['eu-vat'] = checkPolicy(ds, pub, 'eu-vat', days('2025-12-15', '2026-01-20'), CODES, onOrBefore(7), { now });
    expect(tallies['eu-vat'].cases).toBeGreaterThanOrEqual(50);
    expect(tallies['eu-vat'].exact).toBe(tallies['eu-vat'].cases - tallies['eu-vat'].refused);
  });

  it('eu-vat with at: before 16:00 CET the day’s rate is not published yet (the day before’s), after it the day’s', () => {
    const before = checkPolicy(ds, pub, 'eu-vat', days('2026-02-02', '2026-02-27'), CODES, (dates, date) => onOrBefore(7)(dates, shift(date, -1)), {
      now,
      at: (date) => `${date}T14:30:00Z`,
    });
    const after = checkPolicy(ds, pub, 'eu-vat', days('2026-02-02', '2026-02-27'), CODES, onOrBefore(7), { now, at: (date) => `${date}T15:30:00+00:00` });
    expect(before.cases + after.cases).toBeGreaterThanOrEqual(100);
    tallies['eu-vat at'] = { cases: before.cases + after.cases, exact: before.exact + after.exact, refused: before.refused + after.refused };
  });

  it('eu-oss: the rate of the quarter’s last day, or the next publication (forward); a monthly variant meets weekends', () => {
    const asked = days('2025-01-01', '2026-03-31').filter((_, i) => i % 5 === 0);
    tallies['eu-oss'] = checkPolicy(ds, pub, 'eu-oss', asked, CODES, periodEndRule(3, 'next'), { now });
    expect(tallies['eu-oss'].cases).toBeGreaterThanOrEqual(50);
    const oss = policies().find((p) => p.id === 'eu-oss')!;
    const { forward: _, ...fields } = oss;
    const monthly = definePolicy({ ...fields, id: 'eu-oss-monthly', period: 'month' });
    expect(monthly.forward).toBe(true);
    const t = checkPolicy(ds, pub, monthly, asked, CODES, periodEndRule(1, 'next'), { now });
    expect(t.cases).toBeGreaterThanOrEqual(50);
    // 2025-05-31 was a Saturday: the next publication, Monday 2 June.
    expect(convert(ds, { from: 'EUR', to: 'USD', date: '2025-05-10' }, { policy: monthly, now }).date).toBe('2025-06-02');
  });

  it('ias21-spot and ias21-closing: the spot rate on the day, and the month’s last publication', () => {
    tallies['ias21-spot'] = checkPolicy(ds, pub, 'ias21-spot', days('2026-03-20', '2026-04-13'), CODES, onOrBefore(7), { now });
    const asked = days('2025-01-01', '2026-03-31').filter((_, i) => i % 7 === 0);
    tallies['ias21-closing'] = checkPolicy(ds, pub, 'ias21-closing', asked, CODES, periodEndRule(1, 'before'), { now });
    expect(tallies['ias21-spot'].cases).toBeGreaterThanOrEqual(50);
    expect(tallies['ias21-closing'].cases).toBeGreaterThanOrEqual(50);
    // May 2025 ended on a Saturday: its closing rate is Friday 30 May's.
    expect(convert(ds, { from: 'EUR', to: 'USD', date: '2025-05-10' }, { policy: 'ias21-closing', now }).date).toBe('2025-05-30');
  });

  it('ias21-average: the mean of the month’s ECB rates, to 12 significant digits, computed here with big.js', () => {
    let cases = 0;
    for (const month of [
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]) {
      for (const code of CODES) {
        const cells = pub.figures.filter((f) => f.code === code && f.date.startsWith(month)).sort((a, b) => (a.date < b.date ? -1 : 1));
        const mean = cells.reduce((s, f) => s.plus(f.text), new Big(0)).div(cells.length);
        const r = convert(ds, { from: 'EUR', to: code, date: `${month}-15` }, { policy: 'ias21-average', now, numbers: 'string', explain: true });
        expect(new Big(r.rate).eq(mean.prec(12, Big.roundHalfEven)), `${code} ${month}`).toBe(true);
        expect(r.date).toBe(cells.at(-1)!.date);
        expect((r as unknown as { policy: { chose: { dates: string[] } } }).policy.chose.dates).toEqual(cells.map((f) => f.date));
        cases++;
      }
    }
    tallies['ias21-average'] = { cases, exact: cases, refused: 0 };
    expect(cases).toBeGreaterThanOrEqual(50);
    // A month not over yet has no average.
    expect(() => convert(ds, { from: 'EUR', to: 'USD', date: '2026-04-13' }, { policy: 'ias21-average', now })).toThrow(/not over yet/);
    // history answers one day's rates: a policy that takes a period's mean is refused there, not answered by its last day.
    expect(() => history(ds, { date: '2025-05-15', base: 'EUR' }, { policy: 'ias21-average', now })).toThrow(
      "Policy ias21-average takes a period's mean: convert with it; history answers one day's rates.",
    );
  });

  it('hu-vat: no MNB document on main yet, so its rule (on or before) is checked with the ECB’s HUF under the same rule; hu-vat itself refuses an ECB dataset', () => {
    const hu = policies().find((p) => p.id === 'hu-vat')!;
    const { forward: _, ...fields } = hu;
    const onEcb = definePolicy({ ...fields, id: 'hu-vat-ecb', source: 'ecb' });
    tallies['hu-vat (ECB HUF)'] = checkPolicy(ds, pub, onEcb, days('2026-02-15', '2026-04-13'), ['HUF'], onOrBefore(7), { now });
    expect(tallies['hu-vat (ECB HUF)'].cases).toBeGreaterThanOrEqual(50);
    let error: unknown;
    try {
      convert(ds, { from: 'EUR', to: 'HUF', date: '2026-03-04' }, { policy: 'hu-vat', now });
    } catch (e) {
      error = e;
    }
    expect((error as RatebookError).code).toBe('policy_source_mismatch');
    expect((error as RatebookError).status).toBe(422);
  });

  it('reports the cases per policy', () => {
    console.log(JSON.stringify(tallies));
  });
});
