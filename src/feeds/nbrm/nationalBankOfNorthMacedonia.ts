import { quote } from '../../errors.js';
import { decimalOfInteger } from '../../decimal/index.js';
import { isCalendarDate } from '../../params/date.js';
import type { IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { readDecimalNumber } from '../../importers/banks/quoteRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult, Provenance } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the NBRM publishes: its exchange rate list is fixed on Macedonian business days and applies from the next day. */
export const nationalBankOfNorthMacedoniaCalendar: BankCalendar = {
  zone: 'Europe/Skopje',
  publishes: '14:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "the NBRM's own answers: each list carries its fixing day (`datum_f`, a business day) and the days it applies (`datum`, every calendar day after it); " +
    "recorder's observation */30 10-12 * * * (UTC); no time stated nor holiday list at hand, hence 14:00 Skopje and toleranceDays 1",
};

const CODE = /^[A-Z]{3}$/;
const NUM_CODE = /^\d{3}$/;
const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00:00$/;
const NOMINALS = new Set([1, 10, 100, 1000]);

/**
 * Imports the National Bank of the Republic of North Macedonia's exchange rate lists
 * (`KLServiceNOV/GetExchangeRate?StartDate=&EndDate=&format=json`: `[{ rBr, datum, datum_f,
 * valuta, oznaka, nomin, sreden, ... }]`), one document or several. A list (`rBr`) is fixed on
 * `datum_f` and repeated for each day it applies (`datum`, weekends included); the dataset dates
 * each list by its fixing day, read once (its repetitions must agree). MKD per `nomin` units,
 * the middle rate `sreden` (the NBRM publishes no buying or selling here), stored as `nomin /
 * sreden` units per MKD, rounded once to 12 significant digits half-even.
 *
 * @param input - One document or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot MKD), the warnings and each date's provenance (`nbrm`, table `list 98/2026`).
 * @example
 * const { dataset } = importNationalBankOfNorthMacedonia(await (await fetch(nbrmUrl)).text(), { metadata: defaultDataset });
 */
export function importNationalBankOfNorthMacedonia(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('nbrm');
  const lists = new Map<IsoDate, string>();
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const rows = arrayAt(value, where);
    if (rows.length === 0) invalidFeed(where, 'the answer holds no rate');
    // (list, code) -> the rate first read, so a list's repetition over the days it applies is read once.
    const seen = new Map<string, { rate: number | string; at: string }>();
    const applies = new Map<string, string>();
    rows.forEach((entry, i) => {
      const at = inside(where, `[${i}]`);
      const row = objectAt(entry, at);
      const fixed = midnight(row.datum_f, `${at}.datum_f`);
      const valid = midnight(row.datum, `${at}.datum`);
      if (valid <= fixed) invalidFeed(`${at}.datum`, `${valid} is not after the fixing day ${fixed}`);
      refuseFutureDate(valid, `${at}.datum`);
      const list = row.rBr;
      if (typeof list !== 'number' || !Number.isInteger(list) || list < 1 || list > 400)
        invalidFeed(`${at}.rBr`, `expected a list number, got ${describeJson(list)}`);
      const table = `list ${list}/${fixed.slice(0, 4)}`;
      const first = lists.get(fixed);
      if (first !== undefined && first !== table) invalidFeed(`${at}.rBr`, `${table} fixed on ${fixed}, where the list is ${first}`);
      lists.set(fixed, table);
      const code = stringField(row, 'oznaka', at);
      if (!CODE.test(code)) invalidFeed(`${at}.oznaka`, `${quote(code)} is not a currency code`);
      if (code === 'MKD') invalidFeed(`${at}.oznaka`, 'MKD is the currency the NBRM quotes in, not a quote');
      if (!NUM_CODE.test(stringField(row, 'valuta', at))) invalidFeed(`${at}.valuta`, `${quote(row.valuta)} is not a numeric currency code`);
      const nominal = row.nomin;
      if (typeof nominal !== 'number' || !NOMINALS.has(nominal)) invalidFeed(`${at}.nomin`, `expected 1, 10, 100 or 1000 units, got ${describeJson(nominal)}`);
      const rate = nominalRate(readDecimalNumber(row.sreden, `${at}.sreden`), decimalOfInteger(false, nominal, 0), 'domestic_per_foreign');
      const key = `${table} ${code}`;
      const day = `${key} ${valid}`;
      if (applies.has(day)) invalidFeed(`${at}.oznaka`, `${code} of ${table} on ${valid} is repeated (first at ${applies.get(day)})`);
      applies.set(day, at);
      const earlier = seen.get(key);
      if (earlier) {
        if (earlier.rate !== rate) invalidFeed(`${at}.sreden`, `${code} of ${table} is ${rate} here but ${earlier.rate} at ${earlier.at}`);
        return;
      }
      seen.set(key, { rate, at });
      days.add(
        fixed,
        code,
        rate,
        `${at}.sreden`,
        document,
        zonedUtc(fixed, nationalBankOfNorthMacedoniaCalendar.publishes, nationalBankOfNorthMacedoniaCalendar.zone),
      );
    });
  });
  const result = days.finish('MKD', options, warnings);
  const provenance: Record<IsoDate, readonly Provenance[]> = {};
  for (const date of Object.keys(result.provenance)) provenance[date] = [{ provider: 'nbrm', table: lists.get(date)! }];
  return withSources(result, provenance);
}

function midnight(value: unknown, where: string): IsoDate {
  const match = typeof value === 'string' ? MIDNIGHT.exec(value) : null;
  if (!match || !isCalendarDate(match[1]!)) invalidFeed(where, `expected a day as YYYY-MM-DDT00:00:00, got ${describeJson(value)}`);
  return match[1]!;
}

/** The NBRM as its live source reads it: the lists that apply over the last two weeks. */
export const nationalBankOfNorthMacedoniaFeed: FeedDescriptor = {
  name: 'nbrm',
  calendar: nationalBankOfNorthMacedoniaCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://www.nbrm.mk/KLServiceNOV/GetExchangeRate?EndDate=${to.dmy.replaceAll('/', '.')}&StartDate=${from.dmy.replaceAll('/', '.')}&format=json`];
  },
  read: (body, metadata) => importNationalBankOfNorthMacedonia(body, { metadata }),
  importer: importNationalBankOfNorthMacedonia,
};
