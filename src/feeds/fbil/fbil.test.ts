import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR, replaceAscii } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { fbilCalendar, importFbil } from './fbil.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'fbil/fbil-1.json';
const ROW = /\{"processRunDate":"([\d-]+) 00:00:00","subProdName":"INR \/ (\d+) ([A-Z]{3})","displayTime":"[\d-]+ [\d:]+","rate":([\d.]+),"comments":""\}/g;

describe('importFbil', () => {
  const text = bankText(FILE);
  const raw = [...text.matchAll(ROW)].map(([, date, amount, code, rate]) => ({ date: date!, amount: amount!, code: code!, rate: rate! }));
  const result = importFbil(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 3 days of 6 products, 18 values; amounts 1, 100 and 10,000', () => {
    expect(raw).toHaveLength(text.split('"subProdName"').length - 1);
    expect(raw).toHaveLength(18);
    expect(new Set(raw.map((r) => r.amount))).toEqual(new Set(['1', '100', '10000']));
    expect(values.size).toBe(18);
  });

  it('pivots on INR and stores amount / rate, rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('INR');
    for (const { date, amount, code, rate } of raw)
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(rate, amount, true)), `${date} ${code}`).toBe(true);
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-03-20 USD')).toBe(0.0107125678775);
    expect(values.get('2026-03-20 JPY')).toBe(1.69664065151);
    expect(values.get('2026-03-20 IDR')).toBe(181.462186002);
    expect(values.get('2026-03-20 EUR')).toBe(0.00926409717667);
  });

  it('names FBIL on every date, dates snapshots at 13:30 Mumbai, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-03-17', '2026-03-18', '2026-03-20']);
    expect(result.provenance['2026-03-17']).toEqual([{ provider: 'fbil', table: 'refrates' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-17T08:00:00Z');
    expect(fbilCalendar.zone).toBe('Asia/Kolkata');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importFbil refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const doc = JSON.parse(text) as Record<string, unknown>[];
  const run = (input: unknown) => () => importFbil(input as string, options);

  it('a changed unit it cannot read', () => {
    expect(feedLocation(run(replaceAscii(bytes, 'INR / 100 JPY', 'INR / 50 JPY')))).toBe('[3].subProdName');
    expect(feedLocation(run(replaceAscii(bytes, 'INR / 1 USD', 'USD / 1 INR')))).toBe('[0].subProdName');
  });

  it('a swapped column: the display time of another day', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"displayTime":"2026-03-20 13:00:00"', '"displayTime":"2026-03-18 13:00:00"')))).toBe('[0].displayTime');
  });

  it('a date in the future', () => {
    expect(
      feedLocation(
        run(
          replaceAscii(
            bytes,
            '"processRunDate":"2026-03-20 00:00:00","subProdName":"INR / 1 USD","displayTime":"2026-03-20',
            '"processRunDate":"2099-03-20 00:00:00","subProdName":"INR / 1 USD","displayTime":"2099-03-20',
          ),
        ),
      ),
    ).toBe('[0].processRunDate');
  });

  it('a duplicated row', () => {
    expect(feedLocation(run(JSON.stringify([...doc, doc[4]])))).toBe('[18].rate');
  });

  it('a truncated body, a rate as text, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 1000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(replaceAscii(bytes, '"rate":93.348300', '"rate":"93.348300"')))).toBe('[0].rate');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('fbil()', () => {
  it('one live round asks the last two weeks and adds the last date', async () => {
    const imported = importFbil(bankFile(FILE), { metadata: catalog }).dataset;
    const initial = { ...imported, snapshots: imported.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('fbil'), initial, bankFile(FILE), new Date('2026-03-21T08:00:00Z'), 'application/json');
    expect(asked.map((a) => a.url)).toEqual(['https://www.fbil.org.in/wasdm/refrates/fetchfiltered?authenticated=false&fromDate=2026-03-07&toDate=2026-03-21']);
    expect(status.sources[0]).toMatchObject({ name: 'fbil', ok: true, quote_date: '2026-03-20' });
  });
});
