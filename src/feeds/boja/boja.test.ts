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
  crossCheck,
  datasetValues,
  entriesOf,
  expectedRate,
  expectFeedPath,
  HTML_ERROR,
  lineColumn,
} from '../../../test/importers/banks/recorded.js';
import { BOJA_CURRENCIES, bojaCalendar, importBoja } from './boja.js';
import { importBoc } from '../boc/boc.js';

const FILE = 'boja/boja-1.json';
const options = { metadata: catalog, allowMinimalMetadata: true };
type Doc = { draw: number; data: string[][] };
const parsed = () => JSON.parse(bankText(FILE)) as Doc;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Each row of the raw text, by a regular expression rather than a JSON walk.
function raw() {
  return [...bankText(FILE).matchAll(/\["(\d\d) (\w{3}) (\d{4})","([^"]+)","([\d.]+)","([\d.]+)","([\d.]+)","([\d.]+)"\]/g)].map((m) => ({
    date: `${m[3]}-${String(months.indexOf(m[2]!) + 1).padStart(2, '0')}-${m[1]}`,
    name: m[4]!.trim(),
    buying: m[5]!,
    selling: m[8]!,
  }));
}

describe('importBoja', () => {
  const result = importBoja(bankFile(FILE), options);

  it('reads every row of the recorded table: the mid of buying and selling per dollar, both quotes kept', () => {
    const rows = raw();
    expect(rows).toHaveLength(bankText(FILE).match(/\["\d\d [A-Z][a-z]{2} \d{4}",/g)!.length);
    expect(rows).toHaveLength(255);
    const read = rows.filter((row) => row.name !== 'NORTHERN IRELAND POUND');
    expect(read).toHaveLength(240);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(read.length);
    for (const { date, name, buying, selling } of read) {
      const code = BOJA_CURRENCIES[name]!;
      const mid = new Big(buying).plus(selling).div(2).toFixed();
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(mid, '1', true)), `${date} ${name}`).toBe(true);
      expect(result.quotes![date]![code]).toEqual({ buying: new Big(buying).toFixed(), selling: new Big(selling).toFixed() });
    }
    // Worked out apart with python3's decimal module (the mid, then 1 / mid, 12 significant digits, half-even).
    expect(values.get('2026-03-02 USD')).toBe(0.00639768250349);
    expect(values.get('2026-03-02 JPY')).toBe(1.00633994163);
    expect(result.dataset.pivot).toBe('JMD');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('leaves out the Northern Ireland pound with unknown_code; names table 134; dates snapshots at 13:00 Kingston', () => {
    expect(result.warnings.filter((w) => w.kind === 'unknown_code').map((w) => w.code)).toEqual(['NORTHERN IRELAND POUND']);
    expect(result.provenance['2026-03-20']).toEqual([{ provider: 'boja', table: '134' }]);
    expect(result.dataset.snapshots[0]).toMatchObject({ date: '2026-03-02', updated_at: '2026-03-02T18:00:00Z' });
    expect(bojaCalendar.zone).toBe('America/Jamaica');
  });

  it('agrees with the Bank of Canada within 5 % on every shared date and code (the mid of counter rates a few per cent apart)', () => {
    const boc = importBoc(bankFile('boc/boc-1.json'), options).dataset;
    const { agree, disagree } = crossCheck(boc, result.dataset);
    expect(disagree).toEqual([]);
    expect(agree).toBe(35);
  });
});

describe('importBoja refuses', () => {
  const run = (change: (doc: Doc) => void) => () => {
    const doc = parsed();
    change(doc);
    return importBoja(JSON.stringify(doc), options);
  };

  it('a changed unit: the yen per 100 against its own cash rate, a selling rate far over buying', async () => {
    await expectFeedPath(
      run((doc) => (doc.data[13]![2] = '98.0100')),
      'data[13][2]',
    );
    await expectFeedPath(
      run((doc) => (doc.data[13]![5] = '100.7300')),
      'data[13][5]',
    );
  });

  it('a swapped column: buying and selling exchanged, a row of five cells', async () => {
    await expectFeedPath(
      run((doc) => ([doc.data[16]![2], doc.data[16]![5]] = [doc.data[16]![5]!, doc.data[16]![2]!])),
      'data[16][2]',
    );
    await expectFeedPath(
      run((doc) => doc.data[4]!.splice(3, 1)),
      'data[4]',
    );
  });

  it('a date in the future, a duplicated row', async () => {
    await expectFeedPath(
      run((doc) => (doc.data[0]![0] = '02 Mar 2099')),
      'data[0][0]',
    );
    await expectFeedPath(
      run((doc) => doc.data.push([...doc.data[0]!])),
      'data[255][2]',
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILE);
    await expectFeedPath(() => importBoja(text.slice(0, 5000), options), lineColumn(text, 5000));
    await expectFeedPath(() => importBoja(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('boja()', () => {
  it('one round over the recorded bytes, asked by POST with the form, its JSON labelled text/html', async () => {
    const body = bankFile(FILE);
    const imported = importBoja(body, { metadata: catalog }).dataset;
    const { asked, init, served } = await liveRound(feedSource('boja'), body, imported, 'text/html; charset=UTF-8');
    expect(asked).toEqual(['https://boj.org.jm/wp-admin/admin-ajax.php?action=get_wdtable&table_id=134']);
    expect(init[0]).toMatchObject({ method: 'POST', body: entriesOf('boja')[0]!.request_body });
    expect(new Headers(init[0]!.headers).get('content-type')).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(rates(served, { base: 'JMD', symbols: 'USD,EUR' }).rates).toEqual(rates(loadDataset(imported), { base: 'JMD', symbols: 'USD,EUR' }).rates);
    expect(() => feedSource('boja', { nonce: 'x' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'nonce' }));
  });
});
