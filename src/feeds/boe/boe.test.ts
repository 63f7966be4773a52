import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, feedLocation, HTML_ERROR, utf16 } from '../../../test/importers/banks/recorded.js';
import { BOE_SERIES, boeCalendar, importBoe } from './boe.js';

const options = { metadata: catalog };
const MONTH: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

describe('importBoe', () => {
  const text = bankText('boe/boe-1.csv');
  const [head, ...rows] = text.trim().split(/\r?\n/); // the database ends its lines with CRLF
  const series = head!.split(',').slice(1);
  const raw = rows.flatMap((row) => {
    const [day, ...cells] = row.split(',');
    const [d, m, y] = day!.split(' ');
    return cells.map((value, i) => ({ date: `${y}-${MONTH[m!]}-${d!.padStart(2, '0')}`, series: series[i]!, value })).filter((c) => c.value !== '');
  });
  const result = importBoe(bankFile('boe/boe-1.csv'), options);

  it('maps every series of the document to an ISO code, each once', () => {
    expect(series.every((s) => Object.hasOwn(BOE_SERIES, s))).toBe(true);
    expect(new Set(series.map((s) => BOE_SERIES[s])).size).toBe(series.length);
    expect(result.warnings).toEqual([]);
  });

  it('reads every value: as many (date, code) values as the rows hold', () => {
    expect(raw.length).toBe(rows.length * series.length);
    expect(datasetValues(result.dataset).size).toBe(raw.length);
  });

  it('stores each value as published: units per one GBP, exactly', () => {
    const values = datasetValues(result.dataset);
    for (const { date, series: s, value } of raw) expect(bigOf(values.get(`${date} ${BOE_SERIES[s]}`)!).eq(new Big(value)), `${date} ${s} ${value}`).toBe(true);
    expect(result.dataset.pivot).toBe('GBP');
  });

  it('records the provider, dates each snapshot in London time, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20']);
    expect(result.provenance['2026-03-17']).toEqual([{ provider: 'boe' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe(`2026-03-17T${boeCalendar.publishes}:00Z`); // GMT in March before the 29th
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('leaves a series it does not map out with a warning, its values still read', () => {
    const extra = text.replace('XUDLZOS4', 'XUDLZOS4,XUDLBK99').replace(/\n(\d+ Mar 2026,[^\r\n]*)/g, '\n$1,7.5');
    const other = importBoe(extra, options);
    expect(other.warnings).toContainEqual(expect.objectContaining({ kind: 'unknown_code', code: 'XUDLBK99' }));
    expect(datasetValues(other.dataset).size).toBe(raw.length);
    expect(feedLocation(() => importBoe(extra.replace(',7.5', ',7,5'), options))).toBe('line 2');
  });
});

describe('importBoe refuses', () => {
  const text = bankText('boe/boe-1.csv');
  const lines = text.split('\n');
  const run = (input: string | Uint8Array) => () => importBoe(input, options);

  it('a truncated document', () => {
    const cut = text.slice(0, text.indexOf('\n', 500) - 30);
    expect(feedLocation(run(cut))).toBe(`line ${cut.split('\n').length}`);
  });

  it('a document in the wrong encoding', () => {
    expect(feedLocation(run(utf16(text)))).toBe('line 1, column 1');
  });

  it('a missing field', () => {
    expect(feedLocation(run(lines.map((line, i) => (i === 2 ? line.replace(/^[^,]*/, '') : line)).join('\n')))).toBe('line 3, column DATE');
    expect(feedLocation(run(lines.map((line, i) => (i === 3 ? line.replace(',1.3359,', ',n/a,') : line)).join('\n')))).toBe('line 4, column XUDLUSS');
  });

  it('a duplicated date', () => {
    expect(feedLocation(run([...lines.slice(0, 3), lines[2], ...lines.slice(3)].join('\n')))).toBe('line 4, column DATE');
  });

  it('an HTML error page', () => {
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});
