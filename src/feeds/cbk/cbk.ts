import { decimalOfInteger } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, isoDate, objectAt } from '../../importers/readers/jsonFields.js';
import { nominalRate, readBankDecimal, type QuoteDirection } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Central Bank of Kenya publishes its indicative rates: Kenyan business days, late morning Nairobi time. */
export const cbkCalendar: BankCalendar = {
  zone: 'Africa/Nairobi',
  publishes: '11:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "Central Bank of Kenya, indicative exchange rates (mean of buying and selling, KES per unit) of Kenyan business days; recorder's observation: */30 8-10 * * 1-5 (UTC, 11:00 to 13:00 Nairobi); " +
    'no holiday list at hand, hence a tolerance of one missed business day',
};

/** One line of the CBK's table: the currency, how many units the rate is for, and its direction. */
interface CbkLine {
  readonly code: CurrencyCode;
  readonly units: number;
  readonly direction: QuoteDirection;
}
const kes = (code: CurrencyCode, units = 1): CbkLine => ({ code, units, direction: 'domestic_per_foreign' });
const perKes = (code: CurrencyCode): CbkLine => ({ code, units: 1, direction: 'foreign_per_domestic' });

/** The CBK's names and what they quote: shillings per unit (per 100 yen), or, for its neighbours' currencies (`KES / USHS`), units per shilling. */
export const CBK_CURRENCIES: Readonly<Record<string, CbkLine>> = {
  'US DOLLAR': kes('USD'),
  'STG POUND': kes('GBP'),
  EURO: kes('EUR'),
  'SA RAND': kes('ZAR'),
  'KES / USHS': perKes('UGX'),
  'KES / TSHS': perKes('TZS'),
  'KES / RWF': perKes('RWF'),
  'KES / BIF': perKes('BIF'),
  'AE DIRHAM': kes('AED'),
  'CAN $': kes('CAD'),
  'S FRANC': kes('CHF'),
  'JPY (100)': kes('JPY', 100),
  'SW KRONER': kes('SEK'),
  'NOR KRONER': kes('NOK'),
  'DAN KRONER': kes('DKK'),
  'IND RUPEE': kes('INR'),
  'HONGKONG DOLLAR': kes('HKD'),
  'SINGAPORE DOLLAR': kes('SGD'),
  'SAUDI RIYAL': kes('SAR'),
  'CHINESE YUAN': kes('CNY'),
  'AUSTRALIAN $': kes('AUD'),
};

/**
 * Imports the Central Bank of Kenya's indicative rates (the site's table 193, `admin-ajax.php?action=get_wdtable`,
 * answered to a POST as JSON labelled `text/html`: `{ draw, recordsTotal, data: [["DD/MM/YYYY", name, mean]] }`),
 * one mean rate a currency and day, by name (`CBK_CURRENCIES`): shillings per unit (per 100 yen,
 * as the name `JPY (100)` says), stored as `units / mean` per shilling; the neighbours' currencies
 * (`KES / USHS`) in units per shilling, stored as they are. An unknown name is refused: the table's
 * names carry the unit and direction, which the importer will not guess. A day given twice with the
 * same values (the recorded table repeats 28 November 2025) is kept once with `duplicate_date`;
 * with other values it is refused.
 *
 * @param input - The table's JSON, or several: text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot KES), the warnings and each date's provenance (`cbk`, table `193`).
 * @example
 * const { dataset } = importCbk(await (await fetch(url, { method: 'POST', body: 'draw=1&start=0&length=-1' })).text(), { metadata: defaultDataset });
 */
export function importCbk(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('cbk');
  // The recorded table repeats the whole of 28 November 2025 with the same values: a repeat that agrees is kept once.
  const seen = new Map<string, { mean: string; at: string }>();
  const repeated = new Set<string>();
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    arrayAt(objectAt(value, where).data, inside(where, 'data')).forEach((entry, i) => {
      const at = inside(where, `data[${i}]`);
      const row = arrayAt(entry, at);
      if (row.length !== 3 || row.some((cell) => typeof cell !== 'string'))
        invalidFeed(at, `expected [date, currency, mean rate] as three strings, got ${row.length} cells`);
      const [day, name, mean] = row as [string, string, string];
      const line = CBK_CURRENCIES[name.trim()];
      if (line === undefined) invalidFeed(`${at}[1]`, `${quote(name)} is not a line of CBK_CURRENCIES`);
      const date = refuseFutureDate(isoDate(day, `${at}[0]`, true), `${at}[0]`);
      const first = seen.get(`${date} ${line.code}`);
      if (first !== undefined) {
        if (first.mean !== mean) invalidFeed(`${at}[2]`, `${line.code} on ${date} is ${quote(mean)} here but ${quote(first.mean)} at ${first.at}`);
        if (!repeated.has(date)) warnings.add('duplicate_date', date, null, `${date} is given twice with the same rates; kept once`);
        repeated.add(date);
        return;
      }
      seen.set(`${date} ${line.code}`, { mean, at: `${at}[2]` });
      const rate = nominalRate(readBankDecimal(mean, `${at}[2]`), decimalOfInteger(false, line.units, 0), line.direction);
      days.add(date, line.code, rate, `${at}[2]`, '193', publicationTime(date, cbkCalendar), document);
    });
  }
  return days.finish('KES', options, warnings);
}

/** The CBK as its live source reads it: table 193 by POST, the JSON labelled `text/html`; the whole history, hence a larger cap. */
export const cbkFeed: FeedDescriptor = {
  name: 'cbk',
  calendar: cbkCalendar,
  url: 'https://www.centralbank.go.ke/wp-admin/admin-ajax.php?action=get_wdtable&table_id=193',
  request: () => ({ method: 'POST', body: 'draw=1&start=0&length=-1', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' } }),
  htmlLabel: true,
  maxBytes: 8 << 20,
  read: (body, metadata) => importCbk(body, { metadata }),
  importer: importCbk,
};
