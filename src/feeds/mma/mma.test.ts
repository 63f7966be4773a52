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
import { importMma, mmaCalendar } from './mma.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'mma/mma-1.json';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ROW = /\{"Date": "(\d{2}) (\w+) (\d{4})", "Rate": "([\d.]+)"\}/g;

describe('importMma', () => {
  const text = bankText(FILE);
  const raw = [...text.matchAll(ROW)].map(([, d, m, y, rate]) => ({ date: `${y}-${String(MONTHS.indexOf(m!) + 1).padStart(2, '0')}-${d}`, rate: rate! }));
  const result = importMma(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 3,554 rows, two of them repeats of the row before (8 and 9 February 2021), 3,552 days', () => {
    expect(raw).toHaveLength(text.split('"Rate"').length - 1);
    expect(raw).toHaveLength(3554);
    expect(new Set(raw.map((r) => r.date)).size).toBe(3552);
    expect(values.size).toBe(3552);
    expect(result.warnings.filter((w) => w.kind === 'duplicate_date').map((w) => w.date)).toEqual(['2021-02-08', '2021-02-09']);
  });

  it('pivots on MVR and stores the dollar as 1 / Rate, rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('MVR');
    for (const { date, rate } of raw) expect(bigOf(values.get(`${date} USD`)!).eq(expectedRate(rate, '1', true)), date).toBe(true);
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-05-21 USD')).toBe(0.064850843061);
    expect(values.get('2011-04-21 USD')).toBe(0.0677966101695);
  });

  it('names the MMA on every date, dates snapshots at 10:00 Malé, and loads', () => {
    expect(result.provenance['2026-05-21']).toEqual([{ provider: 'mma', table: 'referencerates' }]);
    expect(result.dataset.snapshots.at(-1)!.updated_at).toBe('2026-05-21T05:00:00Z');
    expect(mmaCalendar.weekdays).toEqual([7, 1, 2, 3, 4]);
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importMma refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const run = (input: unknown) => () => importMma(input as string, options);

  it('a changed unit: a rate per 100 dollars is a hundredfold jump, refused as no rate; a rate as a number', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"Rate": "15.42"', '"Rate": "1542,00"')))).toBe('[0].Rate');
    expect(feedLocation(run(replaceAscii(bytes, '"Rate": "15.42"', '"Rate": 15.42')))).toBe('[0].Rate');
  });

  it('a swapped column: the date where the rate belongs', () => {
    expect(feedLocation(run(replaceAscii(bytes, '{"Date": "21 May 2026", "Rate": "15.42"}', '{"Date": "15.42", "Rate": "21 May 2026"}')))).toBe('[0].Date');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"Date": "21 May 2026"', '"Date": "21 May 2099"')))).toBe('[0].Date');
  });

  it('a repeated day with another rate, and days out of order', () => {
    expect(feedLocation(run(replaceAscii(bytes, '{"Date": "20 May 2026", "Rate": "15.42"}', '{"Date": "21 May 2026", "Rate": "15.43"}')))).toBe('[1].Date');
    expect(feedLocation(run(replaceAscii(bytes, '{"Date": "20 May 2026"', '{"Date": "22 May 2026"')))).toBe('[1].Date');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 100_000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('mma()', () => {
  it("one live round asks the recorded URL (the day before's v) and adds the last date", async () => {
    const imported = importMma(bankFile(FILE), { metadata: catalog }).dataset;
    const initial = { ...imported, snapshots: imported.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('mma'), initial, bankFile(FILE), new Date('2026-05-22T12:50:38Z'), 'application/json');
    expect(asked.map((a) => a.url)).toEqual([entriesOf('mma')[0]!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'mma', ok: true, quote_date: '2026-05-21' });
  });
});
