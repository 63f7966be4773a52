import Big from 'big.js';
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
import { importNrb, nrbCalendar } from './nrb.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'nrb/nrb-1.json';
const RATE = /\{"currency":\{"iso3":"([A-Z]{3})","name":"[^"]*","unit":(\d+)\},"buy":"([\d.]+)","sell":"([\d.]+)"\}/g;

// Each day's block and its rates, found by regular expressions on the raw text rather than a JSON walk.
function rawRates(text: string) {
  return text
    .split('{"date":"')
    .slice(1)
    .flatMap((block) =>
      [...block.matchAll(RATE)].map(([, code, unit, buy, sell]) => ({ date: block.slice(0, 10), code: code!, unit: unit!, buy: buy!, sell: sell! })),
    );
}

describe('importNrb', () => {
  const raw = rawRates(bankText(FILE));
  const result = importNrb(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 5 days (a Saturday and a Sunday among them) of 22 currencies, 110 values; units 1, 10 and 100', () => {
    expect(raw).toHaveLength(110);
    expect(raw).toHaveLength(bankText(FILE).split('"iso3"').length - 1);
    expect(new Set(raw.map((r) => r.unit))).toEqual(new Set(['1', '10', '100']));
    expect(values.size).toBe(110);
  });

  it('pivots on NPR and stores unit / ((buy + sell) / 2), rounded once to 12 significant digits; buy and sell kept per unit', () => {
    expect(result.dataset.pivot).toBe('NPR');
    for (const { date, code, unit, buy, sell } of raw) {
      const mid = new Big(buy).plus(sell).div(2).toString();
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(mid, unit, true)), `${date} ${code}`).toBe(true);
      const q = result.quotes![date]![code]!;
      expect([bigOf(q.buying).eq(new Big(buy).div(unit)), bigOf(q.selling).eq(new Big(sell).div(unit))]).toEqual([true, true]);
    }
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-04-01 USD')).toBe(0.00659022011335);
    expect(values.get('2026-04-01 INR')).toBe(0.624707168515);
    expect(values.get('2026-04-01 JPY')).toBe(1.05152471083);
    expect(result.quotes!['2026-04-01']!.INR).toEqual({ buying: '1.6', selling: '1.6015' });
  });

  it('names NRB on every date, dates snapshots at 01:00 Kathmandu, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect(result.provenance['2026-04-04']).toEqual([{ provider: 'nrb', table: 'forex' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-31T19:15:00Z');
    expect(nrbCalendar.weekdays).toHaveLength(7);
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importNrb refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const run = (input: unknown) => () => importNrb(input as string, options);

  it('a changed unit', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"iso3":"INR","name":"Indian Rupee","unit":100', '"iso3":"INR","name":"Indian Rupee","unit":50')))).toBe(
      'data.payload[0].rates[0].currency.unit',
    );
  });

  it('a swapped column: buying above selling', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"buy":"151.44","sell":"152.04"', '"buy":"152.04","sell":"151.44"')))).toBe('data.payload[0].rates[1].buy');
  });

  it('a date in the future: after the days asked', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"date":"2026-04-05","published_on":"2026-04-05', '"date":"2026-04-06","published_on":"2026-04-06')))).toBe(
      'data.payload[4].date',
    );
  });

  it('a duplicated day', () => {
    const doc = JSON.parse(text);
    doc.data.payload.push(doc.data.payload[2]);
    expect(feedLocation(run(doc))).toBe('data.payload[5].rates[0].buy');
  });

  it('a truncated body, a second page, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 5000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(replaceAscii(bytes, '"pages":1', '"pages":2')))).toBe('pagination.pages');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('nrb()', () => {
  it('one live round asks the last two weeks and adds the last date', async () => {
    const imported = importNrb(bankFile(FILE), { metadata: catalog }).dataset;
    const initial = { ...imported, snapshots: imported.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('nrb'), initial, bankFile(FILE), new Date('2026-04-05T06:00:00Z'), 'application/json');
    expect(asked.map((a) => a.url)).toEqual([
      entriesOf('nrb')[0]!.request.replace('from=2026-04-01', 'from=2026-03-22').replace('to=2026-04-05', 'to=2026-04-06'),
    ]);
    expect(status.sources[0]).toMatchObject({ name: 'nrb', ok: true, quote_date: '2026-04-05' });
  });
});
