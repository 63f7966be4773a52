import { ONE, toPlainString } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { inverseRate, readDecimalNumber, withProvenance } from '../../importers/banks/quoteRate.js';
import { withPublished } from '../../importers/banks/withPublished.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { BankImportResult, Provenance } from '../../importers/banks/types.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

const NO_LIST = 'no holiday list cited (none at hand offline), hence a tolerance of one missed business day';

/** When NBP publishes table A: Polish business days, between 11:45 and 12:15 Warsaw time. */
export const nbpCalendar: BankCalendar = {
  zone: 'Europe/Warsaw',
  publishes: '12:15',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source: `NBP: table A between 11:45 and 12:15 Warsaw time on Polish business days (the bank's statement, test/fixtures/README.md, Calendar facts); ${NO_LIST}`,
};

/** When NBP publishes table B: weekly, on Wednesdays, by the same time as table A. */
export const nbpTableBCalendar: BankCalendar = {
  zone: 'Europe/Warsaw',
  publishes: '12:15',
  weekdays: [3],
  toleranceDays: 1,
  source: `NBP: table B on Wednesdays (the bank's statement, test/fixtures/README.md, Calendar facts), by table A's time; ${NO_LIST}`,
};

// `041/A/NBP/2026`: the table's number in its year, its letter, the year.
const TABLE_NO = /^\d{3}\/([AB])\/NBP\/(\d{4})$/;

interface Day {
  readonly rates: Map<CurrencyCode, number | string>;
  readonly tables: Provenance[];
  readonly at: Map<CurrencyCode, string>;
  /** Each code's mid as NBP published it (PLN per unit), for the rows' `published`. */
  readonly published: Map<CurrencyCode, string>;
}

/**
 * Imports the National Bank of Poland's exchange-rate tables (`/api/exchangerates/tables/A/...` and
 * `/B/...`, JSON: `[{ table, no, effectiveDate, rates: [{ currency, code, mid }] }]`). Tables A
 * (daily) and B (weekly, Wednesdays) are kept as published: a B currency is quoted on its table's
 * date only. NBP quotes PLN per unit; the dataset pivots on PLN and stores units per PLN, the
 * inverse of `mid` (rounded once to 12 significant digits where it does not terminate). Each date's
 * provenance names its tables (`041/A/NBP/2026`). The gold price (`/api/cenyzlota`) is refused.
 *
 * @param inputs - One document or several (table A and table B responses): JSON text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot PLN), the warnings and each date's tables.
 * @example
 * const { dataset, provenance } = importNbp([tableA, tableB], { metadata: defaultDataset });
 * provenance['2026-03-04'] // [{ provider: 'nbp', table: '043/A/NBP/2026' }, { provider: 'nbp', table: '009/B/NBP/2026' }]
 */
export function importNbp(inputs: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(inputs, options);
  const warnings = warningList(options.maxWarnings);
  const days = new Map<IsoDate, Day>();
  const tableAt = new Map<string, string>();
  for (const { value, where } of readJsonDocuments(inputs)) {
    if (!Array.isArray(value)) invalidFeed(where, 'expected an array of NBP tables [{ table, no, effectiveDate, rates }]');
    if (value.length === 0) invalidFeed(where, 'the document holds no table');
    value.forEach((table, i) => readTable(table, (path) => inside(where, `[${i}]${path}`), days, tableAt));
  }
  const dates = [...days.keys()].sort();
  const snapshots = dates.map((date) => ({ date, updatedAt: publicationTime(date, nbpCalendar), rates: days.get(date)!.rates }));
  const result = finishImport({ pivot: 'PLN', snapshots, defaultMarket: 'fiat' }, options, warnings);
  const sourced = withProvenance(result, new Map(dates.map((date) => [date, tablesOf(days.get(date)!.tables)])));
  // The provenance names the tables; the rows' sources also carry each table's codes on a two-table date.
  const provenance = Object.fromEntries(
    dates.map((date) => [date, days.get(date)!.tables.map(({ provider, table }) => ({ provider, ...(table !== undefined && { table }) }))]),
  );
  return withPublished({ ...sourced, provenance }, new Map(dates.map((date) => [date, days.get(date)!.published])));
}

// A date with tables A and B names each table's codes, so that a policy on table A takes none of B's.
function tablesOf(tables: readonly Provenance[]): readonly Provenance[] {
  return tables.length > 1 ? tables : tables.map(({ provider, table }) => ({ provider, ...(table !== undefined && { table }) }));
}

