import { quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import type { FeedSnapshot } from '../../importers/feed.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { rateLiteral } from '../../importers/rateLiteral.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { readDecimalText, withProvenance } from '../../importers/banks/quoteRate.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import { bodyRows, checkWidth, readCsv } from '../../importers/readers/readCsv.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Bank of England publishes its daily spot rates: UK business days, London time. */
export const boeCalendar: BankCalendar = {
  zone: 'Europe/London',
  publishes: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Bank of England: spot rates observed in the London market around 16:00 on UK business days; the publication time is not stated in our sources, 17:00 London is a margin; no holiday list cited (none at hand offline), hence a tolerance of one missed business day',
};

/**
 * The Bank of England's daily spot series against sterling (Statistical Interactive Database,
 * "Spot exchange rate, <currency> into Sterling": units of the currency per one GBP) and the ISO
 * code of each. The document names its columns by series code only (`UsingCodes=Y`); each pairing
 * below was checked against the recorded values' cross rates (BK25 28.30 CZK, BK83 5.24 MYR, ZOS4
 * 5.90 RON per GBP in March 2026).
 */
export const BOE_SERIES: Readonly<Record<string, CurrencyCode>> = {
  XUDLUSS: 'USD',
  XUDLERS: 'EUR',
  XUDLJYS: 'JPY',
  XUDLCDS: 'CAD',
  XUDLSFS: 'CHF',
  XUDLADS: 'AUD',
  XUDLNDS: 'NZD',
  XUDLNKS: 'NOK',
  XUDLSKS: 'SEK',
  XUDLDKS: 'DKK',
  XUDLHDS: 'HKD',
  XUDLSGS: 'SGD',
  XUDLSRS: 'SAR',
  XUDLZRS: 'ZAR',
  XUDLTWS: 'TWD',
  XUDLBK25: 'CZK',
  XUDLBK33: 'HUF',
  XUDLBK47: 'PLN',
  XUDLBK78: 'ILS',
  XUDLBK83: 'MYR',
  XUDLBK87: 'THB',
  XUDLBK89: 'CNY',
  XUDLBK93: 'KRW',
  XUDLBK95: 'TRY',
  XUDLBK97: 'INR',
  XUDLZOS4: 'RON',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/;

/**
 * Imports the Bank of England's daily spot rates as its database exports them (CSV, `DATE` then one
 * column per series: `17 Mar 2026,1.3343,...`), units per one GBP, which is what the dataset stores
 * against its pivot GBP, exactly as published. Columns map to ISO codes by `BOE_SERIES`; a series
 * outside it is read and left out with a warning.
 *
 * @param input - The CSV, as text or UTF-8 bytes.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot GBP), the warnings and each date's provenance.
 * @example
 * const { dataset } = importBoe(await (await fetch(BOE_IADB_URL)).text(), { metadata: defaultDataset });
 */
export function importBoe(input: string | Uint8Array, options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const rows = readCsv(decodeFeed(input));
  const header = rows[0];
  if (header?.cells[0] !== 'DATE') invalidFeed('line 1, column 1', `expected the header "DATE,XUDLUSS,...", got ${quote(header?.cells[0] ?? '')}`);
  const width = header.cells.length;
  const seen = new Set<string>();
  const codes = header.cells.slice(1).map((series, i): CurrencyCode | null => {
    if (seen.has(series)) invalidFeed(`line 1, column ${i + 2}`, `${series} is repeated`);
    seen.add(series);
    if (!Object.hasOwn(BOE_SERIES, series)) {
      if (!/^[A-Z0-9]{4,12}$/.test(series)) invalidFeed(`line 1, column ${i + 2}`, `expected a series code, got ${quote(series)}`);
      warnings.add('unknown_code', null, series, `series ${series} is not one of the spot rates against sterling ratebook maps; left out`);
      return null;
    }
    return BOE_SERIES[series]!;
  });
  const lineOf = new Map<IsoDate, number>();
  const snapshots: FeedSnapshot[] = [];
  for (const row of bodyRows(rows, 1)) {
    checkWidth(row, width);
    const match = DAY.exec(row.cells[0]!);
    const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
    const date = match ? `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : '';
    if (month === 0 || !isCalendarDate(date)) invalidFeed(`line ${row.line}, column DATE`, `expected a date like 17 Mar 2026, got ${quote(row.cells[0])}`);
    const first = lineOf.get(date);
    if (first !== undefined) invalidFeed(`line ${row.line}, column DATE`, `${date} is repeated (first on line ${first})`);
    lineOf.set(date, row.line);
    const rates = new Map<CurrencyCode, number | string>();
    codes.forEach((code, i) => {
      const text = row.cells[i + 1]!;
      if (text === '') return; // no quote that day
      const value = readDecimalText(text, () => `line ${row.line}, column ${header.cells[i + 1]}`);
      if (code !== null) rates.set(code, rateLiteral(value));
    });
    snapshots.push({ date, updatedAt: publicationTime(date, boeCalendar), rates });
  }
  snapshots.sort((a, b) => (a.date < b.date ? -1 : 1));
  return withProvenance(finishImport({ pivot: 'GBP', snapshots, defaultMarket: 'fiat' }, options, warnings), { provider: 'boe' });
}

/** The Bank of England as its live source reads it: the last two weeks of the `BOE_SERIES` columns. */
export const boeFeed: FeedDescriptor = {
  name: 'boe',
  calendar: boeCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    const series = Object.keys(BOE_SERIES).join(',');
    return [
      `https://www.bankofengland.co.uk/boeapps/database/_iadb-fromshowcolumns.asp?CSVF=TN&Datefrom=${from.dMonY}&Dateto=${to.dMonY}&SeriesCodes=${series}&UsingCodes=Y&csv.x=yes`,
    ];
  },
  read: (body, metadata) => importBoe(body, { metadata }),
  importer: importBoe,
};
