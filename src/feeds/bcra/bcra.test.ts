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
import { BCRA_CODES, bcraCalendar, importBcra } from './bcra.js';
import { importCnb } from '../cnb/cnb.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const FILES = entriesOf('bcra').map((entry) => entry.file);
const LEFT_OUT = new Set(['ARS', 'XAU', 'XAG', 'REF']);
type Doc = { status: number; results: { fecha: string; detalle: { codigoMoneda: string; descripcion: string; tipoPase: number; tipoCotizacion: number }[] } };
const parsed = () => JSON.parse(bankText('bcra/bcra-1.json')) as Doc;

// Each (date, code, description, quote) of the raw texts, by regular expressions rather than a JSON walk.
function raw() {
  return FILES.flatMap((file) => {
    const text = bankText(file);
    const date = /"fecha":"([\d-]+)"/.exec(text)![1]!;
    return [...text.matchAll(/"codigoMoneda":"(\w+)","descripcion":"([^"]*)","tipoPase":[\d.]+,"tipoCotizacion":([\d.]+)/g)].map((m) => ({
      date,
      code: m[1]!,
      description: m[2]!,
      value: m[3]!,
    }));
  });
}

describe('importBcra', () => {
  const result = importBcra(
    FILES.map((file) => ({ name: file, bytes: bankFile(file) })),
    options,
  );

  it('reads every quote of the two recorded days: pesos per unit (per 1,000 dong) stored as units / quote per peso', () => {
    const rows = raw();
    expect(rows).toHaveLength(FILES.reduce((n, file) => n + bankText(file).split('"codigoMoneda"').length - 1, 0));
    const read = rows.filter((row) => !LEFT_OUT.has(row.code));
    expect(read).toHaveLength(70);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(read.length);
    for (const { date, code, description, value } of read) {
      const units = description.includes('C/1.000 UNIDADES') ? '1000' : '1';
      expect(bigOf(values.get(`${date} ${BCRA_CODES[code] ?? code}`)!).eq(expectedRate(value, units, true)), `${date} ${code}`).toBe(true);
    }
    // Worked out apart with python3's decimal module (units / quote, 12 significant digits, half-even).
    expect(values.get('2026-03-19 USD')).toBe(0.000717102904267);
    expect(values.get('2026-03-19 VND')).toBe(18.8533523099);
    expect(values.get('2026-03-19 MXN')).toBe(0.0127488705425);
    expect(values.get('2026-03-19 EUR')).toBe(0.000620331232065);
    expect(result.dataset.pivot).toBe('ARS');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('leaves out the metals and the A 3500 reference dollar with not_a_currency; names the day in the provenance', () => {
    expect(result.warnings.filter((w) => w.kind === 'not_a_currency').map((w) => `${w.date} ${w.code}`)).toEqual([
      '2026-03-19 REF',
      '2026-03-19 XAG',
      '2026-03-19 XAU',
      '2026-03-20 REF',
      '2026-03-20 XAG',
      '2026-03-20 XAU',
    ]);
    expect(result.provenance['2026-03-20']).toEqual([{ provider: 'bcra', table: 'Cotizaciones 2026-03-20' }]);
    expect(result.dataset.snapshots[0]).toMatchObject({ date: '2026-03-19', updated_at: '2026-03-19T18:00:00Z' });
    expect(bcraCalendar.zone).toBe('America/Argentina/Buenos_Aires');
  });

  it('agrees with the CNB within 5 % on every shared date and code', () => {
    const cnb = importCnb(bankFile('cnb/cnb-1.json'), options).dataset;
    const { agree, disagree } = crossCheck(cnb, result.dataset);
    expect(disagree).toEqual([]);
    expect(agree).toBeGreaterThan(40);
  });
});

describe('importBcra refuses', () => {
  const mutate = (change: (doc: Doc) => void) => {
    const doc = parsed();
    change(doc);
    return JSON.stringify(doc);
  };
  const row = (doc: Doc, code: string) => doc.results.detalle.find((r) => r.codigoMoneda === code)!;
  const index = (code: string) => parsed().results.detalle.findIndex((r) => r.codigoMoneda === code);

  it('a changed unit: the yen quoted per 100, against its dollar parity', async () => {
    await expectFeedPath(
      () =>
        importBcra(
          mutate((d) => (row(d, 'JPY').tipoCotizacion = 883.4896)),
          options,
        ),
      `results.detalle[${index('JPY')}].tipoCotizacion`,
    );
  });

  it('a swapped column: tipoPase and tipoCotizacion exchanged', async () => {
    await expectFeedPath(
      () =>
        importBcra(
          mutate((d) => Object.assign(row(d, 'EUR'), { tipoPase: 1612.042, tipoCotizacion: 1.156 })),
          options,
        ),
      `results.detalle[${index('EUR')}].tipoCotizacion`,
    );
  });

  it('a date in the future, a duplicated code, an error status', async () => {
    await expectFeedPath(
      () =>
        importBcra(
          mutate((d) => (d.results.fecha = '2099-03-19')),
          options,
        ),
      'results.fecha',
    );
    await expectFeedPath(
      () =>
        importBcra(
          mutate((d) => d.results.detalle.push({ ...row(d, 'EUR') })),
          options,
        ),
      `results.detalle[${parsed().results.detalle.length}].tipoCotizacion`,
    );
    await expectFeedPath(
      () =>
        importBcra(
          mutate((d) => (d.status = 400)),
          options,
        ),
      'status',
    );
    expect(() => importBcra([bankFile('bcra/bcra-1.json'), bankFile('bcra/bcra-1.json')], options)).toThrow(expect.objectContaining({ code: 'invalid_feed' }));
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText('bcra/bcra-1.json');
    await expectFeedPath(() => importBcra(text.slice(0, 2000), options), 'line 1, column 2001');
    await expectFeedPath(() => importBcra(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('bcra()', () => {
  it('one round over the recorded bytes through an injected fetch', async () => {
    const body = bankFile('bcra/bcra-2.json');
    const imported = importBcra([bankFile('bcra/bcra-1.json'), body], { metadata: catalog }).dataset;
    const { asked, served } = await liveRound(feedSource('bcra'), body, imported);
    expect(asked).toEqual(['https://api.bcra.gob.ar/estadisticascambiarias/v1.0/Cotizaciones']);
    expect(rates(served, { base: 'ARS', symbols: 'USD,EUR,BRL' }).rates).toEqual(rates(loadDataset(imported), { base: 'ARS', symbols: 'USD,EUR,BRL' }).rates);
  });
});
