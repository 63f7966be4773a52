import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import { bankFile, bankText, datasetValues, entriesOf, expectedRate, expectFeedPath, bigOf, HTML_ERROR } from '../../../test/importers/banks/recorded.js';
import { BANXICO_SERIES, banxicoCalendar, importBanxico } from './banxico.js';

const FILE = 'banxico/banxico-1.json';
const options = { metadata: catalog };
type Doc = { bmx: { series: { idSerie: string; titulo: string; datos: { fecha: string; dato: string }[] }[] } };
const parsed = () => JSON.parse(bankText(FILE)) as Doc;

// Each (series, date, value) of the raw text, by regular expressions rather than a JSON walk.
function raw() {
  return bankText(FILE)
    .split('{"idSerie":"')
    .slice(1)
    .flatMap((part) => {
      const id = part.slice(0, part.indexOf('"'));
      return [...part.matchAll(/\{"fecha":"(\d\d)\/(\d\d)\/(\d{4})","dato":"([\d.]+)"\}/g)].map((m) => ({ id, date: `${m[3]}-${m[2]}-${m[1]}`, dato: m[4]! }));
    });
}

describe('importBanxico', () => {
  const result = importBanxico(bankFile(FILE), options);

  it('reads every value of the recorded answer: 5 series of 10 days, MXN per unit stored as 1 / dato per peso', () => {
    const rows = raw();
    expect(rows).toHaveLength(bankText(FILE).split('"dato"').length - 1);
    expect(rows).toHaveLength(50);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(rows.length);
    for (const { id, date, dato } of rows) {
      const code = BANXICO_SERIES[id]!.code;
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(dato, '1', true)), `${id} ${date} ${dato}`).toBe(true);
    }
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-03-02 USD')).toBe(0.0576418710551);
    expect(values.get('2026-03-02 JPY')).toBe(9.04977375566);
    expect(values.get('2026-03-13 EUR')).toBe(0.0486532772848);
    expect(values.get('2026-03-13 CAD')).toBe(0.0767701272081);
    expect(values.get('2026-03-13 GBP')).toBe(0.0420942743368);
    expect(result.dataset.pivot).toBe('MXN');
    expect(result.warnings).toEqual([]);
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('names the five series of each date in its provenance, and dates each snapshot at 12:00 Mexico City', () => {
    expect(Object.keys(result.provenance)).toHaveLength(10);
    expect(result.provenance['2026-03-02']).toEqual(['SF43718', 'SF46406', 'SF46407', 'SF46410', 'SF60632'].map((table) => ({ provider: 'banxico', table })));
    expect(result.dataset.snapshots[0]).toMatchObject({ date: '2026-03-02', updated_at: '2026-03-02T18:00:00Z' });
    expect(banxicoCalendar).toMatchObject({ zone: 'America/Mexico_City', publishes: '12:00', weekdays: [1, 2, 3, 4, 5] });
  });

  it('skips N/E (no value) and agrees with the request: the manifest asked for exactly these series', () => {
    const doc = parsed();
    doc.bmx.series[0]!.datos[9]!.dato = 'N/E';
    expect(datasetValues(importBanxico(doc, options).dataset).size).toBe(49);
    const asked = entriesOf('banxico')[0]!
      .request.match(/series\/([^/]+)\/datos/)![1]!
      .split(',')
      .sort();
    expect(asked).toEqual(Object.keys(BANXICO_SERIES).sort());
  });
});

describe('importBanxico refuses', () => {
  const mutate = (change: (doc: Doc) => void) => {
    const doc = parsed();
    change(doc);
    return JSON.stringify(doc);
  };

  it('a changed unit: a title no longer pesos per one dollar', async () => {
    await expectFeedPath(
      () =>
        importBanxico(
          mutate((d) => (d.bmx.series[0]!.titulo = d.bmx.series[0]!.titulo.replace('Pesos por dólar', 'Pesos por cien dólares'))),
          options,
        ),
      'bmx.series[0].titulo',
    );
  });

  it('a swapped column: two series ids exchanged', async () => {
    await expectFeedPath(
      () =>
        importBanxico(
          mutate((d) => ([d.bmx.series[1]!.idSerie, d.bmx.series[2]!.idSerie] = [d.bmx.series[2]!.idSerie, d.bmx.series[1]!.idSerie])),
          options,
        ),
      'bmx.series[1].titulo',
    );
  });

  it('an unknown series, a date in the future, a duplicated date, a negative value', async () => {
    await expectFeedPath(
      () =>
        importBanxico(
          mutate((d) => (d.bmx.series[3]!.idSerie = 'SF99999')),
          options,
        ),
      'bmx.series[3].idSerie',
    );
    await expectFeedPath(
      () =>
        importBanxico(
          mutate((d) => (d.bmx.series[2]!.datos[4]!.fecha = '06/03/2099')),
          options,
        ),
      'bmx.series[2].datos[4].fecha',
    );
    await expectFeedPath(
      () =>
        importBanxico(
          mutate((d) => (d.bmx.series[2]!.datos[4]!.fecha = d.bmx.series[2]!.datos[3]!.fecha)),
          options,
        ),
      'bmx.series[2].datos[4].dato',
    );
    await expectFeedPath(
      () =>
        importBanxico(
          mutate((d) => (d.bmx.series[4]!.datos[0]!.dato = '-23.2652')),
          options,
        ),
      'bmx.series[4].datos[0].dato',
    );
  });

  it('a truncated body, an HTML error page, an error object of the API', async () => {
    const text = bankText(FILE);
    await expectFeedPath(() => importBanxico(text.slice(0, 1500), options), 'line 1, column 1501');
    await expectFeedPath(() => importBanxico(HTML_ERROR, options), 'line 1, column 1');
    await expectFeedPath(() => importBanxico('{"error":{"mensaje":"Token inválido"}}', options), 'bmx');
  });
});

describe('banxico()', () => {
  it('one round over the recorded bytes through an injected fetch, the token in Bmx-Token', async () => {
    const body = bankFile(FILE);
    const imported = importBanxico(body, { metadata: catalog }).dataset;
    const { asked, init, served } = await liveRound(feedSource('banxico', { apiKey: 'tok-123' }), body, imported);
    expect(asked).toEqual(['https://www.banxico.org.mx/SieAPIRest/service/v1/series/SF43718,SF46410,SF46406,SF46407,SF60632/datos/2026-02-27/2026-03-14']);
    expect(new Headers(init[0]?.headers).get('Bmx-Token')).toBe('tok-123');
    expect(rates(served, { base: 'MXN', symbols: 'USD,EUR' }).rates).toEqual(rates(loadDataset(imported), { base: 'MXN', symbols: 'USD,EUR' }).rates);
  });
});
