import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import {
  bankFile,
  bankText,
  bigOf,
  datasetValues,
  entriesOf,
  expectedRate,
  expectFeedPath,
  HTML_ERROR,
  lineColumn,
} from '../../../test/importers/banks/recorded.js';
import { CBK_CURRENCIES, cbkCalendar, importCbk } from './cbk.js';

const FILE = 'cbk/cbk-1.json';
const options = { metadata: catalog, allowMinimalMetadata: true };
type Doc = { data: string[][] };
const parsed = () => JSON.parse(bankText(FILE)) as Doc;

describe('importCbk', () => {
  const result = importCbk(bankFile(FILE), options);

  it('reads every value of the recorded table (JSON the bank labels text/html): 21 lines of 550 days', () => {
    expect(entriesOf('cbk')[0]!.content_type).toMatch(/^text\/html/);
    // The bank escapes every slash (`05\/01\/2024`, `KES \/ USHS`).
    const rows = [...bankText(FILE).matchAll(/\["(\d\d)\\\/(\d\d)\\\/(\d{4})","([^"]+)","([\d.]+)"\]/g)].map((m) => ({
      date: `${m[3]}-${m[2]}-${m[1]}`,
      name: m[4]!.replaceAll('\\/', '/'),
      mean: m[5]!,
    }));
    expect(rows).toHaveLength(bankText(FILE).split('"],["').length);
    expect(rows).toHaveLength(11550);
    // 28 November 2025 is given twice, with the same 21 values: kept once.
    const twice = rows.filter((row) => row.date === '2025-11-28');
    expect(twice).toHaveLength(42);
    expect(new Set(twice.map((row) => `${row.name} ${row.mean}`)).size).toBe(21);
    expect(result.warnings.map((w) => `${w.kind} ${w.date}`)).toEqual(['duplicate_date 2025-11-28']);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(11550 - 21);
    for (const { date, name, mean } of rows) {
      const { code, units, direction } = CBK_CURRENCIES[name]!;
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(mean, String(units), direction === 'domestic_per_foreign')), `${date} ${name}`).toBe(true);
    }
    // Worked out apart with python3's decimal module (12 significant digits, half-even), and as written.
    expect(values.get('2024-01-05 USD')).toBe(0.0063330740995);
    expect(values.get('2024-01-05 JPY')).toBe(0.914274011578);
    expect(values.get('2024-01-05 UGX')).toBe(24.0657);
    expect(result.provenance['2024-01-05']).toEqual([{ provider: 'cbk', table: '193' }]);
    expect(result.dataset.pivot).toBe('KES');
    expect(cbkCalendar.zone).toBe('Africa/Nairobi');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importCbk refuses', () => {
  const run = (change: (doc: Doc) => void) => () => {
    const doc = parsed();
    change(doc);
    return importCbk(JSON.stringify(doc), options);
  };

  it('a changed unit: the yen without its (100)', async () => {
    await expectFeedPath(
      run((doc) => (doc.data[11]![1] = 'JPY')),
      'data[11][1]',
    );
  });

  it('a swapped column: the name before the date', async () => {
    await expectFeedPath(
      run((doc) => ([doc.data[5]![0], doc.data[5]![1]] = [doc.data[5]![1]!, doc.data[5]![0]!])),
      'data[5][1]',
    );
  });

  it('a date in the future, a duplicated row with another value', async () => {
    await expectFeedPath(
      run((doc) => (doc.data[0]![0] = '05/01/2099')),
      'data[0][0]',
    );
    await expectFeedPath(
      run((doc) => doc.data.push([doc.data[0]![0]!, doc.data[0]![1]!, '158.0000'])),
      'data[11550][2]',
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILE);
    await expectFeedPath(() => importCbk(text.slice(0, 100_000), options), lineColumn(text, 100_000));
    await expectFeedPath(() => importCbk(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('cbk()', () => {
  it('one round over the recorded bytes, asked by POST, its JSON labelled text/html', async () => {
    const body = bankFile(FILE);
    const imported = importCbk(body, { metadata: catalog }).dataset;
    const { asked, init, served } = await liveRound(feedSource('cbk'), body, imported, 'text/html; charset=UTF-8');
    expect(asked).toEqual(['https://www.centralbank.go.ke/wp-admin/admin-ajax.php?action=get_wdtable&table_id=193']);
    expect(init[0]).toMatchObject({ method: 'POST', body: entriesOf('cbk')[0]!.request_body });
    expect(rates(served, { base: 'KES', symbols: 'USD,JPY' }).rates).toEqual(rates(loadDataset(imported), { base: 'KES', symbols: 'USD,JPY' }).rates);
  });
});
