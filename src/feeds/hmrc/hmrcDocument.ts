import { quote } from '../../errors.js';
import type { Decimal } from '../../decimal/index.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readBankDecimal } from '../../importers/banks/nominalRate.js';
import { bodyRows, checkWidth, readCsv, type CsvRow } from '../../importers/readers/readCsv.js';
import { onlyChild, readXmlTree, requiredAttribute } from '../../importers/readers/xmlTree.js';
import { lastDayOf } from '../../calendar/index.js';
import type { IsoDate } from '../../types.js';

/** HMRC's three series: the monthly rates for customs and VAT, and the yearly average and spot rates. */
export type HmrcSeries = 'monthly' | 'average' | 'spot';

/** One row of an HMRC file: the code as HMRC writes it, the figure (units per £1) and where it stands. */
export interface HmrcRow {
  readonly code: string;
  readonly value: Decimal;
  readonly where: string;
}

/** One HMRC file read: its series, its quote date (a month's first day; a year's last day) and its rows. */
export interface HmrcTable {
  readonly series: HmrcSeries;
  readonly date: IsoDate;
  readonly rows: readonly HmrcRow[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CODE = /^[A-Z]{3}$/;
// The fields of an <exchangeRate>: every rate is per £1, so a field HMRC never writes (a unit) is refused.
const FIELDS = new Set(['countryName', 'countryCode', 'currencyName', 'currencyCode', 'rateNew']);
const pad = (n: number) => String(n).padStart(2, '0');

function readCode(text: string, where: string): string {
  if (!CODE.test(text)) invalidFeed(where, `${quote(text)} is not a currency code of three capital letters`);
  return text;
}

/** The month a period covers, checked to be one whole calendar month: its first day. */
function wholeMonth(first: readonly [number, number, number], last: readonly [number, number, number], where: string, period: string): IsoDate {
  const [d1, m1, y1] = first;
  const [d2, m2, y2] = last;
  const start = `${y1}-${pad(m1)}-01`;
  if (d1 !== 1 || y1 !== y2 || m1 !== m2 || `${y2}-${pad(m2)}-${pad(d2)}` !== lastDayOf(y1, m1))
    invalidFeed(where, `${quote(period)} is not one whole calendar month; HMRC's monthly rates hold for a month`);
  return start;
}

/**
 * Reads HMRC's monthly XML (`<exchangeRateMonthList Period="01/Mar/2025 to 31/Mar/2025">` with
 * `<exchangeRate>` rows of `countryName`, `countryCode`, `currencyName`, `currencyCode`, `rateNew`),
 * the legacy hmrc.gov.uk layout and the Trade Tariff's alike; `&amp;` in names is read.
 */
export function readHmrcXml(text: string): HmrcTable {
  const root = readXmlTree(text, { entities: true });
  if (root.name !== 'exchangeRateMonthList') invalidFeed(root.path, `expected <exchangeRateMonthList>, got <${root.name}>`);
  const period = requiredAttribute(root, 'Period');
  const m = /^(\d{2})\/([A-Z][a-z]{2})\/(\d{4}) to (\d{2})\/([A-Z][a-z]{2})\/(\d{4})$/.exec(period);
  const month = (name: string) => MONTHS.indexOf(name) + 1;
  if (!m || month(m[2]!) === 0 || month(m[5]!) === 0) invalidFeed(`${root.path}/@Period`, `${quote(period)} is not a period "01/Mar/2025 to 31/Mar/2025"`);
  const date = wholeMonth([Number(m[1]), month(m[2]!), Number(m[3])], [Number(m[4]), month(m[5]!), Number(m[6])], `${root.path}/@Period`, period);
  if (root.children.length === 0) invalidFeed(root.path, 'holds no rate');
  const rows = root.children.map((row) => {
    if (row.name !== 'exchangeRate') invalidFeed(row.path, `expected <exchangeRate>, got <${row.name}>`);
    for (const field of row.children)
      if (!FIELDS.has(field.name)) invalidFeed(field.path, `<${field.name}> is not a field of HMRC's rates, which are all per £1`);
    for (const field of [row, ...row.children])
      if (field.attributes.size > 0) invalidFeed(field.path, `an attribute (${[...field.attributes.keys()][0]}) HMRC's rates never carry`);
    onlyChild(row, 'countryName');
    const code = onlyChild(row, 'currencyCode');
    const rate = onlyChild(row, 'rateNew');
    return { code: readCode(code.text, code.path), value: readBankDecimal(rate.text, rate.path), where: rate.path };
  });
  return { series: 'monthly', date, rows };
}

const MONTHLY_CSV = ['Country/Territories', 'Currency', 'Currency Code', 'Currency Units per £1', 'Start date', 'End date'];

/** A header as HMRC's files write it, compared without case, spaces at the ends or a byte order mark. */
const headerOf = (row: CsvRow) =>
  row.cells.map((cell) =>
    cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );

function dayMonthYear(text: string, where: string): [number, number, number] {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) invalidFeed(where, `${quote(text)} is not a date DD/MM/YYYY`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The data rows of an HMRC CSV (blank lines at the end dropped), each as wide as the header. */
function csvBody(rows: readonly CsvRow[]): CsvRow[] {
  const body = bodyRows(rows, 1);
  for (const row of body) checkWidth(row, rows[0]!.cells.length);
  return body;
}

/** Reads HMRC's monthly CSV (`Country/Territories,Currency,Currency Code,Currency Units per £1,Start date,End date`), one month a file. */
export function readHmrcMonthlyCsv(rows: readonly CsvRow[]): HmrcTable {
  const header = rows[0]!;
  const names = headerOf(header);
  MONTHLY_CSV.forEach((name, i) => {
    if (names[i] !== name.toLowerCase()) invalidFeed(`line 1, column ${i + 1}`, `expected the column ${quote(name)}, got ${quote(header.cells[i])}`);
  });
  let date: IsoDate | undefined;
  const rows2 = csvBody(rows).map((row) => {
    const at = (column: number) => `line ${row.line}, column ${MONTHLY_CSV[column]}`;
    const first = dayMonthYear(row.cells[4]!, at(4));
    const month = wholeMonth(first, dayMonthYear(row.cells[5]!, at(5)), at(4), `${row.cells[4]} to ${row.cells[5]}`);
    if (date !== undefined && month !== date) invalidFeed(at(4), `${month.slice(0, 7)} in a file of ${date.slice(0, 7)}: one month a file`);
    date = month;
    return { code: readCode(row.cells[2]!, at(2)), value: readBankDecimal(row.cells[3]!, at(3)), where: at(3) };
  });
  return { series: 'monthly', date: date!, rows: rows2 };
}

/**
 * Reads HMRC's yearly average or spot CSV (`Country,Unit Of Currency,Currency Code,Sterling value of
 * Currency Unit £,Currency Units per £1`). Its date is not in the file: `name` gives it (the Trade
 * Tariff's `average_csv_2024-3.csv`, `spot-2024-03.csv`), the last day of that month, March or December.
 */
export function readHmrcYearlyCsv(rows: readonly CsvRow[], series: 'average' | 'spot', year: number, month: number): HmrcTable {
  const names = headerOf(rows[0]!);
  const code = names.indexOf('currency code');
  const rate = names.findIndex((n) => n === 'currency units per £1' || n === 'currency units per pound');
  if (code === -1)
    invalidFeed('line 1', 'the header lacks the column Currency Code (the early Trade Tariff averages name countries only); rows cannot be read by code');
  if (rate === -1) invalidFeed('line 1', 'the header lacks the column Currency Units per £1');
  if (month !== 3 && month !== 12) invalidFeed('', `HMRC's ${series} rates are for years ending 31 March and 31 December, not month ${month}`);
  const body = csvBody(rows).map((row) => {
    const at = (column: number) => `line ${row.line}, column ${rows[0]!.cells[column]!.trim()}`;
    return { code: readCode(row.cells[code]!.trim(), at(code)), value: readBankDecimal(row.cells[rate]!.trim(), at(rate)), where: at(rate) };
  });
  return { series, date: lastDayOf(year, month), rows: body };
}

/**
 * Reads one HMRC document, whichever of its layouts: monthly XML, monthly CSV, or (named) a yearly
 * average or spot CSV. Anything else is an `invalid_feed` error naming the layouts read.
 *
 * @param text - The decoded document.
 * @param name - The file's name, where the import gives one (the date of an average or spot file).
 * @returns The series, quote date and rows.
 * @example
 * readHmrcDocument(xml, 'monthly-2025-03.xml').date // "2025-03-01"
 */
export function readHmrcDocument(text: string, name: string): HmrcTable {
  if (/^\s*</.test(text)) return readHmrcXml(text);
  // Some monthly CSVs end without a line end (as recorded). Their rows end in two dates and a fixed
  // count of cells, so a cut last line still shows (a bad date, a short row); no other layout is let off.
  const monthly = /^\uFEFF?Country\/Territories,/.test(text);
  const rows = readCsv(monthly && !text.endsWith('\n') ? `${text}\n` : text);
  if (rows.length === 0) invalidFeed('line 1', 'an empty document');
  const first = headerOf(rows[0]!)[0];
  if (first === 'country/territories') return readHmrcMonthlyCsv(rows);
  const named = /(average|spot)[-_](?:csv_)?(\d{4})-(\d{1,2})(?:\D|$)/.exec(name);
  if (first === 'country' && named) return readHmrcYearlyCsv(rows, named[1] as 'average' | 'spot', Number(named[2]), Number(named[3]));
  if (first === 'country')
    invalidFeed('line 1', 'an average or spot file states no date: give it its Trade Tariff name (average_csv_2024-3.csv, spot_csv_2024-3.csv)');
  return invalidFeed('line 1', "not one of HMRC's layouts (monthly XML or CSV, yearly average or spot CSV)");
}
