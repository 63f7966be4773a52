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
import { BCC_CURRENCIES, bccCalendar, importBcc, type BccDocument } from './bcc.js';

const options = { metadata: catalog };
const FILES = entriesOf('bcc').map((entry) => ({ file: entry.file, currency: /codigoMoneda=(\w+)/.exec(entry.request)![1]! }));
const documents = (): BccDocument[] => FILES.map(({ file, currency }) => ({ currency, body: bankFile(file) }));
type Row = { fecha: string; tasaOficial: number; tasaPublica: number; tasaEspecial: number };

// Each (currency, date, three rates) of the raw texts, by a regular expression rather than a JSON walk.
function raw() {
  return FILES.flatMap(({ file, currency }) =>
    [...bankText(file).matchAll(/"fecha":"([\d-]+)","tasaOficial":([\d.]+),"tasaPublica":([\d.]+),"tasaEspecial":([\d.]+)/g)].map((m) => ({
      currency,
      date: m[1]!,
      oficial: m[2]!,
      publica: m[3]!,
      especial: m[4]!,
    })),
  );
}

describe('importBcc', () => {
  it('reads every row of the 13 recorded answers, each of the three rates by option; the yen per peso as it is', () => {
    expect(FILES.map((f) => f.currency).sort()).toEqual([...BCC_CURRENCIES]);
    const rows = raw();
    expect(rows).toHaveLength(FILES.reduce((n, { file }) => n + bankText(file).split('"fecha"').length - 1, 0));
    expect(rows).toHaveLength(52);
    for (const rate of ['oficial', 'publica', 'especial'] as const) {
      const values = datasetValues(importBcc(documents(), { ...options, rate }).dataset);
      expect(values.size).toBe(52);
      for (const row of rows) {
        expect(
          bigOf(values.get(`${row.date} ${row.currency}`)!).eq(expectedRate(row[rate], '1', row.currency !== 'JPY')),
          `${rate} ${row.currency} ${row.date}`,
        ).toBe(true);
      }
    }
    const values = datasetValues(importBcc(documents(), options).dataset);
    // Worked out apart with python3's decimal module (12 significant digits, half-even); the yen as written.
    expect(values.get('2026-05-22 USD')).toBe(0.00197238658777);
    expect(values.get('2026-05-22 EUR')).toBe(0.00169740670204);
    expect(values.get('2026-05-22 JPY')).toBe(0.31355);
  });

  it('names the field of each value in the provenance; dates snapshots at 01:00 Havana; loads', () => {
    const result = importBcc(documents(), options);
    expect(result.provenance['2026-05-22']).toContainEqual({ provider: 'bcc', table: 'historico USD tasaEspecial' });
    expect(result.dataset.snapshots.at(-1)).toMatchObject({ date: '2026-05-22', updated_at: '2026-05-22T05:00:00Z' });
    expect(result.dataset.pivot).toBe('CUP');
    expect(bccCalendar.zone).toBe('America/Havana');
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });
});

describe('importBcc refuses', () => {
  const withChanged = (currency: string, change: (rows: Row[]) => void) =>
    documents().map((doc) => {
      if (doc.currency !== currency) return doc;
      const rows = JSON.parse(bankText(FILES.find((f) => f.currency === currency)!.file)) as Row[];
      change(rows);
      return { currency, body: JSON.stringify(rows) };
    });

  it('a changed unit: the yen read as pesos per yen (a rising order the yen never has)', async () => {
    await expectFeedPath(
      () =>
        importBcc(
          withChanged('JPY', (rows) => Object.assign(rows[0]!, { tasaOficial: 0.151, tasaPublica: 0.755, tasaEspecial: 3.19 })),
          options,
        ),
      'JPY: [0].tasaPublica',
    );
  });

  it('a swapped column: tasaPublica and tasaEspecial exchanged', async () => {
    await expectFeedPath(
      () =>
        importBcc(
          withChanged('EUR', (rows) => Object.assign(rows[1]!, { tasaPublica: rows[1]!.tasaEspecial, tasaEspecial: rows[1]!.tasaPublica })),
          options,
        ),
      'EUR: [1].tasaPublica',
    );
  });

  it('a date in the future, a duplicated date, an unknown currency', async () => {
    await expectFeedPath(
      () =>
        importBcc(
          withChanged('USD', (rows) => (rows[3]!.fecha = '2099-05-22')),
          options,
        ),
      'USD: [3].fecha',
    );
    await expectFeedPath(
      () =>
        importBcc(
          withChanged('USD', (rows) => (rows[3]!.fecha = rows[2]!.fecha)),
          options,
        ),
      'USD: [3].tasaEspecial',
    );
    expect(() => importBcc([{ currency: 'XYZ', body: '[]' }], options)).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'input[0].currency' }),
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILES[0]!.file);
    await expectFeedPath(() => importBcc(text.slice(0, 150), { ...options, currency: 'AUD' }), lineColumn(text, 150));
    await expectFeedPath(() => importBcc(HTML_ERROR, { ...options, currency: 'AUD' }), 'line 1, column 1');
  });
});

describe('bcc()', () => {
  it('one round over the recorded dollar answer through an injected fetch', async () => {
    const body = bankFile(FILES.find((f) => f.currency === 'USD')!.file);
    const imported = importBcc(body, { ...options, currency: 'USD' }).dataset;
    const { asked, served } = await liveRound(feedSource('bcc'), body, imported);
    expect(asked).toEqual(['https://api.bc.gob.cu/v1/tasas-de-cambio/historico?codigoMoneda=USD&fechaFin=2026-05-22&fechaInicio=2026-05-08']);
    expect(rates(served, { base: 'CUP', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'CUP', symbols: 'USD' }).rates);
    expect(feedSource('bcc', { currency: 'EUR', rate: 'oficial' }).name).toBe('bcc-eur-oficial');
  });
});
