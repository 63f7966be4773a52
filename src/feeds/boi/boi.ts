import { decimalOfInteger } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { inverseRate, readDecimalText, withProvenance } from '../../importers/banks/quoteRate.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import { bodyRows, checkWidth, csvColumns, readCsv } from '../../importers/readers/readCsv.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Bank of Israel publishes its representative rates: Israeli business days, afternoon. */
export const boiCalendar: BankCalendar = {
  zone: 'Asia/Jerusalem',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "Bank of Israel: representative rates on business days, Monday to Friday since Israel's markets moved to that week in January 2026 (the recorded March 2026 file has a Friday); the afternoon time is not stated in our sources, 16:00 Jerusalem is a margin; no holiday list cited (none at hand offline), hence a tolerance of one missed business day",
};

const COLUMNS = ['SERIES_CODE', 'FREQ', 'BASE_CURRENCY', 'COUNTER_CURRENCY', 'UNIT_MULT', 'TIME_PERIOD', 'OBS_VALUE'] as const;

/**
 * Imports the Bank of Israel's representative exchange rates as SDMX CSV (series `RER_USD_ILS`...:
 * ILS per 10^`UNIT_MULT` units of `BASE_CURRENCY`, so JPY per 100 and LBP per 10). The dataset
 * pivots on ILS and stores units per ILS, `10^UNIT_MULT / OBS_VALUE`, one quotient rounded once to
 * 12 significant digits where it does not terminate.
 *
 * @param input - The CSV, as text or UTF-8 bytes.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot ILS), the warnings and each date's provenance.
 * @example
 * const { dataset } = importBoi(await (await fetch(BOI_SDMX_URL)).text(), { metadata: defaultDataset });
 */
export function importBoi(input: string | Uint8Array, options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const rows = readCsv(decodeFeed(input));
  if (rows.length === 0) invalidFeed('line 1', 'empty document');
  const header = rows[0]!;
  const col = csvColumns(header, COLUMNS);
  const days = new Map<IsoDate, Map<CurrencyCode, number | string>>();
  const lineOf = new Map<string, number>();
  for (const row of bodyRows(rows, 1)) {
    checkWidth(row, header.cells.length);
    const cell = (name: (typeof COLUMNS)[number]) => row.cells[col[name]]!;
    const where = (name: string) => `line ${row.line}, column ${name}`;
    if (cell('FREQ') !== 'D') invalidFeed(where('FREQ'), `expected D (daily), got ${quote(cell('FREQ'))}`);
    if (cell('COUNTER_CURRENCY') !== 'ILS') invalidFeed(where('COUNTER_CURRENCY'), `expected ILS, got ${quote(cell('COUNTER_CURRENCY'))}`);
    const base = cell('BASE_CURRENCY');
    if (!FIAT_CODE.test(base) || base === 'ILS') invalidFeed(where('BASE_CURRENCY'), `expected a currency code other than ILS, got ${quote(base)}`);
    // Only representative rates: another series of the same layout would be read as one otherwise.
    if (cell('SERIES_CODE') !== `RER_${base}_ILS`) invalidFeed(where('SERIES_CODE'), `expected RER_${base}_ILS, got ${quote(cell('SERIES_CODE'))}`);
    const date = cell('TIME_PERIOD');
    if (!isCalendarDate(date)) invalidFeed(where('TIME_PERIOD'), `expected a date YYYY-MM-DD, got ${quote(date)}`);
    const mult = cell('UNIT_MULT');
    if (!/^\d$/.test(mult)) invalidFeed(where('UNIT_MULT'), `expected a power of ten 0-9, got ${quote(mult)}`);
    const value = readDecimalText(cell('OBS_VALUE'), where('OBS_VALUE'));
    const key = `${date} ${base}`;
    const first = lineOf.get(key);
    if (first !== undefined) invalidFeed(where('TIME_PERIOD'), `${base} is quoted twice on ${date} (first on line ${first})`);
    lineOf.set(key, row.line);
    let day = days.get(date);
    if (!day) days.set(date, (day = new Map()));
    day.set(base, inverseRate(decimalOfInteger(false, 1, Number(mult)), value));
  }
  const snapshots = [...days.keys()].sort().map((date) => ({ date, updatedAt: publicationTime(date, boiCalendar), rates: days.get(date)! }));
  return withProvenance(finishImport({ pivot: 'ILS', snapshots, defaultMarket: 'fiat' }, options, warnings), { provider: 'boi' });
}

/** The Bank of Israel as its live source reads it: the last two weeks of SDMX v2 CSV. */
export const boiFeed: FeedDescriptor = {
  name: 'boi',
  calendar: boiCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [
      `https://edge.boi.gov.il/FusionEdgeServer/sdmx/v2/data/dataflow/BOI.STATISTICS/EXR/1.0/?c%5BDATA_TYPE%5D=OF00&startperiod=${from.iso}&endperiod=${to.iso}&format=csv`,
    ];
  },
  read: (body, metadata) => importBoi(body, { metadata }),
  importer: importBoi,
};
