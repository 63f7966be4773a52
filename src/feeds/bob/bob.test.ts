import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import { bankFile, bankText, bigOf, datasetValues, expectFeedPath, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { BOB_COLUMNS, bobCalendar, importBob } from './bob.js';

const FILE = 'bob/bob-1.csv';
const options = { metadata: catalog, allowMinimalMetadata: true };
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TWICE = ['2019-08-13', '2018-10-23', '2018-01-17'];

describe('importBob', () => {
  const result = importBob(bankFile(FILE), options);

  it('reads every value of the recorded file (units per pula, as written), 0.0000 no quote, the three dates given twice withheld', () => {
    const text = bankText(FILE);
    const heads = text.slice(1, text.indexOf('\n')).split(',').slice(1);
    const rows = text
      .split('\n')
      .slice(1)
      .map((line) => {
        const [day, ...cells] = line.split(',');
        const [d, mon, y] = day!.replaceAll('"', '').split(' ');
        return { date: `${y}-${String(months.indexOf(mon!) + 1).padStart(2, '0')}-${d}`, cells };
      });
    expect(rows).toHaveLength(6247);
    const kept = rows.filter((row) => !TWICE.includes(row.date));
    expect(kept).toHaveLength(6241);
    const expected = kept.flatMap((row) =>
      row.cells.map((cell, i) => ({ date: row.date, code: BOB_COLUMNS[heads[i]!]!, cell })).filter((v) => v.cell !== '0.0000'),
    );
    expect(expected).toHaveLength(6241 * 7 - 3909 - 2);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(expected.length);
    for (const { date, code, cell } of expected) expect(bigOf(values.get(`${date} ${code}`)!).eq(bigOf(cell)), `${date} ${code}`).toBe(true);
    expect(values.get('2026-03-19 USD')).toBe(0.0748);
    expect(values.get('2026-03-19 JPY')).toBe(11.95);
    expect(
      result.warnings
        .filter((w) => w.kind === 'duplicate_date')
        .map((w) => w.date)
        .sort(),
    ).toEqual([...TWICE].sort());
    expect(result.provenance['2026-03-19']).toEqual([{ provider: 'bob', table: 'exchange-rates.csv' }]);
    expect(result.dataset.pivot).toBe('BWP');
    expect(bobCalendar.zone).toBe('Africa/Gaborone');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importBob refuses', () => {
  const text = () => bankText(FILE);
  it('a changed unit or a swapped column in the header', async () => {
    await expectFeedPath(() => importBob(text().replace('YEN', 'YEN100'), options), 'line 1');
    await expectFeedPath(() => importBob(text().replace('EUR,GBP', 'GBP,EUR'), options), 'line 1');
  });

  it('a date in the future, a value cut short (the last line has no line end)', async () => {
    await expectFeedPath(() => importBob(text().replace('"19 Mar 2026"', '"19 Mar 2099"'), options), 'line 2, column Date');
    await expectFeedPath(() => importBob(text().slice(0, -2), options), 'line 6248, column ZAR');
  });

  it('a duplicated date with other values is withheld, not guessed', () => {
    const doubled = text().replace('"18 Mar 2026"', '"19 Mar 2026"');
    const out = importBob(doubled, options);
    expect(out.dataset.snapshots.some((s) => s.date === '2026-03-19')).toBe(false);
    expect(out.warnings).toContainEqual(expect.objectContaining({ kind: 'duplicate_date', date: '2026-03-19' }));
  });

  it('an HTML error page', async () => {
    await expectFeedPath(() => importBob(HTML_ERROR, options), 'line 1');
  });
});

describe('bob()', () => {
  it('one round over the recorded file through an injected fetch', async () => {
    const body = bankFile(FILE);
    const imported = importBob(body, { metadata: catalog }).dataset;
    const { asked, served } = await liveRound(feedSource('bob'), body, imported, 'text/csv; charset=UTF-8');
    expect(asked).toEqual(['https://www.bankofbotswana.bw/export/exchange-rates.csv?_format=csv&page']);
    expect(rates(served, { base: 'BWP', symbols: 'USD,ZAR' }).rates).toEqual(rates(loadDataset(imported), { base: 'BWP', symbols: 'USD,ZAR' }).rates);
  });
});
