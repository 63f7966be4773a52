import { decimalOfInteger } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, positiveNumber, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When Bank Al-Maghrib publishes its transfer rates: Moroccan business days, fixed at 12:30 Rabat time. */
export const bamCalendar: BankCalendar = {
  zone: 'Africa/Casablanca',
  publishes: '12:30',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "Bank Al-Maghrib, cours de virement (each row's own date stamp reads 12:30, the time of the fixing); recorder's observation: */30 14-16 * * 1-5 (UTC); " +
    'no holiday list at hand, hence a tolerance of one missed business day',
};

/** Bank Al-Maghrib's labels that are not the ISO code of what they quote: `MRO` is the ouguiya now in circulation (MRU), as its value shows (about 40 to the dollar). */
export const BAM_CODES: Readonly<Record<string, CurrencyCode>> = { MRO: 'MRU' };
const UNITS = new Set([1, 10, 100, 1000]);
const FIXING = 'T12:30:00';

/**
 * Imports Bank Al-Maghrib's transfer rates (`/cours/Version1/api/CoursVirement?date=...`: `[{ date,
 * libDevise, moyen, uniteDevise }]`), dirhams per `uniteDevise` units (100 for DKK, JPY, NOK, SEK,
 * XOF, MRO; 10 for DZD), the mid (`moyen`), stored as `uniteDevise / moyen` per dirham (12
 * significant digits unless it terminates). A row given twice with the same value (the recorded
 * answer of 26 March 2026 repeats 28 of its 30 rows) is kept once with `duplicate_date`; with
 * another value it is refused. `MRO` is read as MRU (`BAM_CODES`).
 *
 * @param input - One answer or several: JSON text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot MAD), the warnings and each date's provenance (`bam`, table `CoursVirement`).
 * @example
 * const { dataset } = importBam(await (await fetch(url)).text(), { metadata: defaultDataset });
 */
export function importBam(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('bam');
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    const seen = new Map<string, { line: string; at: string }>();
    const repeated = new Set<string>();
    arrayAt(value, where).forEach((entry, i) => {
      const at = inside(where, `[${i}]`);
      const row = objectAt(entry, at);
      const stamp = stringField(row, 'date', at);
      if (!stamp.endsWith(FIXING) || stamp.length !== 10 + FIXING.length)
        invalidFeed(`${at}.date`, `expected "YYYY-MM-DDT12:30:00", got ${describeJson(stamp)}`);
      const date = refuseFutureDate(isoDate(stamp.slice(0, 10), `${at}.date`), `${at}.date`);
      const label = stringField(row, 'libDevise', at);
      if (!FIAT_CODE.test(label)) invalidFeed(`${at}.libDevise`, `${quote(label)} is not a currency code`);
      const units = row.uniteDevise;
      if (typeof units !== 'number' || !UNITS.has(units)) invalidFeed(`${at}.uniteDevise`, `expected 1, 10, 100 or 1000, got ${describeJson(units)}`);
      const mid = positiveNumber(row.moyen, `${at}.moyen`);
      const line = `${units} ${row.moyen}`;
      const first = seen.get(`${date} ${label}`);
      if (first !== undefined) {
        if (first.line !== line) invalidFeed(`${at}.moyen`, `${label} on ${date} is ${line} here but ${first.line} at ${first.at}`);
        if (!repeated.has(date)) warnings.add('duplicate_date', date, null, `rows of ${date} are given twice with the same rates; kept once`);
        repeated.add(date);
        return;
      }
      seen.set(`${date} ${label}`, { line, at: `${at}.moyen` });
      days.add(
        date,
        BAM_CODES[label] ?? label,
        nominalRate(mid, decimalOfInteger(false, units, 0), 'domestic_per_foreign'),
        `${at}.moyen`,
        'CoursVirement',
        publicationTime(date, bamCalendar),
        document,
      );
    });
  }
  return days.finish('MAD', options, warnings);
}

/** Bank Al-Maghrib as its live source reads it: the transfer rates of the round's day at 12:30, yesterday's as the fallback. */
export const bamFeed: FeedDescriptor = {
  name: 'bam',
  calendar: bamCalendar,
  window: (now) =>
    [0, 1, 2, 3].map((back) => {
      const day = new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10);
      return `https://api.centralbankofmorocco.ma/cours/Version1/api/CoursVirement?date=${day}${FIXING}`;
    }),
  read: (body, metadata) => importBam(body, { metadata }),
  importer: importBam,
};
