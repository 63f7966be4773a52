import { decimalOfInteger } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { readDecimalNumber } from '../../importers/banks/quoteRate.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';

/** FBIL's publishing calendar: the reference rates of Mumbai business days, early afternoon. */
export const fbilCalendar: BankCalendar = {
  zone: 'Asia/Kolkata',
  publishes: '13:30',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Financial Benchmarks India, "FBIL Reference Rate" for USD/INR and the cross rates (fbil.org.in): Mumbai business days; ' +
    "the recorded answers stamp each day's rates displayTime 13:00 IST and the recorder saw them by */30 8-10 * * 1-5 UTC; " +
    'no holiday list at hand, hence toleranceDays 1',
};

// `INR / 1 USD`, `INR / 100 JPY`, `INR / 10000 IDR`: the rupees a stated amount of the currency costs.
const PRODUCT = /^INR \/ (1|10|100|1000|10000) ([A-Z]{3})$/;
const STAMP = /^(\d{4}-\d{2}-\d{2}) 00:00:00$/;
const DISPLAY = /^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2}$/;

/**
 * Imports Financial Benchmarks India's reference rates (`/wasdm/refrates/fetchfiltered`: `[{
 * processRunDate, subProdName: "INR / 100 JPY", displayTime, rate }]`), INR per the amount each
 * product names (1 USD, GBP, EUR, AED; 100 JPY; 10,000 IDR). The dataset pivots on INR and stores
 * `amount / rate`, rounded once to 12 significant digits. A product it cannot read, a display date
 * that is not the rate's date, or a repeated (date, currency) is an error.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot INR), the warnings and each date's provenance (`fbil`, table `refrates`).
 * @example
 * const { dataset } = importFbil(await (await fetch(fbilUrl)).text(), { metadata: defaultDataset });
 */
export function importFbil(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('fbil');
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    arrayAt(value, where || '(document)').forEach((entry, i) => {
      const at = where ? `${where}, [${i}]` : `[${i}]`;
      const row = objectAt(entry, at);
      const run = STAMP.exec(stringField(row, 'processRunDate', at));
      if (!run) invalidFeed(`${at}.processRunDate`, `expected "YYYY-MM-DD 00:00:00", got ${quote(row.processRunDate)}`);
      const date: IsoDate = isoDate(run[1], `${at}.processRunDate`);
      const shown = DISPLAY.exec(stringField(row, 'displayTime', at));
      if (!shown || shown[1] !== date) invalidFeed(`${at}.displayTime`, `${quote(row.displayTime)} is not a time of ${date}`);
      refuseFutureDate(date, `${at}.processRunDate`);
      const product = PRODUCT.exec(stringField(row, 'subProdName', at));
      if (!product || !FIAT_CODE.test(product[2]!) || product[2] === 'INR')
        invalidFeed(`${at}.subProdName`, `${quote(row.subProdName)} is not a product "INR / <amount> <code>"`);
      const amount = decimalOfInteger(false, Number(product[1]), 0);
      const rate = readDecimalNumber(row.rate, `${at}.rate`);
      days.add(date, product[2]!, nominalRate(rate, amount, 'domestic_per_foreign'), `${at}.rate`, document, publicationTime(date, fbilCalendar));
    });
  });
  const result = days.finish('INR', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'fbil', table: 'refrates' }]])));
}

/** FBIL as its live source reads it: the reference rates of the last two weeks. */
export const fbilFeed: FeedDescriptor = {
  name: 'fbil',
  calendar: fbilCalendar,
  window: (now) => {
    const { from } = dateWindow(now, 14);
    return [`https://www.fbil.org.in/wasdm/refrates/fetchfiltered?authenticated=false&fromDate=${from.iso}&toDate=${now.toISOString().slice(0, 10)}`];
  },
  read: (body, metadata) => importFbil(body, { metadata }),
  importer: importFbil,
};
