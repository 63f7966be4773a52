import { decimalOfInteger, toPlainString } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { midpoint, nominalRate, quotient, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';

/** Nepal Rastra Bank's publishing calendar: every day of the week, each day's rates out just after midnight Kathmandu time. */
export const nrbCalendar: BankCalendar = {
  zone: 'Asia/Kathmandu',
  publishes: '01:00',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  toleranceDays: 1,
  source:
    'Nepal Rastra Bank, "Foreign Exchange Rates" (nrb.org.np/api/forex/v1): rates for every day, Saturdays and Sundays included, ' +
    "set the afternoon before (modified_on about 17:20) and published at the day's start (published_on 00:00 to 00:01 in the recorded answers); " +
    'toleranceDays 1 for a late day',
};

const MAX_UNIT = 1000;
// NRB's spread is well under 2 %; a selling rate 10 % over the buying rate is a swapped or forged column.
const MAX_SPREAD = 1.1;

/**
 * Imports Nepal Rastra Bank's foreign exchange rates (`/api/forex/v1/rates?from&to`: `{ status,
 * params: { from, to }, pagination: { pages }, data: { payload: [{ date, published_on, rates: [{
 * currency: { iso3, unit }, buy, sell }] }] } }`), NPR per `unit` (1, 10 JPY, 100 INR and KRW). NRB
 * publishes buying and selling rates only: the dataset's rate is their mid, (buy + sell) / 2 exactly
 * — the documented choice — stored against NPR as `unit / mid`, rounded once to 12 significant
 * digits; both are kept as `quotes` (NPR per one unit). A day outside the asked `from`..`to`, a
 * publication on another day, or an answer of several pages is an error.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot NPR), warnings, provenance (`nrb`, table `forex`) and `quotes`.
 * @example
 * const { dataset, quotes } = importNrb(await (await fetch(nrbUrl)).text(), { metadata: defaultDataset });
 */
export function importNrb(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('nrb');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const doc = objectAt(value, where);
    const status = objectAt(doc.status, inside(where, 'status'));
    if (status.code !== 200) invalidFeed(inside(where, 'status.code'), `NRB answered ${describeJson(status.code)}, not 200`);
    const params = objectAt(doc.params, inside(where, 'params'));
    const from = isoDate(params.from, inside(where, 'params.from'));
    const to = isoDate(params.to, inside(where, 'params.to'));
    const pagination = objectAt(doc.pagination, inside(where, 'pagination'));
    if (pagination.pages !== 1)
      invalidFeed(inside(where, 'pagination.pages'), `${describeJson(pagination.pages)} pages: ask for fewer days, one page holds 100`);
    const payload = arrayAt(objectAt(doc.data, inside(where, 'data')).payload, inside(where, 'data.payload'));
    payload.forEach((entry, i) => {
      const at = inside(where, `data.payload[${i}]`);
      const day = objectAt(entry, at);
      const date = isoDate(day.date, `${at}.date`);
      if (date < from || date > to) invalidFeed(`${at}.date`, `${date} lies outside the days asked, ${from} to ${to}`);
      refuseFutureDate(date, `${at}.date`);
      const published = stringField(day, 'published_on', at);
      if (published.slice(0, 10) !== date) invalidFeed(`${at}.published_on`, `${quote(published)} is not a time of ${date}`);
      arrayAt(day.rates, `${at}.rates`).forEach((rateEntry, j) => {
        const rateAt = `${at}.rates[${j}]`;
        const rate = objectAt(rateEntry, rateAt);
        const currency = objectAt(rate.currency, `${rateAt}.currency`);
        const code = stringField(currency, 'iso3', `${rateAt}.currency`);
        if (!FIAT_CODE.test(code) || code === 'NPR') invalidFeed(`${rateAt}.currency.iso3`, `expected a currency code other than NPR, got ${quote(code)}`);
        const units = currency.unit;
        if (typeof units !== 'number' || !Number.isInteger(units) || units < 1 || units > MAX_UNIT || !/^10*$/.test(String(units)))
          invalidFeed(`${rateAt}.currency.unit`, `expected 1, 10, 100 or 1000 units, got ${describeJson(units)}`);
        const unit = decimalOfInteger(false, units, 0);
        const buying = readBankDecimal(stringField(rate, 'buy', rateAt), `${rateAt}.buy`);
        const selling = readBankDecimal(stringField(rate, 'sell', rateAt), `${rateAt}.sell`);
        if (buying.num > selling.num) invalidFeed(`${rateAt}.buy`, `${toPlainString(buying)} is above the selling rate ${toPlainString(selling)}`);
        if (selling.num > buying.num * MAX_SPREAD)
          invalidFeed(`${rateAt}.sell`, `${toPlainString(selling)} is more than 10 % over the buying rate ${toPlainString(buying)}`);
        days.add(
          date,
          code,
          nominalRate(midpoint(buying, selling), unit, 'domestic_per_foreign'),
          `${rateAt}.buy`,
          document,
          publicationTime(date, nrbCalendar),
        );
        (quotes[date] ??= {})[code] = { buying: toPlainString(quotient(buying, unit)), selling: toPlainString(quotient(selling, unit)) };
      });
    });
  });
  const result = days.finish('NPR', options, warnings);
  const provenance = Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'nrb', table: 'forex' }]]));
  return keepBidAsk(withSources(result, provenance), quotes);
}

/** Nepal Rastra Bank as its live source reads it: the last two weeks (one page of 100 days at most). */
export const nrbFeed: FeedDescriptor = {
  name: 'nrb',
  calendar: nrbCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://www.nrb.org.np/api/forex/v1/rates?from=${from.iso}&page=1&per_page=100&to=${to.iso}`];
  },
  read: (body, metadata) => importNrb(body, { metadata }),
  importer: importNrb,
};
