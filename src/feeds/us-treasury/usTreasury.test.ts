import { describe, expect, it } from 'vitest';
import { createLiveDataset, feedSource } from '../../live/index.js';
import { loadDataset, RatebookError } from '../../index.js';
import { importFeed } from '../../importers/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { sameDecimal, taxFile, taxText, treasuryLines, type TreasuryLine } from '../../../test/importers/taxAuthorities.js';
import type { DatasetFile } from '../../dataset/schema.js';
import { labelCode, TREASURY_LABELS } from './treasuryLabels.js';
import { importUsTreasury } from './usTreasury.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'us-treasury/rates-of-exchange-2021Q1-2025Q4.with-iso.csv';
const csv = taxText(FILE);

/** A row's value of `code`, or undefined. */
function valueAt(dataset: DatasetFile, date: string, code: string): number | string | undefined {
  const row = dataset.snapshots.find((s) => s.date === date);
  const i = dataset.fiat.indexOf(code);
  return row && i >= 0 ? ((row.rates[i] ?? undefined) as number | string | undefined) : undefined;
}

/** The document's rows as Fiscal Data's API answers them (its documented layout: every value a string). */
function apiJson(lines: readonly TreasuryLine[]): string {
  const data = lines.map((l, i) => {
    const cut = l.label.lastIndexOf('-');
    return {
      record_date: l.record,
      country: l.label.slice(0, cut),
      currency: l.label.slice(cut + 1),
      country_currency_desc: l.label,
      exchange_rate: l.text,
      effective_date: l.effective,
      src_line_nbr: String(i + 1),
      record_fiscal_year: l.record.slice(0, 4),
      record_fiscal_quarter: '1',
      record_calendar_year: l.record.slice(0, 4),
      record_calendar_quarter: String(Math.ceil(Number(l.record.slice(5, 7)) / 3)),
      record_calendar_month: l.record.slice(5, 7),
      record_calendar_day: l.record.slice(8, 10),
    };
  });
  const meta = { count: data.length, labels: {}, dataTypes: {}, dataFormats: {}, 'total-count': data.length, 'total-pages': 1 };
  return JSON.stringify({ data, meta, links: { self: '&page%5Bnumber%5D=1&page%5Bsize%5D=10000', first: null, prev: null, next: null, last: null } });
}

async function refused(run: () => unknown, where: RegExp): Promise<void> {
  let error: unknown;
  try {
    run();
  } catch (e) {
    error = e;
  }
  expect(error, String(where)).toBeInstanceOf(RatebookError);
  expect((error as RatebookError).code).toBe('invalid_feed');
  expect((error as RatebookError).message).toMatch(where);
}

