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
import { bnmCalendar, importBnm } from './bnm.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = entriesOf('bnm').map((e) => e.file);
const NUMBER = '([\\d.]+|null)';
const RATE = new RegExp(`\\{"date":"([\\d-]+)","buying_rate":${NUMBER},"selling_rate":${NUMBER},"middle_rate":([\\d.]+)\\}`, 'g');
// The API's 17-digit doubles, read back to the 15 significant digits of the decimal they stand for (4.2199999999999998 is 4.22).
const decimal = (text: string) => new Big(text).prec(15).toString();

// Every rate object of a document, with the currency and unit it belongs to: found by regular expressions on the raw text.
function rawRates(text: string) {
  const out: { code: string; unit: string; date: string; buying: string; selling: string; middle: string }[] = [];
  for (const block of text.split('"currency_code":"').slice(1)) {
    const [, code, unit] = /^([A-Z]{3})","unit":(\d+)/.exec(block)!;
    for (const [, date, buying, selling, middle] of block.matchAll(RATE)) {
      out.push({ code: code === 'SDR' ? 'XDR' : code!, unit: unit!, date: date!, buying: buying!, selling: selling!, middle: middle! });
    }
  }
  return out;
}

describe('importBnm', () => {
  const raw = FILES.flatMap((file) => rawRates(bankText(file)));
  const result = importBnm(
    FILES.map((file) => ({ name: file, bytes: bankFile(file) })),
    options,
  );
  const values = datasetValues(result.dataset);

  it('reads every value of the 28 documents: 27 of the latest day, 27 months of 14 days; 378 (date, code) values', () => {
    expect(FILES).toHaveLength(28);
    expect(raw).toHaveLength(27 + 27 * 14);
    expect(raw.length).toBe(FILES.reduce((n, file) => n + bankText(file).split('"middle_rate"').length - 1, 0));
    expect(new Set(raw.map((r) => `${r.date} ${r.code}`)).size).toBe(378);
    expect(values.size).toBe(378);
    expect(new Set(raw.map((r) => r.unit))).toEqual(new Set(['1', '100']));
  });

  it('pivots on MYR and stores unit / middle rate, rounded once to 12 significant digits; the latest day agrees with the months', () => {
    expect(result.dataset.pivot).toBe('MYR');
    for (const { code, unit, date, middle } of raw) {
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(decimal(middle), unit, true)), `${date} ${code}`).toBe(true);
    }
    // Worked out with python3's decimal (12 digits, half-even).
    expect(values.get('2026-03-19 USD')).toBe(0.254452926209);
    expect(values.get('2026-03-19 JPY')).toBe(40.6570174012);
    expect(values.get('2026-03-19 INR')).toBe(23.6720007575);
    expect(values.get('2026-03-19 XDR')).toBe(0.186783219396);
  });

  it('keeps buying and selling per one unit as quotes, none for the SDR', () => {
    for (const { code, unit, date, buying, selling } of raw) {
      const q = result.quotes![date]![code];
      if (buying === 'null') expect(q, `${date} ${code}`).toBeUndefined();
      else expect([bigOf(q!.buying).eq(new Big(decimal(buying)).div(unit)), bigOf(q!.selling).eq(new Big(decimal(selling)).div(unit))]).toEqual([true, true]);
    }
    expect(result.quotes!['2026-03-19']!.MMK).toEqual({ buying: '0.001876', selling: '0.001878' });
  });

  it('names the BNM and its session on every date, dates snapshots at 12:00 Kuala Lumpur, and loads', () => {
    expect(Object.keys(result.provenance)).toHaveLength(14);
    expect(result.provenance['2026-03-19']).toEqual([{ provider: 'bnm', table: 'exchange-rate 0900' }]);
    expect(result.dataset.snapshots.at(-1)!.updated_at).toBe('2026-03-19T04:00:00Z');
    expect(bnmCalendar.zone).toBe('Asia/Kuala_Lumpur');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importBnm refuses', () => {
  const latest = bankFile('bnm/bnm-1.json');
  const text = bankText('bnm/bnm-1.json');
  const run = (input: unknown) => () => importBnm(input as string, options);

  it('a changed unit, and a quote other than ringgit per unit', () => {
    expect(feedLocation(run(replaceAscii(latest, '"currency_code":"INR","unit":100', '"currency_code":"INR","unit":1000')))).toBe('data[0].unit');
    expect(feedLocation(run(replaceAscii(latest, '"quote":"rm"', '"quote":"fx"')))).toBe('meta.quote');
  });

  it('a swapped column: buying above the middle rate', () => {
    const doc = JSON.parse(text);
    const rate = doc.data[0].rate;
    [rate.buying_rate, rate.selling_rate] = [rate.selling_rate, rate.buying_rate];
    expect(feedLocation(run(doc))).toBe('data[0].rate.buying_rate');
  });

  it('a date in the future, after the last update', () => {
    expect(feedLocation(run(replaceAscii(latest, '"date":"2026-03-19"', '"date":"2026-03-20"')))).toBe('data[0].rate.date');
  });

  it('a duplicated currency, and one day of two documents with two rates', () => {
    const doc = JSON.parse(text);
    doc.data.push(doc.data[2]);
    doc.meta.total_result = doc.data.length;
    expect(feedLocation(run(doc))).toBe('data[27].rate.middle_rate');
    const month = bankText('bnm/bnm-2.json').replace('"middle_rate":4.2244000000000002', '"middle_rate":4.2245');
    expect(
      feedLocation(
        run([
          { name: 'bnm-1.json', bytes: latest },
          { name: 'bnm-2.json', bytes: new TextEncoder().encode(month) },
        ]),
      ),
    ).toMatch(/^bnm-2\.json, data\.rate\[13\]\.middle_rate$/);
  });

  it('a truncated body, a count that is not the rates given, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 3000)))).toMatch(/^line 1, column \d+$/);
    expect(feedLocation(run(replaceAscii(latest, '"total_result":27', '"total_result":28')))).toBe('meta.total_result');
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});

describe('bnm()', () => {
  it("one live round asks the recorded URL with the API's accept header and adds the latest day", async () => {
    const months = importBnm(
      FILES.slice(1).map((file) => ({ name: file, bytes: bankFile(file) })),
      { metadata: catalog },
    ).dataset;
    const initial = { ...months, snapshots: months.snapshots.slice(0, -1) };
    const { status, asked } = await injectedRound(feedSource('bnm'), initial, bankFile('bnm/bnm-1.json'), new Date('2026-03-20T10:44:55Z'), 'application/json');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(entriesOf('bnm')[0]!.request);
    expect(asked[0]!.headers.accept).toBe('application/vnd.BNM.API.v1+json');
    expect(status.sources[0]).toMatchObject({ name: 'bnm', ok: true, quote_date: '2026-03-19' });
  });
});
