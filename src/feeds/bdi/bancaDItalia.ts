import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { bodyRows, checkWidth, csvColumns, readCsv, type CsvRow } from '../../importers/readers/readCsv.js';
import { isoDate } from '../../importers/readers/jsonFields.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, isTargetBusinessDay, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { decimalOfInteger } from '../../decimal/index.js';

/** When the Banca d'Italia publishes: TARGET business days, its table complete by 17:00 Rome time. */
export const bancaDItaliaCalendar: BankCalendar = {
  zone: 'Europe/Rome',
  publishes: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  closed: (date) => !isTargetBusinessDay(date),
  toleranceDays: 1,
  source:
    'Banca d\'Italia, "Exchange rates" (bancaditalia.it/compiti/operazioni-cambi/cambi): the ESCB reference rates are published at around 16:00 CET, ' +
    "the other currencies are worked out from cross rates and posted with a lag; recorder's observation: */30 16-18 * * 1-5 (UTC), hence 17:00 Rome",
};

const COLUMNS = ['Country', 'ISO Code', 'UIC Code', 'Rate', 'Rate convention', 'Reference date (CET)'] as const;
const CODE = /^[A-Z]{3}$/;
// The Italian exchange office's (UIC) three-digit number of the currency: a rate read from its column, or it from the rate's, is refused.
const UIC = /^\d{3}$/;
// A rate as the table writes it never starts with a zero before a digit (`047` is a UIC code).
const LEADING_ZERO = /^0\d/;
// The one convention the portal's table against the euro states (per rate, in its own column).
const PER_EURO = 'Foreign currency amount for 1 Euro.';
// A currency the Banca d'Italia lists without a rate (sanctions, no market): the row says so.
const NO_RATE = 'N.A.';

/**
 * Imports the Banca d'Italia's daily table of about 150 currencies against the euro (the exchange
 * rate portal's `dailyRates?currencyIsoCode=EUR&lang=en&referenceDate=...` as CSV: `Country,
 * Currency,ISO Code,UIC Code,Rate,Rate convention,Reference date (CET)`, then a disclaimer of `#`
 * lines), one document or several. Each rate states its convention; the only one this table uses,
 * "Foreign currency amount for 1 Euro.", is stored as it stands (units per EUR, exact); any other
 * is refused rather than guessed. A currency of several countries (XOF of eight) must carry one
 * rate; a country listed twice, a UIC code that is not three digits (a swapped column) and a
 * document without its closing disclaimer (cut short) are refused; `N.A.` (BYN, IRR, KPW, RUB in 2026) is no value. The dataset's value is the published
 * mid: the Banca d'Italia publishes no buying or selling rate.
 *
 * @param input - One document or several: CSV text, UTF-8 bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot EUR), the warnings and each date's provenance (`bdi`, table `dailyRates`).
 * @example
 * const { dataset } = importBancaDItalia(await (await fetch(url, { headers: { accept: 'text/csv' } })).text(), { metadata: defaultDataset });
 */
