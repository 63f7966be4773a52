import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../data.js';
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
} from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { danmarksNationalbankCalendar, danmarksNationalbankRequest, importDanmarksNationalbank } from './danmarksNationalbank.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'dnb/dnb-1.csv';

describe('importDanmarksNationalbank', () => {
  const text = bankText(FILE);
  // The rows of the raw text by a regular expression, apart from the importer.
  const raw = [...text.matchAll(/^([A-Z]{3});KBH;(\d{4})M(\d\d)D(\d\d);([\d.]+|\.\.)\r$/gm)].map(([, code, y, m, d, value]) => ({
    code: code!,
    date: `${y}-${m}-${d}`,
    value: value!,
  }));
  const result = importDanmarksNationalbank(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 30 currencies over 269 days, 63 `..` (BGN in the euro) left out', () => {
    expect(raw.length).toBe(text.split('\n').length - 2);
    expect(raw.length).toBe(30 * 269);
    const quoted = raw.filter((r) => r.value !== '..');
    expect(quoted.length).toBe(30 * 269 - 63);
    expect(values.size).toBe(quoted.length);
    for (const { code, date, value } of quoted)
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(value, '100', true)), `${date} ${code}`).toBe(true);
    expect(new Set(raw.filter((r) => r.value === '..').map((r) => r.code))).toEqual(new Set(['BGN']));
  });

  it('stores 100 / rate units per DKK (worked out with python3 decimal)', () => {
    expect(values.get('2025-07-08 AUD')).toBe(0.240251783869); // 100 / 416.2300
    expect(values.get('2025-07-08 IDR')).toBe(2557.54475703); // 100 / 0.0391
    expect(values.get('2025-07-08 JPY')).toBe(23.0133707684); // 100 / 4.3453
    expect(values.get('2025-07-08 EUR')).toBe(0.134032087282); // 100 / 746.0900
    expect(values.get('2025-07-08 USD')).toBe(0.157059839799); // 100 / 636.7000
    expect(result.dataset.pivot).toBe('DKK');
    expect(result.dataset.snapshots).toHaveLength(269);
  });

  it('records provider and table, dates each snapshot 16:00 Copenhagen, and loads', () => {
    expect(result.provenance['2025-07-08']).toEqual([{ provider: 'dnb', table: 'DNVALD' }]);
    expect(result.dataset.snapshots.find((s) => s.date === '2025-07-08')!.updated_at).toBe('2025-07-08T14:00:00Z');
    expect(danmarksNationalbankCalendar.zone).toBe('Europe/Copenhagen');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importDanmarksNationalbank refuses', () => {
  const text = bankText(FILE);
  const run = (input: string) => () => importDanmarksNationalbank(input, options);

  it('a changed unit (another rate type)', () => {
    expect(feedLocation(run(text.replace('AUD;KBH;2025M07D08', 'AUD;KBM;2025M07D08')))).toBe('line 2, column KURTYP');
  });

  it('a swapped column', () => {
    expect(feedLocation(run(text.replace('AUD;KBH;2025M07D08;416.2300', 'AUD;KBH;416.2300;2025M07D08')))).toBe('line 2, column TID');
    expect(feedLocation(run(text.replace('AUD;KBH;', 'KBH;AUD;')))).toBe('line 2, column KURTYP');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(text.replace('AUD;KBH;2025M07D08', 'AUD;KBH;2099M07D08')))).toBe('line 2, column TID');
  });

  it('a duplicate', () => {
    expect(feedLocation(run(text.replace('BGN;KBH;2025M07D08', 'AUD;KBH;2025M07D08')))).toBe('line 3');
  });

  it('a truncated body, within a line or at a line end; an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 100_000)))).toMatch(/^line \d+$/);
    expect(feedLocation(run(text.slice(0, text.indexOf('\n', 100_000) + 1)))).toMatch(/^line \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1');
  });
});

describe('danmarksNationalbank() live source', () => {
  it('one round POSTs the Statbank request (the recorded one but for its start day) and extends the dataset', async () => {
    const full = importDanmarksNationalbank(bankFile(FILE), { metadata: defaultDataset }).dataset;
    const initial = { ...full, snapshots: full.snapshots.slice(0, -1) };
    const now = new Date('2026-03-31T18:00:00Z');
    const { status, asked } = await injectedRound(feedSource('dnb'), initial, bankFile(FILE), now, 'text/csv; charset=utf-8');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ url: entriesOf('dnb')[0]!.request, method: 'POST', body: danmarksNationalbankRequest(now) });
    expect(asked[0]!.headers['content-type']).toBe('application/json');
    const recordedBody = JSON.parse((MANIFEST.find((e) => e.file === FILE) as unknown as { request_body: string }).request_body);
    const sent = JSON.parse(asked[0]!.body!);
    expect(sent.variables.slice(0, 2)).toEqual(recordedBody.variables.slice(0, 2));
    expect(sent.variables[2]).toEqual({ code: 'Tid', values: ['>=2026M03D17'] });
    expect({ ...sent, variables: [] }).toEqual({ ...recordedBody, variables: [] });
    expect(status.sources[0]).toMatchObject({ name: 'dnb', ok: true, quote_date: '2026-03-31' });
  });
});
