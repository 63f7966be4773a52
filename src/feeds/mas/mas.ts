import { decimalOfInteger } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { isCalendarDate } from '../../params/date.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { readDecimalText } from '../../importers/banks/quoteRate.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { checkWidth, readCsv, type CsvRow } from '../../importers/readers/readCsv.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import { MAS_EVENT_VALIDATION, MAS_VIEWSTATE, MAS_VIEWSTATE_GENERATOR } from './masForm.js';

/** The MAS's publishing calendar: Singapore business days, the day's noon rates, out by the evening. */
export const masCalendar: BankCalendar = {
  zone: 'Asia/Singapore',
  publishes: '18:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'MAS Financial Database, "Exchange Rates (Daily)": "Daily figures are values as of noon" (the downloaded file\'s own note), ' +
    "on Singapore business days; when they are out is the recorder's observation (*/30 10-12 * * 1-5 UTC, 18:00 to 20:30 Singapore); " +
    'no holiday list at hand, hence toleranceDays 1',
};

/** The currency each column names (`S$ Per 100 Units of Korean Won`). */
const NAMES: Readonly<Record<string, CurrencyCode>> = {
  Euro: 'EUR',
  'Pound Sterling': 'GBP',
  'US Dollar': 'USD',
  'Australian Dollar': 'AUD',
  'Canadian Dollar': 'CAD',
  'Chinese Renminbi': 'CNY',
  'Hong Kong Dollar': 'HKD',
  'Indian Rupee': 'INR',
  'Indonesian Rupiah': 'IDR',
  'Japanese Yen': 'JPY',
  'Korean Won': 'KRW',
  'Malaysian Ringgit': 'MYR',
  'New Taiwan Dollar': 'TWD',
  'New Zealand Dollar': 'NZD',
  'Philippine Peso': 'PHP',
  'Qatar Riyal': 'QAR',
  'Saudi Arabia Riyal': 'SAR',
  'Swiss Franc': 'CHF',
  'Thai Baht': 'THB',
  'UAE Dirham': 'AED',
  'Vietnamese Dong': 'VND',
};
const NOON = '* Daily figures are values as of noon.';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LABEL = /^S\$ Per (Unit|100 Units) of (.+)$/;
const PERIOD = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) to (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})$/;

/**
 * Imports the Monetary Authority of Singapore's daily exchange rates as its statistics site's CSV
 * download (`ExchangeRates.aspx`, a form POST): a title, the period (`Mar 2026 to Mar 2026`), then
 * `End of Period,,,S$ Per Unit of Euro,...,S$ Per 100 Units of Korean Won,...` and one row a day
 * (year and month written on the first row they apply to). Each column's unit, 1 or 100, is read
 * from its label; the dataset pivots on SGD and stores `unit / rate`, rounded once to 12 significant
 * digits unless it terminates. A day outside the stated period, a column it cannot name, or a
 * repeated day is an error.
 *
 * @param input - One download or several: CSV text, bytes or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot SGD), the warnings and each date's provenance (`mas`, table `Exchange Rates (Daily)`).
 * @example
 * const { dataset } = importMas(readFileSync('mas.csv'), { metadata: defaultDataset });
 */
export function importMas(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('mas');
  bankInputs(input).forEach(({ body, where }, document) => within(where, () => readDocument(readCsv(endLine(decodeFeed(body))), document, days)));
  const result = days.finish('SGD', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'mas', table: 'Exchange Rates (Daily)' }]])));
}

