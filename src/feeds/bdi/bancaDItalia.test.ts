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
  replaceAscii,
} from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { bancaDItaliaCalendar, importBancaDItalia } from './bancaDItalia.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = ['bdi/bdi-1.csv', 'bdi/bdi-2.csv', 'bdi/bdi-3.csv'];

// Each row of the raw text, found by a regular expression anchored at the line's end rather than a CSV reader.
const ROW = /^[^#\n][^\n]*,([A-Z]{3}),(\d{3}),([^,\n]+),Foreign currency amount for 1 Euro\.,(\d{4}-\d{2}-\d{2})$/gm;
const rawRows = (text: string) => [...text.matchAll(ROW)].map(([, code, , rate, date]) => ({ code: code!, rate: rate!, date: date! }));

describe('importBancaDItalia', () => {
  const result = importBancaDItalia(
    FILES.map((name) => ({ name, bytes: bankFile(name) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value of the three tables: 171 rows each, 154 codes, 4 N.A., 150 rates', () => {
    let expected = 0;
    for (const file of FILES) {
      const rows = rawRows(bankText(file));
      expect(rows.length, file).toBe(171);
      expect(rows.length).toBe(
        bankText(file)
          .split('\n')
          .filter((line) => /^[A-Z]/.test(line)).length - 1,
      );
      const codes = new Set(rows.map((r) => r.code));
      expect(codes.size).toBe(154);
      const quoted = new Set(rows.filter((r) => r.rate !== 'N.A.').map((r) => r.code));
      expect(quoted.size).toBe(150);
      expected += quoted.size;
      for (const { code, rate, date } of rows) {
        if (rate === 'N.A.') expect(values.has(`${date} ${code}`)).toBe(false);
        else expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(rate, '1', false)), `${date} ${code} ${rate}`).toBe(true);
      }
    }
    expect(values.size).toBe(expected);
    expect(expected).toBe(450);
  });

  it('stores each rate as published, units per EUR, exactly (worked out by hand)', () => {
    expect(values.get('2026-02-09 AFN')).toBe(75.5197);
    expect(values.get('2026-02-09 GBP')).toBe(0.8701); // written 0.87010
    expect(values.get('2026-02-09 BBD')).toBe(2.3772); // written 2.377200
    expect(values.get('2026-02-09 VND')).toBe(30832);
    expect(values.get('2026-02-09 USD')).toBe(1.1886);
    expect(values.get('2026-02-10 AFN')).toBe(75.2664);
    expect(values.get('2026-02-11 AFN')).toBe(75.6731);
    expect(values.has('2026-02-09 RUB')).toBe(false); // N.A.
    expect(result.dataset.pivot).toBe('EUR');
    expect(result.dataset.snapshots.map((s) => s.date)).toEqual(['2026-02-09', '2026-02-10', '2026-02-11']);
  });

  it('records provider and table of every date, dates each snapshot 17:00 Rome, and loads', () => {
    for (const date of ['2026-02-09', '2026-02-10', '2026-02-11']) expect(result.provenance[date]).toEqual([{ provider: 'bdi', table: 'dailyRates' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-02-09T16:00:00Z');
    expect(result.dataset.snapshots[0]!.sources).toEqual([{ name: 'bdi', table: 'dailyRates' }]);
    expect(bancaDItaliaCalendar.closed!('2026-12-25')).toBe(true);
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it("the manifest's requests are the live source's URLs", () => {
    expect(entriesOf('bdi').map((e) => e.request)).toEqual(
      ['2026-02-09', '2026-02-10', '2026-02-11'].map(
        (d) => `https://tassidicambio.bancaditalia.it/terzevalute-wf-web/rest/v1.0/dailyRates?currencyIsoCode=EUR&lang=en&referenceDate=${d}`,
      ),
    );
  });
});

describe('importBancaDItalia refuses', () => {
  const bytes = bankFile('bdi/bdi-1.csv');
  const text = bankText('bdi/bdi-1.csv');
  const run = (input: string | Uint8Array) => () => importBancaDItalia(input, options);

  it('a changed unit (another convention)', () => {
    expect(feedLocation(run(replaceAscii(bytes, '75.5197,Foreign currency amount for 1 Euro.', '75.5197,Foreign currency amount for 100 Euro.')))).toBe(
      'line 2, column Rate convention',
    );
  });

  it('a swapped column, in a row or in the header', () => {
    expect(feedLocation(run(replaceAscii(bytes, 'AFN,115,75.5197', 'AFN,75.5197,115')))).toBe('line 2, column UIC Code');
    expect(feedLocation(run(replaceAscii(bytes, 'ALL,047,96.74', 'ALL,96.74,047')))).toBe('line 3, column UIC Code');
    expect(feedLocation(run(replaceAscii(bytes, 'ISO Code,UIC Code,Rate', 'ISO Code,Rate,UIC Code')))).toBe('line 2, column UIC Code');
    expect(feedLocation(run(replaceAscii(bytes, 'Currency,ISO Code', 'ISO Code,Currency')))).toBe('line 2, column ISO Code');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(text.replaceAll('2026-02-09', '2099-02-09')))).toBe('line 2, column Reference date (CET)');
  });

  it('a duplicate: a country twice, or one currency at two rates', () => {
    const lines = text.split('\n');
    const twice = [...lines.slice(0, 3), lines[2], ...lines.slice(3)].join('\n');
    expect(feedLocation(run(twice))).toBe('line 4, column Country');
    expect(feedLocation(run(replaceAscii(bytes, 'BENIN,CFA Franc,XOF,209,655.957', 'BENIN,CFA Franc,XOF,209,655.958')))).toMatch(/^line \d+, column Rate$/);
  });

  it('a truncated body, within a line or at a line end', () => {
    expect(feedLocation(run(text.slice(0, 5000)))).toMatch(/^line \d+$/);
    expect(feedLocation(run(text.slice(0, text.indexOf('\n', 5000) + 1)))).toMatch(/^line \d+$/);
  });

  it('a table of N.A. only, and an HTML error page', () => {
    const empty = text.replace(/,\d+(?:\.\d+)?,Foreign/g, ',N.A.,Foreign');
    expect(feedLocation(run(empty))).toBe('line 2');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1');
  });
});

describe('bancaDItalia() live source', () => {
  it('one round from the recorded bytes through an injected fetch: asks for CSV, extends the dataset to 2026-02-11', async () => {
    const initial = importBancaDItalia([bankFile('bdi/bdi-1.csv'), bankFile('bdi/bdi-2.csv')], { metadata: defaultDataset }).dataset;
    const { status, asked } = await injectedRound(feedSource('bdi'), initial, bankFile('bdi/bdi-3.csv'), new Date('2026-02-11T18:00:00Z'), 'text/csv');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(entriesOf('bdi')[2]!.request);
    expect(asked[0]!.headers.accept).toBe('text/csv');
    expect(status.sources[0]).toMatchObject({ name: 'bdi', ok: true, quote_date: '2026-02-11' });
  });
});
