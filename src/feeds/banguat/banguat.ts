import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import { ONE, toPlainString } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { onlyChild, readXmlTree } from '../../importers/readers/xmlTree.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { isoDate } from '../../importers/readers/jsonFields.js';
import { midpoint, nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Banco de Guatemala publishes its reference rate: one value for every calendar day, set on business days. */
export const banguatCalendar: BankCalendar = {
  zone: 'America/Guatemala',
  publishes: '12:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "Banco de Guatemala, web service TipoCambio.asmx (TipoCambioRango): the reference rate of the quetzal to the US dollar for every calendar day, weekends carrying Friday's; " +
    'no publication time stated in the recorded data nor in the manifest: 12:00 Guatemala is a bound, not a cited time; no holiday list at hand, hence a tolerance of one missed business day',
};

// Banguat's currency number 2 is the US dollar, the only one TipoCambioRango answers.
const DOLLAR = '2';
const PATH = ['soap:Body', 'TipoCambioRangoResponse', 'TipoCambioRangoResult'] as const;

/**
 * Imports the Banco de Guatemala's reference rates (SOAP `TipoCambioRango`: `<Vars><Var><moneda>2</moneda>
 * <fecha>DD/MM/YYYY</fecha><venta/><compra/></Var></Vars><TotalItems>`), quetzales per US dollar,
 * selling and buying (equal in the recorded answer). The dataset's rate is their mid exactly,
 * stored as `1 / mid` per quetzal; both are kept in `quotes`. `TotalItems` must count the rows.
 *
 * @param input - One SOAP answer or several: XML text, bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot GTQ), the warnings, each date's provenance (`banguat`, table `TipoCambioRango`) and `quotes`.
 * @example
 * const { dataset } = importBanguat(await (await fetch(BANGUAT_URL, { method: 'POST', body: envelope })).text(), { metadata: defaultDataset });
 */
export function importBanguat(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('banguat');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  for (const { body, where, index: document } of bankInputs(input)) {
    within(where, () => {
      const result = PATH.reduce((element, name) => onlyChild(element, name), readXmlTree(decodeFeed(body)));
      const vars = onlyChild(result, 'Vars');
      const total = onlyChild(result, 'TotalItems');
      if (total.text !== String(vars.children.length)) invalidFeed(total.path, `${quote(total.text)} is not the ${vars.children.length} rows given`);
      if (vars.children.length === 0) invalidFeed(vars.path, 'holds no rate');
      for (const row of vars.children) {
        if (row.name !== 'Var') invalidFeed(row.path, `expected <Var>, got <${row.name}>`);
        const currency = onlyChild(row, 'moneda');
        if (currency.text !== DOLLAR) invalidFeed(currency.path, `expected currency 2 (the US dollar), got ${quote(currency.text)}`);
        const day = onlyChild(row, 'fecha');
        const date = refuseFutureDate(isoDate(day.text, day.path, true), day.path);
        const selling = readBankDecimal(onlyChild(row, 'venta').text, onlyChild(row, 'venta').path);
        const buying = readBankDecimal(onlyChild(row, 'compra').text, onlyChild(row, 'compra').path);
        if (buying.num > selling.num)
          invalidFeed(onlyChild(row, 'compra').path, `buying rate ${toPlainString(buying)} is above the selling rate ${toPlainString(selling)}`);
        days.add(
          date,
          'USD',
          nominalRate(midpoint(buying, selling), ONE, 'domestic_per_foreign'),
          onlyChild(row, 'venta').path,
          'TipoCambioRango',
          publicationTime(date, banguatCalendar),
          document,
        );
        (quotes[date] ??= {}).USD = { buying: toPlainString(buying), selling: toPlainString(selling) };
      }
    });
  }
  return keepBidAsk(days.finish('GTQ', options, warnings), quotes);
}

/** The SOAP envelope of `TipoCambioRango`, as the recorder sent it (dates day first). */
export function banguatEnvelope(from: string, to: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <TipoCambioRango xmlns="http://www.banguat.gob.gt/variables/ws/">
      <fechainit>${from}</fechainit>
      <fechafin>${to}</fechafin>
    </TipoCambioRango>
  </soap:Body>
</soap:Envelope>
`;
}

/** The Banco de Guatemala as its live source reads it: the last two weeks of `TipoCambioRango`, by SOAP. */
export const banguatFeed: FeedDescriptor = {
  name: 'banguat',
  calendar: banguatCalendar,
  url: 'https://www.banguat.gob.gt/variables/ws/TipoCambio.asmx',
  request: (now) => {
    const { from } = dateWindow(now, 14);
    const today = dateWindow(now, 0).from;
    return {
      method: 'POST',
      body: banguatEnvelope(from.dmy, today.dmy),
      headers: { 'content-type': 'text/xml; charset=utf-8', SOAPAction: '"http://www.banguat.gob.gt/variables/ws/TipoCambioRango"' },
    };
  },
  read: (body, metadata) => importBanguat(body, { metadata }),
  importer: importBanguat,
};
