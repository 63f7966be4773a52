import { fromNumber, parseDecimal, type Decimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt } from '../../importers/readers/jsonFields.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';

/** The HKMA's publishing calendar: each month's daily end-of-day rates come out with the next month's statistical bulletin. */
export const hkmaCalendar: BankCalendar = {
  zone: 'Asia/Hong_Kong',
  publishes: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 35,
  source:
    'HKMA, Monthly Statistical Bulletin, table "Exchange rates" (api.hkma.gov.hk er-eeri-daily): end-of-day rates of Hong Kong business days, ' +
    "released monthly (recorder's observation: */30 1-10 3-12 * * UTC, the answer of 30 March ending on 28 February); " +
    'a month and its release a few days into the next pass before the data counts as stale, hence toleranceDays 35',
};

/** The API's field of each currency: HKD per one unit, end of day. Legacy currencies are null since the euro. */
const FIELDS: Readonly<Record<string, CurrencyCode>> = {
  usd: 'USD',
  gbp: 'GBP',
  jpy: 'JPY',
  cad: 'CAD',
  aud: 'AUD',
  sgd: 'SGD',
  twd: 'TWD',
  chf: 'CHF',
  cny: 'CNY',
  krw: 'KRW',
  thb: 'THB',
  myr: 'MYR',
  dem: 'DEM',
  nlg: 'NLG',
  bef: 'BEF',
  frf: 'FRF',
  itl: 'ITL',
  eur: 'EUR',
  php: 'PHP',
  inr: 'INR',
  idr: 'IDR',
  zar: 'ZAR',
  special_drawing_rights: 'XDR',
};
// The effective exchange rate indices (1983 = 100 and later bases): indices, not prices of a currency.
const INDEX = /^neeri_(?:1983|2000|2010|2020)_(?:trade|import|export)_wgt$/;
const ONE = parseDecimal('1')!;
// A number the HKMA wrote with at most 8 decimals arrives now and then as its double's long form
// (7.8245 as 7.8245000000000005); 15 significant digits recover the decimal it was.
const JSON_DIGITS = 15;

/**
 * Imports the Hong Kong Monetary Authority's daily end-of-day exchange rates from its open API
 * (`er-eeri-daily?choose=end_of_day`: `{ header: { success }, result: { datasize, records: [{
 * end_of_day, usd, gbp, ..., special_drawing_rights, neeri_... }] } }`), HKD per one unit of each
 * currency. The dataset pivots on HKD and stores `1 / rate`, rounded once to 12 significant digits
 * unless it terminates. A null is a currency not quoted that day (the legacy European currencies
 * since 1999); the effective exchange rate indices are left out, as they price no currency; an
 * unknown field is an error. A number in its double's long form (`7.8245000000000005`) is read to
 * 15 significant digits, the decimal the HKMA wrote.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot HKD), the warnings and each date's provenance (`hkma`, table `er-eeri-daily`).
 * @example
 * const { dataset } = importHkma(await (await fetch(hkmaUrl)).text(), { metadata: defaultDataset });
 */
export function importHkma(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('hkma');
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const doc = objectAt(value, where);
    const header = objectAt(doc.header, inside(where, 'header'));
    if (header.success !== true)
      invalidFeed(inside(where, 'header.success'), `the HKMA answered ${describeJson(header.err_code)} (${describeJson(header.err_msg)})`);
    const result = objectAt(doc.result, inside(where, 'result'));
    const records = arrayAt(result.records, inside(where, 'result.records'));
    if (result.datasize !== records.length)
      invalidFeed(inside(where, 'result.datasize'), `${describeJson(result.datasize)} is not the ${records.length} records given`);
    records.forEach((entry, i) => {
      const at = inside(where, `result.records[${i}]`);
      const record = objectAt(entry, at);
      const date = isoDate(record.end_of_day, `${at}.end_of_day`);
      refuseFutureDate(date, `${at}.end_of_day`);
      for (const [field, number] of Object.entries(record)) {
        if (field === 'end_of_day') continue;
        const fieldAt = `${at}.${field}`;
        if (INDEX.test(field)) {
          if (number !== null && typeof number !== 'number') invalidFeed(fieldAt, `expected an index or null, got ${describeJson(number)}`);
          continue;
        }
        if (!Object.hasOwn(FIELDS, field)) invalidFeed(fieldAt, `${quote(field)} is not a field of the HKMA's exchange rates`);
        if (number === null) continue;
        days.add(
          date,
          FIELDS[field]!,
          nominalRate(hkdPerUnit(number, fieldAt), ONE, 'domestic_per_foreign'),
          fieldAt,
          document,
          publicationTime(date, hkmaCalendar),
        );
      }
    });
  });
  const result = days.finish('HKD', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'hkma', table: 'er-eeri-daily' }]])));
}

function hkdPerUnit(value: unknown, where: string): Decimal {
  if (typeof value !== 'number' || !(value > 0) || value === Infinity) invalidFeed(where, `expected a positive number, got ${describeJson(value)}`);
  return fromNumber(Number(value.toPrecision(JSON_DIGITS)))!;
}

/** The HKMA as its live source reads it: the end-of-day rates of the last 75 days (a month's figures come with the next month's bulletin). */
export const hkmaFeed: FeedDescriptor = {
  name: 'hkma',
  calendar: hkmaCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 75);
    return [
      'https://api.hkma.gov.hk/public/market-data-and-statistics/monthly-statistical-bulletin/er-ir/er-eeri-daily' +
        `?choose=end_of_day&from=${from.iso}&offset=0&pagesize=100&sortby=end_of_day&sortorder=desc&to=${to.iso}`,
    ];
  },
  read: (body, metadata) => importHkma(body, { metadata }),
  importer: importHkma,
};