function readDocument(rows: readonly CsvRow[], document: number, days: ReturnType<typeof quoteDays>): void {
  const filled = rows.filter((row) => row.cells.length > 0);
  const titleRow = filled.find((row) => row.cells[0] === 'Exchange Rates (Daily)');
  if (!titleRow) invalidFeed('line 1', 'not the MAS\'s "Exchange Rates (Daily)" download');
  const periodRow = filled[filled.indexOf(titleRow) + 1];
  const period = PERIOD.exec(periodRow?.cells[0] ?? '');
  if (!period || !periodRow)
    invalidFeed(`line ${periodRow?.line ?? titleRow.line + 1}`, `expected the period "Mon YYYY to Mon YYYY", got ${quote(periodRow?.cells[0])}`);
  const first = `${period[2]}-${monthNumber(period[1]!)}`;
  const last = `${period[4]}-${monthNumber(period[3]!)}`;
  const header = filled.find((row) => row.cells[0] === 'End of Period');
  if (!header) invalidFeed(`line ${periodRow.line + 1}`, 'no header row "End of Period,,,S$ Per ..."');
  const columns = header.cells.slice(3).map((label, i) => {
    const match = LABEL.exec(label);
    const code = match && Object.hasOwn(NAMES, match[2]!) ? NAMES[match[2]!] : undefined;
    if (!match || !code)
      invalidFeed(`line ${header.line}, column ${i + 4}`, `${quote(label)} is not a column "S$ Per Unit (or 100 Units) of <currency>" the importer knows`);
    return { code, unit: decimalOfInteger(false, match[1] === 'Unit' ? 1 : 100, 0), label };
  });
  const seen = new Set<CurrencyCode>();
  for (const { code, label } of columns) {
    if (seen.has(code)) invalidFeed(`line ${header.line}`, `${quote(label)}: ${code} has two columns`);
    seen.add(code);
  }
  if (filled.at(-1)?.cells[0] !== NOON)
    invalidFeed(`line ${filled.at(-1)?.line ?? 1}`, `the download does not end with its note ${quote(NOON)}; it looks cut short`);
  let year = '';
  let month = '';
  for (const row of filled.slice(filled.indexOf(header) + 1)) {
    if (row.cells[0]?.startsWith('* ')) continue; // the notes at the end
    checkWidth(row, header.cells.length);
    const [y, m, d] = row.cells as [string, string, string];
    if (y !== '') year = y;
    if (m !== '') month = MONTHS.includes(m) ? monthNumber(m) : invalidFeed(`line ${row.line}, column 2`, `${quote(m)} is not a month`);
    const date: IsoDate = `${year}-${month}-${d}`;
    if (!/^\d{4}$/.test(year) || !/^\d{2}$/.test(d) || !isCalendarDate(date)) invalidFeed(`line ${row.line}, column 3`, `${quote(`${y},${m},${d}`)} is no day`);
    const ym = date.slice(0, 7);
    if (ym < first || ym > last) invalidFeed(`line ${row.line}, column 3`, `${date} lies outside the document's period ${first} to ${last}`);
    refuseFutureDate(date, `line ${row.line}, column 3`);
    columns.forEach(({ code, unit }, i) => {
      const at = `line ${row.line}, column ${i + 4}`;
      const text = row.cells[i + 3]!;
      if (text === '' || text === '-') return; // no rate that day
      days.add(date, code, nominalRate(readDecimalText(text, at), unit, 'domestic_per_foreign'), at, document, publicationTime(date, masCalendar));
    });
  }
}

// The download ends with its notes, the last without a line end: the one line end it lacks is added
// there only, so a document cut anywhere else (a rate cut short) is still refused by readCsv, and
// one cut inside the notes lacks the note on noon that readDocument asks for.
function endLine(text: string): string {
  return text.endsWith(`${NOON}"`) ? `${text}\n` : text;
}

const monthNumber = (name: string) => String(MONTHS.indexOf(name) + 1).padStart(2, '0');

const CHECKBOXES = [
  ...[0, 1, 2].map((i) => `ctl00%24ContentPlaceHolder1%24EndOfPeriodPerUnitCheckBoxList%24${i}=on`),
  ...Array.from({ length: 18 }, (_, i) => `ctl00%24ContentPlaceHolder1%24EndOfPeriodPer100UnitsCheckBoxList%24${i}=on`),
].join('&');

/** The download form of the months from `from` to `to`, every currency ticked, daily: what the site's Download button posts. */
function masForm(from: Date, to: Date): string {
  const field = (name: string, value: string | number) => `ctl00%24ContentPlaceHolder1%24${name}=${value}`;
  return [
    `__VIEWSTATE=${MAS_VIEWSTATE}`,
    `__VIEWSTATEGENERATOR=${MAS_VIEWSTATE_GENERATOR}`,
    `__EVENTVALIDATION=${MAS_EVENT_VALIDATION}`,
    field('StartYearDropDownList', from.getUTCFullYear()),
    field('EndYearDropDownList', to.getUTCFullYear()),
    field('StartMonthDropDownList', from.getUTCMonth() + 1),
    field('EndMonthDropDownList', to.getUTCMonth() + 1),
    field('FrequencyDropDownList', 'D'),
    field('DownloadButton', 'Download'),
    CHECKBOXES,
  ].join('&');
}

/** The MAS as its live source reads it: the download form posted for the months of the last two weeks. */
export const masFeed: FeedDescriptor = {
  name: 'mas',
  calendar: masCalendar,
  url: 'https://eservices.mas.gov.sg/statistics/msb/ExchangeRates.aspx',
  request: (now) => ({
    method: 'POST',
    body: masForm(new Date(dateWindow(now, 14).from.iso), now),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/csv' },
  }),
  read: (body, metadata) => importMas(body, { metadata }),
  importer: importMas,
};
