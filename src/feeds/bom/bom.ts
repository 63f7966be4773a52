import { parseDecimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt } from '../../importers/readers/jsonFields.js';
import { readDecimalText } from '../../importers/banks/quoteRate.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import { METALS } from '../../importers/banks/metals.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';

/** The Bank of Mongolia's publishing calendar: the official rates of Mongolian business days, by midday Ulaanbaatar. */
export const bomCalendar: BankCalendar = {
  zone: 'Asia/Ulaanbaatar',
  publishes: '12:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'The Bank of Mongolia, "Foreign exchange rate movements" (mongolbank.mn/en/currency-rate-movement): official rates of Mongolian business days; ' +
    "the time is the recorder's observation (*/30 2-4 * * 1-5 UTC, 10:00 to 12:30 Ulaanbaatar); no holiday list at hand, hence toleranceDays 1",
};

// `3,576.42`, `16,172,267.24`, `0.20`: a point for decimals, commas between thousands.
const GROUPED = /^\d{1,3}(?:,\d{3}){0,6}(?:\.\d{1,10})?$/;
const ONE = parseDecimal('1')!;

/**
 * Imports the Bank of Mongolia's official exchange rates as its site's "currency rate movement"
 * answers them (a POST of `{ startDate, endDate }`: `{ success, data: [{ RATE_DATE, USD: "3,576.42",
 * ... }] }`), MNT per one unit of each code, thousands grouped with commas. The dataset pivots on MNT
 * and stores `1 / rate`, rounded once to 12 significant digits; SDR is XDR; gold and silver (XAU,
 * XAG, per ounce) are left out with `not_a_currency`. A day outside the days asked is not checked
 * here (the body is not part of the answer): a date past today is refused.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot MNT), the warnings and each date's provenance (`bom`, table `currency-rate-movement`).
 * @example
 * const { dataset } = importBom(answerText, { metadata: defaultDataset });
 */
export function importBom(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('bom');
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const doc = objectAt(value, where);
    if (doc.success !== true) invalidFeed(inside(where, 'success'), `the Bank of Mongolia answered ${describeJson(doc.success)}`);
    arrayAt(doc.data, inside(where, 'data')).forEach((entry, i) => {
      const at = inside(where, `data[${i}]`);
      const row = objectAt(entry, at);
      const date = isoDate(row.RATE_DATE, `${at}.RATE_DATE`);
      refuseFutureDate(date, `${at}.RATE_DATE`);
      for (const [key, text] of Object.entries(row)) {
        if (key === 'RATE_DATE') continue;
        const cellAt = `${at}.${key}`;
        const code = key === 'SDR' ? 'XDR' : key;
        if (!FIAT_CODE.test(code) || code === 'MNT') invalidFeed(cellAt, `${quote(key)} is not a currency code other than MNT`);
        if (typeof text !== 'string' || !GROUPED.test(text)) invalidFeed(cellAt, `expected a number like "3,576.42", got ${describeJson(text)}`);
        if (METALS.has(code)) {
          warnings.add('not_a_currency', date, code, `${code} is a metal the Bank of Mongolia prices per ounce; left out`);
          continue;
        }
        const rate = readDecimalText(text.replaceAll(',', ''), cellAt);
        days.add(date, code, nominalRate(rate, ONE, 'domestic_per_foreign'), cellAt, document, publicationTime(date, bomCalendar));
      }
    });
  });
  const result = days.finish('MNT', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'bom', table: 'currency-rate-movement' }]])));
}

/** The Bank of Mongolia as its live source reads it: a POST of the last two weeks' dates, JSON. */
export const bomFeed: FeedDescriptor = {
  name: 'bom',
  calendar: bomCalendar,
  url: 'https://www.mongolbank.mn/en/currency-rate-movement/data',
  request: (now) => {
    const { from } = dateWindow(now, 14);
    return {
      method: 'POST',
      body: JSON.stringify({ startDate: from.iso, endDate: now.toISOString().slice(0, 10) }),
      headers: { 'content-type': 'application/json' },
    };
  },
  read: (body, metadata) => importBom(body, { metadata }),
  importer: importBom,
};
