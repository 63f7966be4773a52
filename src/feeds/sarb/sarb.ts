import { ONE } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, positiveNumber, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate, type QuoteDirection } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the South African Reserve Bank publishes: South African business days, its weighted average of about 10:30 Johannesburg time. */
export const sarbCalendar: BankCalendar = {
  zone: 'Africa/Johannesburg',
  publishes: '11:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'South African Reserve Bank: "Weighted average of the banks\' daily rates at approximately 10:30 am" (each series\' Description); ' +
    "recorder's observation: */30 9-11 * * 1-5 (UTC, 11:00 to 13:00 Johannesburg); no holiday list at hand, hence a tolerance of one missed business day",
};

/** One SARB series: its currency, the `Timeseries` title the answer gives it, and its direction. */
interface SarbSeries {
  readonly code: CurrencyCode;
  readonly title: string;
  readonly direction: QuoteDirection;
}

const rand = (code: CurrencyCode, title: string): SarbSeries => ({ code, title, direction: 'domestic_per_foreign' });
const perRand = (code: CurrencyCode, title: string): SarbSeries => ({ code, title, direction: 'foreign_per_domestic' });

/**
 * The SARB's daily exchange-rate series, by id: three in rand per unit (USD, GBP, EUR), the others
 * in units per rand. The answer names its series only by the title, which the importer matches.
 */
export const SARB_SERIES: Readonly<Record<string, SarbSeries>> = {
  EXCX135D: rand('USD', 'Rand per US Dollar'),
  EXCZ001D: rand('GBP', 'Rand per British Pound'),
  EXCZ002D: rand('EUR', 'Rand per Euro'),
  EXCB080D: perRand('AUD', 'Australia: Dollar per Rand'),
  EXCB051D: perRand('BWP', 'Botswana: Pula per Rand'),
  EXCB036D: perRand('BRL', 'Brazil: Real per Rand'),
  EXCB031D: perRand('CAD', 'Canada: Dollar per Rand'),
  EXCB121D: perRand('CNY', 'China: Yuan per Rand'),
  EXCB003D: perRand('DKK', 'Denmark: Krone per Rand'),
  EXCB122D: perRand('HKD', 'Hong Kong: Dollar per Rand'),
  EXCB123D: perRand('INR', 'India: Rupee per Rand'),
  EXCB094D: perRand('ILS', 'Israel: Shekel per Rand'),
  EXCB120D: perRand('JPY', 'Japan: Yen per Rand'),
  EXCB059D: perRand('KES', 'Kenya: Schilling per Rand'),
  EXCB063D: perRand('MWK', 'Malawi: Kwacha per Rand'),
  EXCB081D: perRand('NZD', 'New Zealand: Dollar per Rand'),
  EXCB013D: perRand('NOK', 'Norway: Krone per Rand'),
  EXCB015D: perRand('SEK', 'Sweden: Krona per Rand'),
  EXCB016D: perRand('CHF', 'Switzerland: Franc per Rand'),
  EXCB126D: perRand('TWD', 'Taiwan: NT Dollar per Rand'),
  EXCB115D: perRand('THB', 'Thailand: Baht per Rand'),
  EXCB071D: perRand('ZMW', 'Zambia: Kwacha per Rand'),
  EXCB118D: perRand('KRW', 'South Korea: Won per Rand'),
};

const BY_TITLE = new Map(Object.entries(SARB_SERIES).map(([id, series]) => [series.title, { id, ...series }]));
const MIDNIGHT = 'T00:00:00';

/**
 * Imports the South African Reserve Bank's web indicators (`/SarbWebApi/WebIndicators/Shared/
 * GetTimeseriesObservations/<series>/<from>/<to>`: `[{ Period, Timeseries, Description, Value,
 * FormatNumber }]`), one series an answer, one document or several, each knowing its series by
 * its `Timeseries` title (`SARB_SERIES`). Rand per unit (USD, GBP, EUR) is stored as its inverse
 * per rand, 12 significant digits unless it terminates; units per rand as it is. Every row of an
 * answer must carry its first row's title (a row of another series is refused, not misread). The
 * values are the SARB's weighted averages of about 10:30, one mid a day.
 *
 * @param input - One answer or several: JSON text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot ZAR), the warnings and each date's provenance (`sarb`, the series ids).
 * @example
 * const { dataset } = importSarb([await usd.text(), await eur.text()], { metadata: defaultDataset });
 */
export function importSarb(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('sarb');
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    let series: (SarbSeries & { id: string }) | undefined;
    arrayAt(value, where || '[]').forEach((entry, i) => {
      const at = inside(where, `[${i}]`);
      const row = objectAt(entry, at);
      const title = stringField(row, 'Timeseries', at);
      if (series === undefined) {
        series = BY_TITLE.get(title);
        if (series === undefined) invalidFeed(`${at}.Timeseries`, `${quote(title)} is not a series of SARB_SERIES`);
      } else if (title !== series.title) invalidFeed(`${at}.Timeseries`, `${quote(title)} in an answer of ${quote(series.title)}`);
      const period = stringField(row, 'Period', at);
      if (!period.endsWith(MIDNIGHT) || period.length !== 10 + MIDNIGHT.length)
        invalidFeed(`${at}.Period`, `expected "YYYY-MM-DDT00:00:00", got ${describeJson(period)}`);
      const date = refuseFutureDate(isoDate(period.slice(0, 10), `${at}.Period`), `${at}.Period`);
      const rate = nominalRate(positiveNumber(row.Value, `${at}.Value`), ONE, series.direction);
      days.add(date, series.code, rate, `${at}.Value`, series.id, publicationTime(date, sarbCalendar), document);
    });
  }
  return days.finish('ZAR', options, warnings);
}

const seriesOf = (currency: string) => Object.entries(SARB_SERIES).find(([, s]) => s.code === currency)?.[0];

/** The SARB as its live source reads it: one series a source (`currency`, default `USD`), the last two weeks. */
export const sarbFeed: FeedDescriptor<{ readonly currency?: string }> = {
  name: 'sarb',
  nameOf: ({ currency = 'USD' }) => (currency === 'USD' ? 'sarb' : `sarb-${currency.toLowerCase()}`),
  calendar: sarbCalendar,
  window: (now, { currency = 'USD' }) => {
    const { from, to } = dateWindow(now, 14);
    return [
      `https://custom.resbank.co.za/SarbWebApi/WebIndicators/Shared/GetTimeseriesObservations/${seriesOf(currency)}/${from.iso}T00:00:00/${to.iso}T00:00:00`,
    ];
  },
  check: ({ currency = 'USD' }) => {
    if (seriesOf(currency) === undefined)
      fail(
        'invalid_parameter',
        `${quote(currency)} is not a currency of the SARB's series (${Object.values(SARB_SERIES)
          .map((s) => s.code)
          .join(', ')}).`,
        'currency',
      );
  },
  read: (body, metadata) => importSarb(body, { metadata }),
  importer: importSarb,
};
