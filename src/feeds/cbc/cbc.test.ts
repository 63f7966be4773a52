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
import { cbcCalendar, importCbc } from './cbc.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'cbc/cbc-1.json';

// The column labels and each row's cells, found by regular expressions on the raw text rather than a JSON walk.
function rawTable(text: string) {
  const labels = [...text.matchAll(/\{"data":"\s*[^"A-Z]*([A-Z]{3})\/([A-Z]{3})"\}/g)].map(([, base, counter]) => ({
    code: base === 'USD' ? counter! : base === 'NTD' ? 'TWD' : base!,
    inverse: base === 'USD',
  }));
  const rows = [...text.matchAll(/\["(\d{8})",((?:"[\d.-]+",?)+)\]/g)].map(([, day, cells]) => ({
    date: `${day!.slice(0, 4)}-${day!.slice(4, 6)}-${day!.slice(6)}`,
    cells: cells!.split(',').map((c) => c.slice(1, -1)),
  }));
  return { labels, rows };
}

describe('importCbc', () => {
  const { labels, rows } = rawTable(bankText(FILE));
  const result = importCbc(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 8,241 days since 1993 of 18 columns, 123,900 rates and the rest "-"', () => {
    expect(labels).toHaveLength(18);
    expect(labels.filter((l) => l.inverse).map((l) => l.code)).toEqual(['GBP', 'AUD', 'EUR']);
    expect(rows).toHaveLength(8241);
    expect(rows.every((r) => r.cells.length === 18)).toBe(true);
    const quoted = rows.reduce((n, r) => n + r.cells.filter((c) => c !== '-').length, 0);
    expect(quoted).toBe(123_900);
    expect(values.size).toBe(quoted);
  });

  it('pivots on USD: XXX/USD as published, USD/XXX inverted and rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('USD');
    for (const { date, cells } of rows) {
      cells.forEach((cell, i) => {
        const key = `${date} ${labels[i]!.code}`;
        if (cell === '-') expect(values.has(key), key).toBe(false);
        else expect(bigOf(values.get(key)!).eq(expectedRate(cell, '1', labels[i]!.inverse)), key).toBe(true);
      });
    }
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-02-26 TWD')).toBe(31.251);
    expect(values.get('2026-02-26 GBP')).toBe(0.738170812726);
    expect(values.get('2026-02-26 AUD')).toBe(1.40390284992);
    expect(values.get('2026-02-26 EUR')).toBe(0.846310088016);
    expect(values.get('1993-01-05 DEM')).toBe(1.6255);
  });

  it('names the CBC and its table on every date, dates snapshots at 16:00 Taipei, and loads', () => {
    expect(result.provenance['2026-02-26']).toEqual([{ provider: 'cbc', table: 'BP01D01' }]);
    expect(result.dataset.snapshots.at(-1)!.updated_at).toBe('2026-02-26T08:00:00Z');
    expect(cbcCalendar.zone).toBe('Asia/Taipei');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importCbc refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const run = (input: unknown) => () => importCbc(input as string, options);

  it('a changed unit: a column that is no rate against the dollar', () => {
    expect(feedLocation(run(replaceAscii(bytes, 'JPY/USD"', 'JPY/100USD"')))).toBe('data.structure.Table1[1].data');
  });

  it('a swapped column: two columns of one currency', () => {
    expect(feedLocation(run(replaceAscii(bytes, 'HKD/USD"', 'JPY/USD"')))).toBe('data.structure.Table1');
  });

  it('a date in the future, after the last update', () => {
    expect(feedLocation(run(replaceAscii(bytes, '["20260226"', '["20260303"')))).toBe('data.dataSets[8240][0]');
  });

  it('a duplicated day', () => {
    expect(feedLocation(run(replaceAscii(bytes, '["20260226"', '["20260225"')))).toBe('data.dataSets[8240][1]');
  });

  it('a truncated body, a missing cell, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 500_000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(replaceAscii(bytes, '["20260226","31.251",', '["20260226",')))).toBe('data.dataSets[8240]');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('cbc()', () => {
  it('one live round asks the recorded URL and adds the last date', async () => {
    const imported = importCbc(bankFile(FILE), { metadata: catalog }).dataset;
    const initial = { ...imported, snapshots: imported.snapshots.slice(-40, -1) };
    const { status, asked } = await injectedRound(feedSource('cbc'), initial, bankFile(FILE), new Date('2026-03-30T22:40:22Z'), 'text/plain; charset=utf-8');
    expect(asked.map((a) => a.url)).toEqual([entriesOf('cbc')[0]!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'cbc', ok: true, quote_date: '2026-02-26' });
  });
});
