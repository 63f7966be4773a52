import { describe, expect, it } from 'vitest';

import { loadDataset } from '../../index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, crossCheck, expectedRate, expectFeedPath, HTML_ERROR, storedRate, valueCount } from '../../../test/importers/banks/recorded.js';
import { importBnr } from '../bnr/bnr.js';
import { importNbu, nbuCalendar } from './nbu.js';

const FILE = 'nbu/nbu-1.json';
const METALS = ['XAG', 'XAU', 'XPD', 'XPT'];
// The rows as written, numbers as their own text, by a regular expression over the raw file.
const raw = () =>
  [...bankText(FILE).matchAll(/"exchangedate":"(\d\d)\.(\d\d)\.(\d{4})".*?"cc":"(\w+)".*?"rate":([\d.]+),"units":(\d+),/g)].map((m) => ({
    date: `${m[3]}-${m[2]}-${m[1]}`,
    code: m[4]!,
    rate: m[5]!,
    units: m[6]!,
  }));
const parsed = () => JSON.parse(bankText(FILE)) as Record<string, unknown>[];

describe('importNbu', () => {
  it('reads every row: rate UAH per units stored as units / rate per UAH, rounded once', () => {
    const { dataset, warnings, provenance } = importNbu(bankFile(FILE), { metadata: catalog, allowMinimalMetadata: true });
    const rows = raw();
    expect(rows).toHaveLength(parsed().length);
    const currencies = rows.filter((row) => !METALS.includes(row.code));
    expect(currencies).toHaveLength(656);
    expect(valueCount(dataset)).toBe(currencies.length);
    for (const row of currencies)
      expect(storedRate(dataset, row.date, row.code)?.eq(expectedRate(row.rate, row.units, true)), `${row.code} ${row.date}`).toBe(true);
    expect(dataset.pivot).toBe('UAH');
    expect(dataset.snapshots).toHaveLength(16);
    // A Saturday carries the rate set on Thursday, published that afternoon in Kyiv (UTC+2 in winter).
    expect(dataset.snapshots.find((s) => s.date === '2026-03-07')!.updated_at).toBe('2026-03-05T14:00:00Z');
    expect(Object.keys(provenance)).toHaveLength(16);
    expect(provenance['2026-03-16']).toEqual([{ provider: 'nbu' }]);
    expect(warnings.map((w) => `${w.kind} ${w.code}`)).toEqual(METALS.map((code) => `not_a_currency ${code}`));
    expect(() => loadDataset(dataset)).not.toThrow();
  });

  it('leaves XDR out without minimal metadata', () => {
    const { dataset, warnings } = importNbu(bankFile(FILE), { metadata: catalog });
    expect(dataset.fiat).not.toContain('XDR');
    expect(warnings.filter((w) => w.kind === 'unknown_code').map((w) => w.code)).toEqual(['XDR']);
  });

  it('agrees with the BNR within 5 % on every shared date and code (no quote the wrong way round or off by its units)', () => {
    const nbu = importNbu(bankFile(FILE), { metadata: catalog }).dataset;
    const bnr = importBnr(bankFile('bnr/bnr-1.xml'), { metadata: catalog }).dataset;
    expect(crossCheck(nbu, bnr)).toEqual({ agree: 341, disagree: [] });
  });

  it('has its calendar facts', () => {
    expect(nbuCalendar).toMatchObject({ zone: 'Europe/Kyiv', weekdays: [1, 2, 3, 4, 5], quoteDate: 'next_business_day', toleranceDays: 1 });
  });
});

describe('importNbu refuses a bad document at the first bad value', () => {
  const mutate = (change: (rows: Record<string, unknown>[]) => void) => {
    const rows = parsed();
    change(rows);
    return JSON.stringify(rows);
  };

  it('a truncated document, where it ends', async () => {
    const text = bankText(FILE);
    const cut = text.indexOf('}', 5000) + 1;
    const line = text.slice(0, cut).split('\n').length;
    const column = cut - text.lastIndexOf('\n', cut - 1);
    await expectFeedPath(() => importNbu(text.slice(0, cut), { metadata: catalog }), `line ${line}, column ${column}`);
  });

  it('a missing rate, units that are no power of ten, a rate_per_unit that is not rate / units, a bad date', async () => {
    await expectFeedPath(
      () =>
        importNbu(
          mutate((rows) => delete rows[4]!.rate),
          { metadata: catalog },
        ),
      '[4].rate',
    );
    await expectFeedPath(
      () =>
        importNbu(
          mutate((rows) => (rows[1]!.units = 12)),
          { metadata: catalog },
        ),
      '[1].units',
    );
    await expectFeedPath(
      () =>
        importNbu(
          mutate((rows) => (rows[1]!.rate_per_unit = 1.3912)),
          { metadata: catalog },
        ),
      '[1].rate_per_unit',
    );
    await expectFeedPath(
      () =>
        importNbu(
          mutate((rows) => (rows[2]!.exchangedate = '2026-03-01')),
          { metadata: catalog },
        ),
      '[2].exchangedate',
    );
  });

  it('a duplicated date, at the second row', async () => {
    const rows = parsed();
    const usd = rows.findIndex((row) => row.cc === 'USD');
    const next = rows.findIndex((row, i) => i > usd && row.cc === 'USD');
    await expectFeedPath(
      () =>
        importNbu(
          mutate((all) => (all[next]!.exchangedate = all[usd]!.exchangedate)),
          { metadata: catalog },
        ),
      `[${next}].rate`,
    );
  });

  it('an HTML error page, an object instead of rows', async () => {
    await expectFeedPath(() => importNbu(HTML_ERROR, { metadata: catalog }), 'line 1, column 1');
    await expectFeedPath(
      () => importNbu([bankFile(FILE), { name: 'err.json', bytes: new TextEncoder().encode('{"error":"limit"}') }], { metadata: catalog }),
      'err.json',
    );
  });
});
