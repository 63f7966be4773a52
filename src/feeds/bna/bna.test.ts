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
} from '../../../test/importers/banks/recorded.js';
import { bnaCalendar, importBna } from './bna.js';

const options = { metadata: catalog, allowMinimalMetadata: true };
const RATES = entriesOf('bna').filter((entry) => entry.request.includes('/intervalo?'));
const LIST = entriesOf('bna').find((entry) => entry.request.includes('/lista/moedas'))!;
const documents = () => RATES.map((entry) => ({ name: entry.file, bytes: bankFile(entry.file) }));
type Doc = { success: boolean; genericResponse: { taxa: number; tipoCambio: string; data: string; codigoMoeda: string }[] };

describe('importBna', () => {
  const result = importBna(documents(), options);

  it('reads every rate of the 70 recorded answers (one empty): kwanzas per unit, stored as 1 / taxa per kwanza', () => {
    expect(RATES).toHaveLength(70);
    const all = RATES.flatMap((entry) =>
      [
        ...bankText(entry.file).matchAll(
          /"taxa":([\d.]+),"descricaoTipoCambio":"[^"]*","tipoCambio":"M","data":"([\d-]+)","designacaoMoeda":"[^"]*","codigoMoeda":"(\w+)"/g,
        ),
      ].map((m) => ({
        value: m[1]!,
        date: m[2]!,
        code: m[3]!,
      })),
    );
    const rows = all.filter((row) => row.code !== 'XDRUSD');
    expect(all).toHaveLength(RATES.reduce((n, entry) => n + bankText(entry.file).split('"taxa"').length - 1, 0));
    expect(all).toHaveLength(417);
    // The full table (bna-3) has a line XDRUSD, the SDR by another name: no currency code, left out.
    expect(result.warnings.map((w) => `${w.kind} ${w.code}`)).toEqual(['unknown_code XDRUSD']);
    // `moeda=ALL` (bna-3) answers every currency again: each (date, code) once, every repeat the same rate.
    const distinct = new Map(rows.map((row) => [`${row.date} ${row.code}`, row.value]));
    expect(rows.every((row) => distinct.get(`${row.date} ${row.code}`) === row.value)).toBe(true);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(distinct.size);
    for (const { value, date, code } of rows) expect(bigOf(values.get(`${date} ${code}`)!).eq(expectedRate(value, '1', true)), `${date} ${code}`).toBe(true);
    // Worked out apart with python3's decimal module (12 significant digits, half-even).
    expect(values.get('2026-05-19 USD')).toBe(0.00109515110895);
    expect(values.get('2026-05-19 JPY')).toBe(0.174260351936);
    expect(result.provenance['2026-05-19']).toEqual([{ provider: 'bna', table: 'intervalo M' }]);
    expect(result.dataset.pivot).toBe('AOA');
    expect(bnaCalendar.zone).toBe('Africa/Luanda');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('refuses the recorded list of currencies (lista/moedas): names and codes, no rate', async () => {
    expect(bankText(LIST.file)).not.toContain('"taxa"');
    await expectFeedPath(() => importBna(bankFile(LIST.file), options), 'genericResponse[0].taxa');
  });
});

describe('importBna refuses', () => {
  const run = (change: (doc: Doc) => void) => () => {
    const doc = JSON.parse(bankText(RATES.find((e) => e.request.includes('moeda=USD'))!.file)) as Doc;
    change(doc);
    return importBna(JSON.stringify(doc), options);
  };

  it('a changed unit (another rate type), a swapped column (a code for a date)', async () => {
    await expectFeedPath(
      run((doc) => (doc.genericResponse[0]!.tipoCambio = 'V')),
      'genericResponse[0].tipoCambio',
    );
    await expectFeedPath(
      run((doc) => Object.assign(doc.genericResponse[1]!, { data: 'USD', codigoMoeda: '2026-05-20' })),
      'genericResponse[1].codigoMoeda',
    );
  });

  it('a date in the future, a duplicated date, a failed answer', async () => {
    await expectFeedPath(
      run((doc) => (doc.genericResponse[0]!.data = '2099-05-19')),
      'genericResponse[0].data',
    );
    await expectFeedPath(
      run((doc) => (doc.genericResponse[1]!.data = doc.genericResponse[0]!.data)),
      'genericResponse[1].taxa',
    );
    await expectFeedPath(
      run((doc) => (doc.success = false)),
      'success',
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(RATES[0]!.file);
    await expectFeedPath(() => importBna(text.slice(0, 150), options), lineColumn(text, 150));
    await expectFeedPath(() => importBna(HTML_ERROR, options), 'line 1, column 1');
  });
});

describe('bna()', () => {
  it('one round over the recorded answer of every currency (moeda=ALL) through an injected fetch', async () => {
    const body = bankFile(RATES.find((e) => e.request.includes('moeda=ALL'))!.file);
    const imported = importBna(body, options).dataset;
    const { asked, served } = await liveRound(feedSource('bna'), body, imported);
    expect(asked[0]).toMatch(
      /^https:\/\/www\.bna\.ao\/service\/rest\/taxas\/get\/evolucao\/taxa\/intervalo\?datafim=2026-05-21&datainicio=2026-05-07&moeda=ALL&tipocambio=M$/,
    );
    expect(rates(served, { base: 'AOA', symbols: 'USD,EUR' }).rates).toEqual(rates(loadDataset(imported), { base: 'AOA', symbols: 'USD,EUR' }).rates);
    expect(feedSource('bna').name).toBe('bna');
    expect(feedSource('bna', { currency: 'EUR' }).name).toBe('bna-eur');
  });
});
