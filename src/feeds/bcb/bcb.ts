import { ONE, toPlainString, type Decimal } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readJsonDocuments, type JsonFeedInput, type NamedFeed } from '../../importers/readers/readJsonDocuments.js';
import { currencyAnswers, type CurrencyDocument, type CurrencyService } from '../../importers/banks/currencyAnswers.js';
import { within } from '../../importers/readers/bankInputs.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, positiveNumber } from '../../importers/readers/jsonFields.js';
import { midpoint, nominalRate } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Banco Central do Brasil publishes the PTAX closing: Brazilian business days, after its fourth window of 13:00 Brasília time. */
export const bcbCalendar: BankCalendar = {
  zone: 'America/Sao_Paulo',
  publishes: '13:10',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Banco Central do Brasil, Circular 3.506/2010: PTAX is the mean of four windows of dealer quotes (10:00, 11:00, 12:00 and 13:00 Brasília time), the closing bulletin ' +
    "(Fechamento) once the last closes; the recorded dataHoraCotacao are 13:03 to 13:10; recorder's observation: */30 16-18 * * 1-5 (UTC); no holiday list at hand, hence a tolerance of one missed business day",
};

/** The currencies of PTAX's OData service (`/Moedas`): the BCB quotes each in reais per one unit, buying and selling. */
export const BCB_CURRENCIES: readonly CurrencyCode[] = ['AUD', 'CAD', 'CHF', 'DKK', 'EUR', 'GBP', 'JPY', 'NOK', 'SEK', 'USD'];

/** One PTAX answer and the currency it was asked for (`@moeda`): the answer does not name it. */
export type BcbDocument = CurrencyDocument;

/** Options of `importBcb`. */
export interface BcbOptions extends ImportOptions {
  /** The currency of a single answer (`EUR`). */
  readonly currency?: string;
}

// The BCB's parity of a currency to the dollar, against its two reais quotes: within 1 % when read right.
const PARITY_TOLERANCE = 0.01;

/**
 * Imports the Banco Central do Brasil's PTAX closing rates (OData `CotacaoMoedaPeriodo`, `$format=json`:
 * `{ value: [{ paridadeCompra, paridadeVenda, cotacaoCompra, cotacaoVenda, dataHoraCotacao, tipoBoletim }] }`),
 * one currency an answer: a single answer with `options.currency`, or several as `{ currency, body }`
 * (or files `{ name, bytes }` named after their currency, `USD.json`).
 * The BCB quotes a buying and a selling rate, reais per one unit; the dataset's rate is their mid,
 * (buying + selling) / 2 exactly — the documented choice, as PTAX publishes no mid — stored as
 * `1 / mid` per real (12 significant digits unless it terminates); both quotes are kept in `quotes`.
 * Only closing bulletins (`Fechamento`) are read. Where the US dollar is among the answers, each
 * other currency's mid must match the dollar's times its parity (`paridade`: dollars per unit for AUD,
 * EUR and GBP, units per dollar for the others) within 1 %, so a quote read for the wrong unit or currency is refused.
 *
 * @param input - One answer (with `options.currency`) or several `{ currency, body }`.
 * @param options - The currency of a single answer, metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot BRL), the warnings, each date's provenance (`bcb`, table `PTAX <code>`) and `quotes`.
 * @example
 * const { dataset } = importBcb([{ currency: 'USD', body: await usd.text() }, { currency: 'EUR', body: await eur.text() }], { metadata: defaultDataset });
 */
