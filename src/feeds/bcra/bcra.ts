import { decimalOfInteger } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { readDecimalNumber } from '../../importers/banks/quoteRate.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { METALS } from '../../importers/banks/metals.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the BCRA publishes its quotes: Argentine business days, after the wholesale market closes at 15:00 Buenos Aires time. */
export const bcraCalendar: BankCalendar = {
  zone: 'America/Argentina/Buenos_Aires',
  publishes: '15:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Banco Central de la República Argentina: the day\'s quotes (Cotizaciones, with the Comunicación "A" 3500 reference rate) follow the close of the wholesale exchange market at 15:00 Buenos Aires time; ' +
    "recorder's observation: */30 16-18 * * 1-5 (UTC); no holiday list at hand, hence a tolerance of one missed business day",
};

/**
 * The BCRA's codes that are not the ISO 4217 code of what they quote: `MXP` is its label of the
 * Mexican peso (MXN), `VEB` of the Venezuelan bolívar now in circulation (VES); both are checked
 * against their dollar parity like every other quote.
 */
export const BCRA_CODES: Readonly<Record<string, CurrencyCode>> = { MXP: 'MXN', VEB: 'VES' };

// `REF` is the Comunicación "A" 3500 reference rate of the dollar, a second dollar beside `USD`.
const REFERENCE = 'REF';
// `DONG VIETNAM (C/1.000 UNIDADES)`: the quote is for 1,000 units.
const UNITS = /\(C\/(\d{1,3}(?:\.\d{3}){0,3}) UNIDADES\)/;
// Each quote in pesos against its parity in dollars times the dollar: the parity has 3 to 6 significant digits, so within 1 %.
const PARITY_TOLERANCE = 0.01;

/**
 * Imports the BCRA's daily quotes (`/estadisticascambiarias/v1.0/Cotizaciones[?fecha=YYYY-MM-DD]`:
 * `{ status, results: { fecha, detalle: [{ codigoMoneda, descripcion, tipoPase, tipoCotizacion }] } }`),
 * one document a date, one document or several. `tipoCotizacion` is pesos per unit (per 1,000 where
 * the description says `C/1.000 UNIDADES`), stored as `units / tipoCotizacion` per peso, 12
 * significant digits unless it terminates; `tipoPase` (dollars per unit) is checked against it, so
 * a quote read for the wrong unit or currency is refused. The peso's own line, the metals (zero in
 * pesos; `not_a_currency`) and `REF`, the "A" 3500 reference dollar beside `USD` (`not_a_currency`),
 * are left out; `MXP` and `VEB` are read as MXN and VES (`BCRA_CODES`).
 *
 * @param input - One answer or several: JSON text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot ARS), the warnings and each date's provenance (`bcra`, table `Cotizaciones <fecha>`).
 * @example
 * const { dataset } = importBcra(await (await fetch('https://api.bcra.gob.ar/estadisticascambiarias/v1.0/Cotizaciones')).text(), { metadata: defaultDataset });
 */
export function importBcra(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('bcra');
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    const doc = objectAt(value, where);
    if (doc.status !== 200) invalidFeed(inside(where, 'status'), `expected 200, got ${describeJson(doc.status)}`);
    const results = objectAt(doc.results, inside(where, 'results'));
    const date = refuseFutureDate(isoDate(results.fecha, inside(where, 'results.fecha')), inside(where, 'results.fecha'));
    const rows = arrayAt(results.detalle, inside(where, 'results.detalle')).map((entry, i) => {
      const at = inside(where, `results.detalle[${i}]`);
      const row = objectAt(entry, at);
      const code = stringField(row, 'codigoMoneda', at);
      if (!FIAT_CODE.test(code)) invalidFeed(`${at}.codigoMoneda`, `${quote(code)} is not a currency code`);
      const pase = row.tipoPase;
      const cotizacion = row.tipoCotizacion;
      if (typeof pase !== 'number' || !(pase >= 0)) invalidFeed(`${at}.tipoPase`, `expected a number, got ${describeJson(pase)}`);
      if (typeof cotizacion !== 'number' || !(cotizacion >= 0)) invalidFeed(`${at}.tipoCotizacion`, `expected a number, got ${describeJson(cotizacion)}`);
      return { at, code, description: stringField(row, 'descripcion', at), pase, cotizacion };
    });
    const dollar = rows.find((row) => row.code === 'USD');
    if (dollar === undefined || !(dollar.cotizacion > 0))
      invalidFeed(inside(where, 'results.detalle'), 'has no dollar (USD) quote to check the others against');
    const table = `Cotizaciones ${date}`;
    for (const { at, code, description, pase, cotizacion } of rows) {
      if (code === 'ARS') continue;
      if (METALS.has(code) || code === REFERENCE) {
        warnings.add('not_a_currency', date, code, `${quote(description)} is not a currency quote; left out`);
        continue;
      }
      const units = Number((UNITS.exec(description)?.[1] ?? '1').replaceAll('.', ''));
      const price = readDecimalNumber(cotizacion, `${at}.tipoCotizacion`);
      const parity = code === 'USD' ? 1 : pase;
      if (Math.abs((parity * dollar.cotizacion) / cotizacion - 1) >= PARITY_TOLERANCE)
        invalidFeed(`${at}.tipoCotizacion`, `${cotizacion} pesos does not fit ${pase} dollars at ${dollar.cotizacion} pesos (for ${units} ${code})`);
      const iso = BCRA_CODES[code] ?? code;
      days.add(
        date,
        iso,
        nominalRate(price, decimalOfInteger(false, units, 0), 'domestic_per_foreign'),
        `${at}.tipoCotizacion`,
        table,
        publicationTime(date, bcraCalendar),
        document,
      );
    }
  }
  return days.finish('ARS', options, warnings);
}

/** The BCRA as its live source reads it: the latest day's quotes (the service's answer without a date). */
export const bcraFeed: FeedDescriptor = {
  name: 'bcra',
  calendar: bcraCalendar,
  url: 'https://api.bcra.gob.ar/estadisticascambiarias/v1.0/Cotizaciones',
  read: (body, metadata) => importBcra(body, { metadata }),
  importer: importBcra,
};
