import { decimalOfInteger } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { describeJson, objectAt } from '../../importers/readers/jsonFields.js';
import { readDecimalText } from '../../importers/banks/quoteRate.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** The Central Bank of Myanmar's publishing calendar: reference rates of Myanmar business days. */
export const cbmCalendar: BankCalendar = {
  zone: 'Asia/Yangon',
  publishes: '13:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Central Bank of Myanmar, reference exchange rates (forex.cbm.gov.mm/api/latest): Myanmar business days; ' +
    "the time is the recorder's observation (*/30 4-6 * * 1-5 UTC, 10:30 to 13:00 Yangon); no holiday list at hand, hence toleranceDays 1",
};

/**
 * The currencies the CBM quotes per 100 units; every other per one. The API's answer states no unit:
 * these six are the ones whose quotes are a hundred times their value per unit, as the recorded
 * answer shows against its own dollar rate (JPY 1,321.88 with USD 2,100: 0.63 dollar for 100 yen),
 * and as the CBM's rate table on its site lists them.
 */
export const CBM_PER_100: readonly CurrencyCode[] = ['IDR', 'JPY', 'KHR', 'KRW', 'LAK', 'VND'];
const HUNDRED = decimalOfInteger(false, 100, 0);
const ONE = decimalOfInteger(false, 1, 0);
// A unit read wrongly is off by a hundredfold from the dollar; a quote more than 5 times from its
// expected share of the dollar rate (0.2 to 5) is refused rather than stored.
const NEAR_DOLLAR = { per100Max: 2, perUnitMin: 0.0005 } as const;

/**
 * Imports the Central Bank of Myanmar's latest reference rates (`/api/latest`: `{ info, timestamp:
 * "<unix seconds>", rates: { USD: "2100.00", JPY: "1321.88", ... } }`), MMK per unit, or per 100 units
 * of the six currencies of `CBM_PER_100` (the answer states no unit). The date is the timestamp's day
 * in Yangon. The dataset pivots on MMK and stores `unit / rate`, rounded once to 12 significant digits.
 * A quote that cannot be per its unit next to the dollar's (a per-100 quote above 2 dollars, a
 * per-unit quote under 0.0005 dollar) is refused, the mark of a unit that changed.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot MMK), the warnings and each date's provenance (`cbm`, table `latest`).
 * @example
 * const { dataset } = importCbm(await (await fetch('https://forex.cbm.gov.mm/api/latest')).text(), { metadata: defaultDataset });
 */
export function importCbm(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('cbm');
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const doc = objectAt(value, where);
    const stampAt = inside(where, 'timestamp');
    if (typeof doc.timestamp !== 'string' || !/^\d{9,11}$/.test(doc.timestamp))
      invalidFeed(stampAt, `expected unix seconds, got ${describeJson(doc.timestamp)}`);
    const date: IsoDate = new Intl.DateTimeFormat('en-CA', { timeZone: cbmCalendar.zone }).format(new Date(Number(doc.timestamp) * 1000));
    refuseFutureDate(date, stampAt);
    const rates = objectAt(doc.rates, inside(where, 'rates'));
    const entries = Object.entries(rates);
    if (entries.length === 0) invalidFeed(inside(where, 'rates'), 'no rate');
    const dollarText = rates.USD;
    if (typeof dollarText !== 'string') invalidFeed(inside(where, 'rates.USD'), `expected the dollar's rate, got ${describeJson(dollarText)}`);
    const dollar = readDecimalText(dollarText, inside(where, 'rates.USD')).num;
    for (const [code, text] of entries) {
      const at = inside(where, `rates.${code}`);
      if (!FIAT_CODE.test(code) || code === 'MMK') invalidFeed(at, `${quote(code)} is not a currency code other than MMK`);
      if (typeof text !== 'string') invalidFeed(at, `expected a decimal string, got ${describeJson(text)}`);
      const rate = readDecimalText(text, at);
      const per100 = CBM_PER_100.includes(code);
      const dollars = rate.num / dollar;
      if (per100 ? dollars > NEAR_DOLLAR.per100Max : dollars < NEAR_DOLLAR.perUnitMin)
        invalidFeed(at, `${text} MMK is ${dollars.toPrecision(3)} dollar, not a believable price of ${per100 ? '100 units' : 'one unit'} of ${code}`);
      days.add(date, code, nominalRate(rate, per100 ? HUNDRED : ONE, 'domestic_per_foreign'), at, document, publicationTime(date, cbmCalendar));
    }
  });
  const result = days.finish('MMK', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'cbm', table: 'latest' }]])));
}

/** The Central Bank of Myanmar as its live source reads it: the latest reference rates. */
export const cbmFeed: FeedDescriptor = {
  name: 'cbm',
  calendar: cbmCalendar,
  url: 'https://forex.cbm.gov.mm/api/latest',
  read: (body, metadata) => importCbm(body, { metadata }),
  importer: importCbm,
};
