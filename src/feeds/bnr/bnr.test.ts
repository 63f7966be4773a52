import { describe, expect, it } from 'vitest';

import { loadDataset } from '../../index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, expectedRate, expectFeedPath, HTML_ERROR, lineColumn, storedRate, valueCount } from '../../../test/importers/banks/recorded.js';
import { bnrCalendar, importBnr } from './bnr.js';

const FILE = 'bnr/bnr-1.xml';
// Each day's quotes by regular expressions over the raw file, apart from the importer's XML reader.
function raw() {
  return bankText(FILE)
    .split('<Cube date="')
    .slice(1)
    .flatMap((day) => {
      const date = day.slice(0, 10);
      return [...day.matchAll(/<Rate currency="(\w+)"(?: multiplier="(\d+)")?>([\d.]+)<\/Rate>/g)].map((m) => ({
        date,
        code: m[1]!,
        multiplier: m[2] ?? '1',
        value: m[3]!,
      }));
    });
}

describe('importBnr', () => {
  it('reads every rate of the yearly file: RON per multiplier units stored as multiplier / rate, rounded once', () => {
    const { dataset, warnings, provenance } = importBnr(bankFile(FILE), { metadata: catalog, allowMinimalMetadata: true });
    const rows = raw();
    expect(rows).toHaveLength((bankText(FILE).match(/<Rate /g) ?? []).length);
    const currencies = rows.filter((row) => row.code !== 'XAU');
    expect(currencies).toHaveLength(5652);
    expect(valueCount(dataset)).toBe(currencies.length);
    for (const row of currencies)
      expect(storedRate(dataset, row.date, row.code)?.eq(expectedRate(row.value, row.multiplier, true)), `${row.code} ${row.date}`).toBe(true);
    expect(
      rows
        .filter((row) => row.multiplier === '100')
        .map((row) => row.code)
        .filter((c, i, all) => all.indexOf(c) === i),
    ).toEqual(['HUF', 'IDR', 'ISK', 'JPY', 'KRW']);
    expect(dataset.pivot).toBe('RON');
    expect(dataset.snapshots).toHaveLength(157);
    // 13:00 in Bucharest: UTC+2 in January, UTC+3 under summer time.
    expect(dataset.snapshots[0]).toMatchObject({ date: '2026-01-05', updated_at: '2026-01-05T11:00:00Z' });
    expect(dataset.snapshots.at(-1)).toMatchObject({ date: '2026-08-19', updated_at: '2026-08-19T10:00:00Z' });
    expect(Object.keys(provenance)).toEqual(dataset.snapshots.map((s) => s.date));
    expect(warnings.map((w) => `${w.kind} ${w.code}`)).toEqual(['not_a_currency XAU']);
    expect(() => loadDataset(dataset)).not.toThrow();
  });

  it('has its calendar facts', () => {
    expect(bnrCalendar).toMatchObject({ zone: 'Europe/Bucharest', publishes: '13:00', weekdays: [1, 2, 3, 4, 5], toleranceDays: 1 });
  });
});

describe('importBnr refuses a bad document at the first bad value', () => {
  const text = () => bankText(FILE);
  const replace = (from: string, to: string) => {
    const t = text();
    expect(t).toContain(from);
    return t.replace(from, to);
  };

  it('a truncated document, where it ends', async () => {
    const t = text();
    const cut = t.indexOf('</Rate>', 100_000) + '</Rate>'.length;
    await expectFeedPath(() => importBnr(t.slice(0, cut), { metadata: catalog }), lineColumn(t, cut));
  });

  it('a missing currency, a decimal comma, a multiplier of 12, rates against EUR', async () => {
    await expectFeedPath(() => importBnr(replace('<Rate currency="AED">', '<Rate>'), { metadata: catalog }), '/DataSet/Body/Cube[1]/Rate[1]/@currency');
    await expectFeedPath(() => importBnr(replace('>2.9114<', '>2,9114<'), { metadata: catalog }), '/DataSet/Body/Cube[1]/Rate[2]');
    await expectFeedPath(() => importBnr(replace('multiplier="100"', 'multiplier="12"'), { metadata: catalog }), '/DataSet/Body/Cube[1]/Rate[13]/@multiplier');
    await expectFeedPath(() => importBnr(replace('<OrigCurrency>RON', '<OrigCurrency>EUR'), { metadata: catalog }), '/DataSet/Body/OrigCurrency');
  });

  it('a duplicated date, at the first rate of the second day', async () => {
    await expectFeedPath(
      () => importBnr(replace('<Cube date="2026-01-08">', '<Cube date="2026-01-05">'), { metadata: catalog }),
      '/DataSet/Body/Cube[2]/Rate[1]',
    );
  });

  it('an HTML error page, bytes that are not UTF-8, a named file among several', async () => {
    await expectFeedPath(() => importBnr(HTML_ERROR, { metadata: catalog }), 'line 1, column 1');
    const latin1 = new Uint8Array(Buffer.from(replace('Reference rates', 'Cursuri de referin\u00EEa'), 'latin1'));
    await expectFeedPath(() => importBnr(latin1, { metadata: catalog }), lineColumn(text(), text().indexOf('Reference rates') + 'Cursuri de referin'.length));
    await expectFeedPath(
      () => importBnr([bankFile(FILE), { name: 'nbrfxrates.xml', bytes: new TextEncoder().encode('<DataSet><Body/></DataSet>') }], { metadata: catalog }),
      'nbrfxrates.xml: /DataSet/Body',
    );
  });
});