describe('importUsTreasury: the recorded Reporting Rates, 2021-Q1 to 2025-Q4', () => {
  const lines = treasuryLines();
  const result = importUsTreasury({ name: 'rates.csv', bytes: taxFile(FILE) }, options);
  const ds = result.dataset;

  it('reads all 3,641 rows (181 amendments), each figure exactly where its label maps to a code, each other row accounted for', () => {
    // Two plain counts apart from the importer: the lines of the file, and the recorder's manifest.
    expect(lines).toHaveLength(csv.trim().split('\n').length - 1);
    expect(lines).toHaveLength(3641);
    expect(lines.filter((l) => l.effective !== l.record)).toHaveLength(181);
    const tally = { stored: 0, dollar: 0, second: 0, withheld: 0 };
    for (const l of lines) {
      const span = labelCode(l.label, l.effective);
      expect(span, l.label).toBeDefined();
      if (span!.code === null) {
        tally.withheld++;
        expect(result.warnings).toContainEqual(expect.objectContaining({ kind: 'withheld', date: l.effective, message: expect.stringContaining(l.label) }));
      } else if (span!.code === 'USD') {
        tally.dollar++;
        expect(sameDecimal(l.text, '1'), l.label).toBe(true);
      } else if (span!.alias) {
        tally.second++;
        const own = valueAt(ds, l.effective, span!.code);
        if (own === undefined || !sameDecimal(own, l.text))
          expect(result.warnings).toContainEqual(expect.objectContaining({ kind: 'withheld', date: l.effective, code: span!.code }));
      } else {
        tally.stored++;
        expect(sameDecimal(valueAt(ds, l.effective, span!.code)!, l.text), `${l.effective} ${l.label} ${l.text}`).toBe(true);
      }
    }
    // Worked out by hand from the labels: 8 dollar lines (140 rows); 23 euro lines beside Euro Zone-Euro (98), 7 West and 5
    // Central African CFA lines beside Senegal's and Cameroon's (240), 2 East Caribbean lines beside Antigua's (40);
    // withheld: Venezuela-Fuerte 20, Sierra Leone-Old Leone 8, Eritrea-Nakfa Salary Payment 4, Zimbabwe-Rtgs after the
    // ZiG 3, Croatia-Kuna after the euro 2, Bulgaria-Lev New after the euro 1.
    expect(tally).toEqual({ stored: 3085, dollar: 140, second: 378, withheld: 38 });
    expect(tally.stored + tally.dollar + tally.second + tally.withheld).toBe(3641);
    expect(Object.keys(TREASURY_LABELS)).toHaveLength(200);
    expect(ds.pivot).toBe('USD');
    expect(() => loadDataset(ds)).not.toThrow();
  });

  it('keeps every amendment as a row at its effective date, the other rates in effect carried with their own dates (ARS 1205.0 → 1345.0 from 2025-08-31)', () => {
    expect(valueAt(ds, '2025-06-30', 'ARS')).toBe(1205);
    expect(valueAt(ds, '2025-08-31', 'ARS')).toBe(1345);
    const amended = ds.snapshots.find((s) => s.date === '2025-08-31')!;
    expect(amended.dates?.EUR).toBe('2025-06-30');
    expect(amended.dates?.ARS).toBeUndefined();
    // Bulgaria's line amended to the euro's figure on 2026-01-15: withheld, and the lev's rate ends there.
    expect(valueAt(ds, '2025-12-31', 'BGN')).toBe(1.664);
    expect(valueAt(ds, '2026-01-15', 'BGN')).toBeUndefined();
    expect(valueAt(ds, '2026-01-15', 'IRR')).toBe(1068906);
    expect(amended.sources?.map((s) => s.table).sort()).toEqual(['2025-06-30', '2025-06-30 amendment']);
    // Every amendment date: the amended figures its own, every other code the one in effect (worked out here from the rows).
    const primary = lines.filter((l) => {
      const span = labelCode(l.label, l.effective);
      return span?.code && span.code !== 'USD' && !span.alias;
    });
    const amendmentDates = [...new Set(lines.filter((l) => l.effective !== l.record).map((l) => l.effective))].sort();
    let checked = 0;
    for (const date of amendmentDates) {
      const row = ds.snapshots.find((s) => s.date === date);
      expect(row, date).toBeDefined();
      const record = primary.filter((l) => l.record <= date).reduce((max, l) => (l.record > max ? l.record : max), '');
      const inEffect = new Map<string, TreasuryLine>();
      for (const l of primary.filter((p) => p.record === record && p.effective <= date).sort((a, b) => (a.effective < b.effective ? -1 : 1)))
        inEffect.set(labelCode(l.label, l.effective)!.code!, l);
      // An amendment of a line that has no code any more (the lev, amended to the euro's figure on 2026-01-15) ends the old code's rate.
      for (const l of lines.filter(
        (x) => x.record === record && x.effective !== x.record && x.effective <= date && labelCode(x.label, x.effective)?.code === null,
      ))
        inEffect.delete(labelCode(l.label, l.record)!.code!);
      for (const [code, l] of inEffect) {
        expect(sameDecimal(valueAt(ds, date, code)!, l.text), `${date} ${code}`).toBe(true);
        expect(row!.dates?.[code], `${date} ${code}`).toBe(l.effective === date ? undefined : l.effective);
        checked++;
      }
    }
    expect(amendmentDates.length).toBeGreaterThanOrEqual(70);
    expect(checked).toBeGreaterThan(10_000);
  });

  it("never reads the copy's ISO_Code column (the euro as CHE): garbage there changes nothing", () => {
    const scrambled = csv.replace(/,[A-Z]{3}$/gm, ',CHE').replace(/,$/gm, ',XXX');
    expect(importUsTreasury(scrambled, options).dataset.snapshots.map((s) => s.rates)).toEqual(ds.snapshots.map((s) => s.rates));
    expect(valueAt(ds, '2025-12-31', 'EUR')).toBe(0.851);
    expect(valueAt(ds, '2025-12-31', 'CHF')).toBe(0.792);
  });

  it("reads the API's JSON as Fiscal Data documents it: the same rates as the CSV", () => {
    const json = importUsTreasury(apiJson(lines), options);
    expect(json.dataset.snapshots.map((s) => [s.date, s.rates, s.dates ?? null])).toEqual(ds.snapshots.map((s) => [s.date, s.rates, s.dates ?? null]));
    expect(importFeed('us-treasury', apiJson(lines.slice(0, 200)), options).dataset.snapshots.at(-1)!.date).toBe('2026-01-15');
  });
});

