import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import { bankFile, bankText, bigOf, datasetValues, expectedRate, expectFeedPath, HTML_ERROR, lineColumn } from '../../../test/importers/banks/recorded.js';
import { bccrCalendar, importBccr } from './bccr.js';

const FILE = 'bccr/bccr-2.json';
const options = { metadata: catalog };
type Doc = {
  informacionDelCuadro: Record<string, unknown>;
  columnas: { field: string; tituloIngles: string }[];
  indicadoresRaiz: { idIndicador: number; nombreIngles: string; series: Record<string, string> }[];
};
const parsed = () => JSON.parse(bankText(FILE)) as Doc;

// The columns' dates and each indicator's values, by regular expressions over the raw text rather than a JSON walk.
function raw() {
  const text = bankText(FILE);
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const dates = new Map(
    [...text.matchAll(/"field":"(serie\d+)","tituloEspanol":"[^"]*","tituloIngles":"(\d+) (\w+) (\d{4})"/g)].map((m) => [
      m[1]!,
      `${m[4]}-${String(months.indexOf(m[3]!) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`,
    ]),
  );
  const [buy, sell] = text
    .split('"idIndicador":')
    .slice(1)
    .map((part) => new Map([...part.matchAll(/"(serie\d+)Ingles":"([\d.]+)"/g)].map((m) => [m[1]!, m[2]!])));
  return [...dates].map(([field, date]) => ({ date, buying: buy!.get(field)!, selling: sell!.get(field)! }));
}

describe('importBccr', () => {
  const result = importBccr(bankFile(FILE), options);

  it('reads every value of the 100 recorded days: the mid (buying + selling) / 2 per colón, both quotes kept', () => {
    const rows = raw();
    expect(rows).toHaveLength(100);
    expect(rows.length * 2).toBe(bankText(FILE).match(/"serie\d+Ingles"/g)!.length);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(100);
    for (const { date, buying, selling } of rows) {
      const mid = new Big(buying).plus(selling).div(2).toFixed();
      expect(bigOf(values.get(`${date} USD`)!).eq(expectedRate(mid, '1', true)), date).toBe(true);
      expect(result.quotes![date]!.USD).toEqual({ buying: new Big(buying).toFixed(), selling: new Big(selling).toFixed() });
    }
    // Worked out apart with python3's decimal module (the mid, then 1 / mid, 12 significant digits, half-even).
    expect(values.get('2026-03-24 USD')).toBe(0.00214640637912);
    expect(values.get('2025-12-15 USD')).toBe(0.00201039373561);
    expect(result.quotes!['2026-03-24']!.USD).toEqual({ buying: '463.5', selling: '468.29' });
    expect(result.dataset.pivot).toBe('CRC');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('names the variable group in the provenance; dates snapshots at 12:00 San José', () => {
    expect(result.provenance['2026-03-24']).toEqual([{ provider: 'bccr', table: 'GrupoVariable 1' }]);
    expect(result.dataset.snapshots.at(-1)).toMatchObject({ date: '2026-03-24', updated_at: '2026-03-24T18:00:00Z' });
    expect(bccrCalendar.zone).toBe('America/Costa_Rica');
  });

  it("refuses the recorded CSRF token (bccr-1.txt, the service's first answer): it is no table of rates", async () => {
    expect(bankText('bccr/bccr-1.txt')).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    await expectFeedPath(() => importBccr(bankFile('bccr/bccr-1.txt'), options), 'line 1, column 1');
  });
});

describe('importBccr refuses', () => {
  const run = (change: (doc: Doc) => void) => () => {
    const doc = parsed();
    change(doc);
    return importBccr(JSON.stringify(doc), options);
  };

  it('a changed unit: the table in another currency than colones', async () => {
    await expectFeedPath(
      run((doc) => (doc.informacionDelCuadro.subTituloIngles = 'Banco Central de Costa Rica Reference Rate, in thousands of colones|')),
      'informacionDelCuadro.subTituloIngles',
    );
  });

  it('a swapped column: buying and selling exchanged; two spellings of a value that differ', async () => {
    await expectFeedPath(
      run((doc) => ([doc.indicadoresRaiz[0]!.series, doc.indicadoresRaiz[1]!.series] = [doc.indicadoresRaiz[1]!.series, doc.indicadoresRaiz[0]!.series])),
      'indicadoresRaiz[0].series.serie1',
    );
    await expectFeedPath(
      run((doc) => (doc.indicadoresRaiz[1]!.series.serie7 = '492,64')),
      'indicadoresRaiz[1].series.serie7',
    );
  });

  it('a date in the future, a duplicated date', async () => {
    await expectFeedPath(
      run((doc) => (doc.columnas[100]!.tituloIngles = '24 mar 2099')),
      'columnas[100].tituloIngles',
    );
    await expectFeedPath(
      run((doc) => (doc.columnas[100]!.tituloIngles = doc.columnas[99]!.tituloIngles)),
      'columnas[100].tituloIngles',
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILE);
    await expectFeedPath(() => importBccr(text.slice(0, 20_000), options), lineColumn(text, 20_000));
    await expectFeedPath(() => importBccr(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('bccr()', () => {
  it('one round over the recorded table through an injected fetch', async () => {
    const body = bankFile(FILE);
    const imported = importBccr(body, options).dataset;
    const { asked, served } = await liveRound(feedSource('bccr'), body, imported);
    expect(asked).toEqual([
      'https://apim.bccr.fi.cr/SDDE/api/Bccr.GE.SDDE.IndicadoresSitioExterno.GrupoVariables.API/CuadroGrupoVariables/ObtenerDatosCuadro?CantidadSeriesAMostrar=100&FechaFin=2026-03-25&FechaInicio=2026-03-21T00:00:00&IdGrupoVariable=1',
    ]);
    expect(rates(served, { base: 'CRC', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'CRC', symbols: 'USD' }).rates);
  });
});
