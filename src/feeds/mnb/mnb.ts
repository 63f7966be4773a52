import { quote } from '../../errors.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed, locate } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { isoDate } from '../../importers/readers/jsonFields.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { publishedFigure } from '../../importers/banks/withPublished.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { readXmlTree, requiredAttribute, type XmlElement } from '../../importers/readers/xmlTree.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the MNB publishes: Hungarian working days, rates fixed at 11:00 Budapest time and published shortly after. */
export const mnbCalendar: BankCalendar = {
  zone: 'Europe/Budapest',
  publishes: '12:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Magyar Nemzeti Bank, "Fixing and publication of the official exchange rates" (mnb.hu): fixed on each weekday except national public holidays, at 11 am, ' +
    "valid until the next day's publication; recorder's observation */30 10-12 * * 1-5 (UTC); no holiday list at hand, hence toleranceDays 1",
};

const CODE = /^[A-Z]{3}$/;
const UNIT = /^1(?:0{1,6})?$/;
const RESULT = /<GetExchangeRatesResult>([^<]*)<\/GetExchangeRatesResult>/;
const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Imports the Magyar Nemzeti Bank's official exchange rates as its SOAP service answers
 * `GetExchangeRates` (arfolyamok.asmx): an envelope whose `GetExchangeRatesResult` holds, escaped,
 * `<MNBExchangeRates><Day date><Rate unit curr>` with HUF per `unit` units written with a decimal
 * comma (`402,61`; unit 100 for IDR, JPY, KRW). Each is stored as `unit / rate` units per HUF,
 * rounded once to 12 significant digits half-even unless it terminates. The MNB publishes one
 * official (mid) rate, no buying or selling. A SOAP fault, an empty result, a bad value (located
 * as `GetExchangeRatesResult: /MNBExchangeRates/Day[2]/Rate[8]`) are `invalid_feed` errors.
 *
 * @param input - One answer or several: XML text, UTF-8 bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot HUF), the warnings and each date's provenance (`mnb`; the service numbers no table).
 * @example
 * const { dataset } = importMnb(await (await fetch(MNB_URL, { method: 'POST', body: envelope, headers })).text(), { metadata: defaultDataset });
 */
export function importMnb(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('mnb');
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const table = resultText(decodeFeed(body));
      within('GetExchangeRatesResult', () => {
        const root = readXmlTree(table);
        if (root.name !== 'MNBExchangeRates') invalidFeed(root.path, `expected <MNBExchangeRates>, got <${root.name}>`);
        if (root.children.length === 0) invalidFeed(root.path, 'holds no <Day>; no rate for the dates asked');
        for (const day of root.children) readDay(day, document);
      });
    }),
  );
  return days.finish('HUF', options, warnings);

  function readDay(day: XmlElement, document: number): void {
    if (day.name !== 'Day') invalidFeed(day.path, `expected <Day>, got <${day.name}>`);
    const date = isoDate(requiredAttribute(day, 'date'), `${day.path}/@date`);
    refuseFutureDate(date, `${day.path}/@date`);
    const updatedAt = zonedUtc(date, mnbCalendar.publishes, mnbCalendar.zone);
    if (day.children.length === 0) invalidFeed(day.path, 'holds no <Rate>');
    for (const rate of day.children) {
      if (rate.name !== 'Rate') invalidFeed(rate.path, `expected <Rate>, got <${rate.name}>`);
      const code = requiredAttribute(rate, 'curr');
      if (!CODE.test(code)) invalidFeed(`${rate.path}/@curr`, `${quote(code)} is not a currency code`);
      if (code === 'HUF') invalidFeed(`${rate.path}/@curr`, 'HUF is the currency the MNB quotes in, not a quote');
      const unit = requiredAttribute(rate, 'unit');
      if (!UNIT.test(unit)) invalidFeed(`${rate.path}/@unit`, `${quote(unit)} is not 1, 10, 100, ...`);
      const value = readBankDecimal(rate.text, rate.path, true);
      const units = readBankDecimal(unit, `${rate.path}/@unit`);
      days.add(date, code, nominalRate(value, units, 'domestic_per_foreign'), rate.path, document, updatedAt, publishedFigure(value, units));
    }
  }
}

// The envelope is read as XML with the result's escaped text taken out; that text, unescaped, is the table.
function resultText(text: string): string {
  const match = RESULT.exec(text);
  if (!match) {
    const fault = /<faultstring>([^<]{0,200})<\/faultstring>/.exec(text);
    if (fault) invalidFeed('Fault', `the service answered a SOAP fault: ${quote(fault[1])}`);
    invalidFeed('GetExchangeRatesResult', "no <GetExchangeRatesResult> in the answer; not the MNB's GetExchangeRates response");
  }
  const envelope = readXmlTree(text.slice(0, match.index) + text.slice(match.index + match[0].length));
  if (envelope.name !== 's:Envelope' && envelope.name !== 'soap:Envelope') invalidFeed(envelope.path, `expected a SOAP envelope, got <${envelope.name}>`);
  const escaped = match[1]!;
  const bad = /&(?!(?:lt|gt|amp|quot|apos);)/.exec(escaped);
  if (bad) invalidFeed(locate(text, match.index + '<GetExchangeRatesResult>'.length + bad.index), 'an entity other than &lt; &gt; &amp; &quot; &apos;');
  return escaped.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
}

/** The currencies the live source asks for: the recorded request's 32. */
const CURRENCIES = 'AUD,BRL,CAD,CHF,CNY,CZK,DKK,EUR,GBP,HKD,IDR,ILS,INR,ISK,JPY,KRW,MXN,MYR,NOK,NZD,PHP,PLN,RON,RSD,RUB,SEK,SGD,THB,TRY,UAH,USD,ZAR';

/**
 * The SOAP envelope of `GetExchangeRates` for the last two weeks (the recorded request's form).
 *
 * @param now - The round's clock.
 * @returns The request body.
 * @example
 * mnbEnvelope(new Date('2025-03-28T12:00:00Z')).includes('<web:startDate>2025-03-14</web:startDate>') // true
 */
export function mnbEnvelope(now: Date): string {
  const { from, to } = dateWindow(now, 14);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:web="http://www.mnb.hu/webservices/">',
    `  <soap:Body><web:GetExchangeRates><web:startDate>${from.iso}</web:startDate><web:endDate>${to.iso}</web:endDate>` +
      `<web:currencyNames>${CURRENCIES}</web:currencyNames></web:GetExchangeRates></soap:Body>`,
    '</soap:Envelope>',
    '',
  ].join('\n');
}

/** The MNB as its live source reads it: a SOAP POST of GetExchangeRates over the last two weeks. */
export const mnbFeed: FeedDescriptor = {
  name: 'mnb',
  calendar: mnbCalendar,
  url: ['https://www.mnb.hu/arfolyamok.asmx', 'http://www.mnb.hu/arfolyamok.asmx'],
  request: (now) => ({
    method: 'POST',
    body: mnbEnvelope(now),
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"http://www.mnb.hu/webservices/MNBArfolyamServiceSoap/GetExchangeRates"' },
  }),
  read: (body, metadata) => importMnb(body, { metadata }),
  importer: importMnb,
};
