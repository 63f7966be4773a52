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
  crossCheck,
  datasetValues,
  entriesOf,
  expectedRate,
  expectFeedPath,
  HTML_ERROR,
} from '../../../test/importers/banks/recorded.js';
import { BCB_CURRENCIES, bcbCalendar, importBcb, type BcbDocument } from './bcb.js';
import { importBnr } from '../bnr/bnr.js';

const options = { metadata: catalog };
// Each recorded answer with the currency its request asked for (`@moeda='AUD'`): the answer does not name it.
const FILES = entriesOf('bcb').map((entry) => ({ file: entry.file, currency: /@moeda=%27([A-Z]{3})%27/.exec(entry.request)![1]! }));
const documents = (): BcbDocument[] => FILES.map(({ file, currency }) => ({ currency, body: bankFile(file) }));
type Row = { paridadeCompra: number; paridadeVenda: number; cotacaoCompra: number; cotacaoVenda: number; dataHoraCotacao: string; tipoBoletim: string };

// Each (currency, date, buying, selling) of the raw texts, by a regular expression rather than a JSON walk.
function raw() {
  return FILES.flatMap(({ file, currency }) =>
    [...bankText(file).matchAll(/"cotacaoCompra":([\d.]+),"cotacaoVenda":([\d.]+),"dataHoraCotacao":"(\d{4}-\d\d-\d\d) /g)].map((m) => ({
      currency,
      buying: m[1]!,
      selling: m[2]!,
      date: m[3]!,
    })),
  );
}

