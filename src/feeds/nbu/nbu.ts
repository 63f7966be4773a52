import { quote } from '../../errors.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, isoDate, objectAt, positiveNumber, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate, quotient } from '../../importers/banks/nominalRate.js';
import { publishedFigure } from '../../importers/banks/withPublished.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { METALS } from '../../importers/banks/metals.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/**
 * The NBU's publishing calendar: it sets the official rates at the end of each Ukrainian business
 * day, publishes them by 16:00 Kyiv time, and they take effect the next business day; the rate set
 * on the last business day before a weekend or holiday also holds through it (a Thursday's rate is
 * dated Friday, Saturday and Sunday, as `exchangedate` and `calcdate` show).
 */
export const nbuCalendar: BankCalendar = {
  zone: 'Europe/Kyiv',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  quoteDate: 'next_business_day',
  toleranceDays: 1,
  source:
    'National Bank of Ukraine: rates set at the end of a business day, effective the next (bank.gov.ua news of 2015 on the rules from 31 March 2015); ' +
    'all official rates published by 16:00 from 27 December 2019 (NBU press service, as reported by lenta.ua); no holiday list was available here, hence toleranceDays 1',
};

const CODE = /^[A-Z]{3}$/;
const UNITS = /^1(?:0{0,9})$/;

/**
 * Imports the National Bank of Ukraine's official rates (`NBU_Exchange/exchange_site?json`: rows
 * `{ exchangedate: "DD.MM.YYYY", cc, rate, units, rate_per_unit, calcdate, ... }`), one document or
 * several. A row quotes `rate` UAH per `units` of `cc`; `rate_per_unit` must be exactly `rate /
 * units`. The pivot is UAH: each is stored as `units / rate` units per UAH, rounded once to 12
 * significant digits half-even unless it terminates. Every calendar day the document lists is a
 * snapshot (weekends carry the last business day's rate), with `updated_at` the afternoon of its
 * `calcdate` (Kyiv). The metals the NBU also prices (XAU, XAG, XPT, XPD, group 3) are left out with
 * `not_a_currency` warnings.
 *
 * @param input - One document or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot UAH), the warnings and each date's provenance (`nbu`).
 * @example
 * const { dataset } = importNbu(await (await fetch('https://bank.gov.ua/NBU_Exchange/exchange_site?start=20260301&end=20260316&json')).text(), { metadata: defaultDataset });
 */
export function importNbu(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('nbu');
  const metals = new Set<string>();
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    arrayAt(value, where).forEach((item, i) => {
      const at = inside(where, `[${i}]`);
      const row = objectAt(item, at);
      const date = isoDate(row.exchangedate, `${at}.exchangedate`, true);
      const set = isoDate(row.calcdate, `${at}.calcdate`, true);
      if (set > date) invalidFeed(`${at}.calcdate`, `the rate is set on ${set}, after the date ${date} it applies to`);
      const code = stringField(row, 'cc', at);
      if (!CODE.test(code)) invalidFeed(`${at}.cc`, `${quote(code)} is not a currency code`);
      const rate = positiveNumber(row.rate, `${at}.rate`);
      const units = positiveNumber(row.units, `${at}.units`);
      if (!UNITS.test(String(row.units))) invalidFeed(`${at}.units`, `${quote(String(row.units))} is not 1, 10, 100, ...`);
      const perUnit = positiveNumber(row.rate_per_unit, `${at}.rate_per_unit`);
      const expected = quotient(rate, units);
      if (perUnit.digits !== expected.digits || perUnit.exp !== expected.exp) invalidFeed(`${at}.rate_per_unit`, `${row.rate_per_unit} is not rate / units`);
      if (METALS.has(code)) {
        if (!metals.has(code))
          warnings.add('not_a_currency', date, code, `${code} is a precious metal the NBU prices (UAH per troy ounce), not a currency; left out`);
        metals.add(code);
        return;
      }
      days.add(
        date,
        code,
        nominalRate(rate, units, 'domestic_per_foreign'),
        `${at}.rate`,
        document,
        zonedUtc(set, nbuCalendar.publishes, nbuCalendar.zone),
        publishedFigure(rate, units),
      );
    });
  });
  return days.finish('UAH', options, warnings);
}

/** The NBU as its live source reads it: the last two weeks of `exchange_site` JSON. */
export const nbuFeed: FeedDescriptor = {
  name: 'nbu',
  calendar: nbuCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://bank.gov.ua/NBU_Exchange/exchange_site?start=${from.compact}&end=${to.compact}&json=&order=asc&sort=exchangedate`];
  },
  maxBytes: 4 << 20,
  read: (body, metadata) => importNbu(body, { metadata }),
  importer: importNbu,
};
