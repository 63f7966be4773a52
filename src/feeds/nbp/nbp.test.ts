import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR, utf16 } from '../../../test/importers/banks/recorded.js';
import { importNbp, nbpCalendar, nbpTableBCalendar } from './nbp.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const named = (file: string) => ({ name: file.slice(4), bytes: bankFile(file) });

/** Each table's date, number and (code, mid text) pairs, read from the raw text by regular expressions. */
function rawTables(text: string): { date: string; no: string; rates: [string, string][] }[] {
  return [...text.matchAll(/"no":"([^"]+)","effectiveDate":"([\d-]+)","rates":\[(.*?)\]/g)].map(([, no, date, body]) => ({
    no: no!,
    date: date!,
    rates: [...body!.matchAll(/"code":"([A-Z]{3})","mid":([\d.]+)/g)].map(([, code, mid]) => [code!, mid!] as [string, string]),
  }));
}

describe('importNbp', () => {
  const tables = [...rawTables(bankText('nbp/nbp-1.json')), ...rawTables(bankText('nbp/nbp-2.json'))];
  const result = importNbp([named('nbp/nbp-1.json'), named('nbp/nbp-2.json')], options);

  it('reads every value of tables A and B: as many (date, code) values as the documents hold', () => {
    expect(tables.map((t) => t.rates.length)).toEqual([32, 32, 32, 32, 116]);
    expect(datasetValues(result.dataset).size).toBe(tables.reduce((n, t) => n + t.rates.length, 0));
  });

  it('stores each value as units per PLN: 1 / mid, rounded once to 12 significant digits where it does not terminate', () => {
    const values = datasetValues(result.dataset);
    for (const { date, rates } of tables) {
      for (const [code, mid] of rates) expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(mid, '1', true)), `${date} ${code} ${mid}`).toBe(true);
    }
    expect(result.dataset.pivot).toBe('PLN');
  });

  it('keeps table B on its own date only, as published weekly', () => {
    const values = datasetValues(result.dataset);
    expect(values.has('2026-03-04 AFN')).toBe(true);
    expect(values.has('2026-03-05 AFN')).toBe(false);
    expect(new Date('2026-03-04T00:00:00Z').getUTCDay()).toBe(3);
    expect(nbpTableBCalendar.weekdays).toEqual([3]);
  });

  it('records the table numbers of each date as provenance', () => {
    for (const date of new Set(tables.map((t) => t.date))) {
      expect(result.provenance[date]).toEqual(tables.filter((t) => t.date === date).map((t) => ({ provider: 'nbp', table: t.no })));
    }
    expect(result.provenance['2026-03-04']).toEqual([
      { provider: 'nbp', table: '043/A/NBP/2026' },
      { provider: 'nbp', table: '009/B/NBP/2026' },
    ]);
  });

  it('dates each snapshot at the publication time in Warsaw, and gives a dataset loadDataset accepts', () => {
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-02T11:15:00Z');
    expect(nbpCalendar.zone).toBe('Europe/Warsaw');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('leaves out XDR with unknown_code when the catalog lacks it', () => {
    const strict = importNbp(bankFile('nbp/nbp-1.json'), { metadata: catalog });
    expect(strict.dataset.fiat).not.toContain('XDR');
    expect(strict.warnings).toContainEqual(expect.objectContaining({ kind: 'unknown_code', code: 'XDR' }));
  });
});

describe('importNbp refuses', () => {
  const text = bankText('nbp/nbp-1.json');
  const tables = JSON.parse(text) as Record<string, unknown>[];
  const run = (input: unknown) => () => importNbp(input as string, options);

  it('the gold price: not a currency', () => {
    expect(feedLocation(run(bankFile('nbp/nbp-3.json')))).toBe('[0]');
    expect(feedLocation(() => importNbp([named('nbp/nbp-1.json'), named('nbp/nbp-3.json')], options))).toBe('nbp-3.json, [0]');
  });

  it('a truncated document', () => {
    expect(feedLocation(run(text.slice(0, 3000)))).toMatch(/^line 1, column \d+$/);
  });

  it('a document in the wrong encoding', () => {
    expect(feedLocation(run(utf16(text)))).toBe('line 1, column 1');
    const bytes = new TextEncoder().encode(text);
    const first = bytes.findIndex((b) => b >= 0x80);
    bytes[first] = 0xff; // the lead byte of the first non-ASCII character, as a Latin-2 file would have it
    expect(feedLocation(run(bytes))).toBe(`line 1, column ${[...text].findIndex((c) => c.charCodeAt(0) >= 0x80) + 1}`);
  });

  it('a missing field', () => {
    const copy = structuredClone(tables) as { rates: Record<string, unknown>[] }[];
    delete copy[1]!.rates[5]!.mid;
    expect(feedLocation(run(JSON.stringify(copy)))).toBe('[1].rates[5].mid');
    const noNumber = structuredClone(tables);
    delete noNumber[2]!.no;
    expect(feedLocation(run(JSON.stringify(noNumber)))).toBe('[2].no');
  });

  it('a duplicated date, under its own number or another', () => {
    expect(feedLocation(run(JSON.stringify([...tables, tables[0]])))).toBe('[4].effectiveDate');
    expect(feedLocation(run(JSON.stringify([...tables, { ...tables[0], no: '045/A/NBP/2026' }])))).toBe('[4].effectiveDate');
  });

  it('a code quoted twice on a date, table C and a wrong number', () => {
    const twice = structuredClone(tables) as { rates: unknown[] }[];
    twice[3]!.rates.push(twice[3]!.rates[0]);
    expect(feedLocation(run(JSON.stringify(twice)))).toBe('[3].rates[32].code');
    expect(feedLocation(run(JSON.stringify([{ ...tables[0], table: 'C' }])))).toBe('[0].table');
    expect(feedLocation(run(JSON.stringify([{ ...tables[0], no: '041/B/NBP/2026' }])))).toBe('[0].no');
  });

  it('an HTML error page', () => {
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});
