import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import { ONE, toPlainString } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { isCalendarDate } from '../../params/date.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { midpoint, nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Banco Central de Costa Rica publishes its reference rates: Costa Rican business days, around midday. */
export const bccrCalendar: BankCalendar = {
  zone: 'America/Costa_Rica',
  publishes: '12:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Banco Central de Costa Rica: buying and selling reference rates of the US dollar (Reglamento para las operaciones cambiarias de contado, art. 9), one value for every calendar day, weekends carrying the rate in force; ' +
    "recorder's observation: */30 18-20 * * 1-5 (UTC, 12:00 to 14:00 San José); no holiday list at hand, hence a tolerance of one missed business day",
};

/** The indicators of variable group 1: 317 buying (`Compra`), 318 selling (`Venta`), colones per US dollar. */
const BUYING = 317;
const SELLING = 318;
const TITLE = 'US Dollar purchase and sale rates';
const SUBTITLE = 'in Costa Rican currency (colones)';
const MONTHS: Readonly<Record<string, string>> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};
const COLUMN_DATE = /^(\d{1,2}) ([a-z]{3}) (\d{4})$/;
// The BCCR's spread is a few colones on about 500; a selling rate 10 % over the buying rate is no quote of it.
const MAX_SPREAD = 1.1;

/**
 * Imports the Banco Central de Costa Rica's table of variable group 1 (`CuadroGrupoVariables/
 * ObtenerDatosCuadro?IdGrupoVariable=1`: `{ informacionDelCuadro, columnas: [{ field: "serieN",
 * tituloIngles: "24 mar 2026" }], indicadoresRaiz: [{ idIndicador: 317 | 318, series: { serieN:
 * "463,24", serieNIngles: "463.24" } }] }`), the reference buying and selling rates of the US dollar
 * in colones, one value a calendar day. The two spellings of each value must agree. The dataset's
 * rate is the mid, (buying + selling) / 2 exactly — the documented choice, as the BCCR publishes
 * no mid — stored as `1 / mid` per colón (12 significant digits unless it terminates); both
 * quotes are kept in `quotes`. The service's CSRF token (the first recorded answer) is not a table
 * and is refused like any text that is not one.
 *
 * @param input - The table's JSON, or several: text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot CRC), the warnings, each date's provenance (`bccr`, table `GrupoVariable 1`) and `quotes`.
 * @example
 * const { dataset, quotes } = importBccr(await (await fetch(cuadroUrl)).text(), { metadata: defaultDataset });
 */
