import { ONE } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { inverseRate, readDecimalText } from '../../importers/banks/quoteRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When Banco de México publishes: the FIX of Mexican business days, determined at 12:00 Mexico City time. */
export const banxicoCalendar: BankCalendar = {
  zone: 'America/Mexico_City',
  publishes: '12:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Banco de México: the FIX is determined from market quotes at 12:00 Mexico City time on banking business days and published in the Diario Oficial the next business day (banxico.org.mx, "Tipo de cambio"); ' +
    "recorder's observation: */30 18-20 * * 1-5 (UTC); no holiday list at hand, hence a tolerance of one missed business day",
};

/**
 * The SIE series read, each the pesos per one unit of its currency, with the words of its `titulo`
 * that name that currency and unit (a series whose title says otherwise is refused, not misread).
 */
export const BANXICO_SERIES: Readonly<Record<string, { readonly code: CurrencyCode; readonly title: string }>> = {
  SF43718: { code: 'USD', title: 'Pesos por dólar E.U.A.' },
  SF46410: { code: 'EUR', title: 'Respecto al peso mexicano Euro' },
  SF46406: { code: 'JPY', title: 'Respecto al peso mexicano Yen japonés' },
  SF46407: { code: 'GBP', title: 'Respecto al peso mexicano Libra esterlina' },
  SF60632: { code: 'CAD', title: 'Respecto al peso mexicano Dólar Canadiense' },
};

// Banxico writes "N/E" (no existe) for a date without a value.
const NO_VALUE = 'N/E';

/**
 * Imports Banco de México's SIE API answer (`/SieAPIRest/service/v1/series/<ids>/datos/<from>/<to>`:
 * `{ bmx: { series: [{ idSerie, titulo, datos: [{ fecha: "DD/MM/YYYY", dato: "17.3485" }] }] } }`)
 * for the series of `BANXICO_SERIES`: the FIX (`SF43718`, pesos per US dollar) and the peso
 * quotes of the euro, yen, pound and Canadian dollar, each MXN per one unit, one mid value a day.
 * The dataset pivots on MXN and stores `1 / dato` per peso, rounded once to 12 significant digits
 * unless it terminates; each date's provenance names the series that quoted it. `N/E` is no value.
 *
 * @param input - The SIE JSON, or several: text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot MXN), the warnings and each date's provenance.
 * @example
 * const { dataset } = importBanxico(await (await fetch(sieUrl, { headers: { 'Bmx-Token': token } })).text(), { metadata: defaultDataset });
 */
export function importBanxico(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('banxico');
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    const bmx = objectAt(objectAt(value, where).bmx, inside(where, 'bmx'));
    arrayAt(bmx.series, inside(where, 'bmx.series')).forEach((entry, s) => {
      const at = inside(where, `bmx.series[${s}]`);
      const series = objectAt(entry, at);
      const id = stringField(series, 'idSerie', at);
      if (!Object.hasOwn(BANXICO_SERIES, id)) invalidFeed(`${at}.idSerie`, `${quote(id)} is not a series of BANXICO_SERIES`);
      const { code, title } = BANXICO_SERIES[id]!;
      const titulo = stringField(series, 'titulo', at).replace(/\s+/g, ' ');
      if (!titulo.endsWith(title) && !titulo.includes(`${title} `))
        invalidFeed(`${at}.titulo`, `${quote(titulo)} is not the series of ${code} (${quote(title)})`);
      arrayAt(series.datos, `${at}.datos`).forEach((point, i) => {
        const pat = `${at}.datos[${i}]`;
        const row = objectAt(point, pat);
        const date = refuseFutureDate(isoDate(row.fecha, `${pat}.fecha`, true), `${pat}.fecha`);
        const dato = stringField(row, 'dato', pat);
        if (dato === NO_VALUE) return;
        days.add(date, code, inverseRate(ONE, readDecimalText(dato, `${pat}.dato`)), `${pat}.dato`, id, publicationTime(date, banxicoCalendar), document);
      });
    });
  }
  return days.finish('MXN', options, warnings);
}

/** Banco de México as its live source reads it: the last two weeks of the five series, the user's SIE token in the `Bmx-Token` header. */
export const banxicoFeed: FeedDescriptor = {
  name: 'banxico',
  calendar: banxicoCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://www.banxico.org.mx/SieAPIRest/service/v1/series/${Object.keys(BANXICO_SERIES).join(',')}/datos/${from.iso}/${to.iso}`];
  },
  key: { what: 'Banxico SIE API token', header: 'Bmx-Token' },
  read: (body, metadata) => importBanxico(body, { metadata }),
  importer: importBanxico,
};
