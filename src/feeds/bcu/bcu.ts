import { toPlainString, type Decimal, ONE } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { onlyChild, readXmlTree, type XmlElement } from '../../importers/readers/xmlTree.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { isoDate } from '../../importers/readers/jsonFields.js';
import { midpoint, nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Banco Central del Uruguay publishes its quotes: Uruguayan business days, in the afternoon Montevideo time. */
export const bcuCalendar: BankCalendar = {
  zone: 'America/Montevideo',
  publishes: '12:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "Banco Central del Uruguay, web service wsbcucotizaciones (quotes of Uruguayan business days); recorder's observation: */30 15-17 * * 1-5 (UTC, 12:00 to 14:00 Montevideo); " +
    'no holiday list at hand, hence a tolerance of one missed business day',
};

/** The BCU's currency numbers (`Moneda`, the request's `item`) and their codes; each answer's `CodigoISO` must agree. */
export const BCU_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  '2225': 'USD',
  '1111': 'EUR',
  '500': 'ARS',
  '1000': 'BRL',
  '2309': 'CAD',
  '1300': 'CLP',
  '4150': 'CNY',
  '5500': 'COP',
  '1800': 'DKK',
  '2700': 'GBP',
  '5100': 'HKD',
  '4300': 'HUF',
  '5700': 'INR',
  '4900': 'ISK',
  '3600': 'JPY',
  '5300': 'KRW',
  '4200': 'MXN',
  '5600': 'MYR',
  '4600': 'NOK',
  '1490': 'NZD',
  '4000': 'PEN',
  '4800': 'PYG',
  '5400': 'RUB',
  '5800': 'SEK',
  '5900': 'CHF',
  '4400': 'TRY',
  '1620': 'ZAR',
};

// `CodigoISO` as the BCU writes it where it is not the code: the dollar's bank notes, the euro.
const ISO_LABELS: Readonly<Record<string, string>> = { USD: 'DLS.', EUR: 'EURO' };
// Each quote in pesos against the dollar's times its arbitrage (`ArbAct`): within 1 % when read right.
const PARITY_TOLERANCE = 0.01;

interface Quote {
  readonly mid: Decimal;
  readonly arbitrage: number;
  readonly dollarsPerUnit: boolean;
  readonly where: string;
}

/**
 * Imports the Banco Central del Uruguay's quotes (SOAP `wsbcucotizaciones`: `<Salida><respuestastatus>`
 * and `<datoscotizaciones.dato>` with `Fecha`, `Moneda`, `CodigoISO`, `TCC` buying, `TCV` selling,
 * `ArbAct` and `FormaArbitrar`), pesos per one unit, one currency an answer or several. The
 * dataset's rate is the mid of buying and selling (equal in every recorded answer) exactly, stored
 * as `1 / mid` per peso; both are kept in `quotes`. Where the dollar (`2225`) is among the answers,
 * each quote must match it through the currency's arbitrage (`FormaArbitrar` 0: units per dollar,
 * 1: dollars per unit) within 1 %. An answer with `status` other than 1 is the service's error.
 *
 * @param input - One SOAP answer or several: XML text, bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot UYU), the warnings, each date's provenance (`bcu`, table `Moneda <n>`) and `quotes`.
 * @example
 * const { dataset } = importBcu(await (await fetch(BCU_URL, { method: 'POST', body: envelope })).text(), { metadata: defaultDataset });
 */
