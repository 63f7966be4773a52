import { quote } from '../../errors.js';
import { decimalOfInteger } from '../../decimal/index.js';
import { isCalendarDate } from '../../params/date.js';
import type { IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { readDecimalNumber } from '../../importers/banks/quoteRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the NBRB's rates hold: an official rate for every calendar day, in force from its midnight in Minsk. */
export const nationalBankOfBelarusCalendar: BankCalendar = {
  zone: 'Europe/Minsk',
  publishes: '00:00',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  toleranceDays: 1,
  source:
    "the NBRB's own answers: its dynamics give a rate for every calendar day (weekends included) and `rates?periodicity=0` answers the day's rates; " +
    "recorder's observation */30 9-11 * * 1-5 (UTC); no statement of the setting time at hand, hence the rates dated from 00:00 Minsk, toleranceDays 1",
};

const CODE = /^[A-Z]{3}$/;
const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00:00$/;
const SCALES = new Set([1, 10, 100, 1000, 10000, 100000, 1000000]);

/**
 * Imports the National Bank of the Republic of Belarus's official rates (api.nbrb.by): the daily
 * table `exrates/rates?periodicity=0` (`[{ Cur_ID, Date, Cur_Abbreviation, Cur_Scale, Cur_Name,
 * Cur_OfficialRate }]`) and one currency's dynamics `exrates/rates/dynamics/<Cur_ID>` (`[{ Cur_ID,
 * Date, Cur_OfficialRate }]`, no code nor scale), one document or several. BYN per `Cur_Scale`
 * units, stored as `scale / rate` units per BYN, rounded once to 12 significant digits half-even.
 * A dynamics document is read with the code and scale its `Cur_ID` has in a daily table of the
 * same import (refused without one); where both give a day, they must agree.
 *
 * @param input - One document or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot BYN), the warnings and each date's provenance (`nbrb`).
 * @example
 * const { dataset } = importNationalBankOfBelarus(await (await fetch('https://api.nbrb.by/exrates/rates?periodicity=0')).text(), { metadata: defaultDataset });
 */
export function importNationalBankOfBelarus(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('nbrb');
  const documents = readJsonDocuments(input).map(({ value, where }) => ({ rows: arrayAt(value, where), where }));
  // The daily tables first: they name each Cur_ID's code and scale, which the dynamics lack.
  const currencies = new Map<number, { code: string; scale: number; at: string }>();
  const isDaily = (rows: readonly unknown[]) => rows.length > 0 && typeof rows[0] === 'object' && rows[0] !== null && 'Cur_Abbreviation' in rows[0];
  documents.forEach(({ rows, where }) => {
    if (rows.length === 0) invalidFeed(where, 'holds no rate');
    if (!isDaily(rows)) return;
    rows.forEach((entry, i) => {
      const at = inside(where, `[${i}]`);
      const row = objectAt(entry, at);
      const id = curId(row.Cur_ID, `${at}.Cur_ID`);
      const code = stringField(row, 'Cur_Abbreviation', at);
      if (!CODE.test(code)) invalidFeed(`${at}.Cur_Abbreviation`, `${quote(code)} is not a currency code`);
      if (code === 'BYN') invalidFeed(`${at}.Cur_Abbreviation`, 'BYN is the currency the NBRB quotes in, not a quote');
      const scale = row.Cur_Scale;
      if (typeof scale !== 'number' || !SCALES.has(scale)) invalidFeed(`${at}.Cur_Scale`, `expected 1, 10, 100, ... units, got ${describeJson(scale)}`);
      const known = currencies.get(id);
      if (known && (known.code !== code || known.scale !== scale))
        invalidFeed(`${at}.Cur_ID`, `Cur_ID ${id} is ${scale} ${code} here but ${known.scale} ${known.code} at ${known.at}`);
      currencies.set(id, { code, scale, at });
    });
  });
  documents.forEach(({ rows, where }, document) => {
    const daily = isDaily(rows);
    rows.forEach((entry, i) => {
      const at = inside(where, `[${i}]`);
      const row = objectAt(entry, at);
      const id = curId(row.Cur_ID, `${at}.Cur_ID`);
      const currency = currencies.get(id);
      if (!currency)
        invalidFeed(`${at}.Cur_ID`, `Cur_ID ${id} is in no daily table of this import; import the daily table (rates?periodicity=0) with its dynamics`);
      if (!daily && 'Cur_Abbreviation' in row) invalidFeed(at, 'a daily table row among dynamics');
      const date = midnight(row.Date, `${at}.Date`);
      refuseFutureDate(date, `${at}.Date`);
      const rate = readDecimalNumber(row.Cur_OfficialRate, `${at}.Cur_OfficialRate`);
      const value = nominalRate(rate, decimalOfInteger(false, currency.scale, 0), 'domestic_per_foreign');
      days.add(
        date,
        currency.code,
        value,
        `${at}.Cur_OfficialRate`,
        document,
        zonedUtc(date, nationalBankOfBelarusCalendar.publishes, nationalBankOfBelarusCalendar.zone),
      );
    });
  });
  return days.finish('BYN', options, warnings);
}

function curId(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 100_000)
    invalidFeed(where, `expected a currency id, got ${describeJson(value)}`);
  return value;
}

function midnight(value: unknown, where: string): IsoDate {
  const match = typeof value === 'string' ? MIDNIGHT.exec(value) : null;
  if (!match || !isCalendarDate(match[1]!)) invalidFeed(where, `expected a day as YYYY-MM-DDT00:00:00, got ${describeJson(value)}`);
  return match[1]!;
}

/** The NBRB as its live source reads it: the day's official rates. */
export const nationalBankOfBelarusFeed: FeedDescriptor = {
  name: 'nbrb',
  calendar: nationalBankOfBelarusCalendar,
  url: 'https://api.nbrb.by/exrates/rates?periodicity=0',
  read: (body, metadata) => importNationalBankOfBelarus(body, { metadata }),
  importer: importNationalBankOfBelarus,
};
