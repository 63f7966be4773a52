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
import { cbuCalendar, importCbu } from './cbu.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = ['cbu/cbu-1.json', 'cbu/cbu-2.json', 'cbu/cbu-3.json'];
const ROW = /"Ccy":"([A-Z]{3})"[^}]*?"Nominal":"(\d+)","Rate":"([\d.]+)","Diff":"[-\d.]+","Date":"(\d{2})\.(\d{2})\.(\d{4})"/g;

const rawRows = (file: string) =>
  [...bankText(file).matchAll(ROW)].map(([, code, nominal, rate, d, m, y]) => ({ date: `${y}-${m}-${d}`, code: code!, nominal: nominal!, rate: rate! }));

describe('importCbu', () => {
  const raw = FILES.flatMap(rawRows);
  const result = importCbu(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value: 3 days of 75 currencies, 225 values; IDR, IRR and VND per 10', () => {
    expect(raw).toHaveLength(FILES.reduce((n, f) => n + bankText(f).split('"Ccy"').length - 1, 0));
    expect(raw).toHaveLength(225);
    expect([...new Set(raw.filter((r) => r.nominal === '10').map((r) => r.code))]).toEqual(['IDR', 'IRR', 'VND']);
    expect(values.size).toBe(225);
  });

  it('pivots on UZS and stores Nominal / Rate, rounded once to 12 significant digits', () => {
    expect(result.dataset.pivot).toBe('UZS');
    for (const { date, code, nominal, rate } of raw)
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(rate, nominal, true)), `${date} ${code}`).toBe(true);
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-04-01 USD')).toBe(0.0000820061324186);
    expect(values.get('2026-04-01 IDR')).toBe(1.39275766017);
    expect(values.get('2026-04-01 IRR')).toBe(111.111111111);
  });

  it('names the CBU on every date, dates snapshots at 15:30 Tashkent, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-04-01', '2026-04-02', '2026-04-03']);
    expect(result.provenance['2026-04-01']).toEqual([{ provider: 'cbu', table: 'arkhiv-kursov-valyut' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-04-01T10:30:00Z');
    expect(cbuCalendar.zone).toBe('Asia/Tashkent');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importCbu refuses', () => {
  const bytes = bankFile('cbu/cbu-1.json');
  const text = bankText('cbu/cbu-1.json');
  const run = (input: unknown) => () => importCbu(input as string, options);

  it('a changed unit', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"Nominal":"10","Rate":"7.18"', '"Nominal":"5","Rate":"7.18"')))).toMatch(/^\[\d+\]\.Nominal$/);
  });

  it('a swapped column: the rate where the code belongs', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"Ccy":"USD"', '"Ccy":"12194.21"')))).toBe('[0].Ccy');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"Date":"01.04.2026"', '"Date":"01.04.2099"')))).toBe('[0].Date');
  });

  it('a duplicated currency', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"Ccy":"EUR"', '"Ccy":"USD"')))).toBe('[1].Rate');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 9000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('cbu()', () => {
  it("one live round asks the day's URL and adds the day", async () => {
    const before = importCbu(
      FILES.slice(0, 2).map((name) => ({ name, bytes: bankFile(name) })),
      { metadata: catalog },
    ).dataset;
    const { status, asked } = await injectedRound(feedSource('cbu'), before, bankFile('cbu/cbu-3.json'), new Date('2026-04-03T12:00:00Z'), 'application/json');
    expect(asked.map((a) => a.url)).toEqual([entriesOf('cbu')[2]!.request]);
    expect(status.sources[0]).toMatchObject({ name: 'cbu', ok: true, quote_date: '2026-04-03' });
  });
});
