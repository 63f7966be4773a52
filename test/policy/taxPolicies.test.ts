import { describe, expect, it } from 'vitest';
import { convert, loadDataset, RatebookError } from '../../src/index.js';
// The rate policies load when their entry is imported (ratebook/policies).
import '../../src/policy/index.js';
import { importHmrc } from '../../src/feeds/hmrc/hmrc.js';
import { importUsTreasury } from '../../src/feeds/us-treasury/usTreasury.js';
import { labelCode } from '../../src/feeds/us-treasury/treasuryLabels.js';
import { catalog } from '../importers/catalog.js';
import { hmrcXmlRows, sameDecimal, taxFile, taxFiles, taxText, treasuryLines, type TreasuryLine } from '../importers/taxAuthorities.js';
import { days, shift } from './harness.js';
import type { PolicyId } from '../../src/policy/types.js';
import type { Dataset } from '../../src/types.js';

// The three tax authorities' policies against their recorded documents: every expected figure is
// read from the document here (a regular expression, a split line), never from ratebook's output.

const options = { metadata: catalog, allowMinimalMetadata: true };
const now = new Date('2026-12-07T00:00:00Z');

function answer(ds: Dataset, policy: PolicyId, from: string, to: string, date: string): { rate: string; date: string } {
  const r = convert(ds, { from, to, date }, { policy, now, numbers: 'string' });
  return { rate: String(r.rate), date: r.date };
}

function refusal(ds: Dataset, policy: PolicyId, from: string, to: string, date: string): string {
  try {
    convert(ds, { from, to, date }, { policy, now });
  } catch (error) {
    expect(error).toBeInstanceOf(RatebookError);
    expect((error as RatebookError).code).toBe('no_rate_for_policy');
    return (error as RatebookError).message;
  }
  throw new Error(`${policy} answered ${from} → ${to} on ${date}`);
}

describe('uk-hmrc: the HMRC rate of the month in which the date falls', () => {
  const files = taxFiles('hmrc/', /^monthly-\d{4}-\d{2}\.xml$/);
  const ds = loadDataset(importHmrc(files, options).dataset);
  // month -> code -> HMRC's figure, where the month's rows of the code agree.
  const figures = new Map<string, Map<string, string>>();
  for (const { name } of files) {
    const month = /monthly-(\d{4}-\d{2})/.exec(name)![1]!;
    const byCode = new Map<string, string>();
    for (const { code, text } of hmrcXmlRows(taxText(name))) byCode.set(code, byCode.has(code) && !sameDecimal(byCode.get(code)!, text) ? 'disagree' : text);
    figures.set(month, byCode);
  }

  it("every month's first, middle and last day, USD, EUR, JPY, CHF and CAD: the month's own figure, digit for digit (2,265 cases)", () => {
    let cases = 0;
    for (const [month, byCode] of figures) {
      const [y, m] = month.split('-').map(Number) as [number, number];
      const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
      for (const date of [`${month}-01`, `${month}-15`, last])
        for (const code of ['USD', 'EUR', 'JPY', 'CHF', 'CAD']) {
          const r = answer(ds, 'uk-hmrc', 'GBP', code, date);
          expect(sameDecimal(r.rate, byCode.get(code)!), `${date} ${code}: ${r.rate} vs ${byCode.get(code)}`).toBe(true);
          expect(r.date).toBe(`${month}-01`);
          cases++;
        }
    }
    expect(cases).toBe(151 * 3 * 5);
  });

  it('month boundaries: the last day of a month and the first of the next take their own months’ figures', () => {
    const months = [...figures.keys()];
    let differ = 0;
    for (let i = 0; i + 1 < months.length; i++) {
      const first = `${months[i + 1]}-01`;
      const before = shift(first, -1);
      const a = answer(ds, 'uk-hmrc', 'GBP', 'USD', before);
      const b = answer(ds, 'uk-hmrc', 'GBP', 'USD', first);
      expect(sameDecimal(a.rate, figures.get(months[i]!)!.get('USD')!), before).toBe(true);
      expect(sameDecimal(b.rate, figures.get(months[i + 1]!)!.get('USD')!), first).toBe(true);
      if (a.rate !== b.rate) differ++;
    }
    expect(differ).toBeGreaterThan(140);
  });

  it('refuses outside the data and for a month missing from it, naming the month, never the month before', () => {
    expect(refusal(ds, 'uk-hmrc', 'GBP', 'USD', '2014-01-31')).toMatch(/the publication of 2014-01-01 is not in the dataset/);
    expect(refusal(ds, 'uk-hmrc', 'GBP', 'USD', '2026-09-10')).toMatch(/the publication of 2026-09-01 is not in the dataset/);
    const gap = loadDataset(
      importHmrc(
        files.filter((f) => !f.name.includes('monthly-2020-05')),
        options,
      ).dataset,
    );
    for (const date of days('2020-05-01', '2020-05-31'))
      expect(refusal(gap, 'uk-hmrc', 'GBP', 'EUR', date)).toMatch(/the publication of 2020-05-01 is not in the dataset/);
    expect(answer(gap, 'uk-hmrc', 'GBP', 'EUR', '2020-06-01').date).toBe('2020-06-01');
    // HMRC's own copy of April 2019 says BRL 4.9943, where the public file says 439943.
    const copy = loadDataset(importHmrc(taxFiles('hmrc/alt/', /^monthly-2019-04\./), options).dataset);
    expect(answer(copy, 'uk-hmrc', 'GBP', 'BRL', '2019-04-17').rate).toBe('4.9943');
  });
});

