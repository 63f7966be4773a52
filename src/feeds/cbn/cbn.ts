import { ONE, toPlainString } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Central Bank of Nigeria publishes its official rates: Nigerian business days, in the afternoon Lagos time. */
export const cbnCalendar: BankCalendar = {
  zone: 'Africa/Lagos',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "Central Bank of Nigeria, exchange rates (buying, central and selling, naira per unit) of Nigerian business days; recorder's observation: */30 15-17 * * 1-5 (UTC, 16:00 to 18:00 Lagos); " +
    'no holiday list at hand, hence a tolerance of one missed business day',
};

/**
 * The CBN's currency names and their codes. `CFA` is read as the West African CFA franc (XOF, the
 * franc of Nigeria's neighbours; its naira rate is the euro's over 655.957, as the recorded days
 * show); `SDR` is the IMF's XDR. `WAUA` (the West African unit of account) is no ISO currency.
 */
export const CBN_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  'US DOLLAR': 'USD',
  'POUNDS STERLING': 'GBP',
  EURO: 'EUR',
  'SWISS FRANC': 'CHF',
  YEN: 'JPY',
  'YUAN/RENMINBI': 'CNY',
  'DANISH KRONA': 'DKK',
  RIYAL: 'SAR',
  'UAE DIRHAM': 'AED',
  'SOUTH AFRICAN RAND': 'ZAR',
  SDR: 'XDR',
  CFA: 'XOF',
};

/**
 * Imports the Central Bank of Nigeria's exchange rates (`/api/GetAllExchangeRates`: `[{ id, currency,
 * ratedate, buyingrate, centralrate, sellingrate }]`), naira per one unit, currencies by name
 * (`CBN_CURRENCIES`). The dataset's rate is the CBN's own central rate, stored as `1 / centralrate`
 * per naira (12 significant digits unless it terminates); the buying and selling rates are kept in
 * `quotes` and must lie either side of it. A name not in `CBN_CURRENCIES` (`WAUA`) is left out
 * with `unknown_code`.
 *
 * @param input - The JSON, or several: text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot NGN), the warnings, each date's provenance (`cbn`) and `quotes`.
 * @example
 * const { dataset } = importCbn(await (await fetch('https://www.cbn.gov.ng/api/GetAllExchangeRates')).text(), { metadata: defaultDataset });
 */
export function importCbn(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('cbn');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  const unknown = new Set<string>();
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    arrayAt(value, where).forEach((entry, i) => {
      const at = inside(where, `[${i}]`);
      const row = objectAt(entry, at);
      const name = stringField(row, 'currency', at).trim();
      const date = refuseFutureDate(isoDate(row.ratedate, `${at}.ratedate`), `${at}.ratedate`);
      const buying = readBankDecimal(stringField(row, 'buyingrate', at), `${at}.buyingrate`);
      const central = readBankDecimal(stringField(row, 'centralrate', at), `${at}.centralrate`);
      const selling = readBankDecimal(stringField(row, 'sellingrate', at), `${at}.sellingrate`);
      if (buying.num > central.num) invalidFeed(`${at}.buyingrate`, `buying rate ${toPlainString(buying)} is above the central rate ${toPlainString(central)}`);
      if (central.num > selling.num)
        invalidFeed(`${at}.sellingrate`, `selling rate ${toPlainString(selling)} is below the central rate ${toPlainString(central)}`);
      if (selling.num > buying.num * 1.1)
        invalidFeed(`${at}.sellingrate`, `selling rate ${toPlainString(selling)} is more than 10 % over the buying rate ${toPlainString(buying)}`);
      const code = CBN_CURRENCIES[name];
      if (code === undefined) {
        if (!unknown.has(name)) warnings.add('unknown_code', date, name, `${quote(name)} is no currency of CBN_CURRENCIES; left out`);
        unknown.add(name);
        return;
      }
      days.add(
        date,
        code,
        nominalRate(central, ONE, 'domestic_per_foreign'),
        `${at}.centralrate`,
        'GetAllExchangeRates',
        publicationTime(date, cbnCalendar),
        document,
      );
      (quotes[date] ??= {})[code] = { buying: toPlainString(buying), selling: toPlainString(selling) };
    });
  }
  const result = days.finish('NGN', options, warnings);
  return keepBidAsk(result, quotes);
}

/** The CBN as its live source reads it: `GetAllExchangeRates`. */
export const cbnFeed: FeedDescriptor = {
  name: 'cbn',
  calendar: cbnCalendar,
  url: 'https://www.cbn.gov.ng/api/GetAllExchangeRates',
  read: (body, metadata) => importCbn(body, { metadata }),
  importer: importCbn,
};
