import { ONE, toPlainString } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the National Bank of Ethiopia publishes its rates: Ethiopian business days, early afternoon Addis Ababa time. */
export const nbeCalendar: BankCalendar = {
  zone: 'Africa/Addis_Ababa',
  publishes: '13:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "National Bank of Ethiopia, exchange rates (buying, selling and weighted average, birr per unit) of Ethiopian business days; recorder's observation: */30 10-12 * * 1-5 (UTC, 13:00 to 15:00 Addis Ababa); " +
    'no holiday list at hand, hence a tolerance of one missed business day',
};

/**
 * Imports the National Bank of Ethiopia's exchange rates (`/api/filter-exchange-rates?date=...`:
 * `{ success, status, data: [{ date, buying, selling, weighted_average, currency: { code, name } }] }`),
 * birr per one unit. The dataset's rate is the NBE's weighted average, stored as `1 / average` per
 * birr (12 significant digits unless it terminates); buying and selling are kept in `quotes` and
 * must lie either side of it. An answer whose `success` is not true is the service's error.
 *
 * @param input - One answer or several: JSON text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot ETB), the warnings, each date's provenance (`nbe`) and `quotes`.
 * @example
 * const { dataset } = importNbe(await (await fetch('https://api.nbe.gov.et/api/filter-exchange-rates?date=2026-05-18')).text(), { metadata: defaultDataset });
 */
export function importNbe(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('nbe');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    const doc = objectAt(value, where);
    if (doc.success !== true) invalidFeed(inside(where, 'success'), `the service answered ${describeJson(doc.success)}: ${describeJson(doc.message)}`);
    arrayAt(doc.data, inside(where, 'data')).forEach((entry, i) => {
      const at = inside(where, `data[${i}]`);
      const row = objectAt(entry, at);
      const code = stringField(objectAt(row.currency, `${at}.currency`), 'code', `${at}.currency`);
      if (!FIAT_CODE.test(code) || code === 'ETB') invalidFeed(`${at}.currency.code`, `${quote(code)} is not a currency the NBE quotes in birr`);
      const date = refuseFutureDate(isoDate(row.date, `${at}.date`), `${at}.date`);
      const buying = readBankDecimal(stringField(row, 'buying', at), `${at}.buying`);
      const average = readBankDecimal(stringField(row, 'weighted_average', at), `${at}.weighted_average`);
      const selling = readBankDecimal(stringField(row, 'selling', at), `${at}.selling`);
      if (buying.num > average.num) invalidFeed(`${at}.buying`, `buying rate ${toPlainString(buying)} is above the average ${toPlainString(average)}`);
      if (average.num > selling.num) invalidFeed(`${at}.selling`, `selling rate ${toPlainString(selling)} is below the average ${toPlainString(average)}`);
      if (selling.num > buying.num * 1.1)
        invalidFeed(`${at}.selling`, `selling rate ${toPlainString(selling)} is more than 10 % over the buying rate ${toPlainString(buying)}`);
      days.add(
        date,
        code,
        nominalRate(average, ONE, 'domestic_per_foreign'),
        `${at}.weighted_average`,
        'filter-exchange-rates',
        publicationTime(date, nbeCalendar),
        document,
      );
      (quotes[date] ??= {})[code] = { buying: toPlainString(buying), selling: toPlainString(selling) };
    });
  }
  const result = days.finish('ETB', options, warnings);
  return keepBidAsk(result, quotes);
}

/** The NBE as its live source reads it: the round's day, the three days before as fallbacks. */
export const nbeFeed: FeedDescriptor = {
  name: 'nbe',
  calendar: nbeCalendar,
  window: (now) =>
    [0, 1, 2, 3].map(
      (back) => `https://api.nbe.gov.et/api/filter-exchange-rates?date=${new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10)}`,
    ),
  read: (body, metadata) => importNbe(body, { metadata }),
  importer: importNbe,
};
