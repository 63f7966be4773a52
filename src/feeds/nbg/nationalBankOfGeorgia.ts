import { quote } from '../../errors.js';
import { decimalOfInteger } from '../../decimal/index.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { isCalendarDate } from '../../params/date.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import type { BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the NBG publishes: Georgian business days, in the afternoon, for the next day (Friday's rates are dated Saturday). */
export const nationalBankOfGeorgiaCalendar: BankCalendar = {
  zone: 'Asia/Tbilisi',
  publishes: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  quoteDate: 'next_day',
  toleranceDays: 1,
  source:
    "the NBG's own answers: each rate is stamped `date` 17:01 of a business day and `validFromDate` the next day (Friday's list valid from Saturday); " +
    "recorder's observation */30 8-10 * * 1-5 (UTC); no holiday list at hand, hence toleranceDays 1",
};

const CODE = /^[A-Z]{3}$/;
const QUANTITIES = new Set([1, 10, 100, 1000, 10000, 100000]);
const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00:00\.000Z$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/**
 * Imports the National Bank of Georgia's official rates (`gw/api/ct/monetarypolicy/currencies/?date=`,
 * JSON `[{ date, currencies: [{ code, quantity, rateFormated, rate, date, validFromDate, ... }] }]`),
 * one document or several. GEL per `quantity` units (10 AED, 1000 AMD), read from `rateFormated`
 * (the decimal as written; the JSON number `rate` must be the same value), stored as
 * `quantity / rate` units per GEL, rounded once to 12 significant digits half-even. The quote
 * date is `validFromDate`, the day the rate applies (the NBG sets it the afternoon before);
 * `updated_at` is the rate's own `date`. Two answers of one list (a request on a day without a
 * new list returns the latest) are read once.
 *
 * @param input - One document or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot GEL), the warnings and each date's provenance (`nbg`).
 * @example
 * const { dataset } = importNationalBankOfGeorgia(await (await fetch(nbgUrl)).text(), { metadata: defaultDataset });
 */
export function importNationalBankOfGeorgia(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('nbg');
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const lists = arrayAt(value, where);
    if (lists.length === 0) invalidFeed(where, 'holds no list of rates');
    lists.forEach((entry, l) => {
      const at = inside(where, `[${l}]`);
      const list = objectAt(entry, at);
      const listDate = midnightDate(list.date, `${at}.date`);
      const currencies = arrayAt(list.currencies, `${at}.currencies`);
      if (currencies.length === 0) invalidFeed(`${at}.currencies`, 'holds no rate');
      currencies.forEach((item, i) => {
        const here = `${at}.currencies[${i}]`;
        const row = objectAt(item, here);
        const code = stringField(row, 'code', here);
        if (!CODE.test(code)) invalidFeed(`${here}.code`, `${quote(code)} is not a currency code`);
        if (code === 'GEL') invalidFeed(`${here}.code`, 'GEL is the currency the NBG quotes in, not a quote');
        const date = midnightDate(row.validFromDate, `${here}.validFromDate`);
        if (date !== listDate) invalidFeed(`${here}.validFromDate`, `${date} in the list of ${listDate}`);
        refuseFutureDate(date, `${here}.validFromDate`);
        const set = stringField(row, 'date', here);
        if (!INSTANT.test(set) || set.slice(0, 10) >= date) invalidFeed(`${here}.date`, `${quote(set)} is not an instant before ${date}`);
        const quantity = row.quantity;
        if (typeof quantity !== 'number' || !QUANTITIES.has(quantity))
          invalidFeed(`${here}.quantity`, `expected 1, 10, 100, ... units, got ${describeJson(quantity)}`);
        const rate = readBankDecimal(stringField(row, 'rateFormated', here), `${here}.rateFormated`);
        if (row.rate !== rate.num) invalidFeed(`${here}.rate`, `${describeJson(row.rate)} is not the rateFormated ${row.rateFormated}`);
        days.add(
          date,
          code,
          nominalRate(rate, decimalOfInteger(false, quantity, 0), 'domestic_per_foreign'),
          `${here}.rateFormated`,
          document,
          set.replace(/\.\d+Z$/, 'Z'),
        );
      });
    });
  });
  return days.finish('GEL', options, warnings);
}

function midnightDate(value: unknown, where: string): string {
  const match = typeof value === 'string' ? MIDNIGHT.exec(value) : null;
  if (!match || !isCalendarDate(match[1]!)) invalidFeed(where, `expected a day as YYYY-MM-DDT00:00:00.000Z, got ${describeJson(value)}`);
  return match[1]!;
}

/** The NBG as its live source reads it: the list valid tomorrow (UTC), which the service answers with the latest list until it is set. */
export const nationalBankOfGeorgiaFeed: FeedDescriptor = {
  name: 'nbg',
  calendar: nationalBankOfGeorgiaCalendar,
  window: (now) => [`https://nbg.gov.ge/gw/api/ct/monetarypolicy/currencies/?date=${dateWindow(now, 0).to.iso}`],
  read: (body, metadata) => importNationalBankOfGeorgia(body, { metadata }),
  importer: importNationalBankOfGeorgia,
};
