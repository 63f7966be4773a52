import { describe, expect, it } from 'vitest';
import { loadDataset, RatebookError } from '../../index.js';
import { feedSource } from '../../live/index.js';
import { importFeed } from '../../importers/index.js';
import { hmrcCalendar } from '../../calendar/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import { hmrcCsvRows, hmrcXmlRows, sameDecimal, taxFile, taxFiles, taxText, type TaxFigure } from '../../../test/importers/taxAuthorities.js';
import type { DatasetFile } from '../../dataset/schema.js';
import { importHmrc } from './hmrc.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const manifest = JSON.parse(taxText('manifest.json')) as { files: { path: string; row_count: number; check: string }[] };
const rowCount = (path: string) => manifest.files.find((f) => f.path === path)!.row_count;

/** Each code's figure as the rows give it, by the documented rules worked out here: ZIG read as ZWG, ECS left out, a code whose rows disagree left out. */
function expectedFigures(rows: readonly TaxFigure[]): { figures: Map<string, string>; disagree: string[] } {
  const all = new Map<string, string[]>();
  for (const { code, text } of rows) {
    if (code === 'ECS') continue;
    const key = code === 'ZIG' ? 'ZWG' : code;
    all.set(key, [...(all.get(key) ?? []), text]);
  }
  const figures = new Map<string, string>();
  const disagree: string[] = [];
  for (const [code, texts] of all) {
    if (texts.every((t) => sameDecimal(t, texts[0]!))) figures.set(code, texts[0]!);
    else disagree.push(code);
  }
  return { figures, disagree };
}

