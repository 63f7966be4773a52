import { decimalOfInteger } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { readDecimalText } from '../../importers/banks/quoteRate.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';

/** The AMCM's publishing calendar: interbank middle rates of Macau business days, late morning. */
export const amcmCalendar: BankCalendar = {
  zone: 'Asia/Macau',
  publishes: '11:30',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Autoridade Monetária de Macau, "Financial information: exchange rates" (amcm.gov.mo api/v1.0/cms/financial_info, QueryType 1): Macau business days; ' +
    "the time is the recorder's observation (*/30 3-5 * * 1-5 UTC, 11:00 to 13:30 Macau); no holiday list at hand, hence toleranceDays 1",
};

const STAMP = /^(\d{4}-\d{2}-\d{2}) 00:00:00$/;
// The row `LIQ` (unit 0, mean 0) is no currency: the AMCM lists it beside the rates without a value in patacas.
const NOT_A_CURRENCY = 'LIQ';

/**
 * Imports the Monetary Authority of Macao's interbank middle rates (`/api/v1.0/cms/financial_info?
 * QueryType=1`: `{ message: "OK", data: [{ date, currency, unit, usdMean, usdMeanValue, bid }] }`),
 * MOP per `unit` (1, 100 JPY and KRW) as the decimal text `usdMean` (the number `usdMeanValue` must
 * be the same value). The dataset pivots on MOP and stores `unit / usdMean`, rounded once to 12
 * significant digits. `bid` is each currency's market quote against the US dollar (AUD 0.7141, JPY
 * 159.09), in no one direction, and is not stored; the row `LIQ` (unit 0, mean 0) is left out.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot MOP), the warnings and each date's provenance (`amcm`, table `financial_info 1`).
 * @example
 * const { dataset } = importAmcm(await (await fetch(amcmUrl)).text(), { metadata: defaultDataset });
 */
export function importAmcm(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('amcm');
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const doc = objectAt(value, where);
    if (doc.message !== 'OK' || doc.code !== 0)
      invalidFeed(inside(where, 'message'), `the AMCM answered ${describeJson(doc.message)} (code ${describeJson(doc.code)})`);
    arrayAt(doc.data, inside(where, 'data')).forEach((entry, i) => {
      const at = inside(where, `data[${i}]`);
      const row = objectAt(entry, at);
      const stamp = STAMP.exec(stringField(row, 'date', at));
      if (!stamp) invalidFeed(`${at}.date`, `expected "YYYY-MM-DD 00:00:00", got ${quote(row.date)}`);
      const date: IsoDate = isoDate(stamp[1], `${at}.date`);
      refuseFutureDate(date, `${at}.date`);
      const code = stringField(row, 'currency', at);
      if (code === NOT_A_CURRENCY) {
        if (row.unit !== 0 || row.usdMeanValue !== 0)
          invalidFeed(`${at}.unit`, `${NOT_A_CURRENCY} was listed without a value; got unit ${describeJson(row.unit)}, mean ${describeJson(row.usdMeanValue)}`);
        return;
      }
      if (!FIAT_CODE.test(code) || code === 'MOP') invalidFeed(`${at}.currency`, `expected a currency code other than MOP, got ${quote(code)}`);
      if (row.unit !== 1 && row.unit !== 100) invalidFeed(`${at}.unit`, `expected 1 or 100 units, got ${describeJson(row.unit)}`);
      const mean = readDecimalText(stringField(row, 'usdMean', at), `${at}.usdMean`);
      if (row.usdMeanValue !== mean.num) invalidFeed(`${at}.usdMeanValue`, `${describeJson(row.usdMeanValue)} is not the usdMean ${quote(row.usdMean)}`);
      const unit = decimalOfInteger(false, row.unit, 0);
      days.add(date, code, nominalRate(mean, unit, 'domestic_per_foreign'), `${at}.usdMean`, document, publicationTime(date, amcmCalendar));
    });
  });
  const result = days.finish('MOP', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'amcm', table: 'financial_info 1' }]])));
}

/** The AMCM as its live source reads it: the middle rates of the last two weeks. */
export const amcmFeed: FeedDescriptor = {
  name: 'amcm',
  calendar: amcmCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://www.amcm.gov.mo/api/v1.0/cms/financial_info?Begin=${from.compact}&End=${to.compact}&QueryType=1`];
  },
  read: (body, metadata) => importAmcm(body, { metadata }),
  importer: importAmcm,
};
