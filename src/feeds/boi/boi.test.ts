import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR, utf16 } from '../../../test/importers/banks/recorded.js';
import { boiCalendar, importBoi } from './boi.js';

const options = { metadata: catalog };

describe('importBoi', () => {
  const text = bankText('boi/boi-1.csv');
  // Every data row, matched whole: series, UNIT_MULT (11th field), TIME_PERIOD, OBS_VALUE.
  const raw = [...text.matchAll(/^RER_([A-Z]{3})_ILS,D,\1,ILS,(?:[^,\n]*,){6}(\d),[^,\n]*,([\d-]+),([\d.]+),[A-Z]*\r?$/gm)].map(
    ([, base, mult, date, value]) => ({
      base: base!,
      mult: mult!,
      date: date!,
      value: value!,
    }),
  );
  const result = importBoi(bankFile('boi/boi-1.csv'), options);

  it('reads every value: as many (date, code) values as the rows hold, JPY per 100 and LBP per 10 among them', () => {
    expect(raw.length).toBe(text.trim().split('\n').length - 1);
    expect(raw.find((r) => r.base === 'JPY')!.mult).toBe('2');
    expect(raw.find((r) => r.base === 'LBP')!.mult).toBe('1');
    expect(datasetValues(result.dataset).size).toBe(raw.length);
  });

  it('stores each value as units per ILS: 10^UNIT_MULT / OBS_VALUE, rounded once to 12 significant digits where it does not terminate', () => {
    const values = datasetValues(result.dataset);
    for (const { base, mult, date, value } of raw)
      expect(bigOf(values.get(`${date} ${base}`)!).eq(expectedRate(value, `1e${mult}`, true)), `${date} ${base}`).toBe(true);
    expect(values.get('2026-03-02 LBP')).toBe(33333.3333333);
    expect(result.dataset.pivot).toBe('ILS');
  });

  it('records the provider, dates each snapshot in Jerusalem time, and loads', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-03-02', '2026-03-05', '2026-03-06']);
    expect(result.provenance['2026-03-06']).toEqual([{ provider: 'boi' }]);
    expect(new Date('2026-03-06T00:00:00Z').getUTCDay()).toBe(5); // a Friday: the Monday-Friday week of 2026
    expect(boiCalendar.weekdays).toEqual([1, 2, 3, 4, 5]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-02T14:00:00Z');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importBoi refuses', () => {
  const text = bankText('boi/boi-1.csv');
  const lines = text.split('\n');
  const run = (input: string | Uint8Array) => () => importBoi(input, options);

  it('a truncated document', () => {
    const cut = text.slice(0, text.indexOf(',OF00,', 1200));
    expect(feedLocation(run(cut))).toBe(`line ${cut.split('\n').length}`);
  });

  it('a document in the wrong encoding', () => {
    expect(feedLocation(run(utf16(text)))).toBe('line 1, column 1');
  });

  it('a missing field', () => {
    expect(feedLocation(run(lines.map((line, i) => (i === 11 ? line.replace(',Y,2,,', ',Y,,,') : line)).join('\n')))).toBe('line 12, column UNIT_MULT');
    expect(feedLocation(run(lines.map((line, i) => (i === 4 ? line.replace(/,[\d.]+,YP/, ',,YP') : line)).join('\n')))).toBe('line 5, column OBS_VALUE');
  });

  it('a duplicated date of a currency', () => {
    expect(feedLocation(run([...lines.slice(0, 3), lines[2], ...lines.slice(3)].join('\n')))).toBe('line 4, column TIME_PERIOD');
  });

  it('a series that is not a representative rate of its currency', () => {
    expect(feedLocation(run(text.replace('RER_EUR_ILS', 'RER_USD_ILS')))).toBe('line 5, column SERIES_CODE');
  });

  it('an HTML error page', () => {
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1');
  });
});
