import Big from 'big.js';
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
import { BCU_CURRENCIES, bcuCalendar, bcuEnvelope, importBcu } from './bcu.js';

const options = { metadata: catalog };
const FILES = entriesOf('bcu').map((entry) => ({ file: entry.file, item: /<cot:item>(\d+)</.exec(entry.request_body!)![1]!, body: entry.request_body! }));
const documents = () => FILES.map(({ file }) => ({ name: file, bytes: bankFile(file) }));
const DATO = /<Fecha>([\d-]+)<\/Fecha>\s*<Moneda>(\d+)<\/Moneda>[\s\S]*?<TCC>([\d.]+)<\/TCC>\s*<TCV>([\d.]+)<\/TCV>/g;
const PATH = '/SOAP-ENV:Envelope/SOAP-ENV:Body/wsbcucotizaciones.ExecuteResponse/Salida/datoscotizaciones/datoscotizaciones.dato';

describe('importBcu', () => {
  const result = importBcu(documents(), options);

  it('reads every quote of the 27 recorded answers: the mid of TCC and TCV per peso, both kept', () => {
    expect(FILES.map((f) => String(Number(f.item))).sort()).toEqual(Object.keys(BCU_CURRENCIES).sort());
    const rows = FILES.flatMap(({ file }) => [...bankText(file).matchAll(DATO)].map((m) => ({ date: m[1]!, number: m[2]!, buying: m[3]!, selling: m[4]! })));
    expect(rows).toHaveLength(FILES.reduce((n, { file }) => n + bankText(file).split('<TCC>').length - 1, 0));
    expect(rows).toHaveLength(81);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(81);
    for (const { date, number, buying, selling } of rows) {
      const code = BCU_CURRENCIES[number]!;
      const mid = new Big(buying).plus(selling).div(2).toFixed();
      expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(mid, '1', true)), `${date} ${code}`).toBe(true);
      expect(result.quotes![date]![code]).toEqual({ buying: new Big(buying).toFixed(), selling: new Big(selling).toFixed() });
    }
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-03-27 USD')).toBe(0.0246548323471);
    expect(values.get('2026-03-27 EUR')).toBe(0.0214147766413);
    expect(values.get('2026-03-27 JPY')).toBe(3.95069532238);
    expect(result.dataset.pivot).toBe('UYU');
    expect(result.warnings).toEqual([]);
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it("names each currency's number in the provenance, dates snapshots at 12:00 Montevideo", () => {
    expect(result.provenance['2026-03-31']).toHaveLength(27);
    expect(result.provenance['2026-03-31']).toContainEqual({ provider: 'bcu', table: 'Moneda 2225' });
    expect(result.dataset.snapshots[0]).toMatchObject({ date: '2026-03-27', updated_at: '2026-03-27T15:00:00Z' });
    expect(bcuCalendar.zone).toBe('America/Montevideo');
  });

  it("builds the recorder's SOAP envelope byte for byte", () => {
    for (const { item, body } of FILES) expect(bcuEnvelope(item, '2026-03-27', '2026-03-31')).toBe(body);
  });
});

describe('importBcu refuses', () => {
  const withChanged = (file: string, from: string, to: string) =>
    documents().map((doc) => (doc.name === file ? { name: file, bytes: replaceAscii(doc.bytes, from, to) } : doc));

  it('a changed unit: the yen per 100, against its arbitrage to the dollar', async () => {
    await expectFeedPath(
      () =>
        importBcu(
          withChanged('bcu/bcu-15.xml', '<TCC>0.253120</TCC>\n\t\t\t\t\t\t<TCV>0.253120</TCV>', '<TCC>25.312000</TCC>\n\t\t\t\t\t\t<TCV>25.312000</TCV>'),
          options,
        ),
      `bcu/bcu-15.xml: ${PATH}[1]/TCC`,
    );
  });

  it('a swapped column: the CodigoISO of another currency; the arbitrage read the other way', async () => {
    await expectFeedPath(
      () => importBcu(withChanged('bcu/bcu-26.xml', '<CodigoISO>CHF</CodigoISO>', '<CodigoISO>SEK</CodigoISO>'), options),
      `bcu/bcu-26.xml: ${PATH}[1]/CodigoISO`,
    );
    await expectFeedPath(
      () => importBcu(withChanged('bcu/bcu-13.xml', '<FormaArbitrar>1</FormaArbitrar>', '<FormaArbitrar>0</FormaArbitrar>'), options),
      `bcu/bcu-13.xml: ${PATH}[1]/TCC`,
    );
  });

  it('a date in the future, a duplicated date, an error status', async () => {
    const one = bankFile('bcu/bcu-1.xml');
    await expectFeedPath(() => importBcu(replaceAscii(one, '<Fecha>2026-03-31', '<Fecha>2099-03-31'), options), `${PATH}[3]/Fecha`);
    await expectFeedPath(() => importBcu(replaceAscii(one, '<Fecha>2026-03-31', '<Fecha>2026-03-30'), options), `${PATH}[3]/TCC`);
    await expectFeedPath(
      () => importBcu(replaceAscii(one, '<status>1</status>', '<status>0</status>'), options),
      '/SOAP-ENV:Envelope/SOAP-ENV:Body/wsbcucotizaciones.ExecuteResponse/Salida/respuestastatus/status',
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText('bcu/bcu-1.xml');
    await expectFeedPath(() => importBcu(text.slice(0, 1200), options), lineColumn(text, 1200));
    await expectFeedPath(() => importBcu(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('bcu()', () => {
  it('one round over the recorded dollar answer, asked by SOAP POST', async () => {
    const body = bankFile('bcu/bcu-1.xml');
    const imported = importBcu(body, options).dataset;
    const { asked, init, served } = await liveRound(feedSource('bcu'), body, imported, 'text/xml;charset=utf-8');
    expect(asked).toEqual(['https://cotizaciones.bcu.gub.uy/wscotizaciones/servlet/awsbcucotizaciones']);
    expect(init[0]).toMatchObject({ method: 'POST', body: bcuEnvelope('2225', '2026-03-17', '2026-03-31') });
    expect(rates(served, { base: 'UYU', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'UYU', symbols: 'USD' }).rates);
    expect(feedSource('bcu', { currency: 'EUR' }).name).toBe('bcu-eur');
  });
});