describe('importBcb', () => {
  const result = importBcb(documents(), options);

  it('reads every quote of the 10 recorded answers: the mid (buying + selling) / 2 per real, both quotes kept', () => {
    expect(FILES.map((f) => f.currency).sort()).toEqual([...BCB_CURRENCIES]);
    const rows = raw();
    expect(rows).toHaveLength(FILES.reduce((n, { file }) => n + bankText(file).split('"tipoBoletim"').length - 1, 0));
    expect(rows).toHaveLength(50);
    const values = datasetValues(result.dataset);
    expect(values.size).toBe(rows.length);
    for (const { currency, buying, selling, date } of rows) {
      const mid = new Big(buying).plus(selling).div(2).toFixed();
      expect(bigOf(values.get(`${date} ${currency}`)!).eq(expectedRate(mid, '1', true)), `${currency} ${date}`).toBe(true);
      const kept = result.quotes![date]![currency]!;
      expect(new Big(kept.buying).eq(buying) && new Big(kept.selling).eq(selling), `${currency} ${date} quotes`).toBe(true);
    }
    // Worked out apart with python3's decimal module (the mid, then 1 / mid to 12 significant digits, half-even).
    expect(values.get('2026-03-02 USD')).toBe(0.192315089042);
    expect(values.get('2026-03-06 USD')).toBe(0.189125295508);
    expect(values.get('2026-03-02 EUR')).toBe(0.164653774276);
    expect(values.get('2026-03-02 JPY')).toBe(30.3352040042);
    expect(values.get('2026-03-06 JPY')).toBe(29.8062593145);
    expect(result.quotes!['2026-03-06']!.JPY).toEqual({ buying: '0.03355', selling: '0.03355' });
    expect(result.dataset.pivot).toBe('BRL');
    expect(result.warnings).toEqual([]);
    expect(() => loadDataset(result.dataset)).not.toThrow();
  });

  it('names the PTAX currency of each value in the provenance, dates snapshots at 13:10 Brasília', () => {
    expect(Object.keys(result.provenance)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    expect(result.provenance['2026-03-02']).toEqual(BCB_CURRENCIES.map((code) => ({ provider: 'bcb', table: `PTAX ${code}` })));
    expect(result.dataset.snapshots[0]).toMatchObject({ date: '2026-03-02', updated_at: '2026-03-02T16:10:00Z' });
    expect(bcbCalendar).toMatchObject({ zone: 'America/Sao_Paulo', weekdays: [1, 2, 3, 4, 5] });
  });

  it('agrees with the BNR within 5 % on every shared date and code (the real moved 2 % between their fixings on 3 and 4 March)', () => {
    const bnr = importBnr(bankFile('bnr/bnr-1.xml'), options).dataset;
    const { agree, disagree } = crossCheck(result.dataset, bnr);
    expect(disagree).toEqual([]);
    expect(agree).toBeGreaterThan(30);
  });

  it('reads a single answer with options.currency, and files named after their currency', () => {
    const one = importBcb(bankFile(FILES[0]!.file), { ...options, currency: FILES[0]!.currency });
    expect(datasetValues(one.dataset).size).toBe(5);
    const files = FILES.map(({ file, currency }) => ({ name: `${currency}.json`, bytes: bankFile(file) }));
    expect(importBcb(files, options).dataset).toEqual(result.dataset);
  });
});

describe('importBcb refuses', () => {
  const parsed = (currency: string) => JSON.parse(bankText(FILES.find((f) => f.currency === currency)!.file)) as { value: Row[] };
  const withChanged = (currency: string, change: (rows: Row[]) => void): BcbDocument[] =>
    documents().map((doc) => {
      if (doc.currency !== currency) return doc;
      const body = parsed(currency);
      change(body.value);
      return { currency, body: JSON.stringify(body) };
    });

  it('a changed unit: yen quoted per 100, against its parity to the dollar', async () => {
    await expectFeedPath(
      () =>
        importBcb(
          withChanged('JPY', (rows) => Object.assign(rows[2]!, { cotacaoCompra: 3.315, cotacaoVenda: 3.316 })),
          options,
        ),
      'JPY: value[2].cotacaoCompra',
    );
  });

  it('a swapped column: buying and selling exchanged; a currency given for another', async () => {
    await expectFeedPath(
      () =>
        importBcb(
          withChanged('EUR', (rows) => Object.assign(rows[1]!, { cotacaoCompra: rows[1]!.cotacaoVenda, cotacaoVenda: rows[1]!.cotacaoCompra })),
          options,
        ),
      'EUR: value[1].cotacaoCompra',
    );
    const swapped = documents().map((doc) =>
      doc.currency === 'GBP' ? { ...doc, currency: 'CHF' } : doc.currency === 'CHF' ? { ...doc, currency: 'GBP' } : doc,
    );
    expect(() => importBcb(swapped, options)).toThrow(expect.objectContaining({ code: 'invalid_feed' }));
  });

  it('a date in the future, a duplicated date, an intraday bulletin, a currency PTAX does not quote', async () => {
    await expectFeedPath(
      () =>
        importBcb(
          withChanged('USD', (rows) => (rows[4]!.dataHoraCotacao = '2099-03-06 13:10:27.63')),
          options,
        ),
      'USD: value[4].dataHoraCotacao',
    );
    await expectFeedPath(
      () =>
        importBcb(
          withChanged('USD', (rows) => (rows[4]!.dataHoraCotacao = rows[3]!.dataHoraCotacao)),
          options,
        ),
      'USD: value[4].cotacaoCompra',
    );
    await expectFeedPath(
      () =>
        importBcb(
          withChanged('SEK', (rows) => (rows[0]!.tipoBoletim = 'Intermediário')),
          options,
        ),
      'SEK: value[0].tipoBoletim',
    );
    expect(() => importBcb([{ currency: 'ARS', body: bankFile(FILES[0]!.file) }], options)).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'input[0].currency' }),
    );
  });

  it('a truncated body, an HTML error page', async () => {
    const text = bankText(FILES[0]!.file);
    await expectFeedPath(() => importBcb(text.slice(0, 400), { ...options, currency: 'AUD' }), 'line 1, column 401');
    await expectFeedPath(() => importBcb(HTML_ERROR, { ...options, currency: 'AUD' }), 'line 1, column 1');
    await expectFeedPath(() => importBcb('{"value":[]}', { ...options, currency: 'AUD' }), 'value');
  });
});

describe('bcb()', () => {
  it("one round over the recorded USD answer through an injected fetch; feedSource('bcb', { currency }) is named after it", async () => {
    const file = FILES.find((f) => f.currency === 'USD')!.file;
    const body = bankFile(file);
    const imported = importBcb(body, { ...options, currency: 'USD' }).dataset;
    const { asked, served } = await liveRound(feedSource('bcb'), body, imported);
    expect(asked).toEqual([
      'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)?$filter=tipoBoletim%20eq%20%27Fechamento%27&$format=json&@dataFinalCotacao=%2703-07-2026%27&@dataInicial=%2702-20-2026%27&@moeda=%27USD%27',
    ]);
    expect(rates(served, { base: 'BRL', symbols: 'USD' }).rates).toEqual(rates(loadDataset(imported), { base: 'BRL', symbols: 'USD' }).rates);
    expect(feedSource('bcb', { currency: 'EUR' }).name).toBe('bcb-eur');
    expect(() => feedSource('bcb', { currency: 'ARS' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'currency' }));
  });
});
