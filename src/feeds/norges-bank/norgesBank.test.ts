import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR, utf16 } from '../../../test/importers/banks/recorded.js';
import { importNorgesBank, norgesBankCalendar } from './norgesBank.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const INDICES = ['I44', 'TWI'];

describe('importNorgesBank', () => {
  const text = bankText('nb/nb-1.csv');
  // Every data row, matched whole by one regular expression (the file's own column order).
  const raw = [...text.matchAll(/^B,(\w+),NOK,SP,\d+,(?:true|false),(\d),C,([\d-]+),([\d.]+)$/gm)].map(([, base, mult, date, value]) => ({
    base: base!,
    mult: Number(mult),
    date: date!,
    value: value!,
  }));
  const result = importNorgesBank(bankFile('nb/nb-1.csv'), options);

  it('reads every value: as many (date, code) values as the rows hold, the two krone indices left out', () => {
    expect(raw.length).toBe(text.trim().split('\n').length - 1);
    expect(raw.some((r) => r.base === 'HUF' && r.mult === 2)).toBe(true);
    expect(datasetValues(result.dataset).size).toBe(raw.filter((r) => !INDICES.includes(r.base)).length);
    for (const index of INDICES) {
      expect(result.dataset.fiat).not.toContain(index);
      expect(result.warnings).toContainEqual(expect.objectContaining({ kind: 'unknown_code', code: index }));
    }
  });

  it('stores each value as units per NOK: 10^UNIT_MULT / OBS_VALUE, rounded once to 12 significant digits where it does not terminate', () => {
    const values = datasetValues(result.dataset);
    for (const { base, mult, date, value } of raw.filter((r) => !INDICES.includes(r.base))) {
      expect(bigOf(values.get(`${date} ${base}`)!).eq(expectedRate(value, `1e${mult}`, true)), `${date} ${base} ${mult} ${value}`).toBe(true);
    }
    expect(result.dataset.pivot).toBe('NOK');
  });

  it('records the provider, dates each snapshot at 16:00 Oslo, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual([...new Set(raw.map((r) => r.date))].sort());
    expect(result.provenance['2026-03-16']).toEqual([{ provider: 'norges-bank' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-16T15:00:00Z');
    expect(norgesBankCalendar.zone).toBe('Europe/Oslo');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('leaves out XDR with unknown_code when the catalog lacks it', () => {
    const strict = importNorgesBank(text, { metadata: catalog });
    expect(strict.dataset.fiat).not.toContain('XDR');
    expect(strict.warnings).toContainEqual(expect.objectContaining({ kind: 'unknown_code', code: 'XDR' }));
  });
});

describe('importNorgesBank refuses', () => {
  const text = bankText('nb/nb-1.csv');
  const lines = text.split('\n');
  const run = (input: string | Uint8Array) => () => importNorgesBank(input, options);
  const withLine = (n: number, edit: (line: string) => string) => lines.map((line, i) => (i === n - 1 ? edit(line) : line)).join('\n');

  it('a truncated document', () => {
    const cut = text.slice(0, text.indexOf(',C,2026-03-20', 5000));
    expect(feedLocation(run(cut))).toBe(`line ${cut.split('\n').length}`);
  });

  it('a document in the wrong encoding', () => {
    expect(feedLocation(run(utf16(text)))).toBe('line 1, column 1');
  });

  it('a missing field', () => {
    expect(feedLocation(run(withLine(10, (line) => line.replace(',false,2,', ',false,,'))))).toBe('line 10, column UNIT_MULT');
    expect(feedLocation(run(withLine(1, (line) => line.replace(',OBS_VALUE', ''))))).toBe('line 1');
  });

  it('a duplicated date of a currency', () => {
    expect(feedLocation(run([...lines.slice(0, 5), lines[4], ...lines.slice(5)].join('\n')))).toBe('line 6, column TIME_PERIOD');
  });

  it('a value with more decimals than the row declares, and a quote against another currency', () => {
    expect(feedLocation(run(withLine(2, (line) => line.replace(/,2\.857$/, ',2.85701'))))).toBe('line 2, column OBS_VALUE');
    expect(feedLocation(run(withLine(3, (line) => line.replace(',NOK,', ',SEK,'))))).toBe('line 3, column QUOTE_CUR');
  });

  it('an HTML error page', () => {
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1');
  });
});
