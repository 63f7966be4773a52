import { quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import type { FeedSnapshot } from '../../importers/feed.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { rateLiteral } from '../../importers/rateLiteral.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { readDecimalText, withProvenance } from '../../importers/banks/quoteRate.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import { bodyRows, checkWidth, readCsv, type CsvRow } from '../../importers/readers/readCsv.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the RBA publishes: Australian business days, around 16:00 Sydney time. */
export const rbaCalendar: BankCalendar = {
  zone: 'Australia/Sydney',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'RBA: around 16:00 Sydney time on Australian business days (its observed window, test/fixtures/README.md, Calendar facts); no holiday list cited (none at hand offline), hence a tolerance of one missed business day',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = /^(\d{2})-([A-Z][a-z]{2})-(\d{4})$/;
// The table's name leads the first line: `F11.1  EXCHANGE RATES`.
const TABLE = /^(F11(?:\.\d)?)\s+EXCHANGE RATES/;

/**
 * Imports the Reserve Bank of Australia's exchange-rate table F11.1 (`f11.1-data.csv`: metadata rows
 * Title, Units, Series ID and others first, then one row per business day `03-Jan-2023,0.6828,...`).
 * The RBA quotes units per one AUD (`A$1=USD`), which is what the dataset stores against its pivot
 * AUD, exactly as published. The trade-weighted index is read and left out with a warning; the
 * `SDR` column is the IMF's special drawing right, ISO code XDR, kept if the catalog has it.
 *
 * @param input - The CSV, as text or UTF-8 bytes.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot AUD), the warnings and each date's provenance (table F11.1).
 * @example
 * const { dataset } = importRba(await (await fetch(RBA_F11_URL)).arrayBuffer().then((b) => new Uint8Array(b)), { metadata: defaultDataset });
 */
export function importRba(input: string | Uint8Array, options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const rows = readCsv(decodeFeed(input));
  const table = TABLE.exec(rows[0]?.cells[0] ?? '')?.[1];
  if (table === undefined) invalidFeed('line 1, column 1', `expected the RBA table "F11.1  EXCHANGE RATES", got ${quote(rows[0]?.cells[0] ?? '')}`);
  const find = (name: string): CsvRow => rows.find((row) => row.cells[0] === name) ?? invalidFeed('line 1', `the table lacks its metadata row ${name}`);
  const ids = find('Series ID');
  const titles = find('Title');
  const units = find('Units');
  const width = ids.cells.length;
  checkWidth(titles, width);
  checkWidth(units, width);
  // Column -> dataset code; null for an index, read but left out.
  const codes: (CurrencyCode | null)[] = [];
  const seen = new Set<CurrencyCode>();
  for (let j = 1; j < width; j++) {
    const unit = units.cells[j]!;
    const where = `line ${units.line}, column ${j + 1}`;
    if (unit === 'Index') {
      codes.push(null);
      warnings.add('unknown_code', null, ids.cells[j]!, `${ids.cells[j]} (${titles.cells[j]}) is an index, not a currency; left out`);
      continue;
    }
    if (!FIAT_CODE.test(unit) || unit === 'AUD') invalidFeed(where, `expected a currency code or Index, got ${quote(unit)}`);
    // The direction is what the values mean: only units per one Australian dollar are read.
    if (titles.cells[j] !== `A$1=${unit}`) invalidFeed(`line ${titles.line}, column ${j + 1}`, `expected "A$1=${unit}", got ${quote(titles.cells[j])}`);
    const code = unit === 'SDR' ? 'XDR' : unit;
    if (seen.has(code)) invalidFeed(where, `${code} is repeated`);
    seen.add(code);
    codes.push(code);
  }
  const lineOf = new Map<IsoDate, number>();
  const quoted = new Set<CurrencyCode>();
  const snapshots: FeedSnapshot[] = [];
  for (const row of bodyRows(rows, rows.indexOf(ids) + 1)) {
    checkWidth(row, width);
    const match = DAY.exec(row.cells[0]!);
    const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
    const date = match ? `${match[3]}-${String(month).padStart(2, '0')}-${match[1]}` : '';
    if (month === 0 || !isCalendarDate(date)) invalidFeed(`line ${row.line}, column 1`, `expected a date like 03-Jan-2023, got ${quote(row.cells[0])}`);
    const first = lineOf.get(date);
    if (first !== undefined) invalidFeed(`line ${row.line}, column 1`, `${date} is repeated (first on line ${first})`);
    lineOf.set(date, row.line);
    const rates = new Map<CurrencyCode, number | string>();
    for (let j = 1; j < width; j++) {
      const text = row.cells[j]!;
      if (text === '') continue; // no quote that day
      const value = readDecimalText(text, () => `line ${row.line}, column ${j + 1}`);
      const code = codes[j - 1];
      if (code === null || code === undefined) continue;
      rates.set(code, rateLiteral(value));
      quoted.add(code);
    }
    snapshots.push({ date, updatedAt: publicationTime(date, rbaCalendar), rates });
  }
  for (const code of codes)
    if (code !== null && !quoted.has(code)) warnings.add('never_quoted', null, code, `the ${code} column is empty on every row; left out`);
  snapshots.sort((a, b) => (a.date < b.date ? -1 : 1));
  return withProvenance(finishImport({ pivot: 'AUD', snapshots, defaultMarket: 'fiat' }, options, warnings), { provider: 'rba', table });
}

/** The RBA as its live source reads it: table F11.1, the current year's history. */
export const rbaFeed: FeedDescriptor = {
  name: 'rba',
  calendar: rbaCalendar,
  url: 'https://www.rba.gov.au/statistics/tables/csv/f11.1-data.csv',
  read: (body, metadata) => importRba(body, { metadata }),
  importer: importRba,
};