export function importBcu(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('bcu');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  const read = new Map<string, Quote>();
  // The document being read: its name for errors, its index for receipts.
  let document = { where: '', index: 0 };
  for (const { body, where, index } of bankInputs(input)) {
    document = { where, index };
    within(where, () => {
      const root = readXmlTree(decodeFeed(body));
      const output = onlyChild(onlyChild(onlyChild(onlyChild(root, 'SOAP-ENV:Body'), 'wsbcucotizaciones.ExecuteResponse'), 'Salida'), 'respuestastatus');
      const status = onlyChild(output, 'status');
      if (status.text !== '1') invalidFeed(status.path, `the service answered status ${quote(status.text)}: ${quote(onlyChild(output, 'mensaje').text)}`);
      const list = onlyChild(onlyChild(onlyChild(onlyChild(root, 'SOAP-ENV:Body'), 'wsbcucotizaciones.ExecuteResponse'), 'Salida'), 'datoscotizaciones');
      if (list.children.length === 0) invalidFeed(list.path, 'holds no quote');
      for (const dato of list.children) {
        if (dato.name !== 'datoscotizaciones.dato') invalidFeed(dato.path, `expected <datoscotizaciones.dato>, got <${dato.name}>`);
        readDato(dato);
      }
    });
  }

  function readDato(dato: XmlElement): void {
    const field = (name: string) => onlyChild(dato, name);
    const date = refuseFutureDate(isoDate(field('Fecha').text, field('Fecha').path), field('Fecha').path);
    const number = field('Moneda').text.replace(/^0+(?=\d)/, '');
    const code = BCU_CURRENCIES[number];
    if (code === undefined) invalidFeed(field('Moneda').path, `${quote(number)} is not a currency of BCU_CURRENCIES`);
    const label = field('CodigoISO').text;
    if (label !== (ISO_LABELS[code] ?? code)) invalidFeed(field('CodigoISO').path, `${quote(label)} is not currency ${number} (${code})`);
    const buying = readBankDecimal(field('TCC').text, field('TCC').path);
    const selling = readBankDecimal(field('TCV').text, field('TCV').path);
    if (buying.num > selling.num) invalidFeed(field('TCC').path, `buying rate ${toPlainString(buying)} is above the selling rate ${toPlainString(selling)}`);
    const form = field('FormaArbitrar').text;
    if (form !== '0' && form !== '1') invalidFeed(field('FormaArbitrar').path, `expected 0 or 1, got ${quote(form)}`);
    const arbitrage = readBankDecimal(field('ArbAct').text, field('ArbAct').path).num;
    const mid = midpoint(buying, selling);
    days.add(
      date,
      code,
      nominalRate(mid, ONE, 'domestic_per_foreign'),
      field('TCC').path,
      `Moneda ${number}`,
      publicationTime(date, bcuCalendar),
      document.index,
    );
    (quotes[date] ??= {})[code] = { buying: toPlainString(buying), selling: toPlainString(selling) };
    read.set(`${date} ${code}`, {
      mid,
      arbitrage,
      dollarsPerUnit: form === '1',
      where: document.where ? `${document.where}: ${field('TCC').path}` : field('TCC').path,
    });
  }

  for (const [key, { mid, arbitrage, dollarsPerUnit, where }] of read) {
    const [date, code] = key.split(' ') as [string, string];
    const dollar = code === 'USD' ? undefined : read.get(`${date} USD`);
    if (dollar === undefined) continue;
    const expected = dollarsPerUnit ? arbitrage : 1 / arbitrage;
    if (Math.abs(mid.num / dollar.mid.num / expected - 1) >= PARITY_TOLERANCE)
      invalidFeed(where, `${code} at ${toPlainString(mid)} pesos does not fit its arbitrage ${arbitrage} to the dollar at ${toPlainString(dollar.mid)}`);
  }
  const result = days.finish('UYU', options, warnings);
  return keepBidAsk(result, quotes);
}

const numberOf = (currency: string) => Object.entries(BCU_CURRENCIES).find(([, code]) => code === currency)?.[0];

/** The SOAP envelope the BCU's service answers, as the recorder sent it: one currency, a range of dates, group 0. */
export function bcuEnvelope(number: string, from: IsoDate, to: IsoDate): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
                   xmlns:cot="Cotiza">
   <soapenv:Header />
   <soapenv:Body>
      <cot:wsbcucotizaciones.Execute>
         <cot:Entrada>
            <cot:Moneda>
               <cot:item>${number.padStart(4, '0')}</cot:item>
            </cot:Moneda>
            <cot:FechaDesde>${from}</cot:FechaDesde>
            <cot:FechaHasta>${to}</cot:FechaHasta>
            <cot:Grupo>0</cot:Grupo>
         </cot:Entrada>
      </cot:wsbcucotizaciones.Execute>
   </soapenv:Body>
</soapenv:Envelope>
`;
}

/** The BCU as its live source reads it: one currency a source (`currency`, default `USD`), the last two weeks, by SOAP. */
export const bcuFeed: FeedDescriptor<{ readonly currency?: string }> = {
  name: 'bcu',
  nameOf: ({ currency = 'USD' }) => (currency === 'USD' ? 'bcu' : `bcu-${currency.toLowerCase()}`),
  calendar: bcuCalendar,
  url: 'https://cotizaciones.bcu.gub.uy/wscotizaciones/servlet/awsbcucotizaciones',
  request: (now, { currency = 'USD' }) => ({
    method: 'POST',
    body: bcuEnvelope(numberOf(currency)!, dateWindow(now, 14).from.iso, now.toISOString().slice(0, 10)),
    headers: { 'content-type': 'text/xml; charset=utf-8' },
  }),
  check: ({ currency = 'USD' }) => {
    if (numberOf(currency) === undefined) fail('invalid_parameter', `${quote(currency)} is not a currency of BCU_CURRENCIES.`, 'currency');
  },
  read: (body, metadata) => importBcu(body, { metadata }),
  importer: importBcu,
};
