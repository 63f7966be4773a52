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
import { CBM_PER_100, cbmCalendar, importCbm } from './cbm.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'cbm/cbm-1.json';
// Per 100 units: the six whose quote, set against the dollar's 2100.00, is a hundred units' worth (worked out by hand).
const PER_100 = ['IDR', 'JPY', 'KHR', 'KRW', 'LAK', 'VND'];

describe('importCbm', () => {
  const text = bankText(FILE);
  const raw = [...text.matchAll(/"([A-Z]{3})":"([\d.]+)"/g)].map(([, code, rate]) => ({ code: code!, rate: rate! }));
  const result = importCbm(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 38 currencies of 9 April 2026 (the timestamp 1775721600 in Yangon)', () => {
    expect(raw).toHaveLength(38);
    expect(values.size).toBe(38);
    expect(result.dataset.snapshots.map((s) => s.date)).toEqual(['2026-04-09']);
    expect([...CBM_PER_100]).toEqual(PER_100);
  });

  it('pivots on MMK and stores unit / rate, rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('MMK');
    for (const { code, rate } of raw) {
      expect(bigOf(values.get(`2026-04-09 ${code}`)!).eq(expectedRate(rate, PER_100.includes(code) ? '100' : '1', true)), code).toBe(true);
    }
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-04-09 USD')).toBe(0.00047619047619);
    expect(values.get('2026-04-09 JPY')).toBe(0.0756498320574);
    expect(values.get('2026-04-09 IDR')).toBe(8.13669650122);
    expect(values.get('2026-04-09 EUR')).toBe(0.000408221582675);
  });

  it('names the CBM, dates the snapshot at 13:00 Yangon, and loads', () => {
    expect(result.provenance['2026-04-09']).toEqual([{ provider: 'cbm', table: 'latest' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-04-09T06:30:00Z');
    expect(cbmCalendar.zone).toBe('Asia/Yangon');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importCbm refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const run = (input: unknown) => () => importCbm(input as string, options);

  it('a changed unit: yen per 10,000, a rupee per 100', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"JPY":"1321.88"', '"JPY":"132188.00"')))).toBe('rates.JPY');
    expect(feedLocation(run(replaceAscii(bytes, '"INR":"22.65"', '"INR":"0.2265"')))).toBe('rates.INR');
  });

  it('a swapped column: a rate as a number, a code that is not one', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"SGD":"1647.25"', '"SGD":1647.25')))).toBe('rates.SGD');
    expect(feedLocation(run(replaceAscii(bytes, '"SGD":"1647.25"', '"1647.25":"SGD"')))).toBe('rates.1647.25');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"timestamp":"1775721600"', '"timestamp":"4102444800"')))).toBe('timestamp');
  });

  it('a duplicated currency', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"IDR":"12.29"', '"USD":"12.29"')))).toBe('rates.USD');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 400)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('cbm()', () => {
  it('one live round asks the recorded URL and adds the day', async () => {
    const dayBefore = importCbm(text(), { metadata: catalog }).dataset;
    const { status, asked } = await injectedRound(feedSource('cbm'), dayBefore, bankFile(FILE), new Date('2026-04-09T08:00:00Z'), 'application/json');
    expect(asked.map((a) => a.url)).toEqual([entriesOf('cbm')[0]!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'cbm', ok: true, quote_date: '2026-04-09' });
  });
});

// The recorded answer moved a day back: the dataset a round starts from.
const text = () => bankText(FILE).replace('"timestamp":"1775721600"', '"timestamp":"1775635200"');
