import { ONE } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { describeJson, isoDate, objectAt, positiveNumber, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Banco Nacional de Angola publishes its reference rates: Angolan business days, in the afternoon Luanda time. */
export const bnaCalendar: BankCalendar = {
  zone: 'Africa/Luanda',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "Banco Nacional de Angola, Taxa de Referência - MEDIO (kwanzas per unit); recorder's observation: */30 15-17 * * 1-5 (UTC, 16:00 to 18:00 Luanda); no holiday list at hand, hence a tolerance of one missed business day",
};

/**
 * Imports the Banco Nacional de Angola's reference rates (`/service/rest/taxas/get/evolucao/taxa/intervalo?moeda=...&tipocambio=M`:
 * `{ success, genericResponse: [{ taxa, tipoCambio: "M", data, codigoMoeda }] }`), kwanzas per one
 * unit, the mid reference rate (`M`), one answer a currency (or all, `moeda=ALL`) or several, a
 * rate quoted again by another answer kept once when equal and refused when not; stored as `1 / taxa` per
 * kwanza (12 significant digits unless it terminates). An answer with no row (a currency without
 * rates in the window) adds nothing; the service's list of currencies (`lista/moedas`, rows without
 * `taxa`) is no table of rates and is refused as such.
 *
 * @param input - One answer or several: JSON text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot AOA), the warnings and each date's provenance (`bna`, table `intervalo M`).
 * @example
 * const { dataset } = importBna(await (await fetch(url)).text(), { metadata: defaultDataset });
 */
export function importBna(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('bna');
  // `moeda=ALL` answers every currency, so another document may quote a (date, code) again: the same rate is kept once.
  const seen = new Map<string, { rate: number | string; at: string; document: number }>();
  const odd = new Set<string>();
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const doc = objectAt(value, where);
    if (doc.success !== true) invalidFeed(inside(where, 'success'), `the service answered ${describeJson(doc.success)}`);
    const rows = doc.genericResponse;
    if (!Array.isArray(rows)) invalidFeed(inside(where, 'genericResponse'), `expected an array, got ${describeJson(rows)}`);
    rows.forEach((entry: unknown, i) => {
      const at = inside(where, `genericResponse[${i}]`);
      const row = objectAt(entry, at);
      if (!Object.hasOwn(row, 'taxa')) invalidFeed(`${at}.taxa`, 'no rate: this is the list of currencies (lista/moedas), not a table of rates');
      if (row.tipoCambio !== 'M') invalidFeed(`${at}.tipoCambio`, `expected the mid reference rate "M", got ${describeJson(row.tipoCambio)}`);
      const code = stringField(row, 'codigoMoeda', at);
      if (code === 'AOA' || !/^[A-Z]{3,10}$/.test(code)) invalidFeed(`${at}.codigoMoeda`, `${quote(code)} is not a currency the BNA quotes in kwanzas`);
      if (!FIAT_CODE.test(code)) {
        // `XDRUSD` ("special drawing rights to US dollar") is a line of the full table, not a currency code.
        if (!odd.has(code)) warnings.add('unknown_code', null, code, `${quote(code)} is not a currency code; left out`);
        odd.add(code);
        return;
      }
      const date = refuseFutureDate(isoDate(row.data, `${at}.data`), `${at}.data`);
      const rate = nominalRate(positiveNumber(row.taxa, `${at}.taxa`), ONE, 'domestic_per_foreign');
      const first = seen.get(`${date} ${code}`);
      if (first !== undefined) {
        if (first.document === document) invalidFeed(`${at}.taxa`, `${code} on ${date} is repeated (first at ${first.at})`);
        if (first.rate !== rate) invalidFeed(`${at}.taxa`, `${code} on ${date} is ${rate} here but ${first.rate} at ${first.at}`);
        return;
      }
      seen.set(`${date} ${code}`, { rate, at: `${at}.taxa`, document });
      days.add(date, code, rate, `${at}.taxa`, 'intervalo M', publicationTime(date, bnaCalendar), document);
    });
  });
  return days.finish('AOA', options, warnings);
}

/** The BNA as its live source reads it: every currency (`moeda=ALL`) or one (`currency`), the mid reference rates of the last two weeks. */
export const bnaFeed: FeedDescriptor<{ readonly currency?: string }> = {
  name: 'bna',
  nameOf: ({ currency = 'ALL' }) => (currency === 'ALL' ? 'bna' : `bna-${currency.toLowerCase()}`),
  calendar: bnaCalendar,
  window: (now, { currency = 'ALL' }) => {
    const { from } = dateWindow(now, 14);
    return [
      `https://www.bna.ao/service/rest/taxas/get/evolucao/taxa/intervalo?datafim=${now.toISOString().slice(0, 10)}&datainicio=${from.iso}&moeda=${currency}&tipocambio=M`,
    ];
  },
  check: ({ currency = 'ALL' }) => {
    if (typeof currency !== 'string' || !FIAT_CODE.test(currency))
      fail('invalid_parameter', `Source option currency must be a currency code, got ${quote(currency)}.`, 'currency');
  },
  read: (body, metadata) => importBna(body, { metadata }),
  importer: importBna,
};
