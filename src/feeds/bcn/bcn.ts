import { ONE } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { onlyChild, readXmlTree } from '../../importers/readers/xmlTree.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { isoDate } from '../../importers/readers/jsonFields.js';
import { inverseRate } from '../../importers/banks/quoteRate.js';
import { readBankDecimal } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Banco Central de Nicaragua's official rate is known: it publishes each month's daily rates ahead, one for every calendar day. */
export const bcnCalendar: BankCalendar = {
  zone: 'America/Managua',
  publishes: '08:00',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  toleranceDays: 1,
  source:
    "Banco Central de Nicaragua, web service ServicioTC.asmx (RecuperaTC_Mes): the official córdoba rate to the US dollar for every calendar day of a month, set ahead; recorder's observation: */30 14-16 * * * (UTC, 08:00 to 10:00 Managua, every day)",
};

const PATH = ['soap:Body', 'RecuperaTC_MesResponse', 'RecuperaTC_MesResult', 'Detalle_TC'] as const;
// The BCN sets a month's rates ahead: a date up to the end of next month is a publication, not a forgery.
const MONTH_AHEAD_DAYS = 62;
const DAY_MS = 86_400_000;

/**
 * Imports the Banco Central de Nicaragua's official rates (SOAP `RecuperaTC_Mes`: `<Detalle_TC><Tc>
 * <Fecha>2026-03-16</Fecha><Valor>36.6243</Valor><Ano/><Mes/><Dia/></Tc></Detalle_TC>`), córdobas
 * per US dollar, stored as `1 / Valor` per córdoba (12 significant digits unless it terminates).
 * `Ano`, `Mes` and `Dia` must be `Fecha`'s. The BCN sets the month's rates ahead: days after
 * tomorrow (UTC) are not yet in force and are left out (`now` decides), days beyond two months a forgery.
 *
 * @param input - One SOAP answer or several: XML text, bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot NIO), the warnings and each date's provenance (`bcn`, table `RecuperaTC_Mes`).
 * @example
 * const { dataset } = importBcn(await (await fetch(BCN_URL, { method: 'POST', body: envelope })).text(), { metadata: defaultDataset });
 */
export function importBcn(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('bcn');
  const now = Date.now();
  const tomorrow = new Date(now + DAY_MS).toISOString().slice(0, 10);
  for (const { body, where, index: document } of bankInputs(input)) {
    within(where, () => {
      const table = PATH.reduce((element, name) => onlyChild(element, name), readXmlTree(decodeFeed(body)));
      if (table.children.length === 0) invalidFeed(table.path, 'holds no rate');
      for (const row of table.children) {
        if (row.name !== 'Tc') invalidFeed(row.path, `expected <Tc>, got <${row.name}>`);
        const day = onlyChild(row, 'Fecha');
        const date = refuseFutureDate(isoDate(day.text, day.path), day.path, now, MONTH_AHEAD_DAYS);
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        for (const [name, expected] of [
          ['Ano', y],
          ['Mes', m],
          ['Dia', d],
        ] as const) {
          const part = onlyChild(row, name);
          if (part.text !== String(expected)) invalidFeed(part.path, `${quote(part.text)} is not ${name} of ${date}`);
        }
        const value = onlyChild(row, 'Valor');
        const rate = inverseRate(ONE, readBankDecimal(value.text, value.path));
        if (date > tomorrow) continue;
        days.add(date, 'USD', rate, value.path, 'RecuperaTC_Mes', publicationTime(date, bcnCalendar), document);
      }
    });
  }
  return days.finish('NIO', options, warnings);
}

/** The SOAP envelope of `RecuperaTC_Mes` for a year and month, as the recorder sent it. */
export function bcnEnvelope(year: number, month: number): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"
               xmlns:tns="http://servicios.bcn.gob.ni/">
  <soap:Body>
    <tns:RecuperaTC_Mes>
      <tns:Ano>${year}</tns:Ano>
      <tns:Mes>${month}</tns:Mes>
    </tns:RecuperaTC_Mes>
  </soap:Body>
</soap:Envelope>
`;
}

/** The BCN as its live source reads it: the current month's table (in Managua), by SOAP. */
export const bcnFeed: FeedDescriptor = {
  name: 'bcn',
  calendar: bcnCalendar,
  url: 'https://servicios.bcn.gob.ni/Tc_Servicio/ServicioTC.asmx',
  request: (now) => {
    // Managua is UTC-6 all year: its month is the UTC month of six hours earlier.
    const local = new Date(now.getTime() - 6 * 3_600_000);
    return {
      method: 'POST',
      body: bcnEnvelope(local.getUTCFullYear(), local.getUTCMonth() + 1),
      headers: { 'content-type': 'text/xml; charset=utf-8', SOAPAction: '"http://servicios.bcn.gob.ni/RecuperaTC_Mes"' },
    };
  },
  read: (body, metadata) => importBcn(body, { metadata }),
  importer: importBcn,
};
