import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, feedLocation, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { injectedRound } from '../../../test/importers/banks/injectedRound.js';
import { bundesbankCalendar, importBundesbank } from './bundesbank.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'bbk/bbk-1.csv';
// Each row of the raw text by a regular expression, apart from the importer: code, day, value, and the unit of its title.
const ROW = /^BBK:BBEX3\(1\.0\);D;([A-Z]{3});DEM;AA;AC;000;(\d{4}-\d\d-\d\d);([\d.]+|\.);[^\n]*?\/ ([\d ]+) \1 = \.\.\. DEM \//gm;

describe('importBundesbank', () => {
  const text = bankText(FILE);
  const raw = [...text.matchAll(ROW)];
  const result = importBundesbank(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 18 series of 10 days, 72 days without a fixing (.), units of 1, 100 and 1 000 from the titles', () => {
    expect(raw.length).toBe(text.split('\nBBK:').length - 1);
    expect(raw.length).toBe(180);
    const quoted = raw.filter(([, , , value]) => value !== '.');
    expect(quoted.length).toBe(108);
    expect(values.size).toBe(quoted.length);
    expect(new Set(raw.map(([, , , , unit]) => unit))).toEqual(new Set(['1', '100', '1 000']));
    for (const [, code, date, value, unit] of quoted) {
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(value!, unit!.replaceAll(' ', ''), true)), `${date} ${code}`).toBe(true);
    }
  });

  it('stores units / value units per DEM (worked out with python3 decimal)', () => {
    expect(values.get('1998-12-21 ATS')).toBe(7.03531729281); // 100 / 14.214
    expect(values.get('1998-12-21 ITL')).toBe(990.295107942); // 1000 / 1.0098
    expect(values.get('1998-12-21 USD')).toBe(0.600708836427); // 1 / 1.6647
    expect(values.has('1998-12-24 ATS')).toBe(false); // "."
    expect(result.dataset.pivot).toBe('DEM');
  });

  it('records the series of every date, and loads', () => {
    expect(result.provenance['1998-12-21']).toHaveLength(18);
    expect(result.provenance['1998-12-21']![0]).toEqual({ provider: 'bbk', table: 'BBEX3.D.ATS.DEM.AA.AC.000' });
    expect(bundesbankCalendar.zone).toBe('Europe/Berlin');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importBundesbank refuses', () => {
  const text = bankText(FILE);
  const run = (input: string) => () => importBundesbank(input, options);

  it('a changed unit (in the title, or the multiplier)', () => {
    expect(feedLocation(run(text.replace('/ 100 ATS = ... DEM /', '/ 100 ATS = ... EUR /')))).toBe('line 2, column BBK_TITLE');
    expect(
      feedLocation(
        run(text.replace('000;1998-12-21;14.214;P1D;3;BBEX3.D.ATS.DEM.AA.AC.000;DEM;0;', '000;1998-12-21;14.214;P1D;3;BBEX3.D.ATS.DEM.AA.AC.000;DEM;2;')),
      ),
    ).toBe('line 2, column BBK_UNIT_MULT');
  });

  it('a swapped column (code and partner)', () => {
    // Swapped, the first row reads as an ATS-pivot series; the next row, against DEM, is refused.
    expect(feedLocation(run(text.replace('D;ATS;DEM;AA', 'D;DEM;ATS;AA')))).toBe('line 3, column BBK_ERX_PARTNER_CURRENCY');
  });

  it('a date in the future', () => {
    expect(feedLocation(run(text.replace('000;1998-12-21;14.214', '000;2099-12-21;14.214')))).toBe('line 2, column TIME_PERIOD');
  });

  it('a duplicate', () => {
    expect(feedLocation(run(text.replace('000;1998-12-22;14.213', '000;1998-12-21;14.213')))).toBe('line 3, column OBS_VALUE');
  });

  it('a truncated body, an HTML page', () => {
    expect(feedLocation(run(text.slice(0, 5000)))).toMatch(/^line \d+/);
    expect(feedLocation(run(HTML_ERROR))).toMatch(/^line \d+/);
  });
});

describe('bundesbank() live source', () => {
  it('one round through an injected fetch: a BBEX3 euro answer (made here, in the test: no euro series was recorded)', async () => {
    const header = bankText(FILE).split('\r\n')[0]!.replace('\ufeff', '');
    const row = (date: string, value: string) =>
      `BBK:BBEX3(1.0);D;USD;EUR;BB;AC;000;${date};${value};P1D;4;BBEX3.D.USD.EUR.BB.AC.000;USD;0;Euro-Referenzkurs der EZB / 1 EUR = ... USD / Vereinigte Staaten;WEDE;;;`;
    const doc = (...rows: string[]) => `${header}\r\n${rows.join('\r\n')}\r\n`;
    const initial = importBundesbank(doc(row('2026-03-02', '1.1698')), options).dataset;
    const { status, asked } = await injectedRound(
      feedSource('bbk'),
      initial,
      new TextEncoder().encode(doc(row('2026-03-02', '1.1698'), row('2026-03-03', '1.1606'))),
      new Date('2026-03-03T18:00:00Z'),
    );
    expect(asked.map((a) => a.url)).toEqual([
      'https://api.statistiken.bundesbank.de/rest/data/BBEX3/D..EUR.BB.AC.000?endPeriod=2026-03-04&format=sdmx_csv&startPeriod=2026-02-17',
    ]);
    expect(status.sources[0]).toMatchObject({ name: 'bbk', ok: true, quote_date: '2026-03-03' });
  });
});
