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
import { bojCalendar, importBoj } from './boj.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILE = 'boj/boj-1.json';

// The two series' dates and values, found by regular expressions on the raw text rather than a JSON walk.
function rawSeries(text: string) {
  return [...text.matchAll(/"SERIES_CODE":"(\w+)"[\s\S]*?"SURVEY_DATES":\[([\d,]+)\],\s*"VALUES":\[([\d.,null]+)\]/g)].map(([, series, dates, values]) => ({
    series: series!,
    dates: dates!.split(',').map((d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`),
    values: values!.split(','),
  }));
}

describe('importBoj', () => {
  const text = bankText(FILE);
  const raw = rawSeries(text);
  const result = importBoj(bankFile(FILE), options);
  const values = datasetValues(result.dataset);

  it('reads every value: 2 series of 31 days, 19 quoted days each, 38 values', () => {
    expect(raw.map((s) => s.series)).toEqual(['FXERD04', 'FXERD34']);
    for (const s of raw) {
      expect(s.dates).toHaveLength(31);
      expect(s.values.filter((v) => v !== 'null')).toHaveLength(19);
    }
    expect(values.size).toBe(38);
    expect(result.dataset.snapshots).toHaveLength(19);
  });

  it('pivots on USD: JPY as the yen per dollar published, EUR the inverse of dollars per euro rounded once to 12 digits', () => {
    expect(result.dataset.pivot).toBe('USD');
    for (const { series, dates, values: quoted } of raw) {
      quoted.forEach((v, i) => {
        const key = `${dates[i]} ${series === 'FXERD04' ? 'JPY' : 'EUR'}`;
        if (v === 'null') expect(values.has(key), key).toBe(false);
        else expect(bigOf(values.get(key)!).eq(expectedRate(v, '1', series === 'FXERD34')), key).toBe(true);
      });
    }
    // Worked out by hand (python3's decimal, 12 digits half-even): 1 / 1.1716 and 1 / 1.1518.
    expect(values.get('2026-03-02 JPY')).toBe(156.99);
    expect(values.get('2026-03-02 EUR')).toBe(0.853533629225);
    expect(values.get('2026-03-27 EUR')).toBe(0.868206285814);
    expect(values.get('2026-03-27 JPY')).toBe(159.95);
  });

  it('names the BoJ and its two series in every date, dates each snapshot at 17:00 Tokyo, and loads', () => {
    expect(result.provenance['2026-03-02']).toEqual([{ provider: 'boj', table: 'FM08 FXERD04,FXERD34' }]);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-02T08:00:00Z');
    expect(bojCalendar.zone).toBe('Asia/Tokyo');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importBoj refuses', () => {
  const bytes = bankFile(FILE);
  const text = bankText(FILE);
  const run = (input: unknown) => () => importBoj(input as string, options);

  it('a changed unit', () => {
    expect(feedLocation(run(replaceAscii(bytes, '"Yen per U.S. Dollar"', '"Yen per 100 U.S. Dollars"')))).toBe('RESULTSET[0].UNIT');
  });

  it('the two series swapped (each with the other unit)', () => {
    const swapped = text.replace('"FXERD04"', '"TMP"').replace('"FXERD34"', '"FXERD04"').replace('"TMP"', '"FXERD34"');
    expect(feedLocation(run(swapped))).toBe('RESULTSET[0].UNIT');
  });

  it('a date in the future, after the answer was made', () => {
    expect(feedLocation(run(replaceAscii(bytes, '20260331]', '20260402]')))).toBe('RESULTSET[0].VALUES.SURVEY_DATES[30]');
    const later = text.replace('"DATE":"2026-04-01', '"DATE":"2099-04-01').replaceAll('20260331]', '20990101]');
    expect(feedLocation(run(later))).toBe('RESULTSET[0].VALUES.SURVEY_DATES[30]');
  });

  it('a duplicated date', () => {
    expect(feedLocation(run(replaceAscii(bytes, '20260302,20260303', '20260302,20260302')))).toBe('RESULTSET[0].VALUES.VALUES[2]');
  });

  it('a truncated body, an HTML error page, and a value missing from its list', () => {
    expect(feedLocation(run(text.slice(0, 1200)))).toMatch(/^line \d+, column \d+$/);
    expect(feedLocation(run(HTML_ERROR))).toBe('line 1, column 1');
    expect(feedLocation(run(replaceAscii(bytes, '[null,156.99,', '[156.99,')))).toBe('RESULTSET[0].VALUES');
  });

  it('an error answer of the API', () => {
    const doc = JSON.parse(text);
    expect(feedLocation(run({ ...doc, STATUS: 400, MESSAGE: 'Invalid parameter' }))).toBe('STATUS');
  });
});

describe('boj()', () => {
  it('one live round from the recorded bytes asks the recorded URL and adds the last date', async () => {
    const imported = importBoj(bankFile(FILE), { metadata: catalog }).dataset;
    const initial = { ...imported, snapshots: imported.snapshots.slice(0, -1) };
    const { status, asked, dataset } = await injectedRound(feedSource('boj'), initial, bankFile(FILE), new Date('2026-03-31T19:23:53Z'), 'application/json');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(entriesOf('boj')[0]!.request);
    expect(status.sources[0]).toMatchObject({ name: 'boj', ok: true, quote_date: '2026-03-27' });
    expect(dataset.snapshots.at(-1)!.date).toBe('2026-03-27');
  });
});
