import { decimalOfInteger, toPlainString } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { inverseRate, readDecimalNumber, withProvenance } from '../../importers/banks/quoteRate.js';
import { byDate, withPublished } from '../../importers/banks/withPublished.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the CNB publishes: Czech business days, after 14:30 Prague time. */
export const cnbCalendar: BankCalendar = {
  zone: 'Europe/Prague',
  publishes: '14:30',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "CNB: rates declared after 14:30 Prague time on Czech business days (the bank's statement, test/fixtures/README.md, Calendar facts); no holiday list cited (none at hand offline), hence a tolerance of one missed business day",
};

// The CNB's nominals are powers of ten; a larger one is not a believable amount.
const MAX_AMOUNT = 1_000_000;

/**
 * Imports the Czech National Bank's exchange rates (`/cnbapi/exrates/daily` and `daily-year`,
 * JSON: `{ rates: [{ validFor, currencyCode, amount, rate }] }`), CZK per `amount` units (100 JPY,
 * 1000 IDR). The dataset pivots on CZK and stores units per CZK, `amount / rate`, one quotient
 * rounded once to 12 significant digits where it does not terminate.
 *
 * @param inputs - One document or several: JSON text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot CZK), the warnings and each date's provenance.
 * @example
 * const { dataset } = importCnb(await (await fetch(CNB_DAILY_YEAR_URL)).text(), { metadata: defaultDataset });
 */
export function importCnb(inputs: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(inputs, options);
  const warnings = warningList(options.maxWarnings);
  const days = new Map<IsoDate, Map<CurrencyCode, number | string>>();
  const quotedAt = new Map<string, string>();
  // `date code` -> the figure as the CNB published it (CZK per `amount` units).
  const published = new Map<string, string>();
  for (const { value, where } of readJsonDocuments(inputs)) {
    const rates = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).rates : undefined;
    if (!Array.isArray(rates)) invalidFeed(inside(where, 'rates'), 'expected { rates: [{ validFor, currencyCode, amount, rate }] }');
    if (rates.length === 0) invalidFeed(inside(where, 'rates'), 'the document holds no rate');
    rates.forEach((entry: unknown, i) => {
      const at = inside(where, `rates[${i}]`);
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) invalidFeed(at, 'expected { validFor, currencyCode, amount, rate }');
      const { validFor, currencyCode, amount, rate } = entry as Record<string, unknown>;
      if (typeof validFor !== 'string' || !isCalendarDate(validFor)) invalidFeed(`${at}.validFor`, `expected a date YYYY-MM-DD, got ${quote(validFor)}`);
      if (typeof currencyCode !== 'string' || !FIAT_CODE.test(currencyCode))
        invalidFeed(`${at}.currencyCode`, `expected a currency code, got ${quote(currencyCode)}`);
      if (currencyCode === 'CZK') invalidFeed(`${at}.currencyCode`, 'CZK is the currency the CNB quotes in, not a quote');
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > MAX_AMOUNT) {
        invalidFeed(`${at}.amount`, `expected a whole number of units, got ${typeof amount === 'number' ? amount : quote(amount)}`);
      }
      const key = `${validFor} ${currencyCode}`;
      const first = quotedAt.get(key);
      if (first !== undefined) invalidFeed(`${at}.currencyCode`, `${currencyCode} is quoted twice for ${validFor} (first at ${first})`);
      quotedAt.set(key, at);
      let day = days.get(validFor);
      if (!day) days.set(validFor, (day = new Map()));
      const figure = readDecimalNumber(rate, `${at}.rate`);
      day.set(currencyCode, inverseRate(decimalOfInteger(false, amount, 0), figure));
      published.set(key, `${toPlainString(figure)}${amount === 1 ? '' : `/${amount}`}`);
    });
  }
  const snapshots = [...days.keys()].sort().map((date) => ({ date, updatedAt: publicationTime(date, cnbCalendar), rates: days.get(date)! }));
  return withPublished(
    withProvenance(finishImport({ pivot: 'CZK', snapshots, defaultMarket: 'fiat' }, options, warnings), { provider: 'cnb' }),
    byDate(published),
  );
}

const TWO_WEEKS_MS = 14 * 86_400_000;
const yearUrl = (ms: number) => `https://api.cnb.cz/cnbapi/exrates/daily-year?lang=EN&year=${new Date(ms).getUTCFullYear()}`;

/** The CNB as its live source reads it: this year's daily rates, last year's file as the fallback in early January. */
export const cnbFeed: FeedDescriptor = {
  name: 'cnb',
  calendar: cnbCalendar,
  window: (now) => [yearUrl(now.getTime()), yearUrl(now.getTime() - TWO_WEEKS_MS)],
  maxBytes: 4 << 20,
  read: (body, metadata) => importCnb(body, { metadata }),
  importer: importCnb,
};
