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
import { botCalendar, importBot } from './bot.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'bot/bot-1.json';

// Each row of the raw text, found by a regular expression rather than a JSON walk.
const ROW =
  /\{"period":"([\d-]+)","currency_id":"([A-Z]{3})","currency_name_th":"[^"]*","currency_name_eng":"([^"]*)","buying_sight":"([\d.]+)","buying_transfer":"([\d.]+)","selling":"([\d.]+)","mid_rate":"([\d.]+)"\}/g;
const rawRows = (text: string) =>
  [...text.matchAll(ROW)].map(([, date, code, name, , transfer, selling, mid]) => ({
    date: date!,
    code: code!,
    unit: name!.includes('(100 YEN)') ? '100' : name!.includes('(1,000 RUPIAH)') ? '1000' : '1',
    transfer: transfer!,
    selling: selling!,
    mid: mid!,
  }));

describe('importBot', () => {
  const text = bankText(FILE);
  const raw = rawRows(text);
  const result = importBot(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 3 days of 19 currencies, 57 rows, JPY per 100 and IDR per 1,000', () => {
    expect(raw).toHaveLength(text.split('"period"').length - 1);
    expect(raw).toHaveLength(57);
    expect(raw.filter((r) => r.unit !== '1').map((r) => `${r.code} ${r.unit}`)).toEqual(Array.from({ length: 3 }, () => ['JPY 100', 'IDR 1000']).flat());
    expect(values.size).toBe(57);
  });

  it("pivots on THB and stores unit / the BoT's mid_rate, rounded once to 12 significant digits", () => {
    expect(result.dataset.pivot).toBe('THB');
    for (const { date, code, unit, mid } of raw) expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(mid, unit, true)), `${date} ${code}`).toBe(true);
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-04-03 USD')).toBe(0.0306327500858);
    expect(values.get('2026-04-03 JPY')).toBe(4.88204967974);
    expect(values.get('2026-04-03 IDR')).toBe(518.24212272);
    expect(values.get('2026-04-03 PHP')).toBe(1.8521948509);
  });

  it('keeps the buying transfer and selling rates per one unit as quotes', () => {
    for (const { date, code, unit, transfer, selling } of raw) {
      const q = result.quotes![date]![code]!;
      expect(bigOf(q.buying).eq(bigOf(transfer).div(unit)), `${date} ${code}`).toBe(true);
      expect(bigOf(q.selling).eq(bigOf(selling).div(unit)), `${date} ${code}`).toBe(true);
    }
    expect(result.quotes!['2026-04-03']!.JPY).toEqual({ buying: '0.201923', selling: '0.20774' });
  });

  it('names the BoT and its table on every date, dates snapshots at 18:00 Bangkok, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-04-01', '2026-04-02', '2026-04-03']);
    expect(result.provenance['2026-04-01']).toEqual([{ provider: 'bot', table: 'DAILY_AVG_EXG_RATE' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-04-01T11:00:00Z');
    expect(botCalendar.zone).toBe('Asia/Bangkok');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importBot refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const doc = JSON.parse(text);
  const run = (input: unknown) => () => importBot(input as string, options);
  const details = doc.result.data.data_detail as Record<string, string>[];

  it('a changed unit, of the table or of a currency', () => {
    expect(feedLocation(run(replaceAscii(bytes, '(Unit: Baht / 1 Unit', '(Unit: Baht / 100 Units')))).toBe('result.data.data_header.report_uoq_name_eng');
    const copy = structuredClone(doc);
    copy.result.data.data_detail[3].mid_rate = '0.2048320';
    copy.result.data.data_detail[3].currency_name_eng = 'JAPAN : YEN (JPY)';
    expect(feedLocation(run(copy))).toBe('result.data.data_detail[3].mid_rate');
  });

  it('a swapped column: buying above selling, or a mid that is not theirs', () => {
    const swapped = structuredClone(doc);
    const row = swapped.result.data.data_detail[0];
    [row.buying_transfer, row.selling] = [row.selling, row.buying_transfer];
    expect(feedLocation(run(swapped))).toBe('result.data.data_detail[0].buying_transfer');
    const mid = structuredClone(doc);
    mid.result.data.data_detail[1].mid_rate = details[1]!.selling;
    expect(feedLocation(run(mid))).toBe('result.data.data_detail[1].mid_rate');
  });

  it('a date in the future, after the last update', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"period":"2026-04-03"', '"period":"2026-04-04"')))).toBe('result.data.data_detail[0].period');
  });

  it('a duplicated row', () => {
    const copy = structuredClone(doc);
    copy.result.data.data_detail.push(details[5]);
    expect(feedLocation(run(copy))).toBe('result.data.data_detail[57].mid_rate');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 9000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('bot()', () => {
  it('one live round sends the key in authorization, asks the recorded URL and adds the last date', async () => {
    const imported = importBot(bankFile(FILE), { metadata: catalog }).dataset;
    const initial = { ...imported, snapshots: imported.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(
      feedSource('bot', { apiKey: 'key-123456' }),
      initial,
      bankFile(FILE),
      new Date('2026-04-03T18:00:00Z'),
      'application/json',
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(entriesOf('bot')[0]!.request.replace('start_period=2026-04-01', 'start_period=2026-03-20'));
    expect(asked[0]!.headers.authorization).toBe('key-123456');
    expect(status.sources[0]).toMatchObject({ name: 'bot', ok: true, quote_date: '2026-04-03' });
    expect(() => feedSource('bot', {} as never)).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'apiKey' }));
  });
});
