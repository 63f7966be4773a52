import { quote } from '../../errors.js';
import { decimalOfInteger } from '../../decimal/index.js';
import { isCalendarDate } from '../../params/date.js';
import type { IsoDate } from '../../types.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When Danmarks Nationalbank publishes: Danish banking days at about 16:00 Copenhagen; its Statbank has them from 09:00 the next banking day. */
export const danmarksNationalbankCalendar: BankCalendar = {
  zone: 'Europe/Copenhagen',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Danmarks Nationalbank, FAQ "Danmarks Nationalbank\'s exchange rates": published around 4:00 pm, as soon as the ECB has published; ' +
    '"in Danmarks Nationalbank\'s Statbank, the exchange rates are not available until 9:00 am on the following banking day"; no rates on Danish public holidays, ' +
    "the day after Ascension Day, 1 May, 5 June, 24 and 31 December; no list of dates at hand, hence toleranceDays 1 (which also covers the Statbank's lag)",
};

const HEADER = 'VALUTA;KURTYP;TID;INDHOLD';
const CODE = /^[A-Z]{3}$/;
// Statbank's day: `2025M03D03`.
const TID = /^(\d{4})M(\d{2})D(\d{2})$/;
// KBH: "kurs" in DKK per 100 units of the currency, the only rate type the table DNVALD holds per day.
const RATE_TYPE = 'KBH';
const HUNDRED = decimalOfInteger(false, 100, 0);

/**
 * Imports Danmarks Nationalbank's daily exchange rates from Statistics Denmark's Statbank API
 * (`POST api.statbank.dk/v1/data`, table `DNVALD`, `format: BULK`: `VALUTA;KURTYP;TID;INDHOLD`
 * rows, `2025M03D03` days), one document or several. `KURTYP` `KBH` is DKK per 100 units of the
 * currency (the Nationalbank's own convention; any other rate type is refused, not guessed); each
 * is stored as `100 / rate` units per DKK, rounded once to 12 significant digits half-even unless
 * it terminates. `..` is no value (BGN since it joined the euro). The rates are indicative mids,
 * no buying or selling. The BULK export lists every (currency, day) pair asked for, so a table
 * whose currencies do not all have every day is refused as cut or forged.
 *
 * @param input - One document or several: text, UTF-8 bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot DKK), the warnings and each date's provenance (`dnb`, table `DNVALD`).
 * @example
 * const { dataset } = importDanmarksNationalbank(await (await fetch(STATBANK, { method: 'POST', body })).text(), { metadata: defaultDataset });
 */
export function importDanmarksNationalbank(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('dnb');
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const text = decodeFeed(body);
      if (!text.endsWith('\n')) invalidFeed(`line ${text.split('\n').length}`, 'the last line has no line end; the document looks cut short');
      const lines = text
        .slice(0, -1)
        .split('\n')
        .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
      if (lines[0] !== HEADER) invalidFeed('line 1', `expected the header ${HEADER}, got ${quote(lines[0]!.slice(0, 60))}`);
      if (lines.length < 2) invalidFeed('line 2', 'no rows after the header');
      const grid = new Map<string, Set<IsoDate>>();
      const allDates = new Set<IsoDate>();
      lines.slice(1).forEach((line, i) => {
        const n = i + 2;
        const cells = line.split(';');
        if (cells.length !== 4) invalidFeed(`line ${n}`, `expected 4 fields as in the header, got ${cells.length}`);
        const [code, type, tid, value] = cells as [string, string, string, string];
        if (!CODE.test(code)) invalidFeed(`line ${n}, column VALUTA`, `${quote(code)} is not a currency code`);
        if (code === 'DKK') invalidFeed(`line ${n}, column VALUTA`, 'DKK is the currency the Nationalbank quotes in, not a quote');
        if (type !== RATE_TYPE) invalidFeed(`line ${n}, column KURTYP`, `${quote(type)} is not KBH (DKK per 100 units); not read rather than guessed`);
        const match = TID.exec(tid);
        const date = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
        if (!isCalendarDate(date)) invalidFeed(`line ${n}, column TID`, `${quote(tid)} is not a day like 2025M03D03`);
        refuseFutureDate(date, `line ${n}, column TID`);
        let dates = grid.get(code);
        if (!dates) grid.set(code, (dates = new Set()));
        if (dates.has(date)) invalidFeed(`line ${n}`, `${code} on ${date} is repeated`);
        dates.add(date);
        allDates.add(date);
        if (value === '..') return;
        const rate = nominalRate(readBankDecimal(value, `line ${n}, column INDHOLD`), HUNDRED, 'domestic_per_foreign');
        days.add(
          date,
          code,
          rate,
          `line ${n}, column INDHOLD`,
          document,
          zonedUtc(date, danmarksNationalbankCalendar.publishes, danmarksNationalbankCalendar.zone),
        );
      });
      for (const [code, dates] of grid) {
        if (dates.size !== allDates.size)
          invalidFeed(`line ${lines.length}`, `${code} has ${dates.size} of the table's ${allDates.size} days; the document looks cut short`);
      }
    }),
  );
  const result = days.finish('DKK', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'dnb', table: 'DNVALD' }]])));
}

/** The 30 currencies of the recorded request (the ECB's, as the Nationalbank mirrors them). */
const CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'SEK',
  'NOK',
  'CHF',
  'CAD',
  'JPY',
  'AUD',
  'NZD',
  'PLN',
  'CZK',
  'HUF',
  'HKD',
  'SGD',
  'ZAR',
  'BGN',
  'RON',
  'TRY',
  'KRW',
  'THB',
  'MYR',
  'PHP',
  'IDR',
  'CNY',
  'BRL',
  'MXN',
  'INR',
  'ILS',
  'ISK',
];

/**
 * The Statbank request of the last two weeks of DNVALD, in the recorded request's form.
 *
 * @param now - The round's clock.
 * @returns The JSON body.
 * @example
 * JSON.parse(danmarksNationalbankRequest(new Date('2026-03-31T12:00:00Z'))).variables[2].values // [">=2026M03D17"]
 */
export function danmarksNationalbankRequest(now: Date): string {
  const { from } = dateWindow(now, 14);
  const [y, m, d] = from.iso.split('-');
  return JSON.stringify({
    table: 'DNVALD',
    format: 'BULK',
    lang: 'en',
    valuePresentation: 'Code',
    variables: [
      { code: 'VALUTA', values: CURRENCIES },
      { code: 'KURTYP', values: [RATE_TYPE] },
      { code: 'Tid', values: [`>=${y}M${m}D${d}`] },
    ],
  });
}

/** Danmarks Nationalbank as its live source reads it: a POST to the Statbank API for the last two weeks of DNVALD. */
export const danmarksNationalbankFeed: FeedDescriptor = {
  name: 'dnb',
  calendar: danmarksNationalbankCalendar,
  url: 'https://api.statbank.dk/v1/data',
  request: (now) => ({ method: 'POST', body: danmarksNationalbankRequest(now), headers: { 'content-type': 'application/json', accept: 'text/csv' } }),
  read: (body, metadata) => importDanmarksNationalbank(body, { metadata }),
  importer: importDanmarksNationalbank,
};
