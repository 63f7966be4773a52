import { parseDecimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { isCalendarDate } from '../../params/date.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { readDecimalText } from '../../importers/banks/quoteRate.js';
import { nominalRate, type QuoteDirection } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** The CBC's publishing calendar: 16:00 Taipei interbank rates of Taiwanese business days, the file brought up to date about monthly. */
export const cbcCalendar: BankCalendar = {
  zone: 'Asia/Taipei',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 35,
  source:
    'Central Bank of the Republic of China (Taiwan), table BP01D01 (cpx.cbc.gov.tw DataAPI): "daily data are the interbank spot rates of each currency at 16:00 Taiwan time" ' +
    "(the file's own note); the file is brought up to date about monthly (the recorded answer of 31 March ends on 26 February, last_updated 2 March; " +
    "recorder's observation */30 8-10 * * 1-5 UTC), hence toleranceDays 35",
};

const TABLE = 'BP01D01';
// `新台幣NTD/USD` (units per dollar) or `英鎊USD/GBP` (dollars per unit): the code and the direction, after the Chinese name.
const LABEL = /([A-Z]{3})\/([A-Z]{3})$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const ONE = parseDecimal('1')!;

/**
 * Imports the Central Bank of the Republic of China (Taiwan)'s daily exchange rates against the US
 * dollar (table BP01D01 of its DataAPI, JSON labelled text/plain: `{ meta: { last_updated }, data: {
 * structure: { Table1: [{ data: "日圓JPY/USD" }] }, dataSets: [["YYYYMMDD", "31.251", ..., "-"]] } }`),
 * 16:00 Taipei interbank rates since 1993. The dataset pivots on USD: a column `XXX/USD` (units per
 * dollar) is stored as published, a column `USD/XXX` (dollars per unit: GBP, AUD, EUR) as its
 * inverse, rounded once to 12 significant digits; NTD is TWD; `-` is no rate (the Deutsche Mark,
 * French franc and guilder since 2002). A date after `meta.last_updated` is refused.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot USD), the warnings and each date's provenance (`cbc`, table `BP01D01`).
 * @example
 * const { dataset } = importCbc(await (await fetch('https://cpx.cbc.gov.tw/API/DataAPI/Get?FileName=BP01D01')).text(), { metadata: defaultDataset });
 */
export function importCbc(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('cbc');
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const doc = objectAt(value, where);
    const meta = objectAt(doc.meta, inside(where, 'meta'));
    const lastUpdated = isoDate(meta.last_updated, inside(where, 'meta.last_updated'));
    const data = objectAt(doc.data, inside(where, 'data'));
    const structureAt = inside(where, 'data.structure.Table1');
    const columns = arrayAt(objectAt(data.structure, inside(where, 'data.structure')).Table1, structureAt).map((entry, i) => {
      const at = `${structureAt}[${i}]`;
      const label = stringField(objectAt(entry, at), 'data', at).trim();
      const match = LABEL.exec(label);
      const [base, counter] = match ? [match[1]!, match[2]!] : ['', ''];
      if (!match || (base === 'USD') === (counter === 'USD')) invalidFeed(`${at}.data`, `${quote(label)} is not a rate XXX/USD or USD/XXX`);
      const named = base === 'USD' ? counter : base;
      const code: CurrencyCode = named === 'NTD' ? 'TWD' : named;
      if (!FIAT_CODE.test(code)) invalidFeed(`${at}.data`, `${quote(named)} is not a currency code`);
      const direction: QuoteDirection = base === 'USD' ? 'domestic_per_foreign' : 'foreign_per_domestic';
      return { code, direction };
    });
    const seen = new Set(columns.map((c) => c.code));
    if (seen.size !== columns.length) invalidFeed(structureAt, 'a currency has two columns');
    arrayAt(data.dataSets, inside(where, 'data.dataSets')).forEach((entry, i) => {
      const at = inside(where, `data.dataSets[${i}]`);
      const row = arrayAt(entry, at);
      if (row.length !== columns.length + 1) invalidFeed(at, `${row.length} cells, expected the date and ${columns.length} rates`);
      const date = dayOf(row[0], `${at}[0]`);
      if (date > lastUpdated) invalidFeed(`${at}[0]`, `${date} is after the table's last update ${lastUpdated}`);
      refuseFutureDate(date, `${at}[0]`);
      columns.forEach(({ code, direction }, j) => {
        const cellAt = `${at}[${j + 1}]`;
        const cell = row[j + 1];
        if (typeof cell !== 'string') invalidFeed(cellAt, `expected a decimal string or "-", got ${describeJson(cell)}`);
        if (cell === '-') return;
        days.add(date, code, nominalRate(readDecimalText(cell, cellAt), ONE, direction), cellAt, document, publicationTime(date, cbcCalendar));
      });
    });
  });
  const result = days.finish('USD', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'cbc', table: TABLE }]])));
}

function dayOf(value: unknown, where: string): IsoDate {
  const match = typeof value === 'string' ? COMPACT.exec(value) : null;
  const date = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  if (!isCalendarDate(date)) invalidFeed(where, `expected a day YYYYMMDD, got ${describeJson(value)}`);
  return date;
}

/** The CBC as its live source reads it: the whole table since 1993 (about 1.3 MB, so a 4 MiB cap). */
export const cbcFeed: FeedDescriptor = {
  name: 'cbc',
  calendar: cbcCalendar,
  url: `https://cpx.cbc.gov.tw/API/DataAPI/Get?FileName=${TABLE}`,
  maxBytes: 4 << 20,
  read: (body, metadata) => importCbc(body, { metadata }),
  importer: importCbc,
};
