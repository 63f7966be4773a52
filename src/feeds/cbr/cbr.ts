import type { CurrencyCode } from '../../types.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { CBR_CURRENCY_IDS } from './cbrCurrencyIds.js';
import { readCbrDocument, type CbrRow } from './cbrDocument.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { publishedFigure } from '../../importers/banks/withPublished.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, addDays, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/**
 * The CBR's publishing calendar: it sets the official rates on Moscow business days, in the
 * afternoon, and dates them the next calendar day, the day they apply (Friday's rates carry
 * Saturday's date and hold over the weekend).
 */
export const cbrCalendar: BankCalendar = {
  zone: 'Europe/Moscow',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  quoteDate: 'next_day',
  toleranceDays: 1,
  source:
    "ratebook shared data README (CBR sets the next day's rates in the afternoon Moscow time; the file's Date is the day the rates apply); " +
    'since 13 June 2024 the rates are computed from market data up to 15:30 Moscow time (CBR announcement as reported in the press), so 16:00 is a bound, not a cited time; ' +
    'no holiday list was available here, hence toleranceDays 1',
};

/**
 * Imports the Central Bank of the Russian Federation's official rates: the daily table
 * (`XML_daily.asp`, every currency on one date) and one currency's dynamics (`XML_dynamic.asp`,
 * one currency over a range), one document or several together. Bytes are decoded by the encoding
 * the XML declares (the CBR serves windows-1251); numbers have a decimal comma. The pivot is RUB:
 * a quote of `Value` RUB per `Nominal` units is stored as `Nominal / Value` units per RUB, exact
 * when that terminates, else rounded once to 12 significant digits half-even. Each snapshot is
 * dated the CBR's `Date`, the day the rates apply, with `updated_at` the afternoon before (Moscow).
 * A dynamics file names its currency by the CBR's id only (`R01235`): the ids are looked up in the
 * CBR's own table (`CBR_CURRENCY_IDS`) and in any daily table of the same import. The precious
 * metals document (`xml_metall.asp`, RUB per gram) holds no currency: it is left out with a
 * `not_a_currency` warning, and alone it is an `invalid_feed` error.
 *
 * @param input - One document or several: XML text, bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot RUB), the warnings and each date's provenance (`cbr`).
 * @example
 * const { dataset } = importCbr(new Uint8Array(await (await fetch('https://www.cbr.ru/scripts/XML_daily.asp')).arrayBuffer()), { metadata: defaultDataset });
 */
export function importCbr(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const documents = bankInputs(input).map((doc) => ({ ...doc, read: within(doc.where, () => readCbrDocument(doc.body)) }));
  // Ids the daily tables of this import name, beside the built-in table.
  const named = new Map<string, string>();
  for (const { read } of documents) if (read.kind === 'rates') for (const row of read.rows) if (row.code) named.set(row.id, row.code);
  const days = quoteDays('cbr');
  let metals: string | undefined;
  const unnamed = new Set<string>();
  documents.forEach(({ read, where }, document) => {
    if (read.kind === 'metals') {
      metals ??= where ? `${where}: ${read.path}` : read.path;
      warnings.add(
        'not_a_currency',
        null,
        null,
        `${where || 'the document'} holds the CBR's precious metals prices (RUB per gram), not currency rates; left out`,
      );
      return;
    }
    within(where, () => {
      for (const row of read.rows) {
        const code = codeOf(row, named);
        if (code === undefined) {
          // One warning an id: a year of one currency's dynamics is 250 rows.
          if (!unnamed.has(row.id))
            warnings.add(
              'unknown_code',
              row.date,
              row.id,
              `the CBR currency id ${row.id} names no code ratebook knows; pass the daily table (XML_daily) with it to name it`,
            );
          unnamed.add(row.id);
          continue;
        }
        days.add(
          row.date,
          code,
          nominalRate(row.value, row.nominal, 'domestic_per_foreign'),
          row.path,
          document,
          zonedUtc(addDays(row.date, -1), cbrCalendar.publishes, cbrCalendar.zone),
          publishedFigure(row.value, row.nominal),
        );
      }
    });
  });
  if (days.size === 0 && metals) invalidFeed(metals, "the CBR's precious metals prices (xml_metall) are not currency rates, and the input holds nothing else");
  return days.finish('RUB', options, warnings);
}

function codeOf(row: CbrRow, named: ReadonlyMap<string, string>): CurrencyCode | undefined {
  return row.code ?? named.get(row.id) ?? (Object.hasOwn(CBR_CURRENCY_IDS, row.id) ? CBR_CURRENCY_IDS[row.id] : undefined);
}

/** The CBR as its live source reads it: the daily table `XML_daily.asp`. */
export const cbrFeed: FeedDescriptor = {
  name: 'cbr',
  calendar: cbrCalendar,
  url: 'https://www.cbr.ru/scripts/XML_daily.asp',
  read: (body, metadata) => importCbr(body, { metadata }),
  importer: importCbr,
};
