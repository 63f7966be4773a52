import { ONE } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import { within } from '../../importers/readers/bankInputs.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { FRED_SERIES } from './fredSeries.js';
import { arrayAt, describeJson, isoDate, objectAt } from '../../importers/readers/jsonFields.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** Options of `importFred`. */
export interface FredOptions extends ImportOptions {
  /** The series of a single document (`DEXUSEU`): FRED's answer does not name it. */
  readonly seriesId?: string;
}

/** One FRED answer and the series it was asked for. */
export interface FredDocument {
  /** The series id of the request (`DEXJPUS`). */
  readonly seriesId: string;
  /** The response: JSON text, bytes, or parsed. */
  readonly body: JsonFeedInput;
}

/**
 * The H.10 calendar: noon buying rates of New York business days, released weekly (Mondays, 16:15
 * Eastern) with the week before; FRED carries them after the release.
 */
export const fredCalendar: BankCalendar = {
  zone: 'America/New_York',
  publishes: '16:15',
  weekdays: [1],
  quoteDate: 'previous_week',
  toleranceDays: 1,
  source:
    'Federal Reserve, "About the H.10 release" (federalreserve.gov/releases/H10/About.htm): noon buying rates in New York, the previous week\'s ' +
    'daily rates updated weekly on Mondays at 4:15 p.m.; no holiday list was available here, hence toleranceDays 1',
};

/**
 * Imports the Federal Reserve's H.10 rates from FRED (`fred/series/observations?file_type=json`),
 * one series a document: a single answer with `options.seriesId`, or several as `{ seriesId, body }`.
 * `FRED_SERIES` maps each series to its code and direction: units per USD (DEXJPUS) are stored as
 * they are, USD per unit (DEXUSEU, DEXUSUK, DEXUSAL, DEXUSNZ) as the inverse, rounded once to 12
 * significant digits half-even unless it terminates. The pivot is USD; `updated_at` is noon New York
 * time of the date. `"."`, FRED's mark of a day without a rate, is no value. A transformed series
 * (`units` other than `lin`) or a page of a longer answer (`count` above the observations given) is
 * an `invalid_feed` error. FRED needs the user's own key: this importer takes the response only, so
 * the key is never part of a result or a message.
 *
 * @param input - One answer (with `options.seriesId`) or several `{ seriesId, body }`.
 * @param options - The series of a single answer, metadata catalog, warning thresholds.
 * @returns The dataset file (pivot USD), the warnings and each date's provenance (`fred`).
 * @example
 * const { dataset } = importFred([{ seriesId: 'DEXUSEU', body: await eur.text() }, { seriesId: 'DEXJPUS', body: await jpy.text() }], { metadata: defaultDataset });
 */
export function importFred(input: JsonFeedInput | readonly FredDocument[], options: FredOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const several = Array.isArray(input);
  if (several && options.seriesId !== undefined)
    fail('invalid_parameter', 'Option seriesId names the series of a single answer; with several, each { seriesId, body } names its own.', 'seriesId');
  if (!several && options.seriesId === undefined)
    fail('invalid_parameter', "FRED's answer does not name its series: pass options.seriesId (e.g. 'DEXUSEU').", 'seriesId');
  const documents: readonly FredDocument[] = several ? (input as readonly FredDocument[]) : [{ seriesId: options.seriesId!, body: input }];
  if (documents.length === 0) invalidFeed('', 'no input');
  const days = quoteDays('fred');
  documents.forEach((entry, document) => {
    const seriesId = typeof entry === 'object' && entry !== null ? entry.seriesId : undefined;
    if (typeof seriesId !== 'string' || !Object.hasOwn(FRED_SERIES, seriesId)) {
      fail(
        'invalid_parameter',
        `${quote(seriesId)} is not an H.10 series ratebook knows (${Object.keys(FRED_SERIES).join(', ')}).`,
        several ? `input[${document}].seriesId` : 'seriesId',
      );
    }
    const series = FRED_SERIES[seriesId]!;
    // Paths inside the answer; `within` puts the series in front when there are several.
    within(several ? seriesId : '', () => {
      const doc = objectAt(readJsonDocuments(entry.body)[0]!.value, '');
      if (doc.units !== undefined && doc.units !== 'lin') invalidFeed('units', `${describeJson(doc.units)} is a transformed series; ask for units=lin`);
      const observations = arrayAt(doc.observations, 'observations');
      if (doc.count !== undefined && doc.count !== observations.length)
        invalidFeed('count', `${describeJson(doc.count)} observations, of which this answer holds ${observations.length}: ask for all at once`);
      observations.forEach((item, i) => {
        const at = `observations[${i}]`;
        const observation = objectAt(item, at);
        const date = isoDate(observation.date, `${at}.date`);
        const text = observation.value;
        if (typeof text !== 'string') invalidFeed(`${at}.value`, `expected a decimal string or ".", got ${describeJson(text)}`);
        if (text === '.') return;
        const rate = nominalRate(readBankDecimal(text, `${at}.value`), ONE, series.direction);
        days.add(date, series.code, rate, `${at}.value`, document, zonedUtc(date, '12:00', fredCalendar.zone));
      });
    });
  });
  return days.finish('USD', options, warnings);
}

/** FRED as its live source reads it: one H.10 series a source (`series`, default `DEXUSEU`), the last three weeks, the user's key as `api_key`. */
export const fredFeed: FeedDescriptor<{ readonly series?: string }> = {
  name: 'fred',
  calendar: fredCalendar,
  window: (now, { series = 'DEXUSEU' }) => [
    `https://api.stlouisfed.org/fred/series/observations?series_id=${series}&file_type=json&observation_start=${dateWindow(now, 21).from.iso}`,
  ],
  key: { what: 'FRED API key', query: 'api_key' },
  check: ({ series = 'DEXUSEU' }) => {
    if (!Object.hasOwn(FRED_SERIES, series))
      fail('invalid_parameter', `${quote(series)} is not an H.10 series ratebook knows (${Object.keys(FRED_SERIES).join(', ')}).`, 'series');
  },
  read: (body, metadata, { series = 'DEXUSEU' }) => importFred(body, { seriesId: series, metadata }),
  importer: importFred,
};