function readTable(value: unknown, at: (path: string) => string, days: Map<IsoDate, Day>, tableAt: Map<string, string>): void {
  const where = at('');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalidFeed(where, 'expected a table { table, no, effectiveDate, rates }');
  const table = value as Record<string, unknown>;
  if (!('table' in table) && ('cena' in table || 'data' in table)) {
    invalidFeed(where, 'this is the NBP gold price (cena: PLN per gram of gold), not an exchange-rate table; gold is not a currency');
  }
  const letter = table.table;
  if (letter === 'C') invalidFeed(at('.table'), 'table C holds buying and selling rates, not mid rates; import tables A and B');
  if (letter !== 'A' && letter !== 'B') invalidFeed(at('.table'), `expected "A" or "B", got ${quote(letter)}`);
  const no = table.no;
  const match = typeof no === 'string' ? TABLE_NO.exec(no) : null;
  if (!match || match[1] !== letter) invalidFeed(at('.no'), `expected a table ${letter} number like "041/${letter}/NBP/2026", got ${quote(no)}`);
  const date = table.effectiveDate;
  if (typeof date !== 'string' || !isCalendarDate(date)) invalidFeed(at('.effectiveDate'), `expected a date YYYY-MM-DD, got ${quote(date)}`);
  if (match[2] !== date.slice(0, 4)) invalidFeed(at('.no'), `table ${no} is numbered in another year than its date ${date}`);
  const first = tableAt.get(no as string) ?? tableAt.get(`${letter} ${date}`);
  if (first !== undefined) invalidFeed(at('.effectiveDate'), `table ${letter} of ${date} is repeated (first at ${first})`);
  tableAt.set(no as string, where);
  tableAt.set(`${letter} ${date}`, where);
  const rates = table.rates;
  if (!Array.isArray(rates) || rates.length === 0) invalidFeed(at('.rates'), 'expected a non-empty array of rates');
  let day = days.get(date);
  if (!day) days.set(date, (day = { rates: new Map(), tables: [], at: new Map(), published: new Map() }));
  const codes: string[] = [];
  day.tables.push({ provider: 'nbp', table: no as string, codes });
  rates.forEach((entry: unknown, i) => {
    const here = at(`.rates[${i}]`);
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) invalidFeed(here, 'expected a rate { currency, code, mid }');
    const { currency, code, mid } = entry as Record<string, unknown>;
    if (typeof currency !== 'string' || currency === '') invalidFeed(`${here}.currency`, `expected the currency's name, got ${quote(currency)}`);
    if (typeof code !== 'string' || !FIAT_CODE.test(code)) invalidFeed(`${here}.code`, `expected a currency code, got ${quote(code)}`);
    if (code === 'PLN') invalidFeed(`${here}.code`, 'PLN is the currency NBP quotes in, not a quote');
    const earlier = day.at.get(code);
    if (earlier !== undefined) invalidFeed(`${here}.code`, `${code} is quoted twice on ${date} (first at ${earlier})`);
    day.at.set(code, here);
    codes.push(code);
    const figure = readDecimalNumber(mid, `${here}.mid`);
    day.rates.set(code, inverseRate(ONE, figure));
    day.published.set(code, toPlainString(figure));
  });
}

/** NBP's own live-source option: which table to follow (default `'A'`; `'B'` is weekly, on Wednesdays). */
export interface NbpSourceOptions {
  readonly table?: 'A' | 'B';
}

/** NBP as its live source reads it: the latest table A, or with `table: 'B'` the latest table B. */
export const nbpFeed: FeedDescriptor<NbpSourceOptions> = {
  name: 'nbp',
  // Table B has a default name of its own, so both tables can run side by side.
  nameOf: ({ table }) => (table === 'B' ? 'nbp-b' : 'nbp'),
  calendar: nbpCalendar,
  calendarOf: ({ table }) => (table === 'B' ? nbpTableBCalendar : nbpCalendar),
  window: (_now, { table = 'A' }) => [`https://api.nbp.pl/api/exchangerates/tables/${table}/?format=json`],
  check: ({ table }) => {
    if (table !== undefined && table !== 'A' && table !== 'B')
      fail('invalid_parameter', `Source option table must be 'A' or 'B' (NBP's mid-rate tables), got ${quote(table)}.`, 'table');
  },
  read: (body, metadata) => importNbp(body, { metadata }),
  importer: importNbp,
};
