import type { Decimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readBankDecimal } from '../../importers/banks/nominalRate.js';
import { arrayAt, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { inside } from '../../importers/readers/readJsonDocuments.js';
import { bodyRows, checkWidth, csvColumns, readCsv } from '../../importers/readers/readCsv.js';
import type { IsoDate } from '../../types.js';

/** One row of the Treasury's Reporting Rates: its record date (a quarter's end), label, figure (units per US dollar) and effective date. */
export interface TreasuryRow {
  readonly record: IsoDate;
  readonly label: string;
  readonly rate: Decimal;
  readonly effective: IsoDate;
  /** Where the figure stands, for errors. */
  readonly where: string;
}

const COLUMNS = ['Record Date', 'Country - Currency Description', 'Exchange Rate', 'Effective Date'] as const;

/**
 * Reads Fiscal Data's CSV download of the Reporting Rates (`Record Date,Country - Currency
 * Description,Exchange Rate,Effective Date`, newest first). Further columns (an `ISO_Code` a copy
 * added) are not read.
 */
export function readTreasuryCsv(text: string): TreasuryRow[] {
  const rows = readCsv(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (rows.length === 0) invalidFeed('line 1', 'an empty document');
  const header = rows[0]!;
  const at = csvColumns(header, COLUMNS);
  return bodyRows(rows, 1).map((row) => {
    checkWidth(row, header.cells.length);
    const where = (column: (typeof COLUMNS)[number]) => `line ${row.line}, column ${column}`;
    const cell = (column: (typeof COLUMNS)[number]) => row.cells[at[column]]!;
    return {
      record: isoDate(cell('Record Date'), where('Record Date')),
      label: cell('Country - Currency Description'),
      rate: readBankDecimal(cell('Exchange Rate'), where('Exchange Rate')),
      effective: isoDate(cell('Effective Date'), where('Effective Date')),
      where: where('Exchange Rate'),
    };
  });
}

/**
 * Reads an answer of Fiscal Data's API `v1/accounting/od/rates_of_exchange` as its documentation
 * gives it: `{ data: [{ record_date, country, currency, country_currency_desc, exchange_rate,
 * effective_date, ... }], meta, links }`, every value a string. `country_currency_desc` is the label
 * (it must be `country-currency` where both are given); `meta` and `links` are not read.
 */
export function readTreasuryJson(value: unknown): TreasuryRow[] {
  const data = arrayAt(objectAt(value, '').data, 'data');
  return data.map((item, i) => {
    const path = `data[${i}]`;
    const row = objectAt(item, path);
    const label = stringField(row, 'country_currency_desc', path);
    if (typeof row.country === 'string' && typeof row.currency === 'string' && label !== `${row.country}-${row.currency}`)
      invalidFeed(inside(path, 'country_currency_desc'), `${quote(label)} is not its country and currency (${quote(`${row.country}-${row.currency}`)})`);
    return {
      record: isoDate(stringField(row, 'record_date', path), inside(path, 'record_date')),
      label,
      rate: readBankDecimal(stringField(row, 'exchange_rate', path), inside(path, 'exchange_rate')),
      effective: isoDate(stringField(row, 'effective_date', path), inside(path, 'effective_date')),
      where: inside(path, 'exchange_rate'),
    };
  });
}
