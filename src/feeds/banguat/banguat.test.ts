import { describe, expect, it } from 'vitest';
import { loadDataset, rates } from '../../index.js';

import { feedSource } from '../../live/index.js';
import { catalog } from '../../../test/importers/catalog.js';
import { liveRound } from '../../../test/importers/banks/liveRound.js';
import {
  bankFile,
  bankText,
  bigOf,
  datasetValues,
  entriesOf,
  expectedRate,
  expectFeedPath,
  HTML_ERROR,
  lineColumn,
  replaceAscii,
} from '../../../test/importers/banks/recorded.js';
import { banguatCalendar, banguatEnvelope, importBanguat } from './banguat.js';

const FILE = 'banguat/banguat-1.xml';
const options = { metadata: catalog };
const VARS = '/soap:Envelope/soap:Body/TipoCambioRangoResponse/TipoCambioRangoResult/Vars';

describe('importBanguat', () => {
  const result = importBanguat(bankFile(FILE), options);

  it('reads every day of the recorded answer: quetzales per dollar, the mid of venta and compra per quetzal', () => {
    const rows = [...bankText(FILE).matchAll(/<fecha>(\d\d)\/(\d\d)\/(\d{4})<\/fecha><venta>([\d.]+)<\/venta><compra>([\d.]+)<\/compra>/g)].map((m) => ({
      date: `${m[3]}-${m[2]}-${m[1]}`,
      selling: m[4]!,
      buying: m[5]!,
    }));
    expect(rows).toHaveLength(bankText(FILE).split('<Var>').length - 1);
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.buying === r.selling)).toBe(true);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(20);
    for (const { date, selling } of rows) expect(bigOf(values.get(`${date} USD`)!).eq(expectedRate(selling, '1', true)), date).toBe(true);
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-03-01 USD')).toBe(0.130467229241);
    expect(values.get('2026-03-20 USD')).toBe(0.130656444106);
    expect(result.quotes!['2026-03-20']!.USD).toEqual({ buying: '7.65366', selling: '7.65366' });
    expect(result.provenance['2026-03-20']).toEqual([{ provider: 'banguat', table: 'TipoCambioRango' }]);
    expect(result.dataset.pivot).toBe('GTQ');
    expect(banguatCalendar.zone).toBe('America/Guatemala');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it("builds the recorder's SOAP envelope byte for byte", () => {
    expect(banguatEnvelope('01/03/2026', '20/03/2026')).toBe(entriesOf('banguat')[0]!.request_body);
  });
});

describe('importBanguat refuses', () => {
  const bytes = () => bankFile(FILE);
  it('a changed unit (another currency number), a swapped column (compra over venta)', async () => {
    await expectFeedPath(
      () => importBanguat(replaceAscii(bytes(), '<moneda>2</moneda><fecha>05/03', '<moneda>3</moneda><fecha>05/03'), options),
      `${VARS}/Var[5]/moneda`,
    );
    await expectFeedPath(
      () => importBanguat(replaceAscii(bytes(), '<venta>7.6658</venta><compra>7.6658</compra>', '<venta>7.6558</venta><compra>7.6658</compra>'), options),
      `${VARS}/Var[3]/compra`,
    );
  });

  it('a date in the future, a duplicated date, a wrong count', async () => {
    await expectFeedPath(() => importBanguat(replaceAscii(bytes(), '<fecha>20/03/2026', '<fecha>20/03/2099'), options), `${VARS}/Var[20]/fecha`);
    await expectFeedPath(() => importBanguat(replaceAscii(bytes(), '<fecha>20/03/2026', '<fecha>19/03/2026'), options), `${VARS}/Var[20]/venta`);
    await expectFeedPath(
      () => importBanguat(replaceAscii(bytes(), '<TotalItems>20', '<TotalItems>21'), options),
      '/soap:Envelope/soap:Body/TipoCambioRangoResponse/TipoCambioRangoResult/TotalItems',
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILE);
    await expectFeedPath(() => importBanguat(text.slice(0, 1500), options), lineColumn(text, 1500));
    await expectFeedPath(() => importBanguat(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('banguat()', () => {
  it('one round over the recorded answer, asked by SOAP POST', async () => {
    const body = bankFile(FILE);
    const imported = importBanguat(body, options).dataset;
    const { asked, init, served } = await liveRound(feedSource('banguat'), body, imported, 'text/xml; charset=utf-8');
    expect(asked).toEqual(['https://www.banguat.gob.gt/variables/ws/TipoCambio.asmx']);
    expect(init[0]).toMatchObject({ method: 'POST', body: banguatEnvelope('06/03/2026', '20/03/2026') });
    expect(new Headers(init[0]!.headers).get('SOAPAction')).toBe('"http://www.banguat.gob.gt/variables/ws/TipoCambioRango"');
    expect(rates(served, { base: 'GTQ', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'GTQ', symbols: 'USD' }).rates);
  });
});