export function importBancaDItalia(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('bdi');
  const one = decimalOfInteger(false, 1, 0);
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const rows = tableRows(decodeFeed(body));
      const header = rows[0]!;
      const at = csvColumns(header, COLUMNS);
      const seen = new Map<CurrencyCode, { rate: string; line: number }>();
      const countries = new Map<string, number>();
      let dated: IsoDate | undefined;
      let quoted = 0;
      for (const row of bodyRows(rows, 1)) {
        checkWidth(row, header.cells.length);
        const cell = (name: (typeof COLUMNS)[number]) => row.cells[at[name]]!;
        const place = (name: string) => `line ${row.line}, column ${name}`;
        const date = isoDate(cell('Reference date (CET)'), place('Reference date (CET)'));
        refuseFutureDate(date, place('Reference date (CET)'));
        if (dated !== undefined && date !== dated) invalidFeed(place('Reference date (CET)'), `${date} in a table of ${dated}`);
        dated = date;
        const country = cell('Country');
        const twice = countries.get(country);
        if (twice !== undefined) invalidFeed(place('Country'), `${quote(country)} is listed twice (first on line ${twice})`);
        countries.set(country, row.line);
        if (!UIC.test(cell('UIC Code'))) invalidFeed(place('UIC Code'), `${quote(cell('UIC Code'))} is not a three-digit UIC code; columns swapped?`);
        const code = cell('ISO Code');
        if (!CODE.test(code)) invalidFeed(place('ISO Code'), `${quote(code)} is not a currency code`);
        if (code === 'EUR') invalidFeed(place('ISO Code'), 'EUR is the currency the table quotes against, not a quote');
        const convention = cell('Rate convention');
        if (convention !== PER_EURO)
          invalidFeed(place('Rate convention'), `${quote(convention)} is not the convention ${quote(PER_EURO)}; not read rather than guessed`);
        const text = cell('Rate');
        const first = seen.get(code);
        if (first) {
          // The same currency for another country (XOF, XCD, XAF): one rate, or the table is broken.
          if (first.rate !== text) invalidFeed(place('Rate'), `${code} is ${quote(text)} here but ${quote(first.rate)} on line ${first.line}`);
          continue;
        }
        seen.set(code, { rate: text, line: row.line });
        if (text === NO_RATE) continue;
        if (LEADING_ZERO.test(text)) invalidFeed(place('Rate'), `${quote(text)} is not a rate as the table writes one; columns swapped?`);
        const rate = nominalRate(readBankDecimal(text, place('Rate')), one, 'foreign_per_domestic');
        days.add(date, code, rate, place('Rate'), document, zonedUtc(date, bancaDItaliaCalendar.publishes, bancaDItaliaCalendar.zone));
        quoted++;
      }
      if (quoted === 0) invalidFeed(`line ${header.line + 1}`, 'the table holds no rate (every row N.A.); not published yet?');
    }),
  );
  const result = days.finish('EUR', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'bdi', table: 'dailyRates' }]])));
}

// The table, then blank lines and the disclaimer (`# ...` lines, some with commas): the rows before it.
function tableRows(text: string): CsvRow[] {
  const rows = readCsv(text);
  if (rows.length === 0 || rows[0]!.cells[0] !== 'Country')
    invalidFeed('line 1', "expected the header Country,Currency,ISO Code,... of the Banca d'Italia's table");
  const disclaimer = rows.findIndex((row) => row.cells[0]?.startsWith('#'));
  // The portal ends every table with its disclaimer: a document without one was cut short at a line end.
  if (disclaimer === -1 || rows[disclaimer]!.cells[0] !== '# DISCLAIMER')
    invalidFeed(`line ${rows.length + 1}`, 'the table ends without its "# DISCLAIMER"; the document looks cut short');
  const table = rows.slice(0, disclaimer);
  const after = rows.slice(disclaimer);
  const stray = after.find((row) => row.cells.length > 0 && !row.cells[0]!.startsWith('#'));
  if (stray) invalidFeed(`line ${stray.line}`, 'a row after the disclaimer');
  return table;
}

const DAY_MS = 86_400_000;
const dailyUrl = (date: string) =>
  `https://tassidicambio.bancaditalia.it/terzevalute-wf-web/rest/v1.0/dailyRates?currencyIsoCode=EUR&lang=en&referenceDate=${date}`;

// Today's table (UTC), then each of the four days before: a table not yet posted, or of a closing day, holds no rate and is refused.
const recentTables = (now: Date): readonly string[] =>
  [0, 1, 2, 3, 4].map((back) => dailyUrl(new Date(now.getTime() - back * DAY_MS).toISOString().slice(0, 10)));

/** The Banca d'Italia as its live source reads it: the portal's CSV of the latest day with rates. */
export const bancaDItaliaFeed: FeedDescriptor = {
  name: 'bdi',
  calendar: bancaDItaliaCalendar,
  window: recentTables,
  request: () => ({ headers: { accept: 'text/csv' } }),
  read: (body, metadata) => importBancaDItalia(body, { metadata }),
  importer: importBancaDItalia,
};
