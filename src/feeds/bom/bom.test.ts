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
import { bomCalendar, importBom } from './bom.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'bom/bom-1.json';

// Each day's cells, found by regular expressions on the raw text (after "data", past the site's language block).
function rawCells(text: string) {
  const data = text.slice(text.indexOf('"data":['));
  return data
    .split('{"RATE_DATE":"')
    .slice(1)
    .flatMap((block) => [...block.matchAll(/"([A-Z]{3})":"([\d,.]+)"/g)].map(([, code, value]) => ({ date: block.slice(0, 10), code: code!, value: value! })));
}

describe('importBom', () => {
  const raw = rawCells(bankText(FILE));
  const result = importBom(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 4 days of 38 cells, gold and silver left out, 144 values', () => {
    expect(raw).toHaveLength(4 * 38);
    expect(raw.filter((r) => r.code === 'XAU' || r.code === 'XAG')).toHaveLength(8);
    expect(values.size).toBe(144);
    expect(result.warnings.filter((w) => w.kind === 'not_a_currency')).toHaveLength(8);
  });

  it('pivots on MNT and stores 1 / rate (commas between thousands dropped), rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('MNT');
    for (const { date, code, value } of raw) {
      if (code === 'XAU' || code === 'XAG') continue;
      const key = `${date} ${code === 'SDR' ? 'XDR' : code}`;
      expect(bigOf(values.get(key)!).eq(expectedRate(value.replaceAll(',', ''), '1', true)), key).toBe(true);
    }
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-05-22 USD')).toBe(0.000279609218157);
    expect(values.get('2026-05-22 JPY')).toBe(0.0445037828215);
    expect(values.get('2026-05-22 IDR')).toBe(5);
    expect(values.get('2026-05-22 KWD')).toBe(0.0000857841139831);
  });

  it('names the Bank of Mongolia on every date, dates snapshots at 12:00 Ulaanbaatar, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-05-19', '2026-05-20', '2026-05-21', '2026-05-22']);
    expect(result.provenance['2026-05-19']).toEqual([{ provider: 'bom', table: 'currency-rate-movement' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-05-19T04:00:00Z');
    expect(bomCalendar.zone).toBe('Asia/Ulaanbaatar');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importBom refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const run = (input: unknown) => () => importBom(input as string, options);

  it('a changed unit written into the cell, and a decimal comma', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"JPY":"22.47"', '"JPY":"2,247 (100)"')))).toBe('data[0].JPY');
    expect(feedLocation(run(replaceAscii(bytes, '"JPY":"22.47"', '"JPY":"22,47"')))).toBe('data[0].JPY');
  });

  it('a swapped column: the date among the rates', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"RATE_DATE":"2026-05-22","USD":"3,576.42"', '"RATE_DATE":"3,576.42","USD":"2026-05-22"')))).toBe(
      'data[0].RATE_DATE',
    );
  });

  it('a date in the future', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"RATE_DATE":"2026-05-22"', '"RATE_DATE":"2099-05-22"')))).toBe('data[0].RATE_DATE');
  });

  it('a duplicated day', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"RATE_DATE":"2026-05-21"', '"RATE_DATE":"2026-05-22"')))).toBe('data[1].USD');
  });

  it('a truncated body, an unsuccessful answer, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 4000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(replaceAscii(bytes, '"success":true', '"success":false')))).toBe('success');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('bom()', () => {
  it('one live round posts the dates as JSON to the recorded URL and adds the last date', async () => {
    const imported = importBom(bankFile(FILE), { metadata: catalog }).dataset;
    const initial = { ...imported, snapshots: imported.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('bom'), initial, bankFile(FILE), new Date('2026-05-22T12:52:13Z'), 'application/json');
    const entry = MANIFEST.find((e) => e.file === FILE) as unknown as { request_body: string };
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(entriesOf('bom')[0]!.request);
    expect(asked[0]!.method).toBe('POST');
    expect(asked[0]!.body).toBe(entry.request_body.replace('2026-05-19', '2026-05-08'));
    expect(status.sources[0]).toMatchObject({ name: 'bom', ok: true, quote_date: '2026-05-22' });
  });
});
