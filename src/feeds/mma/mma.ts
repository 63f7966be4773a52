import { quote } from '../../errors.js';
import type { IsoDate } from '../../types.js';
import { isCalendarDate } from '../../params/date.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, objectAt } from '../../importers/readers/jsonFields.js';
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
import { parseDecimal } from '../../decimal/index.js';

/** The MMA's publishing calendar: the reference rate of the US dollar on Maldivian business days, Sunday to Thursday. */
export const mmaCalendar: BankCalendar = {
  zone: 'Indian/Maldives',
  publishes: '10:00',
  weekdays: [7, 1, 2, 3, 4],
  toleranceDays: 1,
  source:
    'Maldives Monetary Authority, "Reference rate" of the US dollar (mma.gov.mv JSON/referencerates.json): Maldivian business days, Sunday to Thursday ' +
    "(the recorded history has a handful of Saturdays); the time is the recorder's observation (*/30 3-5 * * 0-4 UTC, 08:00 to 10:30 Malé); toleranceDays 1",
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY = /^(\d{2}) ([A-Z][a-z]{2,8}) (\d{4})$/;
const ONE = parseDecimal('1')!;

/**
 * Imports the Maldives Monetary Authority's reference rate of the US dollar (`JSON/referencerates.json`,
 * the whole history since 2011, newest first: `[{ Date: "21 May 2026", Rate: "15.42" }]`), MVR per
 * USD. The dataset pivots on MVR and stores the dollar as `1 / Rate`, rounded once to 12 significant
 * digits. The history repeats two rows as they are (8 and 9 February 2021): a row equal to the one
 * just before it is kept once with a `duplicate_date` warning; any other repeat of a day, or days out
 * of order, is an error.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot MVR), the warnings and each date's provenance (`mma`, table `referencerates`).
 * @example
 * const { dataset } = importMma(await (await fetch(mmaUrl)).text(), { metadata: defaultDataset });
 */
export function importMma(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('mma');
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    let previous: { date: IsoDate; rate: string } | undefined;
    arrayAt(value, where || '(document)').forEach((entry, i) => {
      const at = where ? `${where}, [${i}]` : `[${i}]`;
      const row = objectAt(entry, at);
      const date = mmaDate(textOf(row, 'Date', at), `${at}.Date`);
      const text = textOf(row, 'Rate', at);
      if (previous && date === previous.date && text === previous.rate) {
        warnings.add('duplicate_date', date, 'USD', `${at} repeats the row before it (${date}, ${text}); kept once`);
        return;
      }
      if (previous && date >= previous.date) invalidFeed(`${at}.Date`, `${date} is not before ${previous.date}, the row above (the history is newest first)`);
      refuseFutureDate(date, `${at}.Date`);
      previous = { date, rate: text };
      days.add(
        date,
        'USD',
        nominalRate(readDecimalText(text, `${at}.Rate`), ONE, 'domestic_per_foreign'),
        `${at}.Rate`,
        document,
        publicationTime(date, mmaCalendar),
      );
    });
  });
  const result = days.finish('MVR', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'mma', table: 'referencerates' }]])));
}

function textOf(row: Record<string, unknown>, key: string, at: string): string {
  const value = row[key];
  if (typeof value !== 'string') invalidFeed(`${at}.${key}`, `expected a string, got ${describeJson(value)}`);
  return value;
}

function mmaDate(text: string, where: string): IsoDate {
  const match = DAY.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  const date = match ? `${match[3]}-${String(month).padStart(2, '0')}-${match[1]}` : '';
  if (month === 0 || !isCalendarDate(date)) invalidFeed(where, `expected a day "21 May 2026", got ${quote(text)}`);
  return date;
}

/** The MMA as its live source reads it: the whole history (about 160 kB), asked with the day's cache-busting `v`. */
export const mmaFeed: FeedDescriptor = {
  name: 'mma',
  calendar: mmaCalendar,
  window: (now) => [`https://www.mma.gov.mv/JSON/referencerates.json?v=${dateWindow(now, 1).from.compact}`],
  read: (body, metadata) => importMma(body, { metadata }),
  importer: importMma,
};