/** The dataset's quoted values of one date, code -> literal (the pivot left out). */
function valuesOn(dataset: DatasetFile, date: string): Map<string, number | string> {
  const row = dataset.snapshots.find((s) => s.date === date);
  const codes = [...dataset.fiat, ...dataset.crypto];
  return new Map(
    row ? codes.flatMap((code, i) => (row.rates[i] === null || code === dataset.pivot ? [] : [[code, row.rates[i] as number | string] as const])) : [],
  );
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

describe('importHmrc: every recorded file', () => {
  const monthly = taxFiles('hmrc/', /^monthly-\d{4}-\d{2}\.xml$/);
  const result = importHmrc(monthly, options);

  it('reads all 151 monthly XML files, 2014-02 to 2026-08, every figure exactly (25,419 rows counted twice apart)', () => {
    expect(monthly).toHaveLength(151);
    let rows = 0;
    let kept = 0;
    for (const { name } of monthly) {
      const text = taxText(name);
      const read = hmrcXmlRows(text);
      // A second, plainer count: the opening tags; and the recorder's count in its manifest.
      expect(read.length, name).toBe(text.split('<exchangeRate>').length - 1);
      expect(read.length, name).toBe(rowCount(name));
      rows += read.length;
      const month = `${/monthly-(\d{4}-\d{2})/.exec(name)![1]}-01`;
      const { figures, disagree } = expectedFigures(read);
      const values = valuesOn(result.dataset, month);
      expect([...values.keys()].sort(), name).toEqual([...figures.keys()].sort());
      for (const [code, text] of figures) expect(sameDecimal(values.get(code)!, text), `${month} ${code} ${text}`).toBe(true);
      for (const code of disagree) expect(result.warnings, `${month} ${code}`).toContainEqual(expect.objectContaining({ kind: 'withheld', date: month, code }));
      kept += figures.size;
    }
    expect(rows).toBe(25_419);
    expect(result.dataset.snapshots).toHaveLength(151);
    expect(result.dataset.pivot).toBe('GBP');
    // The one month whose rows of a code disagree: Montserrat's XCD 3.983 beside 3.9831 (April 2015).
    expect(result.warnings.filter((w) => w.kind === 'withheld' && w.code === 'XCD').map((w) => w.date)).toEqual(['2015-04-01']);
    expect(kept).toBe(result.dataset.snapshots.reduce((n, s) => n + s.rates.filter((r) => r !== null).length - 1, 0));
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it("dates each month its first day, published the penultimate Thursday before (HMRC's statement), with its provenance and SHA-256", () => {
    const march = result.dataset.snapshots.find((s) => s.date === '2025-03-01')!;
    // The penultimate Thursday of February 2025 is the 20th; out by the end of that day, London time.
    expect(march.updated_at).toBe('2025-02-20T23:59:00Z');
    expect(march.sources).toEqual([{ name: 'hmrc', table: 'monthly', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(result.provenance['2025-03-01']).toEqual([{ provider: 'hmrc', table: 'monthly' }]);
    expect(hmrcCalendar.publicationIn(2026, 7)).toBe('2026-07-23');
  });

  it('reads the 19 monthly CSV files alike: the same figures as the XML of the month', () => {
    const files = taxFiles('hmrc/csv/', /^monthly-.*\.csv$/);
    expect(files).toHaveLength(19);
    const csv = importHmrc(files, options);
    for (const { name } of files) {
      const month = `${/monthly-(\d{4}-\d{2})/.exec(name)![1]}-01`;
      const rows = hmrcCsvRows(taxText(name), 2, 3);
      expect(rows.length, name).toBe(rowCount(name));
      const { figures } = expectedFigures(rows);
      const values = valuesOn(csv.dataset, month);
      expect([...values.keys()].sort(), name).toEqual([...figures.keys()].sort());
      for (const [code, text] of figures) expect(sameDecimal(values.get(code)!, text), `${month} ${code}`).toBe(true);
      expect(values, name).toEqual(valuesOn(result.dataset, month));
    }
  });

  it('reads the yearly average and spot files by their names; the four early averages without a code column are refused', async () => {
    const files = [...taxFiles('hmrc/', /^(average|spot)-.*\.csv$/), ...taxFiles('hmrc/derived/', /^(average|spot)-.*\.csv$/)];
    expect(files).toHaveLength(13 + 6 + 19 + 26);
    let read = 0;
    const noCode: string[] = [];
    for (const file of files) {
      const text = taxText(file.name);
      const header = text.replace(/^\uFEFF/, '').split('\n')[0]!;
      if (!/Currency Code/.test(header)) {
        noCode.push(file.name);
        await refused(() => importHmrc(file, options), /lacks the column Currency Code/);
        continue;
      }
      const [, series, year, month] = /(average|spot)-(\d{4})-(\d{2})/.exec(file.name)!;
      const date = `${year}-${month}-31`; // 31 March or 31 December
      const one = importHmrc(file, options);
      const rows = hmrcCsvRows(text, 2, 4);
      expect(rows.length, file.name).toBe(rowCount(file.name));
      const { figures } = expectedFigures(rows);
      const values = valuesOn(one.dataset, date);
      expect([...values.keys()].sort(), file.name).toEqual([...figures.keys()].sort());
      for (const [code, t] of figures) expect(sameDecimal(values.get(code)!, t), `${file.name} ${code}`).toBe(true);
      expect(one.provenance[date]).toEqual([{ provider: 'hmrc', table: series }]);
      read += rows.length;
    }
    expect(noCode).toEqual(['hmrc/average-2020-03.csv', 'hmrc/average-2020-12.csv', 'hmrc/average-2021-12.csv', 'hmrc/average-2022-12.csv']);
    expect(read).toBeGreaterThan(3000);
    // Without its name an average or spot file has no date.
    await refused(() => importHmrc(taxFile('hmrc/spot-2024-03.csv'), options), /states no date/);
  });

  it("reads HMRC's own copies: 12 of 13, the first 2020-10 copy (a bare '&') refused at its place", async () => {
    const alt = taxFiles('hmrc/alt/', /\.xml$/);
    expect(alt).toHaveLength(13);
    for (const file of alt) {
      if (file.name.includes('v1-unescaped')) {
        await refused(() => importHmrc(file, options), /^hmrc\/alt\/monthly-2020-10[^:]*: line \d+, column \d+: a bare '&'/);
        continue;
      }
      const rows = hmrcXmlRows(taxText(file.name));
      const month = `${/monthly-(\d{4}-\d{2})/.exec(file.name)![1]}-01`;
      const values = valuesOn(importHmrc(file, options).dataset, month);
      const { figures } = expectedFigures(rows);
      for (const [code, text] of figures) expect(sameDecimal(values.get(code)!, text), `${file.name} ${code}`).toBe(true);
    }
  });

  it("keeps one month given in two documents as versions (April 2019: the public file's BRL 439943, HMRC's corrected copy 4.9943)", () => {
    const both = [...taxFiles('hmrc/', /^monthly-2019-04\.xml$/), ...taxFiles('hmrc/alt/', /^monthly-2019-04\./)];
    // The figures that differ, read from the two documents here: every one is a two-version value.
    const [first, later] = both.map((f) => expectedFigures(hmrcXmlRows(taxText(f.name))).figures);
    const differ = [...later!].filter(([code, text]) => first!.has(code) && !sameDecimal(first!.get(code)!, text)).map(([code]) => code);
    expect(differ.sort()).toEqual(['BRL', 'NGN', 'TOP']);
    const row = importHmrc(both, options).dataset.snapshots.find((s) => s.date === '2019-04-01')!;
    // Published on the penultimate Thursday before April (21 March 2019, end of day, London = UTC
    // then); the later document, the correction, counts as published a day after.
    const [PUBLIC, CORRECTED] = ['2019-03-21T23:59:00Z', '2019-03-22T23:59:00Z'];
    expect([row.published_at, row.updated_at]).toEqual([PUBLIC, CORRECTED]);
    expect(Object.keys(row.versions!).sort()).toEqual(differ);
    for (const code of differ)
      expect(row.versions![code]!.map(([at, rate]) => [at, String(rate)])).toEqual([
        [PUBLIC, first!.get(code)],
        [CORRECTED, later!.get(code)],
      ]);
    const values = valuesOn(importHmrc(both, options).dataset, '2019-04-01');
    expect(values.get('BRL')).toBe(4.9943);
    // The others are as both documents give them, with no versions.
    for (const [code, text] of later!) if (!differ.includes(code) && values.has(code)) expect(sameDecimal(values.get(code)!, text), code).toBe(true);
    // Each alone reads: the public file's slip as published, HMRC's copy corrected.
    expect(valuesOn(importHmrc(both[0]!, options).dataset, '2019-04-01').get('BRL')).toBe(439943);
    expect(importHmrc(both[1]!, options).dataset.snapshots[0]!.versions).toBeUndefined();
  });

  it('orders the documents of a month as given: the later is the correction; a repeated figure is no version', () => {
    const both = [...taxFiles('hmrc/', /^monthly-2019-04\.xml$/), ...taxFiles('hmrc/alt/', /^monthly-2019-04\./)];
    const reversed = importHmrc([both[1]!, both[0]!], options).dataset.snapshots[0]!;
    expect(reversed.versions!.BRL).toEqual([
      ['2019-03-21T23:59:00Z', 4.9943],
      ['2019-03-22T23:59:00Z', 439943],
    ]);
    // The public file again after the copy: a third version, a day later still; the copy twice: none.
    const thrice = importHmrc([both[0]!, both[1]!, both[0]!], options).dataset.snapshots[0]!;
    expect(thrice.versions!.BRL!.map(([at]) => at)).toEqual(['2019-03-21T23:59:00Z', '2019-03-22T23:59:00Z', '2019-03-23T23:59:00Z']);
    expect(importHmrc([both[1]!, both[1]!], options).dataset.snapshots[0]!.versions).toBeUndefined();
    // A code only the later document quotes was not known at the first publication: one version, the later's time.
    const text = taxText('hmrc/alt/monthly-2019-04.hmrc-currency-conversion.xml');
    const noBrl = text.replace(/<exchangeRate>(?:(?!<\/exchangeRate>)[\s\S])*?<currencyCode>BRL<\/currencyCode>[\s\S]*?<\/exchangeRate>\s*/, '');
    expect(noBrl).not.toContain('BRL');
    const added = importHmrc([noBrl, text], options).dataset.snapshots[0]!;
    expect(added.versions!.BRL).toEqual([['2019-03-22T23:59:00Z', 4.9943]]);
    // A code the later document leaves out keeps the earlier figure.
    expect(importHmrc([text, noBrl], options).dataset.snapshots[0]!.versions).toBeUndefined();
    // A later document whose own rows of a code disagree withholds the code for the month, as one document's do.
    const split = text.replace(/(<currencyCode>XOF<\/currencyCode>\s*)<rateNew>762\.07</, '$1<rateNew>762.08<');
    expect(split).not.toBe(text);
    const result = importHmrc([text, split], options);
    expect(valuesOn(result.dataset, '2019-04-01').has('XOF')).toBe(false);
    expect(result.warnings.filter((w) => w.code === 'XOF').map((w) => w.kind)).toEqual(['withheld']);
  });

  it('is importFeed("hmrc", ...): the same importer by its id', () => {
    const file = taxFiles('hmrc/', /^monthly-2026-08\.xml$/);
    expect(importFeed('hmrc', file, options).dataset).toEqual(importHmrc(file, options).dataset);
  });
});

describe('importHmrc refuses', () => {
  const text = taxText('hmrc/monthly-2025-03.xml');
  const csv = taxText('hmrc/csv/monthly-2023-01.csv');

  it('a unit: a field or an attribute HMRC never writes (every rate is per £1), a CSV per £100', async () => {
    await refused(() => importHmrc(text.replace('<rateNew>4.6219</rateNew>', '<rateNew>4.6219</rateNew><unit>100</unit>'), options), /<unit> is not a field/);
    await refused(() => importHmrc(text.replace('<rateNew>4.6219</rateNew>', '<rateNew unit="100">462.19</rateNew>'), options), /an attribute \(unit\)/);
    await refused(() => importHmrc(csv.replace('Currency Units per £1', 'Currency Units per £100'), options), /line 1, column 4: expected the column/);
  });

  it('a swapped column: a code where the rate stands, the period reversed', async () => {
    await refused(
      () =>
        importHmrc(
          text.replace('<currencyCode>AED</currencyCode>\n    <rateNew>4.6219</rateNew>', '<currencyCode>4.6219</currencyCode>\n    <rateNew>AED</rateNew>'),
          options,
        ),
      /exchangeRate\[1\]\/currencyCode: "4\.6219" is not a currency code/,
    );
    await refused(() => importHmrc(csv.replace('AED,4.5569', '4.5569,AED'), options), /line 2, column Currency Code/);
    await refused(() => importHmrc(csv.replace('01/01/2023,31/01/2023', '31/01/2023,01/01/2023'), options), /not one whole calendar month/);
  });

  it('a future period, a period that is not a whole month', async () => {
    await refused(() => importHmrc(text.replace('01/Mar/2025 to 31/Mar/2025', '01/Mar/2099 to 31/Mar/2099'), options), /2099-03-01 lies in the future/);
    await refused(() => importHmrc(text.replace('01/Mar/2025 to 31/Mar/2025', '01/Mar/2025 to 30/Mar/2025'), options), /not one whole calendar month/);
  });

  it('a truncated file, an empty list, another series in the same import', async () => {
    await refused(() => importHmrc(text.slice(0, 5000), options), /^line 160, column 24: /);
    await refused(() => importHmrc(text.slice(0, text.lastIndexOf('</exchangeRate>')), options), /the document ends inside <exchangeRate>/);
    await refused(() => importHmrc(csv.slice(0, 500), options), /line 10: expected 6 fields as in the header, got 2/);
    // A monthly CSV recorded without its last line end reads; cut inside its last row, it is refused.
    const open = taxText('hmrc/csv/monthly-2022-11.csv');
    expect(open.endsWith('\n')).toBe(false);
    await refused(() => importHmrc(open.slice(0, -3), options), /line 167: expected 8 fields/);
    await refused(() => importHmrc('<exchangeRateMonthList Period="01/Mar/2025 to 31/Mar/2025"></exchangeRateMonthList>', options), /holds no rate/);
    await refused(
      () =>
        importHmrc(
          [
            { name: 'monthly-2025-03.xml', bytes: taxFile('hmrc/monthly-2025-03.xml') },
            { name: 'spot-2025-03.csv', bytes: taxFile('hmrc/spot-2025-03.csv') },
          ],
          options,
        ),
      /a spot file among monthly files/,
    );
  });
});

describe("hmrc's live source", () => {
  it("asks the Trade Tariff for the month's XML (the month before as fallback) and reads one round", async () => {
    const source = feedSource('hmrc');
    expect(source.frequency).toBe('monthly');
    const files = taxFiles('hmrc/', /^monthly-2026-0[78]\.xml$/);
    const imported = importHmrc(files, { metadata: catalog }).dataset;
    const { asked, served } = await liveRound(source, files[1]!.bytes, imported, 'application/xml');
    expect(asked[0]).toBe('https://www.trade-tariff.service.gov.uk/api/v2/exchange_rates/files/monthly_xml_2026-8.xml');
    expect(served.snapshots.at(-1)!.date).toBe('2026-08-01');
    // The calendar: a month's file is not stale in the weeks before the next; it is once the next is a week late.
    const last = Date.parse('2026-07-23T22:59:00Z');
    expect(source.calendar.missed(last, Date.parse('2026-08-26T00:00:00Z'), 0)).toBe(0);
    expect(source.calendar.missed(last, Date.parse('2026-09-01T00:00:00Z'), 0)).toBe(1);
    expect(new Date(source.calendar.staleAt(last, 0)).toISOString()).toBe('2026-08-27T22:59:00.000Z');
  });
});
