import { decimalOfInteger, toPlainString, type Decimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
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

/** The Bank of Thailand's publishing calendar: the day's average rates of commercial banks in Bangkok, Thai business days, evening. */
export const botCalendar: BankCalendar = {
  zone: 'Asia/Bangkok',
  publishes: '18:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Bank of Thailand, "Rates of Exchange of Commercial Banks in Bangkok Metropolis" (API Stat-ExchangeRate v2, DAILY_AVG_EXG_RATE): ' +
    "Thai business days; the time is the recorder's observation (*/30 11-13 * * 1-5 UTC, 18:00 to 20:30 Bangkok); no holiday list at hand, hence toleranceDays 1",
};

const TABLE = 'DAILY_AVG_EXG_RATE';
const UNIT_OF_QUANTITY = '(Unit: Baht / 1 Unit of Foreign Currency)';
// `JAPAN : YEN (100 YEN) (JPY)`, `INDONESIA : RUPIAH (1,000 RUPIAH) (IDR)`: the few quoted per more than one unit say so in the name.
const NAMED_UNIT = /\((\d{1,3}(?:,\d{3})*) [A-Z ]+\)/;
// The mid is published to 4 decimals (0.5399 for the 0.53985 of 0.5189 and 0.5608): a mid further
// than that rounding from the buying-transfer and selling rates' midpoint is a swapped or forged column.
const MID_SLACK = 0.00006;

/**
 * Imports the Bank of Thailand's daily average rates of the commercial banks in Bangkok (API
 * `Stat-ExchangeRate/v2/DAILY_AVG_EXG_RATE`: `{ result: { data: { data_header: { report_uoq_name_eng,
 * last_updated }, data_detail: [{ period, currency_id, currency_name_eng, buying_sight,
 * buying_transfer, selling, mid_rate }] } } }`), THB per unit (per 100 JPY, per 1,000 IDR, as each
 * currency's name says). The dataset's rate is the BoT's own `mid_rate` (the midpoint of the buying
 * transfer and selling rates, to 4 decimals, which is checked), stored against THB as `unit / mid`,
 * rounded once to 12 significant digits. The buying (transfer) and selling rates are kept as
 * `quotes`, THB per one unit. A date after the header's `last_updated` is refused.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot THB), warnings, provenance (`bot`, table `DAILY_AVG_EXG_RATE`) and `quotes`.
 * @example
 * const { dataset, quotes } = importBot(await (await fetch(botUrl, { headers: { authorization: key } })).text(), { metadata: defaultDataset });
 */
export function importBot(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('bot');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const data = objectAt(objectAt(objectAt(value, where).result, inside(where, 'result')).data, inside(where, 'result.data'));
    const headerAt = inside(where, 'result.data.data_header');
    const header = objectAt(data.data_header, headerAt);
    const uoq = stringField(header, 'report_uoq_name_eng', headerAt);
    if (uoq !== UNIT_OF_QUANTITY) invalidFeed(`${headerAt}.report_uoq_name_eng`, `${quote(uoq)} is not ${quote(UNIT_OF_QUANTITY)}`);
    const lastUpdated = isoDate(header.last_updated, `${headerAt}.last_updated`);
    arrayAt(data.data_detail, inside(where, 'result.data.data_detail')).forEach((entry, i) => {
      const at = inside(where, `result.data.data_detail[${i}]`);
      const row = objectAt(entry, at);
      const date = isoDate(row.period, `${at}.period`);
      if (date > lastUpdated) invalidFeed(`${at}.period`, `${date} is after the table's last update ${lastUpdated}`);
      refuseFutureDate(date, `${at}.period`);
      const code = stringField(row, 'currency_id', at);
      if (!FIAT_CODE.test(code) || code === 'THB') invalidFeed(`${at}.currency_id`, `expected a currency code other than THB, got ${quote(code)}`);
      const name = stringField(row, 'currency_name_eng', at);
      if (!name.includes(`(${code})`)) invalidFeed(`${at}.currency_name_eng`, `${quote(name)} does not name ${code}`);
      const named = NAMED_UNIT.exec(name);
      const unit = decimalOfInteger(false, named ? Number(named[1]!.replaceAll(',', '')) : 1, 0);
      const read = (field: string) => readBankDecimal(stringField(row, field, at), `${at}.${field}`);
      const sight = read('buying_sight');
      const transfer = read('buying_transfer');
      const selling = read('selling');
      const mid = read('mid_rate');
      checkSides(sight, transfer, selling, mid, at);
      days.add(date, code, nominalRate(mid, unit, 'domestic_per_foreign'), `${at}.mid_rate`, document, publicationTime(date, botCalendar));
      (quotes[date] ??= {})[code] = { buying: toPlainString(quotient(transfer, unit)), selling: toPlainString(quotient(selling, unit)) };
    });
  });
  const result = days.finish('THB', options, warnings);
  const provenance = Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'bot', table: TABLE }]]));
  return keepBidAsk(withSources(result, provenance), quotes);
}

// A bank buys a currency by cheque (sight) for less than by transfer, and sells it for more than either.
function checkSides(sight: Decimal, transfer: Decimal, selling: Decimal, mid: Decimal, at: string): void {
  if (sight.num > transfer.num) invalidFeed(`${at}.buying_sight`, `${toPlainString(sight)} is above the buying transfer rate ${toPlainString(transfer)}`);
  if (transfer.num > selling.num) invalidFeed(`${at}.buying_transfer`, `${toPlainString(transfer)} is above the selling rate ${toPlainString(selling)}`);
  const between = midpoint(transfer, selling).num;
  if (Math.abs(mid.num - between) > MID_SLACK)
    invalidFeed(`${at}.mid_rate`, `${toPlainString(mid)} is not the midpoint of buying transfer and selling, ${between}`);
}

/** The Bank of Thailand as its live source reads it: the last two weeks of the daily averages, the user's API key in the `authorization` header. */
export const botFeed: FeedDescriptor = {
  name: 'bot',
  calendar: botCalendar,
  window: (now) => {
    const { from } = dateWindow(now, 14);
    return [`https://gateway.api.bot.or.th/Stat-ExchangeRate/v2/${TABLE}/?end_period=${now.toISOString().slice(0, 10)}&start_period=${from.iso}`];
  },
  key: { what: 'Bank of Thailand API key', header: 'authorization' },
  read: (body, metadata) => importBot(body, { metadata }),
  importer: importBot,
};
