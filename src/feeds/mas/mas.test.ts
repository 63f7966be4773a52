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
  MANIFEST,
  replaceAscii,
} from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { importMas, masCalendar } from './mas.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'mas/mas-1.csv';
const CODES: Record<string, string> = {
  Euro: 'EUR',
  'Pound Sterling': 'GBP',
  'US Dollar': 'USD',
  'Australian Dollar': 'AUD',
  'Canadian Dollar': 'CAD',
  'Chinese Renminbi': 'CNY',
  'Hong Kong Dollar': 'HKD',
  'Indian Rupee': 'INR',
  'Indonesian Rupiah': 'IDR',
  'Japanese Yen': 'JPY',
  'Korean Won': 'KRW',
  'Malaysian Ringgit': 'MYR',
  'New Taiwan Dollar': 'TWD',
  'New Zealand Dollar': 'NZD',
  'Philippine Peso': 'PHP',
  'Qatar Riyal': 'QAR',
  'Saudi Arabia Riyal': 'SAR',
  'Swiss Franc': 'CHF',
  'Thai Baht': 'THB',
  'UAE Dirham': 'AED',
  'Vietnamese Dong': 'VND',
};

// The header's labels and each day's cells, split on commas by hand (the file has no quoted field among its rates).
function rawTable(text: string) {
  const lines = text.split('\n');
  const header = lines
    .find((l) => l.startsWith('End of Period,'))!
    .split(',')
    .slice(3);
  const columns = header.map((label) => {
    const [, unit, name] = /^S\$ Per (Unit|100 Units) of (.+)$/.exec(label)!;
    return { code: CODES[name!]!, unit: unit === 'Unit' ? '1' : '100' };
  });
  const rows = lines.filter((l) => /^(\d{4})?,(\w{3})?,\d{2},/.test(l)).map((l) => l.split(','));
  return { columns, rows };
}

describe('importMas', () => {
  const { columns, rows } = rawTable(bankText(FILE));
  const result = importMas(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 22 days of March 2026, 21 columns (3 per unit, 18 per 100 units), 462 values', () => {
    expect(columns).toHaveLength(21);
    expect(columns.filter((c) => c.unit === '1').map((c) => c.code)).toEqual(['EUR', 'GBP', 'USD']);
    expect(rows).toHaveLength(22);
    expect(rows.every((r) => r.length === 24)).toBe(true);
    expect(values.size).toBe(22 * 21);
  });

  it('pivots on SGD and stores unit / rate of each column, rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('SGD');
    for (const row of rows) {
      const date = `2026-03-${row[2]}`;
      columns.forEach(({ code, unit }, i) => {
        expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(row[i + 3]!, unit, true)), `${date} ${code}`).toBe(true);
      });
    }
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-03-02 EUR')).toBe(0.669344042838);
    expect(values.get('2026-03-02 USD')).toBe(0.789016884961);
    expect(values.get('2026-03-02 IDR')).toBe(13281.9763581);
    expect(values.get('2026-03-02 JPY')).toBe(123.350191193);
    expect(values.get('2026-03-02 VND')).toBe(20648.3584555);
    expect(values.get('2026-03-02 CHF')).toBe(0.606170818937);
  });

  it('names the MAS and its table on every date, dates snapshots at 18:00 Singapore, and loads', () => {
    expect(result.provenance['2026-03-31']).toEqual([{ provider: 'mas', table: 'Exchange Rates (Daily)' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-02T10:00:00Z');
    expect(masCalendar.zone).toBe('Asia/Singapore');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importMas refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const run = (input: unknown) => () => importMas(input as string, options);

  it('a changed unit: a column that is not per 1 or per 100 units', () => {
    expect(feedLocation(run(replaceAscii(bytes, 'S$ Per 100 Units of Japanese Yen', 'S$ Per 1000 Units of Japanese Yen')))).toBe('line 7, column 13');
  });

  it('a swapped column: two columns of one currency', () => {
    expect(feedLocation(run(replaceAscii(bytes, 'S$ Per Unit of Pound Sterling', 'S$ Per Unit of Euro')))).toBe('line 7');
  });

  it('a date in the future: a day after the period the document states', () => {
    expect(feedLocation(run(replaceAscii(bytes, '2026,Mar,02', '2026,Apr,02')))).toBe('line 8, column 3');
    expect(feedLocation(run(text.replace('Mar 2026 to Mar 2026', 'Mar 2026 to Mar 2099').replace('2026,Mar,02', '2099,Mar,02')))).toBe('line 8, column 3');
  });

  it('a duplicated day', () => {
    expect(feedLocation(run(replaceAscii(bytes, ',,03,', ',,02,')))).toBe('line 9, column 4');
  });

  it('a truncated body, a missing cell, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 2500)))).toMatch(/^line \d+$/);
    expect(feedLocation(run(replaceAscii(bytes, ',0.004843\n', '\n')))).toBe('line 8');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1');
  });
});

describe('mas()', () => {
  it('one live round posts the recorded form (the months of its clock) and adds the last date', async () => {
    const imported = importMas(bankFile(FILE), { metadata: catalog }).dataset;
    const initial = { ...imported, snapshots: imported.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('mas'), initial, bankFile(FILE), new Date('2026-03-31T23:00:00Z'), 'text/csv');
    expect(asked).toHaveLength(1);
    const entry = MANIFEST.find((e) => e.file === FILE) as unknown as { request: string; request_body: string };
    expect(asked[0]!.url).toBe(entriesOf('mas')[0]!.request);
    expect(asked[0]!.method).toBe('POST');
    expect(asked[0]!.body).toBe(entry.request_body);
    expect(asked[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(status.sources[0]).toMatchObject({ name: 'mas', ok: true, quote_date: '2026-03-31' });
  });
});
