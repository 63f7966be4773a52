import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import {
  bankFile,
  bankText,
  bigOf,
  crossCheck,
  datasetValues,
  entriesOf,
  expectedRate,
  expectFeedPath,
  HTML_ERROR,
  lineColumn,
} from '../../../test/importers/banks/recorded.js';
import { BCCH_SERIES, bcchCalendar, importBcch } from './bcch.js';
import { importBcb } from '../bcb/bcb.js';

const options = { metadata: catalog };
const FILES = entriesOf('bcch').map((entry) => ({ file: entry.file, id: /timeseries=([\w.]+)&/.exec(entry.request)![1]! }));
const documents = () => FILES.map(({ file }) => ({ name: file, bytes: bankFile(file) }));
type Doc = { Codigo: number; Descripcion: string; Series: { seriesId: string; Obs: { indexDateString: string; value: string; statusCode: string }[] } };
const parsed = (i = 0) => JSON.parse(bankText(FILES[i]!.file)) as Doc;

// Each (series, date, value, status) of the raw texts, by a regular expression rather than a JSON walk.
function raw() {
  return FILES.flatMap(({ file, id }) =>
    [...bankText(file).matchAll(/"indexDateString": "(\d\d)-(\d\d)-(\d{4})",\s*"value": "([\d.]+|NaN)",\s*"statusCode": "(\w+)"/g)].map((m) => ({
      id,
      date: `${m[3]}-${m[2]}-${m[1]}`,
      value: m[4]!,
      status: m[5]!,
    })),
  );
}

describe('importBcch', () => {
  const result = importBcch(documents(), options);

  it('reads every value of the 8 recorded series: CLP per unit stored as 1 / value per peso, ND days left out', () => {
    expect(FILES.map((f) => f.id).sort()).toEqual(Object.keys(BCCH_SERIES).sort());
    const rows = raw();
    expect(rows).toHaveLength(FILES.reduce((n, { file }) => n + bankText(file).split('"indexDateString"').length - 1, 0));
    const quoted = rows.filter((row) => row.status === 'OK');
    expect(rows.filter((row) => row.status === 'ND').every((row) => row.value === 'NaN')).toBe(true);
    expect(quoted).toHaveLength(80);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(quoted.length);
    for (const { id, date, value } of quoted)
      expect(bigOf(values.get(`${date} ${BCCH_SERIES[id]}`)!).eq(expectedRate(value, '1', true)), `${id} ${date}`).toBe(true);
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-03-02 USD')).toBe(0.00114756543992);
    expect(values.get('2026-03-13 USD')).toBe(0.0010989735587);
    expect(values.get('2026-03-02 JPY')).toBe(0.178890876565);
    expect(result.dataset.pivot).toBe('CLP');
    expect(result.warnings).toEqual([]);
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('names the series of each date in the provenance; dates snapshots at 13:00 Santiago', () => {
    expect(result.provenance['2026-03-02']).toEqual(
      Object.keys(BCCH_SERIES)
        .sort()
        .map((table) => ({ provider: 'bcch', table })),
    );
    expect(result.dataset.snapshots[0]).toMatchObject({ date: '2026-03-02', updated_at: '2026-03-02T16:00:00Z' });
    expect(bcchCalendar.zone).toBe('America/Santiago');
  });

  it('agrees with the BCB within 5 % on every shared date and code (rebased through its own quote of the real)', () => {
    const bcb = importBcb(
      entriesOf('bcb').map((entry) => ({ currency: /@moeda=%27([A-Z]{3})%27/.exec(entry.request)![1]!, body: bankFile(entry.file) })),
      options,
    ).dataset;
    const { agree, disagree } = crossCheck(bcb, result.dataset);
    expect(disagree).toEqual([]);
    expect(agree).toBe(30);
  });
});

describe('importBcch refuses', () => {
  const run =
    (change: (doc: Doc) => void, i = 0) =>
    () => {
      const doc = parsed(i);
      change(doc);
      return importBcch(JSON.stringify(doc), options);
    };

  it('a changed unit is no error (the service names none) but a jump warning', () => {
    const doc = parsed(3);
    doc.Series.Obs[2]!.value = '574';
    expect(importBcch(doc, options).warnings).toContainEqual(expect.objectContaining({ kind: 'jump', code: 'JPY', date: '2026-03-04' }));
  });

  it('a swapped column: a series id the importer does not know; a status with a value', async () => {
    await expectFeedPath(
      run((doc) => (doc.Series.seriesId = 'F072.CLP.JPY.N.O.X')),
      'Series.seriesId',
    );
    await expectFeedPath(
      run((doc) => (doc.Series.Obs[5]!.value = '907.66')),
      'Series.Obs[5].statusCode',
    );
  });

  it('a date in the future, a duplicated date, the service error for a wrong password', async () => {
    await expectFeedPath(
      run((doc) => (doc.Series.Obs[0]!.indexDateString = '02-03-2099')),
      'Series.Obs[0].indexDateString',
    );
    await expectFeedPath(
      run((doc) => (doc.Series.Obs[1]!.indexDateString = doc.Series.Obs[0]!.indexDateString)),
      'Series.Obs[1].value',
    );
    await expectFeedPath(() => importBcch('{"Codigo":-5,"Descripcion":"Invalid username or password","Series":{}}', options), 'Codigo');
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILES[0]!.file);
    await expectFeedPath(() => importBcch(text.slice(0, 900), options), lineColumn(text, 900));
    await expectFeedPath(() => importBcch(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('bcch()', () => {
  it('one round over the recorded observed dollar through an injected fetch, user and password in the query', async () => {
    const body = bankFile(FILES[0]!.file);
    const imported = importBcch(body, options).dataset;
    const source = feedSource('bcch', { user: 'me@example.org', apiKey: 'pa55' });
    const { asked, served } = await liveRound(source, body, imported);
    expect(asked).toEqual([
      'https://si3.bcentral.cl/SieteRestWS/SieteRestWS.ashx?firstdate=2026-02-27&function=GetSeries&lastdate=2026-03-14&timeseries=F073.TCO.PRE.Z.D&user=me%40example.org&pass=pa55',
    ]);
    expect(source.secrets).toEqual(['pa55']);
    expect(rates(served, { base: 'CLP', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'CLP', symbols: 'USD' }).rates);
    expect(feedSource('bcch', { user: 'me', apiKey: 'x', currency: 'EUR' }).name).toBe('bcch-eur');
    expect(() => feedSource('bcch', { apiKey: '' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'apiKey' }));
  });
});
