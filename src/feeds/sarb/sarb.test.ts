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
} from '../../../test/importers/banks/recorded.js';
import { importBnr } from '../bnr/bnr.js';
import { importSarb, SARB_SERIES, sarbCalendar } from './sarb.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
// Each recorded answer with the series id its request asked for (`.../GetTimeseriesObservations/EXCX135D/...`).
const FILES = entriesOf('sarb').map((entry) => ({ file: entry.file, id: /GetTimeseriesObservations\/(\w+)\//.exec(entry.request)![1]! }));
const documents = () => FILES.map(({ file }) => ({ name: file, bytes: bankFile(file) }));
type Row = { Period: string; Timeseries: string; Value: number };

// Each (series id, date, value) of the raw texts, by a regular expression rather than a JSON walk.
function raw() {
  return FILES.flatMap(({ file, id }) =>
    [...bankText(file).matchAll(/"Period":"(\d{4}-\d\d-\d\d)T00:00:00","Timeseries":"([^"]+)",.*?"Value":([\d.]+),/g)].map((m) => ({
      id,
      date: m[1]!,
      title: m[2]!,
      value: m[3]!,
    })),
  );
}

describe('importSarb', () => {
  const result = importSarb(documents(), options);

  it('reads every value of the 23 recorded series: rand per unit inverted, units per rand as they are', () => {
    expect(FILES.map((f) => f.id).sort()).toEqual(Object.keys(SARB_SERIES).sort());
    const rows = raw();
    expect(rows).toHaveLength(FILES.reduce((n, { file }) => n + bankText(file).split('"Period"').length - 1, 0));
    expect(rows).toHaveLength(92);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(rows.length);
    for (const { id, date, title, value } of rows) {
      const { code, direction, title: expected } = SARB_SERIES[id]!;
      expect(title).toBe(expected);
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(value, '1', direction === 'domestic_per_foreign')), `${id} ${date}`).toBe(true);
    }
    // Worked out apart with python3's decimal module (1 / value, 12 significant digits, half-even), and as written.
    expect(values.get('2026-03-27 USD')).toBe(0.0583764346009);
    expect(values.get('2026-03-27 GBP')).toBe(0.0438263948846);
    expect(values.get('2026-03-27 EUR')).toBe(0.0506565083482);
    expect(values.get('2026-03-27 KES')).toBe(7.589);
    expect(values.get('2026-03-27 JPY')).toBe(9.3324);
    expect(result.dataset.pivot).toBe('ZAR');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('names the series of each date in its provenance; dates snapshots at 11:00 Johannesburg', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27']);
    expect(result.provenance['2026-03-24']).toEqual(
      Object.keys(SARB_SERIES)
        .sort()
        .map((table) => ({ provider: 'sarb', table })),
    );
    expect(result.dataset.snapshots[0]).toMatchObject({ date: '2026-03-24', updated_at: '2026-03-24T09:00:00Z' });
    expect(sarbCalendar).toMatchObject({ zone: 'Africa/Johannesburg', weekdays: [1, 2, 3, 4, 5] });
  });

  it('agrees with the BNR within 5 % on every shared date and code (each direction right)', () => {
    const bnr = importBnr(bankFile('bnr/bnr-1.xml'), options).dataset;
    const { agree, disagree } = crossCheck(result.dataset, bnr);
    expect(disagree).toEqual([]);
    expect(agree).toBeGreaterThan(50);
  });
});

describe('importSarb refuses', () => {
  const usd = () => JSON.parse(bankText('sarb/sarb-1.json')) as Row[];
  const run = (rows: Row[]) => () => importSarb(JSON.stringify(rows), options);

  it('a changed unit: a title the SARB does not give (per 100 yen)', async () => {
    const rows = JSON.parse(bankText('sarb/sarb-13.json')) as Row[];
    for (const row of rows) row.Timeseries = 'Japan: Yen per 100 Rand';
    await expectFeedPath(run(rows), '[0].Timeseries');
  });

  it("a swapped column: a row of another series in a series' answer", async () => {
    const rows = usd();
    rows[2]!.Timeseries = 'Rand per Euro';
    await expectFeedPath(run(rows), '[2].Timeseries');
  });

  it('a date in the future, a duplicated date, a zero value, a time of day', async () => {
    const future = usd();
    future[0]!.Period = '2099-03-27T00:00:00';
    await expectFeedPath(run(future), '[0].Period');
    const twice = usd();
    twice[1]!.Period = twice[0]!.Period;
    await expectFeedPath(run(twice), '[1].Value');
    const zero = usd();
    zero[3]!.Value = 0;
    await expectFeedPath(run(zero), '[3].Value');
    const noon = usd();
    noon[3]!.Period = '2026-03-24T12:00:00';
    await expectFeedPath(run(noon), '[3].Period');
  });

  it('a truncated body, an HTML error page, an empty answer', async () => {
    const text = bankText('sarb/sarb-1.json');
    await expectFeedPath(() => importSarb(text.slice(0, 600), options), 'line 1, column 601');
    await expectFeedPath(() => importSarb(HTML_ERROR, options), 'line 1, column 1');
    await expectFeedPath(() => importSarb({ name: 'sarb-1.json', bytes: new TextEncoder().encode('[]') }, options), 'sarb-1.json');
  });
});

describe('sarb()', () => {
  it("one round over the recorded USD series through an injected fetch; feedSource('sarb', { currency }) is named after it", async () => {
    const body = bankFile('sarb/sarb-1.json');
    const imported = importSarb(body, options).dataset;
    const { asked, served } = await liveRound(feedSource('sarb'), body, imported);
    expect(asked).toEqual([
      'https://custom.resbank.co.za/SarbWebApi/WebIndicators/Shared/GetTimeseriesObservations/EXCX135D/2026-03-13T00:00:00/2026-03-28T00:00:00',
    ]);
    expect(rates(served, { base: 'ZAR', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'ZAR', symbols: 'USD' }).rates);
    expect(feedSource('sarb', { currency: 'EUR' }).name).toBe('sarb-eur');
    expect(() => feedSource('sarb', { currency: 'XYZ' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'currency' }));
  });
});