describe('us-treasury and us-fbar: the Treasury Reporting Rates', () => {
  const lines = treasuryLines();
  const ds = loadDataset(importUsTreasury(taxFile('us-treasury/rates-of-exchange-2021Q1-2025Q4.with-iso.csv'), options).dataset);
  const codeOf = (l: TreasuryLine) => {
    const span = labelCode(l.label, l.effective);
    return span?.code && span.code !== 'USD' && !span.alias ? span.code : undefined;
  };
  const primary = lines.filter((l) => codeOf(l) !== undefined);
  const records = [...new Set(lines.map((l) => l.record))].sort();
  /** The figure in effect for `code` on `date`, worked out from the rows: the quarter's report, then its amendments up to the date. */
  function inEffect(code: string, date: string): TreasuryLine | undefined {
    const record = records.filter((r) => r <= date).at(-1);
    return primary
      .filter((l) => l.record === record && codeOf(l) === code && l.effective <= date)
      .sort((a, b) => (a.effective < b.effective ? -1 : 1))
      .at(-1);
  }

  it('every amendment: its figure from its effective date, the one before on the day before (amendments included, 2 × 181 cases less those without a code)', () => {
    let cases = 0;
    for (const l of primary.filter((x) => x.effective !== x.record)) {
      const code = codeOf(l)!;
      const on = answer(ds, 'us-treasury', 'USD', code, l.effective);
      expect(sameDecimal(on.rate, l.text), `${l.label} ${l.effective}: ${on.rate} vs ${l.text}`).toBe(true);
      const before = inEffect(code, shift(l.effective, -1));
      // The first leone (SLE) line, on 2022-07-15, amends a code the day before had no rate of (the old leone's line was SLL).
      if (before === undefined) expect(refusal(ds, 'us-treasury', 'USD', code, shift(l.effective, -1))).toMatch(/finds no rate/);
      else
        expect(sameDecimal(answer(ds, 'us-treasury', 'USD', code, shift(l.effective, -1)).rate, before.text), `${l.label} ${shift(l.effective, -1)}`).toBe(
          true,
        );
      cases += 2;
    }
    expect(cases).toBeGreaterThanOrEqual(2 * 170);
    // The example of the issue: ARS 1205.0 at 2025-06-30, amended to 1345.0 from 2025-08-31.
    expect(answer(ds, 'us-treasury', 'USD', 'ARS', '2025-08-30').rate).toBe('1205');
    expect(answer(ds, 'us-treasury', 'USD', 'ARS', '2025-08-31').rate).toBe('1345');
    expect(answer(ds, 'us-treasury', 'USD', 'ARS', '2025-09-29').rate).toBe('1345');
  });

  it('asOf before and after every amendment: what was known then, never an amendment published later (issue 39)', () => {
    let cases = 0;
    for (const l of primary.filter((x) => x.effective !== x.record)) {
      const code = codeOf(l)!;
      const row = ds.snapshots.find((s) => s.date === l.effective)!;
      const published = Date.parse(row.publishedAt ?? row.updatedAt);
      const at = (ms: number) => new Date(ms).toISOString();
      const known = (asOf: string) => convert(ds, { from: 'USD', to: code, date: l.effective }, { policy: 'us-treasury', now, asOf, numbers: 'string' });
      // Once the amendment is out, its figure; a millisecond before, the figure in effect before it (or none).
      expect(sameDecimal(String(known(at(published)).rate), l.text), `${l.label} ${l.effective} as of its publication`).toBe(true);
      const before = inEffect(code, shift(l.effective, -1));
      if (before !== undefined) {
        expect(sameDecimal(String(known(at(published - 1)).rate), before.text), `${l.label} ${l.effective} as of just before`).toBe(true);
        cases++;
      }
      cases++;
    }
    expect(cases).toBeGreaterThanOrEqual(2 * 20);
    // The example: on 2025-09-15 the peso was 1205 as known on 2025-08-30, 1345 once the amendment of 08-31 was out.
    const ars = (asOf: string) => convert(ds, { from: 'USD', to: 'ARS', date: '2025-09-15' }, { policy: 'us-treasury', now, asOf, numbers: 'string' }).rate;
    expect([ars('2025-08-30T12:00:00Z'), ars('2025-09-15T12:00:00Z')]).toEqual(['1205', '1345']);
  });

  it('quarter boundaries and every fortnight of 2021-2025 for EUR, JPY, GBP, CAD, RUB, ARS (the figure in effect that day)', () => {
    let cases = 0;
    const dates = [...records.flatMap((r) => [r, shift(r, -1), shift(r, 1)]), ...days('2021-03-31', '2026-01-31').filter((_, i) => i % 14 === 0)];
    for (const date of dates.filter((d) => d >= '2021-03-31'))
      for (const code of ['EUR', 'JPY', 'GBP', 'CAD', 'RUB', 'ARS']) {
        const want = inEffect(code, date)!;
        const r = answer(ds, 'us-treasury', 'USD', code, date);
        expect(sameDecimal(r.rate, want.text), `${date} ${code}: ${r.rate} vs ${want.text} (${want.effective})`).toBe(true);
        cases++;
      }
    expect(cases).toBeGreaterThanOrEqual(500);
    // A cross rate under the rule: both currencies' figures in effect, their exact quotient rounded once to 12 digits.
    expect(answer(ds, 'us-treasury', 'EUR', 'ARS', '2025-09-01').rate).toBe(String(Number((1345 / 0.853).toPrecision(12))));
  });

  it('refuses before the data and past it, naming the quarter report it lacks', () => {
    expect(refusal(ds, 'us-treasury', 'USD', 'EUR', '2021-03-30')).toMatch(/the publication of 2020-12-31 is not in the dataset/);
    expect(refusal(ds, 'us-treasury', 'USD', 'EUR', '2026-04-02')).toMatch(/the publication of 2026-03-31 is not in the dataset/);
    expect(answer(ds, 'us-treasury', 'USD', 'EUR', '2026-03-30').date).toBe('2025-12-31');
    // The lev's last report; from 2026-01-01 the lev converts only at its legal factor to the euro (the registry), whatever the Treasury's line says.
    expect(answer(ds, 'us-treasury', 'USD', 'BGN', '2025-12-31').rate).toBe('1.664');
  });

  it('us-fbar: any day of a year converts at the report as of its 31 December (2021 to 2025), and 2026 is refused', () => {
    let cases = 0;
    for (const year of ['2021', '2022', '2023', '2024', '2025']) {
      const december = primary.filter((l) => l.record === `${year}-12-31` && l.effective === l.record);
      for (const date of [`${year}-01-01`, `${year}-03-31`, `${year}-07-04`, `${year}-10-15`, `${year}-12-31`])
        for (const code of ['EUR', 'JPY', 'GBP', 'CHF', 'ARS', 'INR', 'MXN', 'BRL']) {
          const want = december.find((l) => codeOf(l) === code)!;
          const r = answer(ds, 'us-fbar', 'USD', code, date);
          expect(sameDecimal(r.rate, want.text), `${date} ${code}: ${r.rate} vs ${want.text}`).toBe(true);
          expect(r.date).toBe(`${year}-12-31`);
          cases++;
        }
    }
    expect(cases).toBe(200);
    // An amendment effective after 31 December (the ruble, 2025-02-14) is not the year's rate.
    expect(answer(ds, 'us-fbar', 'USD', 'RUB', '2024-06-30').rate).toBe(
      primary.find((l) => l.record === '2024-12-31' && l.label === 'Russia-Ruble' && l.effective === l.record)!.text.replace(/\.0$/, ''),
    );
    expect(refusal(ds, 'us-fbar', 'USD', 'EUR', '2026-05-01')).toMatch(/2026-12-31/);
    expect(refusal(ds, 'us-fbar', 'USD', 'EUR', '2020-05-01')).toMatch(/the publication of 2020-12-31 is not in the dataset/);
  });
});
