import { describe, expect, it } from 'vitest';

import { loadDataset } from '../../index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, entriesOf, expectedRate, expectFeedPath, HTML_ERROR, storedRate, valueCount } from '../../../test/importers/banks/recorded.js';
import { fredCalendar, importFred } from './fred.js';
import { FRED_SERIES } from './fredSeries.js';
import { importBnr } from '../bnr/bnr.js';

// The series each file answers, from its request in manifest.json: FRED's body does not say.
const FILES = entriesOf('fred').map((entry) => ({ file: entry.file, seriesId: /series_id=(\w+)/.exec(entry.request)![1]! }));
const documents = () => FILES.map(({ file, seriesId }) => ({ seriesId, body: bankFile(file) }));
const raw = (file: string) => [...bankText(file).matchAll(/"date":"([\d-]+)","value":"([^"]+)"/g)].map((m) => ({ date: m[1]!, value: m[2]! }));
const EUR_USD = FILES.find((f) => f.seriesId === 'DEXUSEU')!.file;

describe('importFred', () => {
  it('reads all 22 series: units per USD as they are, USD per unit inverted and rounded once', () => {
    expect(FILES.map((f) => f.seriesId).sort()).toEqual(Object.keys(FRED_SERIES).sort());
    const { dataset, warnings, provenance } = importFred(documents(), { metadata: catalog });
    let count = 0;
    for (const { file, seriesId } of FILES) {
      const { code, direction } = FRED_SERIES[seriesId]!;
      const rows = raw(file).filter((row) => row.value !== '.');
      expect(rows).toHaveLength((JSON.parse(bankText(file)) as { observations: unknown[] }).observations.length);
      count += rows.length;
      for (const row of rows)
        expect(storedRate(dataset, row.date, code)?.eq(expectedRate(row.value, '1', direction === 'domestic_per_foreign')), `${seriesId} ${row.date}`).toBe(
          true,
        );
    }
    expect(count).toBe(220);
    expect(valueCount(dataset)).toBe(count);
    expect(dataset.pivot).toBe('USD');
    expect(dataset.snapshots).toHaveLength(10);
    expect(dataset.snapshots[0]).toMatchObject({ date: '2026-03-02', updated_at: '2026-03-02T17:00:00Z' });
    expect(dataset.snapshots.find((s) => s.date === '2026-03-09')!.updated_at).toBe('2026-03-09T16:00:00Z');
    expect(provenance['2026-03-13']).toEqual([{ provider: 'fred' }]);
    expect(warnings).toEqual([]);
    expect(() => loadDataset(dataset)).not.toThrow();
  });

  it("has each series the right way round: within 3 % of the BNR's cross rates on the same dates", () => {
    const fred = importFred(documents(), { metadata: catalog }).dataset;
    const bnr = importBnr(bankFile('bnr/bnr-1.xml'), { metadata: catalog }).dataset;
    let compared = 0;
    for (const { seriesId } of FILES) {
      const { code } = FRED_SERIES[seriesId]!;
      for (const { date } of fred.snapshots) {
        const perRon = storedRate(bnr, date, code);
        const usdPerRon = storedRate(bnr, date, 'USD');
        const perUsd = storedRate(fred, date, code);
        if (!perRon || !usdPerRon || !perUsd) continue;
        const ratio = Number(perUsd.div(perRon.div(usdPerRon)));
        expect(Math.abs(ratio - 1), `${seriesId} ${date}`).toBeLessThan(0.03);
        compared++;
      }
    }
    // Every series but LKR and TWD, which the BNR does not quote, on all ten dates.
    expect(compared).toBe(20 * 10);
  });

  it('takes a single answer with options.seriesId, and skips FRED\'s "." for a day without a rate', () => {
    const text = bankText(EUR_USD).replace('"value":"1.1604"', '"value":"."');
    const { dataset } = importFred(text, { metadata: catalog, seriesId: 'DEXUSEU' });
    expect(dataset.fiat).toEqual(['EUR', 'USD']);
    expect(valueCount(dataset)).toBe(9);
    expect(storedRate(dataset, '2026-03-03', 'EUR')).toBeUndefined();
  });

  it('needs the series of a single answer, and knows only H.10 series', () => {
    expect(() => importFred(bankFile(EUR_USD), { metadata: catalog })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'seriesId' }));
    expect(() => importFred(bankFile(EUR_USD), { metadata: catalog, seriesId: 'DGS10' })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'seriesId' }),
    );
    expect(() => importFred([{ seriesId: 'DEXUSXX', body: bankFile(EUR_USD) }], { metadata: catalog })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'input[0].seriesId' }),
    );
  });

  it('has its calendar facts', () => {
    expect(fredCalendar).toMatchObject({ zone: 'America/New_York', weekdays: [1], quoteDate: 'previous_week', toleranceDays: 1 });
  });
});

describe('importFred refuses a bad document at the first bad value', () => {
  const single = (text: string) => importFred(text, { metadata: catalog, seriesId: 'DEXUSEU' });
  const mutate = (change: (doc: { count: number; units: string; observations: Record<string, unknown>[] }) => void) => {
    const doc = JSON.parse(bankText(EUR_USD));
    change(doc);
    return JSON.stringify(doc);
  };

  it('a truncated document, where it ends', async () => {
    const text = bankText(EUR_USD);
    const cut = text.indexOf('},', 600) + 1;
    await expectFeedPath(() => single(text.slice(0, cut)), `line 1, column ${cut + 1}`);
  });

  it('a missing value, a number instead of a string, a transformed series, one page of several', async () => {
    await expectFeedPath(() => single(mutate((doc) => delete doc.observations[2]!.value)), 'observations[2].value');
    await expectFeedPath(() => single(mutate((doc) => (doc.observations[4]!.value = 1.1638))), 'observations[4].value');
    await expectFeedPath(() => single(mutate((doc) => (doc.units = 'pch'))), 'units');
    await expectFeedPath(() => single(mutate((doc) => (doc.count = 250))), 'count');
  });

  it('a duplicated date, at the second observation', async () => {
    await expectFeedPath(() => single(mutate((doc) => (doc.observations[1]!.date = doc.observations[0]!.date))), 'observations[1].value');
  });

  it('an HTML error page, a FRED error object, a series among several', async () => {
    await expectFeedPath(() => single(HTML_ERROR), 'line 1, column 1');
    await expectFeedPath(() => single('{"error_code":400,"error_message":"Bad Request."}'), 'observations');
    const bad = mutate((doc) => (doc.observations[3]!.value = '-1.16'));
    await expectFeedPath(
      () => importFred([...documents().slice(0, 5), { seriesId: 'DEXUSEU', body: bad }], { metadata: catalog }),
      'DEXUSEU: observations[3].value',
    );
  });
});
