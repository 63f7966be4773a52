import { quote } from '../../errors.js';
import type { IsoDate } from '../../types.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { isCalendarDate } from '../../params/date.js';
import { METALS } from '../../importers/banks/metals.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { onlyChild, readXmlTree, type XmlElement } from '../../importers/readers/xmlTree.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Central Bank of Armenia publishes: Armenian business days, recorded in the afternoon Yerevan time. */
export const centralBankOfArmeniaCalendar: BankCalendar = {
  zone: 'Asia/Yerevan',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source: "recorder's observation: */30 12-14 * * 1-5 (UTC); no statement of the bank's time nor holiday list at hand, hence 16:00 Yerevan and toleranceDays 1",
};

const CODE = /^[A-Z]{3}$/;
const AMOUNT = /^1(?:0{1,6})?$/;
// `2026-03-18T00:00:00`, or with the bank's offset `+04:00`.
const DAY = /^(\d{4}-\d{2}-\d{2})T00:00:00(?:\+04:00)?$/;

/**
 * Imports the Central Bank of Armenia's exchange rates from its SOAP service (api.cba.am/exchangerates.asmx):
 * the answer of `ExchangeRatesLatest` (`<CurrentDate>`, `<Rates><ExchangeRate><ISO/><Amount/><Rate/>`)
 * or of `ExchangeRatesByDateRangeByISO` (a .NET DataSet: an `xs:schema`, then a diffgram of
 * `<ExchangeRatesByRange><Rate/><Amount/><ISO/><Diff/><RateDate/>`), one answer or several. AMD per
 * `Amount` units (100 IRR), the bank's average rate, stored as `Amount / Rate` units per AMD,
 * rounded once to 12 significant digits half-even. Gold and silver (XAU, XAG) are read and left out
 * with `not_a_currency`.
 *
 * @param input - One answer or several: XML text, UTF-8 bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot AMD), the warnings and each date's provenance (`cba`).
 * @example
 * const { dataset } = importCentralBankOfArmenia(await (await fetch(CBA_URL, { method: 'POST', body, headers })).text(), { metadata: defaultDataset });
 */
export function importCentralBankOfArmenia(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('cba');
  const metals = new Set<string>();
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const envelope = readXmlTree(decodeFeed(body));
      if (envelope.name !== 'soap:Envelope') invalidFeed(envelope.path, `expected a SOAP envelope, got <${envelope.name}>`);
      const [response] = onlyChild(envelope, 'soap:Body').children;
      if (!response) invalidFeed(`${envelope.path}/soap:Body`, 'holds no answer');
      const add = (row: XmlElement, date: IsoDate, code: XmlElement, amount: XmlElement, rate: XmlElement) => {
        if (!CODE.test(code.text)) invalidFeed(code.path, `${quote(code.text)} is not a currency code`);
        if (code.text === 'AMD') invalidFeed(code.path, 'AMD is the currency the bank quotes in, not a quote');
        if (!AMOUNT.test(amount.text)) invalidFeed(amount.path, `${quote(amount.text)} is not an amount of 1, 10, 100, ... units`);
        const value = readBankDecimal(rate.text, rate.path);
        if (METALS.has(code.text)) {
          if (!metals.has(code.text))
            warnings.add('not_a_currency', date, code.text, `${code.text} is a precious metal the bank prices, not a currency; left out`);
          metals.add(code.text);
          return;
        }
        const updatedAt = zonedUtc(date, centralBankOfArmeniaCalendar.publishes, centralBankOfArmeniaCalendar.zone);
        days.add(date, code.text, nominalRate(value, readBankDecimal(amount.text, amount.path), 'domestic_per_foreign'), row.path, document, updatedAt);
      };
      if (response.name === 'ExchangeRatesLatestResponse') {
        const result = onlyChild(response, 'ExchangeRatesLatestResult');
        const current = onlyChild(result, 'CurrentDate');
        const date = day(current);
        const rates = onlyChild(result, 'Rates').children;
        if (rates.length === 0) invalidFeed(`${result.path}/Rates`, 'holds no <ExchangeRate>');
        for (const row of rates) {
          if (row.name !== 'ExchangeRate') invalidFeed(row.path, `expected <ExchangeRate>, got <${row.name}>`);
          add(row, date, onlyChild(row, 'ISO'), onlyChild(row, 'Amount'), onlyChild(row, 'Rate'));
        }
      } else if (response.name === 'ExchangeRatesByDateRangeByISOResponse') {
        const result = onlyChild(response, 'ExchangeRatesByDateRangeByISOResult');
        onlyChild(result, 'xs:schema');
        const rows = onlyChild(onlyChild(result, 'diffgr:diffgram'), 'DocumentElement').children;
        if (rows.length === 0) invalidFeed(`${result.path}/diffgr:diffgram/DocumentElement`, 'holds no rate');
        for (const row of rows) {
          if (row.name !== 'ExchangeRatesByRange') invalidFeed(row.path, `expected <ExchangeRatesByRange>, got <${row.name}>`);
          add(row, day(onlyChild(row, 'RateDate')), onlyChild(row, 'ISO'), onlyChild(row, 'Amount'), onlyChild(row, 'Rate'));
        }
      } else invalidFeed(response.path, `<${response.name}> is not an answer of ExchangeRatesLatest or ExchangeRatesByDateRangeByISO`);
    }),
  );
  if (days.size === 0) invalidFeed('', 'the answers hold metal prices only, no exchange rate');
  return days.finish('AMD', options, warnings);
}

function day(element: XmlElement): IsoDate {
  const match = DAY.exec(element.text);
  if (!match || !isCalendarDate(match[1]!)) invalidFeed(element.path, `${quote(element.text)} is not a day like 2026-03-18T00:00:00`);
  refuseFutureDate(match[1]!, element.path);
  return match[1]!;
}

/** The SOAP call of the live source: the latest rates. */
export const CBA_LATEST_REQUEST = [
  '<?xml version="1.0" encoding="utf-8"?>',
  '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">',
  '  <soap:Body><ExchangeRatesLatest xmlns="http://www.cba.am/" /></soap:Body>',
  '</soap:Envelope>',
  '',
].join('\n');

/** The Central Bank of Armenia as its live source reads it: a SOAP POST of ExchangeRatesLatest. */
export const centralBankOfArmeniaFeed: FeedDescriptor = {
  name: 'cba',
  calendar: centralBankOfArmeniaCalendar,
  url: 'https://api.cba.am/exchangerates.asmx',
  request: () => ({
    method: 'POST',
    body: CBA_LATEST_REQUEST,
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '"http://www.cba.am/ExchangeRatesLatest"' },
  }),
  read: (body, metadata) => importCentralBankOfArmenia(body, { metadata }),
  importer: importCentralBankOfArmenia,
};
