import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR, replaceAscii } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { hkmaCalendar, importHkma } from './hkma.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'hkma/hkma-1.json';

// Each record's currency fields, found by regular expressions on the raw text: every "name":number
// of a record but the neeri indices, the nulls counted apart.
function rawRecords(text: string) {
  return [...text.matchAll(/\{"end_of_day":"([\d-]+)",([^}]*)\}/g)].map(([, date, body]) => ({
    date: date!,
    fields: [...body!.matchAll(/"(\w+)":([\d.]+|null)/g)]
      .filter(([, name]) => !name!.startsWith('neeri_'))
      .map(([, name, value]) => ({ name: name!, value: value! })),
  }));
}

describe('importHkma', () => {
  const raw = rawRecords(bankText(FILE));
  const result = importHkma(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 4 days, 17 currencies each and the SDR on 3 of them, 71 values; the legacy currencies are null', () => {
    expect(raw).toHaveLength(4);
    const quoted = raw.flatMap((r) => r.fields.filter((f) => f.value !== 'null'));
    expect(quoted).toHaveLength(71);
    expect(raw.flatMap((r) => r.fields.filter((f) => f.value === 'null').map((f) => f.name))).toEqual([
      ...['dem', 'nlg', 'bef', 'frf', 'itl', 'special_drawing_rights'],
      ...Array.from({ length: 3 }, () => ['dem', 'nlg', 'bef', 'frf', 'itl']).flat(),
    ]);
    expect(values.size).toBe(71);
  });

  it('pivots on HKD and stores 1 / (HKD per unit), rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('HKD');
    for (const { date, fields } of raw) {
      for (const { name, value } of fields) {
        if (value === 'null') continue;
        const code = name === 'special_drawing_rights' ? 'XDR' : name.toUpperCase();
        // The one number written in its double's long form is the decimal 7.8245 (see the importer).
        const decimal = value === '7.8245000000000005' ? '7.8245' : value;
        expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(decimal, '1', true)), `${date} ${code}`).toBe(true);
      }
    }
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-02-28 USD')).toBe(0.127803693527);
    expect(values.get('2026-02-28 JPY')).toBe(19.9521149242);
    expect(values.get('2026-02-27 XDR')).toBe(0.0929577508649);
    expect(values.get('2026-02-28 IDR')).toBe(2143.16330904);
    expect(values.get('2026-02-25 TWD')).toBe(3.92156862745);
  });

  it('names the HKMA and its table on every date, dates snapshots at 17:00 Hong Kong, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28']);
    expect(result.provenance['2026-02-25']).toEqual([{ provider: 'hkma', table: 'er-eeri-daily' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-02-25T09:00:00Z');
    expect(hkmaCalendar.zone).toBe('Asia/Hong_Kong');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importHkma refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const doc = JSON.parse(text) as { result: { datasize: number; records: Record<string, unknown>[] } };
  const run = (input: unknown) => () => importHkma(input as string, options);

  it('a field it does not know (a changed unit: yen per 100)', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"jpy":0.05012', '"jpy_100":5.012')))).toBe('result.records[0].jpy_100');
  });

  it('a value that is not a positive number (a swapped column of text, a zero)', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"gbp":10.549', '"gbp":"10.549"')))).toBe('result.records[0].gbp');
    expect(feedLocation(run(replaceAscii(bytes, '"gbp":10.549', '"gbp":0')))).toBe('result.records[0].gbp');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"end_of_day":"2026-02-28"', '"end_of_day":"2099-02-28"')))).toBe('result.records[0].end_of_day');
  });

  it('a duplicated day', () => {
    const copy = structuredClone(doc);
    copy.result.records.push(copy.result.records[1]!);
    copy.result.datasize = copy.result.records.length;
    expect(feedLocation(run(copy))).toBe('result.records[4].usd');
  });

  it('a record count that is not the records given, a truncated body, an error answer, an HTML page', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"datasize":4', '"datasize":5')))).toBe('result.datasize');
    expect(feedLocation(run(text.slice(0, 2000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(replaceAscii(bytes, '"success":true', '"success":false')))).toBe('header.success');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('hkma()', () => {
  it('one live round from the recorded bytes asks the last 75 days and adds the last date', async () => {
    const imported = importHkma(bankFile(FILE), { metadata: catalog }).dataset;
    const initial = { ...imported, snapshots: imported.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('hkma'), initial, bankFile(FILE), new Date('2026-03-30T20:28:04Z'), 'application/json');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(
      'https://api.hkma.gov.hk/public/market-data-and-statistics/monthly-statistical-bulletin/er-ir/er-eeri-daily?choose=end_of_day&from=2026-01-14&offset=0&pagesize=100&sortby=end_of_day&sortorder=desc&to=2026-03-31',
    );
    expect(status.sources[0]).toMatchObject({ name: 'hkma', ok: true, quote_date: '2026-02-28' });
  });
});
