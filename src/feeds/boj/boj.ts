import type { Decimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, objectAt, positiveNumber, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate, type QuoteDirection } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import { isCalendarDate } from '../../params/date.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import { parseDecimal } from '../../decimal/index.js';

/** The Bank of Japan's publishing calendar: the Tokyo market's 17:00 rates of Japanese business days. */
export const bojCalendar: BankCalendar = {
  zone: 'Asia/Tokyo',
  publishes: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 2,
  source:
    'Bank of Japan, "Foreign Exchange Rates (Daily)" (boj.or.jp/en/statistics/market/forex/fxdaily): released every business day, ' +
    "the US dollar/yen and euro/US dollar spot rates at 17:00 JST of the Tokyo market; the Time-Series Data Search's API lagged " +
    "(recorder's observation: */30 0-2 * * 1-5 UTC, the recorded answer of 1 April 04:23 JST had 27 March as its last value), hence toleranceDays 2",
};

/** Each series the importer knows: the code it quotes, the unit the BoJ writes, and which way it quotes against the dollar. */
const SERIES: Readonly<Record<string, { code: CurrencyCode; unit: string; direction: QuoteDirection }>> = {
  // Yen per dollar: the dataset's JPY per USD as it is.
  FXERD04: { code: 'JPY', unit: 'Yen per U.S. Dollar', direction: 'foreign_per_domestic' },
  // Dollars per euro: the dataset's EUR per USD is its inverse.
  FXERD34: { code: 'EUR', unit: 'U.S. Dollar per Euro', direction: 'domestic_per_foreign' },
};
const ONE = parseDecimal('1')!;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * Imports the Bank of Japan's Tokyo-market spot rates at 17:00 JST from its Time-Series Data
 * Search API (`getDataCode?db=FM08&code=FXERD04,FXERD34&format=json`: `{ STATUS, DATE, RESULTSET:
 * [{ SERIES_CODE, UNIT, VALUES: { SURVEY_DATES: [YYYYMMDD], VALUES: [number | null] } }] }`). The
 * BoJ quotes the dollar/yen (yen per dollar) and the euro/dollar (dollars per euro), so the dataset
 * pivots on USD: JPY as published, EUR as the inverse rounded once to 12 significant digits. Each
 * series' UNIT must be the one it is known by; null is a day without a rate. A date after the
 * document's own `DATE` is refused. The series codes are the provenance's tables.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot USD), the warnings and each date's provenance (`boj`, table `FM08 FXERD04,FXERD34`).
 * @example
 * const { dataset } = importBoj(await (await fetch(bojUrl)).text(), { metadata: defaultDataset });
 */
export function importBoj(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('boj');
  const tables = new Set<string>();
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const doc = objectAt(value, where);
    if (doc.STATUS !== 200) invalidFeed(inside(where, 'STATUS'), `the BoJ answered ${describeJson(doc.STATUS)} (${describeJson(doc.MESSAGE)}), not 200`);
    const stamp = stringField(doc, 'DATE', where);
    const asOf = stamp.slice(0, 10);
    if (!isCalendarDate(asOf)) invalidFeed(inside(where, 'DATE'), `expected the answer's time, got ${quote(stamp)}`);
    arrayAt(doc.RESULTSET, inside(where, 'RESULTSET')).forEach((entry, i) => {
      const at = inside(where, `RESULTSET[${i}]`);
      const series = objectAt(entry, at);
      const code = stringField(series, 'SERIES_CODE', at);
      const known = Object.hasOwn(SERIES, code) ? SERIES[code] : undefined;
      if (!known) invalidFeed(`${at}.SERIES_CODE`, `${quote(code)} is not a series the importer knows (${Object.keys(SERIES).join(', ')})`);
      const unit = stringField(series, 'UNIT', at);
      if (unit !== known.unit) invalidFeed(`${at}.UNIT`, `${quote(unit)} is not ${quote(known.unit)}, the unit of ${code}`);
      tables.add(code);
      const values = objectAt(series.VALUES, `${at}.VALUES`);
      const dates = arrayAt(values.SURVEY_DATES, `${at}.VALUES.SURVEY_DATES`);
      const numbers = arrayAt(values.VALUES, `${at}.VALUES.VALUES`);
      if (dates.length !== numbers.length) invalidFeed(`${at}.VALUES`, `${dates.length} dates but ${numbers.length} values`);
      dates.forEach((day, j) => {
        const dateAt = `${at}.VALUES.SURVEY_DATES[${j}]`;
        const date = surveyDate(day, dateAt);
        if (date > asOf) invalidFeed(dateAt, `${date} is after the answer's own date ${asOf}`);
        refuseFutureDate(date, dateAt);
        const number = numbers[j];
        if (number === null) return;
        const rate: Decimal = positiveNumber(number, `${at}.VALUES.VALUES[${j}]`);
        days.add(date, known.code, nominalRate(rate, ONE, known.direction), `${at}.VALUES.VALUES[${j}]`, document, publicationTime(date, bojCalendar));
      });
    });
  });
  const result = days.finish('USD', options, warnings);
  const table = `FM08 ${[...tables].sort().join(',')}`;
  const provenance = Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'boj', table }]]));
  return withSources(result, provenance);
}

// `20260302` as the BoJ writes a day of its daily series.
function surveyDate(value: unknown, where: string): IsoDate {
  const match = typeof value === 'number' && Number.isInteger(value) ? COMPACT.exec(String(value)) : null;
  const date = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  if (!isCalendarDate(date)) invalidFeed(where, `expected a day YYYYMMDD, got ${describeJson(value)}`);
  return date;
}

const month = (iso: string) => iso.slice(0, 7).replace('-', '');

/** The Bank of Japan as its live source reads it: the dollar/yen and euro/dollar of the months of the last two weeks. */
export const bojFeed: FeedDescriptor = {
  name: 'boj',
  calendar: bojCalendar,
  window: (now) => {
    // Months of the round's clock in UTC: the BoJ's answer ends with the month asked for, never a month ahead.
    const end = month(now.toISOString());
    const start = month(dateWindow(now, 14).from.iso);
    return [`https://www.stat-search.boj.or.jp/api/v1/getDataCode?code=FXERD04,FXERD34&db=FM08&endDate=${end}&format=json&lang=en&startDate=${start}`];
  },
  read: (body, metadata) => importBoj(body, { metadata }),
  importer: importBoj,
};
