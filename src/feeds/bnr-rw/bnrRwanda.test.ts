import Big from 'big.js';
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
import { bnrRwandaCalendar, importBnrRwanda } from './bnrRwanda.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = entriesOf('bnrrw').map((entry) => ({ file: entry.file, currency: /currency_name=(\w+)/.exec(entry.request)![1]! }));
const documents = () => FILES.map(({ file }) => ({ name: file, bytes: bankFile(file) }));
type Row = { currency_name: string; buying_rate: string; average_rate: string; selling_rate: string; post_date: string };
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('importBnrRwanda', () => {
  const result = importBnrRwanda(documents(), options);

  it('reads every row of the 16 recorded answers: the average per franc, buying and selling kept', () => {
    const rows = FILES.flatMap(({ file, currency }) =>
      [
        ...bankText(file).matchAll(
          /"currency_name":"(\w+)","buying_rate":"([\d.]+)","average_rate":"([\d.]+)","selling_rate":"([\d.]+)","post_date":"(\d\d)-(\w{3})-(\d\d)"/g,
        ),
      ].map((m) => {
        expect(m[1]).toBe(currency);
        return { code: m[1]!, buying: m[2]!, average: m[3]!, selling: m[4]!, date: `20${m[7]}-${String(months.indexOf(m[6]!) + 1).padStart(2, '0')}-${m[5]}` };
      }),
    );
    expect(rows).toHaveLength(FILES.reduce((n, { file }) => n + bankText(file).split('"post_date"').length - 1, 0));
    expect(rows).toHaveLength(64);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(64);
    for (const { code, buying, average, selling, date } of rows) {
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(average, '1', true)), `${date} ${code}`).toBe(true);
      expect(result.quotes![date]![code]).toEqual({ buying: new Big(buying).toFixed(), selling: new Big(selling).toFixed() });
    }
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-05-19 USD')).toBe(0.00068349663207);
    expect(values.get('2026-05-20 UGX')).toBe(2.57420135403);
    expect(result.provenance['2026-05-19']).toEqual([{ provider: 'bnr-rw', table: 'currency_history' }]);
    expect(result.dataset.pivot).toBe('RWF');
    expect(bnrRwandaCalendar.zone).toBe('Africa/Kigali');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importBnrRwanda refuses', () => {
  const run = (change: (rows: Row[]) => void) => () => {
    const rows = JSON.parse(bankText(FILES[0]!.file)) as Row[];
    change(rows);
    return importBnrRwanda(JSON.stringify(rows), options);
  };

  it('a changed unit: an average outside buying and selling; a swapped column: buying and selling exchanged', async () => {
    await expectFeedPath(
      run((rows) => (rows[0]!.average_rate = '146306.5')),
      '[0].selling_rate',
    );
    await expectFeedPath(
      run((rows) => ([rows[1]!.buying_rate, rows[1]!.selling_rate] = [rows[1]!.selling_rate, rows[1]!.buying_rate])),
      '[1].buying_rate',
    );
  });

  it('a date in the future, a duplicated date', async () => {
    await expectFeedPath(
      run((rows) => (rows[0]!.post_date = '19-May-99')),
      '[0].post_date',
    );
    await expectFeedPath(
      run((rows) => (rows[1]!.post_date = rows[0]!.post_date)),
      '[1].average_rate',
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILES[0]!.file);
    await expectFeedPath(() => importBnrRwanda(text.slice(0, 200), options), lineColumn(text, 200));
    await expectFeedPath(() => importBnrRwanda(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('bnrRwanda()', () => {
  it('one round over the recorded dollar answer through an injected fetch', async () => {
    const body = bankFile(FILES[0]!.file);
    const imported = importBnrRwanda(body, options).dataset;
    const { asked, served } = await liveRound(feedSource('bnr-rw'), body, imported);
    expect(asked).toEqual(['https://fxrates.bnr.rw/currency_history/?currency_name=USD&end_date=2026-05-22&start_date=2026-05-08']);
    expect(rates(served, { base: 'RWF', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'RWF', symbols: 'USD' }).rates);
    expect(feedSource('bnr-rw', { currency: 'EUR' }).name).toBe('bnr-rw-eur');
  });
});
