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
import { bcnCalendar, bcnEnvelope, importBcn } from './bcn.js';

const FILE = 'bcn/bcn-1.xml';
const options = { metadata: catalog };
const TC = '/soap:Envelope/soap:Body/RecuperaTC_MesResponse/RecuperaTC_MesResult/Detalle_TC/Tc';

describe('importBcn', () => {
  const result = importBcn(bankFile(FILE), options);

  it('reads every day of the recorded month: córdobas per dollar stored as 1 / Valor per córdoba', () => {
    const rows = [...bankText(FILE).matchAll(/<Fecha>([\d-]+)<\/Fecha><Valor>([\d.]+)<\/Valor>/g)].map((m) => ({ date: m[1]!, value: m[2]! }));
    expect(rows).toHaveLength(bankText(FILE).split('<Tc>').length - 1);
    expect(rows).toHaveLength(5);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(5);
    for (const { date, value } of rows) expect(bigOf(values.get(`${date} USD`)!).eq(expectedRate(value, '1', true)), date).toBe(true);
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-03-16 USD')).toBe(0.0273042761227);
    expect(result.provenance['2026-03-20']).toEqual([{ provider: 'bcn', table: 'RecuperaTC_Mes' }]);
    expect(result.dataset.pivot).toBe('NIO');
    expect(bcnCalendar.zone).toBe('America/Managua');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it("builds the recorder's SOAP envelope byte for byte", () => {
    expect(bcnEnvelope(2026, 3)).toBe(entriesOf('bcn')[0]!.request_body);
  });
});

describe('importBcn refuses', () => {
  const bytes = () => bankFile(FILE);
  it('a changed unit is no error (one currency, no unit field) but a jump warning; a day whose parts disagree', async () => {
    const jumped = importBcn(
      replaceAscii(bytes(), '<Valor>36.6243</Valor><Ano>2026</Ano><Mes>3</Mes><Dia>18', '<Valor>3662.43</Valor><Ano>2026</Ano><Mes>3</Mes><Dia>18'),
      options,
    );
    expect(jumped.warnings).toContainEqual(expect.objectContaining({ kind: 'jump', code: 'USD' }));
    await expectFeedPath(() => importBcn(replaceAscii(bytes(), '<Dia>17</Dia>', '<Dia>18</Dia>'), options), `${TC}[2]/Dia`);
  });

  it('a swapped column (Mes for Dia), a date beyond the month ahead, a duplicated date', async () => {
    await expectFeedPath(() => importBcn(replaceAscii(bytes(), '<Mes>3</Mes><Dia>19</Dia>', '<Mes>19</Mes><Dia>3</Dia>'), options), `${TC}[4]/Mes`);
    await expectFeedPath(() => importBcn(replaceAscii(bytes(), '<Fecha>2026-03-20</Fecha>', '<Fecha>2099-03-20</Fecha>'), options), `${TC}[5]/Fecha`);
    await expectFeedPath(
      () => importBcn(replaceAscii(replaceAscii(bytes(), '<Fecha>2026-03-20</Fecha>', '<Fecha>2026-03-19</Fecha>'), '<Dia>20</Dia>', '<Dia>19</Dia>'), options),
      `${TC}[5]/Valor`,
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILE);
    await expectFeedPath(() => importBcn(text.slice(0, 700), options), lineColumn(text, 700));
    await expectFeedPath(() => importBcn(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('bcn()', () => {
  it('one round over the recorded month, asked by SOAP POST for the month in Managua', async () => {
    const body = bankFile(FILE);
    const imported = importBcn(body, options).dataset;
    const { asked, init, served } = await liveRound(feedSource('bcn'), body, imported, 'text/xml; charset=utf-8');
    expect(asked).toEqual(['https://servicios.bcn.gob.ni/Tc_Servicio/ServicioTC.asmx']);
    expect(init[0]).toMatchObject({ method: 'POST', body: bcnEnvelope(2026, 3) });
    expect(rates(served, { base: 'NIO', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'NIO', symbols: 'USD' }).rates);
  });
});
