import { ONE } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { IsoDate } from '../../types.js';
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
import { type BankCalendar, addDays, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When Colombia's TRM is published: computed on each business day from that day's dollar trades, in force from the next day. */
export const banrepCalendar: BankCalendar = {
  zone: 'America/Bogota',
  publishes: '18:00',
  weekdays: [1, 2, 3, 4, 5],
  quoteDate: 'next_day',
  toleranceDays: 1,
  source:
    'Banco de la República / Superintendencia Financiera: the TRM (tasa representativa del mercado) is computed on each business day from that day\'s dollar trades and is in force ("vigencia") from the next day, ' +
    "the one computed on a Friday or before a holiday until the next business day (the dataset's vigenciadesde/vigenciahasta); recorder's observation: */30 23,0,1 * * 1-5 (UTC, 18:00 to 20:00 Bogotá); " +
    'no holiday list at hand, hence a tolerance of one missed business day',
};

/** The open-data set (datos.gov.co) that carries the TRM: `32sa-8pi3`. */
const DATASET = '32sa-8pi3';
const MIDNIGHT = 'T00:00:00.000';

/**
 * Imports Colombia's TRM from the Banco de la República's open-data set on datos.gov.co
 * (`/resource/32sa-8pi3.json`: `[{ valor, unidad: "COP", vigenciadesde, vigenciahasta }]`), pesos
 * per US dollar, one document or several. Each row is dated the first day it is in force
 * (`vigenciadesde`; one row covers a weekend and holidays up to `vigenciahasta`), and stored as
 * `1 / valor` dollars per peso, 12 significant digits unless it terminates; its `updated_at` is
 * 18:00 Bogotá the day before, when it was computed.
 *
 * @param input - The Socrata JSON, or several: text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot COP), the warnings and each date's provenance (`banrep`, table `32sa-8pi3`).
 * @example
 * const { dataset } = importBanrep(await (await fetch(trmUrl)).text(), { metadata: defaultDataset });
 */
export function importBanrep(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('banrep');
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    arrayAt(value, where).forEach((entry, i) => {
      const at = inside(where, `[${i}]`);
      const row = objectAt(entry, at);
      const unit = stringField(row, 'unidad', at);
      if (unit !== 'COP') invalidFeed(`${at}.unidad`, `expected the TRM in pesos, "COP", got ${quote(unit)}`);
      const from = dayOf(row.vigenciadesde, `${at}.vigenciadesde`);
      const until = dayOf(row.vigenciahasta, `${at}.vigenciahasta`);
      if (until < from) invalidFeed(`${at}.vigenciahasta`, `${until} is before vigenciadesde ${from}`);
      refuseFutureDate(from, `${at}.vigenciadesde`);
      const rate = inverseRate(ONE, readDecimalText(stringField(row, 'valor', at), `${at}.valor`));
      days.add(from, 'USD', rate, `${at}.valor`, DATASET, zonedUtc(addDays(from, -1), banrepCalendar.publishes, banrepCalendar.zone), document);
    });
  }
  return days.finish('COP', options, warnings);
}

// Socrata's floating timestamp of a day: `2026-03-17T00:00:00.000`.
function dayOf(value: unknown, where: string): IsoDate {
  if (typeof value !== 'string' || !value.endsWith(MIDNIGHT) || value.length !== 10 + MIDNIGHT.length)
    invalidFeed(where, `expected "YYYY-MM-DDT00:00:00.000", got ${describeJson(value)}`);
  return isoDate(value.slice(0, 10), where);
}

/** The TRM as its live source reads it: the rows in force from the last two weeks on. */
export const banrepFeed: FeedDescriptor = {
  name: 'banrep',
  calendar: banrepCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [
      `https://www.datos.gov.co/resource/${DATASET}.json?$limit=50000&$order=vigenciadesde%20ASC` +
        `&$where=vigenciadesde%3E=%27${from.iso}${MIDNIGHT}%27%20AND%20vigenciadesde%3C=%27${to.iso}${MIDNIGHT}%27`,
    ];
  },
  read: (body, metadata) => importBanrep(body, { metadata }),
  importer: importBanrep,
};
