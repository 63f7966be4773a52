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
import { importNbe, nbeCalendar } from './nbe.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = entriesOf('nbe').map((entry) => entry.file);
const documents = () => FILES.map((file) => ({ name: file, bytes: bankFile(file) }));
type Doc = { success: boolean; data: { date: string; buying: string; selling: string; weighted_average: string; currency: { code: string } }[] };

describe('importNbe', () => {
  const result = importNbe(documents(), options);

  it('reads every row of the 3 recorded days: the weighted average per birr, buying and selling kept', () => {
    const rows = FILES.flatMap((file) =>
      [
        ...bankText(file).matchAll(
          /"buying":"([\d.]+)","selling":"([\d.]+)","date":"([\d-]+)","weighted_average":"([\d.]+)","currency":\{"id":"\w+","name":"[^"]*","code":"(\w+)"\}/g,
        ),
      ].map((m) => ({ buying: m[1]!, selling: m[2]!, date: m[3]!, average: m[4]!, code: m[5]! })),
    );
    expect(rows).toHaveLength(FILES.reduce((n, file) => n + bankText(file).split('"weighted_average"').length - 1, 0));
    expect(rows).toHaveLength(57);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(57);
    for (const { date, code, buying, selling, average } of rows) {
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(average, '1', true)), `${date} ${code}`).toBe(true);
      expect(result.quotes![date]![code]).toEqual({ buying: new Big(buying).toFixed(), selling: new Big(selling).toFixed() });
    }
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-05-18 USD')).toBe(0.00636023074917);
    expect(values.get('2026-05-18 JPY')).toBe(1.00351229303);
    expect(result.provenance['2026-05-18']).toEqual([{ provider: 'nbe', table: 'filter-exchange-rates' }]);
    expect(result.dataset.pivot).toBe('ETB');
    expect(nbeCalendar.zone).toBe('Africa/Addis_Ababa');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importNbe refuses', () => {
  const run = (change: (doc: Doc) => void) => () => {
    const doc = JSON.parse(bankText(FILES[0]!)) as Doc;
    change(doc);
    return importNbe(JSON.stringify(doc), options);
  };

  it('a changed unit: the yen average per 100 outside its buying and selling', async () => {
    await expectFeedPath(
      run((doc) => (doc.data[0]!.weighted_average = '99.65')),
      'data[0].selling',
    );
  });

  it('a swapped column: buying and selling exchanged', async () => {
    await expectFeedPath(
      run((doc) => ([doc.data[5]!.buying, doc.data[5]!.selling] = [doc.data[5]!.selling, doc.data[5]!.buying])),
      'data[5].buying',
    );
  });

  it('a date in the future, a duplicated row, an error answer', async () => {
    await expectFeedPath(
      run((doc) => (doc.data[0]!.date = '2099-05-18')),
      'data[0].date',
    );
    await expectFeedPath(
      run((doc) => doc.data.push({ ...doc.data[3]! })),
      'data[19].weighted_average',
    );
    await expectFeedPath(() => importNbe('{"success":false,"message":"Not found","status":404}', options), 'success');
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILES[0]!);
    await expectFeedPath(() => importNbe(text.slice(0, 2000), options), lineColumn(text, 2000));
    await expectFeedPath(() => importNbe(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('nbe()', () => {
  it("one round over the recorded day through an injected fetch, the round's day asked first", async () => {
    const body = bankFile(FILES[2]!);
    const imported = importNbe(documents(), { metadata: catalog }).dataset;
    const { asked, served } = await liveRound(feedSource('nbe'), body, imported);
    expect(asked[0]).toBe('https://api.nbe.gov.et/api/filter-exchange-rates?date=2026-05-20');
    expect(rates(served, { base: 'ETB', symbols: 'USD,EUR' }).rates).toEqual(rates(loadDataset(imported), { base: 'ETB', symbols: 'USD,EUR' }).rates);
  });
});
