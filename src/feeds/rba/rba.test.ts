import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, feedLocation, HTML_ERROR, utf16 } from '../../../test/importers/banks/recorded.js';
import { importRba, rbaCalendar } from './rba.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
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

describe('importRba', () => {
  const text = bankText('rba/rba-1.csv');
  const lines = text.split(/\r?\n/);
  const units = lines
    .find((line) => line.startsWith('Units,'))!
    .split(',')
    .slice(1);
  // Every non-empty cell of every dated row, the Index column apart; SDR is the IMF's XDR.
  const raw = lines
    .filter((line) => /^\d{2}-[A-Z][a-z]{2}-\d{4},/.test(line))
    .flatMap((line) => {
      const [day, ...cells] = line.split(',');
      const date = `${day!.slice(7)}-${MONTH[day!.slice(3, 6)]}-${day!.slice(0, 2)}`;
      return cells.map((value, i) => ({ date, code: units[i] === 'SDR' ? 'XDR' : units[i]!, value })).filter((c) => c.value !== '' && c.code !== 'Index');
    });
  const result = importRba(bankFile('rba/rba-1.csv'), options);

  it('reads every value: as many (date, code) values as the dated rows hold, the index left out with a reason', () => {
    expect(units).toContain('Index');
    expect(datasetValues(result.dataset).size).toBe(raw.length);
    expect(result.warnings).toContainEqual(expect.objectContaining({ kind: 'unknown_code', code: 'FXRTWI' }));
    expect(result.dataset.fiat).toContain('XDR');
    expect(result.dataset.fiat).not.toContain('SDR');
  });

  it('stores each value as published: units per one AUD, exactly', () => {
    const values = datasetValues(result.dataset);
    for (const { date, code, value } of raw) expect(bigOf(values.get(`${date} ${code}`)!).eq(new Big(value)), `${date} ${code} ${value}`).toBe(true);
    expect(result.dataset.pivot).toBe('AUD');
  });

  it('records table F11.1 as provenance, dates each snapshot at 16:00 Sydney, and loads', () => {
    expect(result.provenance['2026-03-20']).toEqual([{ provider: 'rba', table: 'F11.1' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2023-01-03T05:00:00Z'); // AEDT, UTC+11
    expect(rbaCalendar.zone).toBe('Australia/Sydney');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('leaves out XDR with unknown_code when the catalog lacks it', () => {
    const strict = importRba(text, { metadata: catalog });
    expect(strict.dataset.fiat).not.toContain('XDR');
    expect(strict.warnings).toContainEqual(expect.objectContaining({ kind: 'unknown_code', code: 'XDR' }));
  });
});

describe('importRba refuses', () => {
  const text = bankText('rba/rba-1.csv');
  const lines = text.split('\n');
  const first = lines.findIndex((line) => /^\d{2}-/.test(line)) + 1; // the first dated line's number
  const run = (input: string | Uint8Array) => () => importRba(input, options);

  it('a truncated document', () => {
    const cut = text.slice(0, text.indexOf('\n', 60_000) - 20);
    expect(feedLocation(run(cut))).toBe(`line ${cut.split('\n').length}`);
  });

  it('a document in the wrong encoding', () => {
    expect(feedLocation(run(utf16(text)))).toBe('line 1, column 1');
  });

  it('a missing field', () => {
    expect(feedLocation(run(lines.filter((line) => !line.startsWith('Series ID,')).join('\n')))).toBe('line 1');
    expect(feedLocation(run(lines.map((line, i) => (i === first + 9 ? line.replace(/^[^,]*/, '') : line)).join('\n')))).toBe(`line ${first + 10}, column 1`);
  });

  it('a duplicated date', () => {
    expect(feedLocation(run([...lines.slice(0, first + 3), lines[first + 2], ...lines.slice(first + 3)].join('\n')))).toBe(`line ${first + 4}, column 1`);
  });

  it('a column whose title reverses the quote', () => {
    expect(feedLocation(run(text.replace(',A$1=JPY,', ',JPY1=A$,')))).toBe('line 2, column 5');
  });

  it('an HTML error page', () => {
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
  });
});
