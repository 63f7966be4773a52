import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, expectFeedPath, HTML_ERROR, lineColumn } from '../../../test/importers/banks/recorded.js';
import { banrepCalendar, importBanrep } from './banrep.js';

const FILE = 'banrep/banrep-1.json';
const options = { metadata: catalog };
type Row = { valor: string; unidad: string; vigenciadesde: string; vigenciahasta: string };
const parsed = () => JSON.parse(bankText(FILE)) as Row[];

describe('importBanrep', () => {
  const result = importBanrep(bankFile(FILE), options);

  it('reads every TRM of the recorded answer, dated the first day in force, stored as 1 / valor dollars per peso', () => {
    // Each (vigenciadesde, valor) by a regular expression rather than a JSON walk.
    const rows = [...bankText(FILE).matchAll(/"valor":"([\d.]+)","unidad":"COP","vigenciadesde":"([\d-]+)T/g)].map((m) => ({ value: m[1]!, date: m[2]! }));
    expect(rows).toHaveLength(bankText(FILE).split('"valor"').length - 1);
    expect(rows).toHaveLength(5);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(5);
    for (const { date, value } of rows) expect(bigOf(values.get(`${date} USD`)!).eq(expectedRate(value, '1', true)), date).toBe(true);
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-03-17 USD')).toBe(0.00027086324115);
    expect(values.get('2026-03-21 USD')).toBe(0.000269915003765);
    expect(result.dataset.pivot).toBe('COP');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('dates each row the first day in force, computed 18:00 Bogotá the day before; names the open-data set', () => {
    expect(result.dataset.snapshots.map((s) => s.date)).toEqual(['2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21']);
    expect(result.dataset.snapshots[0]!.updated_at).toBe('2026-03-16T23:00:00Z');
    expect(result.provenance['2026-03-21']).toEqual([{ provider: 'banrep', table: '32sa-8pi3' }]);
    expect(banrepCalendar).toMatchObject({ zone: 'America/Bogota', quoteDate: 'next_day' });
  });
});

describe('importBanrep refuses', () => {
  const run = (change: (rows: Row[]) => void) => () => {
    const rows = parsed();
    change(rows);
    return importBanrep(JSON.stringify(rows), options);
  };

  it('a changed unit, a swapped column (vigencia ending before it starts)', async () => {
    await expectFeedPath(
      run((rows) => (rows[1]!.unidad = 'USD')),
      '[1].unidad',
    );
    await expectFeedPath(
      run((rows) => ([rows[4]!.vigenciadesde, rows[4]!.vigenciahasta] = [rows[4]!.vigenciahasta, rows[4]!.vigenciadesde])),
      '[4].vigenciahasta',
    );
  });

  it('a date in the future, a duplicated date, a decimal comma', async () => {
    await expectFeedPath(
      run((rows) => Object.assign(rows[4]!, { vigenciadesde: '2099-03-21T00:00:00.000', vigenciahasta: '2099-03-24T00:00:00.000' })),
      '[4].vigenciadesde',
    );
    await expectFeedPath(
      run((rows) => Object.assign(rows[3]!, { vigenciadesde: rows[2]!.vigenciadesde, vigenciahasta: rows[2]!.vigenciahasta })),
      '[3].valor',
    );
    await expectFeedPath(
      run((rows) => (rows[0]!.valor = '3691,9')),
      '[0].valor',
    );
  });

  it('a truncated body, an HTML error page, an empty answer', async () => {
    const text = bankText(FILE);
    await expectFeedPath(() => importBanrep(text.slice(0, 300), options), lineColumn(text, 300));
    await expectFeedPath(() => importBanrep(HTML_ERROR, options), 'line 1, column 1');
    await expectFeedPath(() => importBanrep({ name: 'empty.json', bytes: new TextEncoder().encode('[]') }, options), 'empty.json');
  });
});

describe('banrep()', () => {
  it('one round over the recorded bytes through an injected fetch', async () => {
    const body = bankFile(FILE);
    const imported = importBanrep(body, options).dataset;
    const { asked, served } = await liveRound(feedSource('banrep'), body, imported);
    expect(asked).toEqual([
      'https://www.datos.gov.co/resource/32sa-8pi3.json?$limit=50000&$order=vigenciadesde%20ASC&$where=vigenciadesde%3E=%272026-03-07T00:00:00.000%27%20AND%20vigenciadesde%3C=%272026-03-22T00:00:00.000%27',
    ]);
    expect(rates(served, { base: 'COP', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'COP', symbols: 'USD' }).rates);
  });
});
