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

/** When Norges Bank publishes: Norwegian business days, around 16:00 Oslo time. */
export const norgesBankCalendar: BankCalendar = {
  zone: 'Europe/Oslo',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Norges Bank: around 16:00 Oslo time on Norwegian business days (its observed window, test/fixtures/README.md, Calendar facts); no holiday list cited (none at hand offline), hence a tolerance of one missed business day',
};

// Norges Bank's krone indices share the series with the currencies; they are not currencies.
const INDICES: Readonly<Record<string, string>> = {
  I44: "Norges Bank's import-weighted krone exchange rate index (I-44)",
  TWI: "Norges Bank's trade-weighted krone exchange rate index (TWI)",
};

const COLUMNS = ['FREQ', 'BASE_CUR', 'QUOTE_CUR', 'DECIMALS', 'UNIT_MULT', 'TIME_PERIOD', 'OBS_VALUE'] as const;

/**
 * Imports Norges Bank's exchange rates as SDMX-CSV (`/api/data/EXR/B..NOK.SP?format=csvdata`: one
 * row per currency and business day, NOK per 10^`UNIT_MULT` units of `BASE_CUR`, so HUF per 100).
 * The dataset pivots on NOK and stores units per NOK, `10^UNIT_MULT / OBS_VALUE`, one quotient
 * rounded once to 12 significant digits where it does not terminate. The krone indices (I44, TWI)
 * are read and left out, each with a warning.
 *
 * @param input - The CSV, as text or UTF-8 bytes.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot NOK), the warnings and each date's provenance.
 * @example
 * const { dataset } = importNorgesBank(await (await fetch(NORGES_BANK_URL)).text(), { metadata: defaultDataset });
 */
export function importNorgesBank(input: string | Uint8Array, options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const rows = readCsv(decodeFeed(input));
  if (rows.length === 0) invalidFeed('line 1', 'empty document');
  const header = rows[0]!;
  const col = csvColumns(header, COLUMNS);
  const days = new Map<IsoDate, Map<CurrencyCode, number | string>>();
  const lineOf = new Map<string, number>();
  const indices = new Set<string>();
  for (const row of bodyRows(rows, 1)) {
    checkWidth(row, header.cells.length);
    const cell = (name: (typeof COLUMNS)[number]) => row.cells[col[name]]!;
    const where = (name: string) => `line ${row.line}, column ${name}`;
    if (cell('FREQ') !== 'B') invalidFeed(where('FREQ'), `expected B (business days), got ${quote(cell('FREQ'))}`);
    if (cell('QUOTE_CUR') !== 'NOK') invalidFeed(where('QUOTE_CUR'), `expected NOK, got ${quote(cell('QUOTE_CUR'))}`);
    const base = cell('BASE_CUR');
    const index = Object.hasOwn(INDICES, base);
    if (!index && (!FIAT_CODE.test(base) || base === 'NOK')) invalidFeed(where('BASE_CUR'), `expected a currency code other than NOK, got ${quote(base)}`);
    const date = cell('TIME_PERIOD');
    if (!isCalendarDate(date)) invalidFeed(where('TIME_PERIOD'), `expected a date YYYY-MM-DD, got ${quote(date)}`);
    const mult = cell('UNIT_MULT');
    if (!/^\d$/.test(mult)) invalidFeed(where('UNIT_MULT'), `expected a power of ten 0-9, got ${quote(mult)}`);
    const decimals = cell('DECIMALS');
    if (!/^\d{1,2}$/.test(decimals)) invalidFeed(where('DECIMALS'), `expected a number of decimals, got ${quote(decimals)}`);
    const text = cell('OBS_VALUE');
    const value = readDecimalText(text, where('OBS_VALUE'));
    // More decimals than the row declares means the columns are not what they claim to be.
    if (-value.exp > Number(decimals)) invalidFeed(where('OBS_VALUE'), `${quote(text)} has more than the ${decimals} decimals the row declares`);
    const key = `${date} ${base}`;
    const first = lineOf.get(key);
    if (first !== undefined) invalidFeed(where('TIME_PERIOD'), `${base} is quoted twice on ${date} (first on line ${first})`);
    lineOf.set(key, row.line);
    let day = days.get(date);
    if (!day) days.set(date, (day = new Map()));
    if (index) {
      if (!indices.has(base)) warnings.add('unknown_code', date, base, `${base} is ${INDICES[base]}, not a currency; left out`);
      indices.add(base);
      continue;
    }
    day.set(base, inverseRate(decimalOfInteger(false, 1, Number(mult)), value));
  }
  const snapshots = [...days.keys()].sort().map((date) => ({ date, updatedAt: publicationTime(date, norgesBankCalendar), rates: days.get(date)! }));
  return withProvenance(finishImport({ pivot: 'NOK', snapshots, defaultMarket: 'fiat' }, options, warnings), { provider: 'norges-bank' });
}

/** Norges Bank as its live source reads it: the last two weeks of SDMX-CSV. */
export const norgesBankFeed: FeedDescriptor = {
  name: 'norges-bank',
  calendar: norgesBankCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://data.norges-bank.no/api/data/EXR/B..NOK.SP?format=csvdata&startPeriod=${from.iso}&endPeriod=${to.iso}`];
  },
  read: (body, metadata) => importNorgesBank(body, { metadata }),
  importer: importNorgesBank,
};