describe('importUsTreasury refuses', () => {
  const first = '2025-12-31,Afghanistan-Afghani,65.96,2025-12-31,AFN';
  const amendment = '2025-06-30,Argentina-Peso,1345.0,2025-08-31';

  it('an unknown label, naming it', async () => {
    await refused(
      () => importUsTreasury(csv.replace(first, '2025-12-31,Atlantis-Drachma,65.96,2025-12-31,AFN'), options),
      /line 2, column Exchange Rate: "Atlantis-Drachma" is not a label/,
    );
  });

  it('a swapped column: a date where the figure stands, an effective date before its record date', async () => {
    await refused(
      () => importUsTreasury(csv.replace(first, '2025-12-31,Afghanistan-Afghani,2025-12-31,65.96,AFN'), options),
      /line 2, column Exchange Rate: "2025-12-31"/,
    );
    expect(csv).toContain(amendment);
    await refused(
      () => importUsTreasury(csv.replace(amendment, '2025-08-31,Argentina-Peso,1345.0,2025-06-30'), options),
      /record date 2025-08-31 is not a quarter's last day/,
    );
    await refused(
      () => importUsTreasury(csv.replace(first, '2025-12-31,Afghanistan-Afghani,65.96,2025-09-30,AFN'), options),
      /effective date 2025-09-30 is before its record date/,
    );
  });

  it('a dollar line that is not 1: withheld, never a rate of the pivot', () => {
    const odd = importUsTreasury(csv.replace('2025-12-31,Ecuador-Dolares,1.0,', '2025-12-31,Ecuador-Dolares,1.1,'), options);
    expect(odd.warnings).toContainEqual(
      expect.objectContaining({ kind: 'withheld', code: 'USD', message: 'Ecuador-Dolares 1.1 withheld: a dollar line is 1' }),
    );
  });

  it('a unit: a figure column that is not "Exchange Rate" (per 100)', async () => {
    await refused(() => importUsTreasury(csv.replace('Exchange Rate', 'Exchange Rate per 100'), options), /line 1: the header lacks the column Exchange Rate/);
  });

  it('a future period, an amendment past its quarter, one label twice with two figures', async () => {
    await refused(() => importUsTreasury(csv.replace(first, '2099-12-31,Afghanistan-Afghani,65.96,2099-12-31,AFN'), options), /2099-12-31 lies in the future/);
    await refused(() => importUsTreasury(csv.replace(amendment, '2025-06-30,Argentina-Peso,1345.0,2025-10-15'), options), /not within the quarter/);
    await refused(
      () => importUsTreasury(`${csv}2025-12-31,Afghanistan-Afghani,66.0,2025-12-31,AFN\n`, options),
      /"Afghanistan-Afghani" effective 2025-12-31 is 66 here and 65\.96/,
    );
  });

  it('a truncated file, a JSON answer without data', async () => {
    await refused(() => importUsTreasury(csv.slice(0, 5000), options), /the last line has no line end/);
    await refused(() => importUsTreasury(apiJson(treasuryLines()).slice(0, 3000), options), /not valid JSON/);
    await refused(() => importUsTreasury('{"data":[],"meta":{}}', options), /^data: the array is empty/);
    await refused(
      () => importUsTreasury(apiJson(treasuryLines().slice(0, 1)).replace('"country":"Afghanistan"', '"country":"Albania"'), options),
      /data\[0\], country_currency_desc: "Afghanistan-Afghani" is not its country and currency/,
    );
  });
});

describe("us-treasury's live source", () => {
  it("asks Fiscal Data's API for the last half year's rows and reads one round of its JSON", async () => {
    const source = feedSource('us-treasury');
    expect(source.frequency).toBe('quarterly');
    const lines = treasuryLines().filter((l) => l.record >= '2025-09-30');
    const body = new TextEncoder().encode(apiJson(lines));
    const imported = importUsTreasury(apiJson(treasuryLines().filter((l) => l.record === '2025-09-30')), { metadata: catalog }).dataset;
    const asked: string[] = [];
    const live = createLiveDataset({
      initial: loadDataset(imported),
      sources: [source],
      intervalSeconds: 0,
      retries: 0,
      fetch: async (url) => (asked.push(String(url)), new Response(body, { headers: { 'content-type': 'application/json' } })),
      now: () => new Date('2026-01-20T12:00:00Z'),
    });
    await live.refresh();
    await live.stop();
    expect(asked).toEqual([
      'https://api.fiscaldata.treasury.gov/services/api/fiscal_service/v1/accounting/od/rates_of_exchange?filter=record_date:gte:2025-07-04&sort=-record_date&page[size]=10000',
    ]);
    expect(live.status().sources[0]).toMatchObject({ ok: true, quote_date: '2026-01-15' });
    // A quarter's report is not stale within its quarter; the next is missed ten days after its record date.
    const last = Date.parse('2026-01-01T04:59:00Z');
    expect(source.calendar.missed(last, Date.parse('2026-04-09T00:00:00Z'), 0)).toBe(0);
    expect(source.calendar.missed(last, Date.parse('2026-04-11T12:00:00Z'), 0)).toBe(1);
  });
});
