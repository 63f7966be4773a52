import { ONE, toPlainString } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { isCalendarDate } from '../../params/date.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the National Bank of Rwanda publishes its reference rates: Rwandan business days, around midday Kigali time. */
export const bnrRwandaCalendar: BankCalendar = {
  zone: 'Africa/Kigali',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "Banque Nationale du Rwanda, exchange rates (buying, average and selling, francs per unit, fxrates.bnr.rw); recorder's observation: */30 14-16 * * 1-5 (UTC, 16:00 to 18:00 Kigali); " +
    'no holiday list at hand, hence a tolerance of one missed business day',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const POST_DATE = /^(\d{2})-([A-Z][a-z]{2})-(\d{2})$/;

/**
 * Imports the National Bank of Rwanda's reference rates (`fxrates.bnr.rw/currency_history/?currency_name=...`:
 * `[{ currency_name, buying_rate, average_rate, selling_rate, post_date: "19-May-26" }]`), Rwandan
 * francs per one unit, one document or several. The dataset's rate is the bank's average rate,
 * stored as `1 / average` per franc (12 significant digits unless it terminates); buying and selling
 * are kept in `quotes` and must lie either side of it. Two-digit years are read as 20YY.
 *
 * @param input - One answer or several: JSON text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot RWF), the warnings, each date's provenance (`bnr-rw`, table `currency_history`) and `quotes`.
 * @example
 * const { dataset } = importBnrRwanda(await (await fetch(url)).text(), { metadata: defaultDataset });
 */
export function importBnrRwanda(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('bnr-rw');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    arrayAt(value, where).forEach((entry, i) => {
      const at = inside(where, `[${i}]`);
      const row = objectAt(entry, at);
      const code = stringField(row, 'currency_name', at);
      if (!FIAT_CODE.test(code) || code === 'RWF') invalidFeed(`${at}.currency_name`, `${quote(code)} is not a currency the bank quotes in francs`);
      const date = refuseFutureDate(postDate(stringField(row, 'post_date', at), `${at}.post_date`), `${at}.post_date`);
      const buying = readBankDecimal(stringField(row, 'buying_rate', at), `${at}.buying_rate`);
      const average = readBankDecimal(stringField(row, 'average_rate', at), `${at}.average_rate`);
      const selling = readBankDecimal(stringField(row, 'selling_rate', at), `${at}.selling_rate`);
      if (buying.num > average.num) invalidFeed(`${at}.buying_rate`, `buying rate ${toPlainString(buying)} is above the average ${toPlainString(average)}`);
      if (average.num > selling.num) invalidFeed(`${at}.selling_rate`, `selling rate ${toPlainString(selling)} is below the average ${toPlainString(average)}`);
      if (selling.num > buying.num * 1.1) invalidFeed(`${at}.selling_rate`, `selling rate ${toPlainString(selling)} is more than 10 % over the buying rate`);
      days.add(
        date,
        code,
        nominalRate(average, ONE, 'domestic_per_foreign'),
        `${at}.average_rate`,
        'currency_history',
        publicationTime(date, bnrRwandaCalendar),
        document,
      );
      (quotes[date] ??= {})[code] = { buying: toPlainString(buying), selling: toPlainString(selling) };
    });
  }
  const result = days.finish('RWF', options, warnings);
  return keepBidAsk(result, quotes);
}

// `19-May-26`.
function postDate(text: string, where: string): IsoDate {
  const match = POST_DATE.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  const date = match && month > 0 ? `20${match[3]}-${String(month).padStart(2, '0')}-${match[1]}` : '';
  if (!isCalendarDate(date)) invalidFeed(where, `expected a date "19-May-26", got ${quote(text)}`);
  return date;
}

/** The National Bank of Rwanda as its live source reads it: one currency a source (`currency`, default `USD`), the last two weeks. */
export const bnrRwandaFeed: FeedDescriptor<{ readonly currency?: string }> = {
  name: 'bnr-rw',
  nameOf: ({ currency = 'USD' }) => (currency === 'USD' ? 'bnr-rw' : `bnr-rw-${currency.toLowerCase()}`),
  calendar: bnrRwandaCalendar,
  window: (now, { currency = 'USD' }) => {
    const { from } = dateWindow(now, 14);
    return [`https://fxrates.bnr.rw/currency_history/?currency_name=${currency}&end_date=${now.toISOString().slice(0, 10)}&start_date=${from.iso}`];
  },
  check: ({ currency = 'USD' }) => {
    if (typeof currency !== 'string' || !FIAT_CODE.test(currency))
      fail('invalid_parameter', `Source option currency must be a currency code, got ${quote(currency)}.`, 'currency');
  },
  read: (body, metadata) => importBnrRwanda(body, { metadata }),
  importer: importBnrRwanda,
};
