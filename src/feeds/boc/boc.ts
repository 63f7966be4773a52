import { ONE, toPlainString } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { isCalendarDate } from '../../params/date.js';
import type { CurrencyCode } from '../../types.js';
import type { FeedSnapshot } from '../../importers/feed.js';
import { finishImport } from '../../importers/merging/finishImport.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonDocument, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { inverseRate, readDecimalText, withProvenance } from '../../importers/banks/quoteRate.js';
import { byDate, withPublished } from '../../importers/banks/withPublished.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Bank of Canada publishes: Canadian business days, by 16:30 Eastern time. */
export const bocCalendar: BankCalendar = {
  zone: 'America/Toronto',
  publishes: '16:30',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Bank of Canada: "published once each business day by 16:30 ET" (the FX_RATES_DAILY group description); no holiday list cited (none at hand offline), hence a tolerance of one missed business day',
};

// `FXUSDCAD`: Canadian dollars per one US dollar.
const SERIES = /^FX([A-Z]{3})CAD$/;

/**
 * Imports the Bank of Canada's Valet observations (`/valet/observations/group/FX_RATES_DAILY/json`:
 * `{ seriesDetail, observations: [{ d, FXUSDCAD: { v } }] }`), CAD per unit of each currency. The
 * dataset pivots on CAD and stores units per CAD, the inverse of each `v` (rounded once to 12
 * significant digits where it does not terminate). A series the group lists but never observes (a
 * discontinued one) is reported as `never_quoted`.
 *
 * @param input - The Valet JSON: text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot CAD), the warnings and each date's provenance.
 * @example
 * const { dataset } = importBoc(await (await fetch(BOC_VALET_URL)).text(), { metadata: defaultDataset });
 */
export function importBoc(input: JsonFeedInput, options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const [{ value, where }] = readJsonDocuments([input]) as [JsonDocument];
  const doc = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const detail = doc.seriesDetail;
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail))
    invalidFeed(inside(where, 'seriesDetail'), 'expected the Valet object { seriesDetail, observations }');
  const observations = doc.observations;
  if (!Array.isArray(observations) || observations.length === 0) invalidFeed(inside(where, 'observations'), 'expected a non-empty array of observations');
  for (const series of Object.keys(detail))
    if (!SERIES.test(series)) invalidFeed(inside(where, `seriesDetail.${series}`), 'not an exchange-rate series FX...CAD');
  const observed = new Set<string>();
  const dayAt = new Map<string, string>();
  // `date code` -> the figure as the Bank of Canada published it (CAD per unit).
  const published = new Map<string, string>();
  const snapshots = observations.map((entry: unknown, i): FeedSnapshot => {
    const at = inside(where, `observations[${i}]`);
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) invalidFeed(at, 'expected an observation { d, FX...CAD: { v } }');
    const { d: date, ...values } = entry as Record<string, unknown>;
    if (typeof date !== 'string' || !isCalendarDate(date)) invalidFeed(`${at}.d`, `expected a date YYYY-MM-DD, got ${quote(date)}`);
    const first = dayAt.get(date);
    if (first !== undefined) invalidFeed(`${at}.d`, `${date} is repeated (first at ${first})`);
    dayAt.set(date, at);
    const rates = new Map<CurrencyCode, number | string>();
    for (const [series, cell] of Object.entries(values)) {
      const code = SERIES.exec(series)?.[1];
      if (code === undefined || !Object.hasOwn(detail, series)) invalidFeed(`${at}.${series}`, "not a series of the document's seriesDetail FX...CAD");
      const v = typeof cell === 'object' && cell !== null ? (cell as Record<string, unknown>).v : undefined;
      if (typeof v !== 'string') invalidFeed(`${at}.${series}.v`, `expected the value as a decimal string, got ${quote(v)}`);
      if (code === 'CAD') invalidFeed(`${at}.${series}`, 'CAD is the currency the Bank of Canada quotes in');
      const figure = readDecimalText(v, `${at}.${series}.v`);
      rates.set(code, inverseRate(ONE, figure));
      published.set(`${date} ${code}`, toPlainString(figure));
      observed.add(series);
    }
    return { date, updatedAt: publicationTime(date, bocCalendar), rates };
  });
  for (const series of Object.keys(detail)) {
    if (!observed.has(series)) warnings.add('never_quoted', null, SERIES.exec(series)![1]!, `series ${series} is listed but has no observation; left out`);
  }
  snapshots.sort((a, b) => (a.date < b.date ? -1 : 1));
  return withPublished(
    withProvenance(finishImport({ pivot: 'CAD', snapshots, defaultMarket: 'fiat' }, options, warnings), { provider: 'boc' }),
    byDate(published),
  );
}

/** The Bank of Canada as its live source reads it: the last two weeks of Valet group `FX_RATES_DAILY`. */
export const bocFeed: FeedDescriptor = {
  name: 'boc',
  calendar: bocCalendar,
  window: (now) => [`https://www.bankofcanada.ca/valet/observations/group/FX_RATES_DAILY/json?start_date=${dateWindow(now, 14).from.iso}`],
  read: (body, metadata) => importBoc(body, { metadata }),
  importer: importBoc,
};
