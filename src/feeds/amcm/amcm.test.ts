import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import {
  bankFile,
  bankText,
  bigOf,
  datasetValues,
  entriesOf,
  expectedRate,
  feedLocation,
  HTML_ERROR,
  replaceAscii,
} from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { amcmCalendar, importAmcm } from './amcm.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'amcm/amcm-1.json';
const ROW = /\{"id":\d+,"date":"([\d-]+) 00:00:00","currency":"([A-Z]{3})","unit":(\d+)\.0,"usdMean":"([\d.]+)","usdMeanValue":[\d.]+,"bid":"[\d.]+"\}/g;

describe('importAmcm', () => {
  const text = bankText(FILE);
  const raw = [...text.matchAll(ROW)].map(([, date, code, unit, mean]) => ({ date: date!, code: code!, unit: unit!, mean: mean! }));
  const result = importAmcm(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 5 days of 18 rows, the LIQ row of each without a value, 85 values; JPY and KRW per 100', () => {
    expect(raw).toHaveLength(text.split('"currency"').length - 1);
    expect(raw).toHaveLength(90);
    expect(raw.filter((r) => r.code === 'LIQ').map((r) => `${r.unit} ${r.mean}`)).toEqual(Array.from({ length: 5 }, () => '0 0.0000'));
    expect([...new Set(raw.filter((r) => r.unit === '100').map((r) => r.code))]).toEqual(['JPY', 'KRW']);
    expect(values.size).toBe(85);
  });

  it('pivots on MOP and stores unit / usdMean, rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('MOP');
    for (const { date, code, unit, mean } of raw) {
      if (code === 'LIQ') expect(result.dataset.fiat).not.toContain('LIQ');
      else expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(mean, unit, true)), `${date} ${code}`).toBe(true);
    }
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-05-22 USD')).toBe(0.123908060219);
    expect(values.get('2026-05-22 JPY')).toBe(19.7133676346);
    expect(values.get('2026-05-22 KRW')).toBe(185.185185185);
    expect(values.get('2026-05-22 HKD')).toBe(0.970873786408);
  });

  it('names the AMCM on every date, dates snapshots at 11:30 Macau, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-05-18', '2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22']);
    expect(result.provenance['2026-05-18']).toEqual([{ provider: 'amcm', table: 'financial_info 1' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-05-18T03:30:00Z');
    expect(amcmCalendar.zone).toBe('Asia/Macau');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importAmcm refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const run = (input: unknown) => () => importAmcm(input as string, options);

  it('a changed unit', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"currency":"JPY","unit":100.0', '"currency":"JPY","unit":1000.0')))).toBe('data[8].unit');
  });

  it('a swapped column: the text and the number of the mean disagree', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"usdMean":"5.7635","usdMeanValue":5.76350000', '"usdMean":"0.7141","usdMeanValue":5.76350000')))).toBe(
      'data[0].usdMeanValue',
    );
  });

  it('a date in the future', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"date":"2026-05-22 00:00:00"', '"date":"2099-05-22 00:00:00"')))).toBe('data[0].date');
  });

  it('a duplicated row', () => {
    const doc = JSON.parse(text);
    doc.data.push(doc.data[3]);
    expect(feedLocation(run(doc))).toBe('data[90].usdMean');
  });

  it('a truncated body, an error answer, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 6000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(replaceAscii(bytes, '"message":"OK"', '"message":"Error"')))).toBe('message');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('amcm()', () => {
  it('one live round asks the last two weeks and adds the last date', async () => {
    const imported = importAmcm(bankFile(FILE), { metadata: catalog }).dataset;
    const initial = { ...imported, snapshots: imported.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('amcm'), initial, bankFile(FILE), new Date('2026-05-24T06:33:34Z'), 'application/json');
    expect(asked.map((a) => a.url)).toEqual([entriesOf('amcm')[0]!.request.replace('Begin=20260518&End=20260522', 'Begin=20260510&End=20260525')]);
    expect(status.sources[0]).toMatchObject({ name: 'amcm', ok: true, quote_date: '2026-05-22' });
  });
});