export function importBccr(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('bccr');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    const doc = objectAt(value, where);
    const info = objectAt(doc.informacionDelCuadro, inside(where, 'informacionDelCuadro'));
    if (info.codGrupoVariablePublicado !== 1)
      invalidFeed(inside(where, 'informacionDelCuadro.codGrupoVariablePublicado'), `expected group 1, got ${describeJson(info.codGrupoVariablePublicado)}`);
    if (!stringField(info, 'tituloIngles', inside(where, 'informacionDelCuadro')).startsWith(TITLE))
      invalidFeed(inside(where, 'informacionDelCuadro.tituloIngles'), `expected ${quote(TITLE)}`);
    if (!stringField(info, 'subTituloIngles', inside(where, 'informacionDelCuadro')).includes(SUBTITLE))
      invalidFeed(inside(where, 'informacionDelCuadro.subTituloIngles'), `expected the rates ${quote(SUBTITLE)}`);
    const columns = new Map<string, IsoDate>();
    arrayAt(doc.columnas, inside(where, 'columnas')).forEach((entry, i) => {
      const at = inside(where, `columnas[${i}]`);
      const column = objectAt(entry, at);
      const field = stringField(column, 'field', at);
      if (field === 'nombre') return;
      if (!/^serie\d{1,4}$/.test(field)) invalidFeed(`${at}.field`, `expected "serieN", got ${quote(field)}`);
      const date = columnDate(stringField(column, 'tituloIngles', at), `${at}.tituloIngles`);
      if ([...columns.values()].includes(date)) invalidFeed(`${at}.tituloIngles`, `${date} is a column already`);
      columns.set(field, refuseFutureDate(date, `${at}.tituloIngles`));
    });
    const rows = arrayAt(doc.indicadoresRaiz, inside(where, 'indicadoresRaiz'));
    if (rows.length !== 2) invalidFeed(inside(where, 'indicadoresRaiz'), `expected the buying and the selling rate, got ${rows.length} indicators`);
    const [buying, selling] = [BUYING, SELLING].map((id) => {
      const i = rows.findIndex((row) => objectAt(row, inside(where, 'indicadoresRaiz')).idIndicador === id);
      if (i < 0) invalidFeed(inside(where, 'indicadoresRaiz'), `lacks indicator ${id} (${id === BUYING ? 'Compra' : 'Venta'})`);
      const at = inside(where, `indicadoresRaiz[${i}]`);
      const row = rows[i] as Record<string, unknown>;
      const name = id === BUYING ? 'Buy' : 'Sell';
      if (row.nombreIngles !== name) invalidFeed(`${at}.nombreIngles`, `indicator ${id} is ${quote(name)}, got ${describeJson(row.nombreIngles)}`);
      return { at, series: objectAt(row.series, `${at}.series`) };
    }) as [{ at: string; series: Record<string, unknown> }, { at: string; series: Record<string, unknown> }];
    for (const [field, date] of columns) {
      const buy = cell(buying.series, field, `${buying.at}.series.${field}`);
      const sell = cell(selling.series, field, `${selling.at}.series.${field}`);
      if (buy.num > sell.num) invalidFeed(`${buying.at}.series.${field}`, `buying rate ${toPlainString(buy)} is above the selling rate ${toPlainString(sell)}`);
      if (sell.num > buy.num * MAX_SPREAD)
        invalidFeed(`${selling.at}.series.${field}`, `selling rate ${toPlainString(sell)} is more than 10 % over the buying rate ${toPlainString(buy)}`);
      days.add(
        date,
        'USD',
        nominalRate(midpoint(buy, sell), ONE, 'domestic_per_foreign'),
        `${buying.at}.series.${field}`,
        'GrupoVariable 1',
        publicationTime(date, bccrCalendar),
        document,
      );
      (quotes[date] ??= {}).USD = { buying: toPlainString(buy), selling: toPlainString(sell) };
    }
  }
  return keepBidAsk(days.finish('CRC', options, warnings), quotes);
}

// `24 mar 2026`, the English title of a column.
function columnDate(title: string, where: string): IsoDate {
  const match = COLUMN_DATE.exec(title);
  const month = match ? MONTHS[match[2]!] : undefined;
  const date = match && month ? `${match[3]}-${month}-${match[1]!.padStart(2, '0')}` : '';
  if (!isCalendarDate(date)) invalidFeed(where, `expected a date "24 mar 2026", got ${quote(title)}`);
  return date;
}

// A value in both spellings, `463,24` and `463.24`, which must be the same number.
function cell(series: Record<string, unknown>, field: string, where: string) {
  const comma = series[field];
  const point = series[`${field}Ingles`];
  if (typeof comma !== 'string') invalidFeed(where, `expected a decimal string, got ${describeJson(comma)}`);
  if (typeof point !== 'string') invalidFeed(`${where}Ingles`, `expected a decimal string, got ${describeJson(point)}`);
  const value = readBankDecimal(point, `${where}Ingles`);
  if (toPlainString(readBankDecimal(comma, where, true)) !== toPlainString(value)) invalidFeed(where, `${quote(comma)} is not ${quote(point)}`);
  return value;
}

/** The BCCR as its live source reads it: the last 100 days of variable group 1 (the service answers that many columns). */
export const bccrFeed: FeedDescriptor = {
  name: 'bccr',
  calendar: bccrCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 3);
    return [
      'https://apim.bccr.fi.cr/SDDE/api/Bccr.GE.SDDE.IndicadoresSitioExterno.GrupoVariables.API/CuadroGrupoVariables/ObtenerDatosCuadro' +
        `?CantidadSeriesAMostrar=100&FechaFin=${to.iso}&FechaInicio=${from.iso}T00:00:00&IdGrupoVariable=1`,
    ];
  },
  read: (body, metadata) => importBccr(body, { metadata }),
  importer: importBccr,
};
