import { ONE } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { inverseRate, readDecimalText } from '../../importers/banks/quoteRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Banco Central de Chile publishes: Chilean banking days, its observed dollar and the other currencies' rates. */
export const bcchCalendar: BankCalendar = {
  zone: 'America/Santiago',
  publishes: '13:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Banco Central de Chile: the observed dollar (dólar observado) and the nominal rates of other currencies are published each banking day (BDE, series F073.TCO.PRE.Z.D and F072.CLP.*.N.O.D); ' +
    "recorder's observation: */30 16-18 * * 1-5 (UTC, 13:00 to 15:00 Santiago in March); no holiday list at hand, hence a tolerance of one missed business day",
};

/** The BDE series read, each pesos per one unit of its currency: the observed dollar and seven nominal rates. */
export const BCCH_SERIES: Readonly<Record<string, CurrencyCode>> = {
  'F073.TCO.PRE.Z.D': 'USD',
  'F072.CLP.EUR.N.O.D': 'EUR',
  'F072.CLP.GBP.N.O.D': 'GBP',
  'F072.CLP.JPY.N.O.D': 'JPY',
  'F072.CLP.CAD.N.O.D': 'CAD',
  'F072.CLP.AUD.N.O.D': 'AUD',
  'F072.CLP.CNY.N.O.D': 'CNY',
  'F072.CLP.BRL.N.O.D': 'BRL',
};

/**
 * Imports the Banco Central de Chile's SieteRestWS answers (`SieteRestWS.ashx?function=GetSeries&timeseries=<id>`:
 * `{ Codigo, Descripcion, Series: { seriesId, descripIng, Obs: [{ indexDateString: "DD-MM-YYYY", value, statusCode }] } }`),
 * one series an answer, one document or several, each known by its `seriesId` (`BCCH_SERIES`):
 * pesos per unit, stored as `1 / value` per peso, 12 significant digits unless it terminates.
 * `statusCode` `ND` (no data, `value` "NaN") is no value; an answer whose `Codigo` is not 0 is the
 * service's error (a wrong user or password), refused with its `Descripcion`. The service names no
 * unit: a value quoted for another unit shows as a `jump` warning, not an error.
 *
 * @param input - One answer or several: JSON text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot CLP), the warnings and each date's provenance (`bcch`, the series ids).
 * @example
 * const { dataset } = importBcch([await usd.text(), await eur.text()], { metadata: defaultDataset });
 */
export function importBcch(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('bcch');
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    const doc = objectAt(value, where);
    if (doc.Codigo !== 0) invalidFeed(inside(where, 'Codigo'), `the service answered ${describeJson(doc.Codigo)}: ${describeJson(doc.Descripcion)}`);
    const series = objectAt(doc.Series, inside(where, 'Series'));
    const id = stringField(series, 'seriesId', inside(where, 'Series'));
    if (!Object.hasOwn(BCCH_SERIES, id)) invalidFeed(inside(where, 'Series.seriesId'), `${quote(id)} is not a series of BCCH_SERIES`);
    const code = BCCH_SERIES[id]!;
    arrayAt(series.Obs, inside(where, 'Series.Obs')).forEach((entry, i) => {
      const at = inside(where, `Series.Obs[${i}]`);
      const obs = objectAt(entry, at);
      const date = refuseFutureDate(isoDate(obs.indexDateString, `${at}.indexDateString`, true), `${at}.indexDateString`);
      const status = stringField(obs, 'statusCode', at);
      const text = stringField(obs, 'value', at);
      if (status === 'ND' && text === 'NaN') return;
      if (status !== 'OK') invalidFeed(`${at}.statusCode`, `expected "OK", or "ND" with the value "NaN", got ${quote(status)}`);
      days.add(date, code, inverseRate(ONE, readDecimalText(text, `${at}.value`)), `${at}.value`, id, publicationTime(date, bcchCalendar), document);
    });
  }
  return days.finish('CLP', options, warnings);
}

const seriesOf = (currency: string) => Object.entries(BCCH_SERIES).find(([, code]) => code === currency)?.[0];

/** The source options of `bcch()` besides the password (`apiKey`). */
export interface BcchOptions {
  /** Your SieteRestWS user name (the service's `user`); with the password as `apiKey`. */
  readonly user?: string;
  /** The currency of the series this source reads (one a request); default `USD`, the observed dollar. */
  readonly currency?: string;
}

/** The BCCh as its live source reads it: one series a source (`currency`, default the observed dollar), the last two weeks, the user's name and password. */
export const bcchFeed: FeedDescriptor<BcchOptions> = {
  name: 'bcch',
  nameOf: ({ currency = 'USD' }) => (currency === 'USD' ? 'bcch' : `bcch-${currency.toLowerCase()}`),
  calendar: bcchCalendar,
  window: (now, { currency = 'USD' }) => {
    const { from, to } = dateWindow(now, 14);
    return [
      `https://si3.bcentral.cl/SieteRestWS/SieteRestWS.ashx?firstdate=${from.iso}&function=GetSeries&lastdate=${to.iso}&timeseries=${seriesOf(currency)}`,
    ];
  },
  query: ({ user }) => `user=${encodeURIComponent(user ?? '')}`,
  key: { what: 'SieteRestWS password', query: 'pass' },
  check: ({ user, currency = 'USD' }) => {
    if (user !== undefined && (typeof user !== 'string' || user === ''))
      fail('invalid_parameter', 'Source option user must be your SieteRestWS user name.', 'user');
    if (seriesOf(currency) === undefined)
      fail('invalid_parameter', `${quote(currency)} is not a currency of BCCH_SERIES (${Object.values(BCCH_SERIES).join(', ')}).`, 'currency');
  },
  read: (body, metadata) => importBcch(body, { metadata }),
  importer: importBcch,
};
