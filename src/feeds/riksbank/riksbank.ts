import { ONE } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, isoDate, objectAt, positiveNumber, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/**
 * Sveriges Riksbank's publishing calendar: Nasdaq Stockholm fixes the mid rates at 10:05 from the
 * banks' 09:15–09:45 reports, and the Riksbank publishes them at about 12:10 every Swedish bank day.
 */
export const riksbankCalendar: BankCalendar = {
  zone: 'Europe/Stockholm',
  publishes: '12:10',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Sveriges Riksbank, "Explanation of search exchange rates" (riksbank.se/en-gb/statistics/search-interest--exchange-rates/explanation-of-the-series/exchange-rates/): ' +
    'fixing at 10.05, on the website at approximately 12:10 every bank day; its bank-day list (SWEA CalendarDays) was not available here, hence toleranceDays 1',
};

// `SEKUSDPMI`: SEK per one USD, mid (PMI); the API gives every series per one unit.
const SERIES = /^SEK([A-Z]{3})PMI$/;
// `SEKETT`, "SEK per SEK", is the krona itself at 1 in the same group.
const OWN = 'SEKETT';

/**
 * Imports Sveriges Riksbank's exchange rates from its SWEA API (`/swea/v1/Observations/ByGroup/130/...`:
 * an array of `{ seriesId, date, value }`), one document or several. A series `SEK<code>PMI` is the
 * mid rate in SEK per one unit of the code; the pivot is SEK, so each is stored as its inverse,
 * rounded once to 12 significant digits half-even unless it terminates. `SEKETT` (the krona itself)
 * must be 1 and is the pivot's own quote. Any other series, a missing field or a repeated
 * (series, date) is an `invalid_feed` error at its path (`[12].value`).
 *
 * @param input - One document or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot SEK), the warnings and each date's provenance (`riksbank`).
 * @example
 * const { dataset } = importRiksbank(await (await fetch(`https://api.riksbank.se/swea/v1/Observations/ByGroup/130/${from}/${to}`)).text(), { metadata: defaultDataset });
 */
export function importRiksbank(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('riksbank');
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    arrayAt(value, where).forEach((item, i) => {
      const at = inside(where, `[${i}]`);
      const observation = objectAt(item, at);
      const series = stringField(observation, 'seriesId', at);
      const date = isoDate(observation.date, `${at}.date`);
      const rate = positiveNumber(observation.value, `${at}.value`);
      if (series === OWN) {
        if (rate.digits !== '1' || rate.exp !== 0) invalidFeed(`${at}.value`, `${OWN} is the krona itself and must be 1`);
        return;
      }
      const code = SERIES.exec(series)?.[1];
      if (code === undefined) invalidFeed(`${at}.seriesId`, `${quote(series)} is not a series SEK<code>PMI`);
      days.add(
        date,
        code,
        nominalRate(rate, ONE, 'domestic_per_foreign'),
        `${at}.value`,
        document,
        zonedUtc(date, riksbankCalendar.publishes, riksbankCalendar.zone),
      );
    });
  });
  return days.finish('SEK', options, warnings);
}

/** The Riksbank as its live source reads it: the last two weeks of SWEA group 130. */
export const riksbankFeed: FeedDescriptor = {
  name: 'riksbank',
  calendar: riksbankCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://api.riksbank.se/swea/v1/Observations/ByGroup/130/${from.iso}/${to.iso}`];
  },
  read: (body, metadata) => importRiksbank(body, { metadata }),
  importer: importRiksbank,
};