export function importBcb(input: JsonFeedInput | readonly (BcbDocument | NamedFeed)[], options: BcbOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const answers = currencyAnswers(input, options.currency, PTAX);
  const days = seriesDays('bcb');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  const mids = new Map<string, { mid: Decimal; parity: number; where: string }>();
  for (const { code, body, where, index: document } of answers) {
    within(where, () => {
      const doc = objectAt(readJsonDocuments(body)[0]!.value, '');
      arrayAt(doc.value, 'value').forEach((item, i) => {
        const at = `value[${i}]`;
        const row = objectAt(item, at);
        if (row.tipoBoletim !== 'Fechamento')
          invalidFeed(`${at}.tipoBoletim`, `expected the closing bulletin "Fechamento", got ${describeJson(row.tipoBoletim)}`);
        const stamp = row.dataHoraCotacao;
        if (typeof stamp !== 'string' || !/^\d{4}-\d\d-\d\d \d\d:\d\d/.test(stamp))
          invalidFeed(`${at}.dataHoraCotacao`, `expected "YYYY-MM-DD HH:MM:SS", got ${describeJson(stamp)}`);
        const date = refuseFutureDate(isoDate(stamp.slice(0, 10), `${at}.dataHoraCotacao`), `${at}.dataHoraCotacao`);
        const buying = positiveNumber(row.cotacaoCompra, `${at}.cotacaoCompra`);
        const selling = positiveNumber(row.cotacaoVenda, `${at}.cotacaoVenda`);
        if (buying.num > selling.num)
          invalidFeed(`${at}.cotacaoCompra`, `buying rate ${toPlainString(buying)} is above the selling rate ${toPlainString(selling)}`);
        const parityBuying = positiveNumber(row.paridadeCompra, `${at}.paridadeCompra`);
        const paritySelling = positiveNumber(row.paridadeVenda, `${at}.paridadeVenda`);
        const mid = midpoint(buying, selling);
        days.add(
          date,
          code,
          nominalRate(mid, ONE, 'domestic_per_foreign'),
          `${at}.cotacaoCompra`,
          `PTAX ${code}`,
          publicationTime(date, bcbCalendar),
          document,
        );
        (quotes[date] ??= {})[code] = { buying: toPlainString(buying), selling: toPlainString(selling) };
        mids.set(`${date} ${code}`, { mid, parity: (parityBuying.num + paritySelling.num) / 2, where: where ? `${code}: ${at}` : at });
      });
    });
  }
  checkParities(mids);
  const result = days.finish('BRL', options, warnings);
  return keepBidAsk(result, quotes);
}

// PTAX's parity is dollars per unit for these (type B, EUR 1.1679) and units per dollar for the others (type A, JPY 157.73).
const DOLLARS_PER_UNIT: ReadonlySet<string> = new Set(['AUD', 'EUR', 'GBP']);

// Each currency's reais against the dollar's reais and its parity, read in the currency's own direction.
function checkParities(mids: ReadonlyMap<string, { mid: Decimal; parity: number; where: string }>): void {
  for (const [key, { mid, parity, where }] of mids) {
    const [date, code] = key.split(' ') as [string, string];
    const usd = code === 'USD' ? undefined : mids.get(`${date} USD`);
    if (usd === undefined) continue;
    const expected = DOLLARS_PER_UNIT.has(code) ? parity : 1 / parity;
    if (Math.abs(mid.num / usd.mid.num / expected - 1) >= PARITY_TOLERANCE)
      invalidFeed(
        `${where}.cotacaoCompra`,
        `${code} at ${toPlainString(mid)} BRL does not fit its parity ${parity} to the dollar at ${toPlainString(usd.mid)} BRL`,
      );
  }
}

// PTAX's OData parameters take dates month first, in quotes.
const mdy = (iso: string) => `%27${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}%27`;
const PTAX: CurrencyService = { answer: "PTAX's answer", what: 'a PTAX currency', currencies: BCB_CURRENCIES };
const checkCurrency = (currency: string) => {
  if (!BCB_CURRENCIES.includes(currency)) fail('invalid_parameter', `${quote(currency)} is not a PTAX currency (${BCB_CURRENCIES.join(', ')}).`, 'currency');
};

/** The BCB as its live source reads it: one PTAX currency a source (`currency`, default `USD`), the closing bulletins of the last two weeks. */
export const bcbFeed: FeedDescriptor<{ readonly currency?: string }> = {
  name: 'bcb',
  nameOf: ({ currency = 'USD' }) => (currency === 'USD' ? 'bcb' : `bcb-${currency.toLowerCase()}`),
  calendar: bcbCalendar,
  window: (now, { currency = 'USD' }) => {
    const { from, to } = dateWindow(now, 14);
    return [
      'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)' +
        `?$filter=tipoBoletim%20eq%20%27Fechamento%27&$format=json&@dataFinalCotacao=${mdy(to.iso)}&@dataInicial=${mdy(from.iso)}&@moeda=%27${currency}%27`,
    ];
  },
  check: ({ currency = 'USD' }) => checkCurrency(currency),
  read: (body, metadata, { currency = 'USD' }) => importBcb(body, { currency, metadata }),
  importer: importBcb,
};
