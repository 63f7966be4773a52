import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../data.js';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { importNationalBankOfGeorgia, nationalBankOfGeorgiaCalendar } from './nationalBankOfGeorgia.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = ['nbg/nbg-1.json', 'nbg/nbg-2.json', 'nbg/nbg-3.json'];
// Each rate of the raw text by a regular expression, apart from the importer's JSON reading.
const RATE = /"code":"([A-Z]{3})","quantity":(\d+),"rateFormated":"([\d.]+)".*?"validFromDate":"(\d{4}-\d\d-\d\d)T/g;

describe('importNationalBankOfGeorgia', () => {
  const result = importNationalBankOfGeorgia(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value: 42 rates in each answer; the answers of 2026-03-03 and 2026-03-04 are one list, read once', () => {
    const keys = new Set<string>();
    for (const file of FILES) {
      const text = bankText(file);
      const raw = [...text.matchAll(RATE)];
      expect(raw.length).toBe(text.split('"code":').length - 1);
      expect(raw.length).toBe(42);
      for (const [, code, quantity, rate, date] of raw) {
        keys.add(`${date} ${code}`);
        expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(rate!, quantity!, true)), `${date} ${code}`).toBe(true);
      }
    }
    expect(values.size).toBe(keys.size);
    expect(keys.size).toBe(84);
    expect(result.dataset.snapshots.map((s) => s.date)).toEqual(['2026-02-28', '2026-03-03']);
  });

  it('stores quantity / rate units per GEL (worked out with python3 decimal)', () => {
    expect(values.get('2026-02-28 AED')).toBe(1.37262707095); // 10 / 7.2853
    expect(values.get('2026-02-28 AMD')).toBe(140.924464487); // 1000 / 7.0960
    expect(values.get('2026-02-28 AUD')).toBe(0.525541307547); // 1 / 1.9028
    expect(values.get('2026-02-28 USD')).toBe(0.373706042827); // 1 / 2.6759
    expect(result.dataset.pivot).toBe('GEL');
  });

  it("records the provider, takes updated_at from the rates' own time, and loads", () => {
    expect(result.provenance['2026-02-28']).toEqual([{ provider: 'nbg' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-02-27T17:01:00Z');
    expect(nationalBankOfGeorgiaCalendar.quoteDate).toBe('next_day');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importNationalBankOfGeorgia refuses', () => {
  const text = bankText('nbg/nbg-1.json');
  const run = (input: string) => () => importNationalBankOfGeorgia(input, options);

  it('a changed unit', () => {
    expect(feedLocation(run(text.replace('"code":"AED","quantity":10', '"code":"AED","quantity":7')))).toBe('[0].currencies[0].quantity');
  });

  it('a swapped column (rate and diff), and a rate that is not its formatted text', () => {
    expect(feedLocation(run(text.replace('"rateFormated":"7.2853","diffFormated":"0.0049"', '"rateFormated":"0.0049","diffFormated":"7.2853"')))).toBe(
      '[0].currencies[0].rate',
    );
  });

  it('a date in the future', () => {
    expect(feedLocation(run(text.replaceAll('2026-02-28T00:00:00.000Z', '2099-02-28T00:00:00.000Z')))).toBe('[0].currencies[0].validFromDate');
  });

  it('a duplicate', () => {
    expect(feedLocation(run(text.replace('"code":"AMD"', '"code":"AED"')))).toBe('[0].currencies[1].rateFormated');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 4000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('nationalBankOfGeorgia() live source', () => {
  it('one round from the recorded bytes through an injected fetch', async () => {
    const initial = importNationalBankOfGeorgia(bankFile('nbg/nbg-1.json'), { metadata: defaultDataset }).dataset;
    const { status, asked } = await injectedRound(feedSource('nbg'), initial, bankFile('nbg/nbg-2.json'), new Date('2026-03-02T18:00:00Z'));
    expect(asked.map((a) => a.url)).toEqual(['https://nbg.gov.ge/gw/api/ct/monetarypolicy/currencies/?date=2026-03-03']);
    expect(status.sources[0]).toMatchObject({ name: 'nbg', ok: true, quote_date: '2026-03-03' });
  });
});
