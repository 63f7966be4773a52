import { quote } from '../../errors.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt } from '../../importers/readers/jsonFields.js';
import { readDecimalText } from '../../importers/banks/quoteRate.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** The Central Bank of Uzbekistan's publishing calendar: official rates of Uzbek business days, afternoon Tashkent time. */
export const cbuCalendar: BankCalendar = {
  zone: 'Asia/Tashkent',
  publishes: '15:30',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Central Bank of the Republic of Uzbekistan, official exchange rates (cbu.uz/en/arkhiv-kursov-valyut/json/all/YYYY-MM-DD/): Uzbek business days; ' +
    "the time is the recorder's observation (*/30 8-10 * * 1-5 UTC, 13:00 to 15:30 Tashkent); no holiday list at hand, hence toleranceDays 1",
};

const NOMINAL = /^1(?:0{1,4})?$/;

/**
 * Imports the Central Bank of Uzbekistan's official exchange rates (`/en/arkhiv-kursov-valyut/json/all/<date>/`:
 * `[{ Code: "840", Ccy: "USD", Nominal: "1", Rate: "12194.21", Diff, Date: "01.04.2026" }]`), UZS per
 * `Nominal` units (1, 10 IDR, IRR and VND). The dataset pivots on UZS and stores `Nominal / Rate`,
 * rounded once to 12 significant digits. `Diff` (the change since the day before) is not a rate and
 * is not stored.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot UZS), the warnings and each date's provenance (`cbu`, table `arkhiv-kursov-valyut`).
 * @example
 * const { dataset } = importCbu(await (await fetch(cbuUrl)).text(), { metadata: defaultDataset });
 */
export function importCbu(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('cbu');
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    arrayAt(value, where || '(document)').forEach((entry, i) => {
      const at = where ? `${where}, [${i}]` : `[${i}]`;
      const row = objectAt(entry, at);
      const field = (key: string) => {
        const text = row[key];
        if (typeof text !== 'string') invalidFeed(`${at}.${key}`, `expected a string, got ${describeJson(text)}`);
        return text;
      };
      const date = isoDate(field('Date'), `${at}.Date`, true);
      refuseFutureDate(date, `${at}.Date`);
      const code = field('Ccy');
      if (!FIAT_CODE.test(code) || code === 'UZS') invalidFeed(`${at}.Ccy`, `${quote(code)} is not a currency code other than UZS`);
      if (!/^\d{3}$/.test(field('Code'))) invalidFeed(`${at}.Code`, `${quote(row.Code)} is not an ISO 4217 numeric code`);
      const nominal = field('Nominal');
      if (!NOMINAL.test(nominal)) invalidFeed(`${at}.Nominal`, `${quote(nominal)} is not 1, 10, 100, 1000 or 10000 units`);
      const rate = readDecimalText(field('Rate'), `${at}.Rate`);
      days.add(
        date,
        code,
        nominalRate(rate, readDecimalText(nominal, `${at}.Nominal`), 'domestic_per_foreign'),
        `${at}.Rate`,
        document,
        publicationTime(date, cbuCalendar),
      );
    });
  });
  const result = days.finish('UZS', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'cbu', table: 'arkhiv-kursov-valyut' }]])));
}

/** The Central Bank of Uzbekistan as its live source reads it: the day's rates, the day before's as the fallback. */
export const cbuFeed: FeedDescriptor = {
  name: 'cbu',
  calendar: cbuCalendar,
  window: (now) =>
    [now.getTime(), now.getTime() - 86_400_000].map((ms) => `https://cbu.uz/en/arkhiv-kursov-valyut/json/all/${new Date(ms).toISOString().slice(0, 10)}/`),
  read: (body, metadata) => importCbu(body, { metadata }),
  importer: importCbu,
};
