import { ONE, toPlainString, type Decimal } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { isCalendarDate } from '../../params/date.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, objectAt } from '../../importers/readers/jsonFields.js';
import { midpoint, nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Bank of Jamaica publishes its counter rates: Jamaican business days, early afternoon Kingston time. */
export const bojaCalendar: BankCalendar = {
  zone: 'America/Jamaica',
  publishes: '13:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "Bank of Jamaica, counter rates (the daily foreign-exchange report sent to the press each afternoon); recorder's observation: */30 18-20 * * 1-5 (UTC, 13:00 to 15:00 Kingston); " +
    'no holiday list at hand, hence a tolerance of one missed business day',
};

/** The Bank of Jamaica's currency names in its counter-rate table, and their codes. */
export const BOJA_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  'AUSTRALIAN DOLLAR': 'AUD',
  'BAHAMAS DOLLAR': 'BSD',
  'BARBADOS DOLLAR': 'BBD',
  'BELIZE DOLLAR': 'BZD',
  'CANADA DOLLAR': 'CAD',
  'CAYMAN DOLLAR': 'KYD',
  'DOMINICAN REP. PESO': 'DOP',
  'E. C. DOLLAR': 'XCD',
  EURO: 'EUR',
  'GIBRALTAR POUND': 'GIP',
  'GREAT BRITAIN POUND': 'GBP',
  'GUYANA DOLLAR': 'GYD',
  'HONG KONG DOLLAR': 'HKD',
  'JAPANESE YEN': 'JPY',
  'SWISS FRANC': 'CHF',
  'U.S. DOLLAR': 'USD',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ROW_DATE = /^(\d{2}) ([A-Z][a-z]{2}) (\d{4})$/;
// A counter rate's buying and selling lie within a few per cent; 10 % apart is no quote of one currency.
const MAX_SPREAD = 1.1;

/**
 * Imports the Bank of Jamaica's counter rates (the site's table 134, `admin-ajax.php?action=get_wdtable`,
 * answered to a POST as JSON labelled `text/html`: `{ draw, recordsTotal, data: [["02 Mar 2026",
 * "U.S. DOLLAR", buying, cash buying, other buying, selling]] }`), JMD per one unit, currencies by
 * name (`BOJA_CURRENCIES`). The table names no columns: the first number is read as the buying
 * rate (the highest of three, as every row bears out), the last as the selling rate; the two
 * middle ones (the cash and a third buying rate, `0.0000` where not quoted) are checked to lie
 * below it. The dataset's rate is the mid, (buying + selling) / 2 exactly — the documented choice,
 * as the table has no mid — stored as `1 / mid` per dollar; both quotes are kept in `quotes`. A
 * name not in `BOJA_CURRENCIES` (the Northern Ireland pound, no ISO currency) is left out with `unknown_code`.
 *
 * @param input - The table's JSON, or several: text, bytes, named or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot JMD), the warnings, each date's provenance (`boja`, table `134`) and `quotes`.
 * @example
 * const { dataset, quotes } = importBoja(await (await fetch(url, { method: 'POST', body })).text(), { metadata: defaultDataset });
 */
export function importBoja(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('boja');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  const unknown = new Set<string>();
  for (const { value, where, index: document } of readJsonDocuments(input)) {
    const doc = objectAt(value, where);
    arrayAt(doc.data, inside(where, 'data')).forEach((entry, i) => {
      const at = inside(where, `data[${i}]`);
      const row = arrayAt(entry, at);
      if (row.length !== 6 || row.some((cell) => typeof cell !== 'string'))
        invalidFeed(at, `expected [date, currency, buying, cash buying, other buying, selling] as six strings, got ${row.length} cells`);
      const [day, name, first, second, third, last] = row as string[] as [string, string, string, string, string, string];
      const date = refuseFutureDate(rowDate(day, `${at}[0]`), `${at}[0]`);
      const code = BOJA_CURRENCIES[name.trim()];
      const buying = readBankDecimal(first, `${at}[2]`);
      const selling = readBankDecimal(last, `${at}[5]`);
      for (const [k, text] of [
        [3, second],
        [4, third],
      ] as const) {
        if (text === '0.0000') continue;
        if (readBankDecimal(text, `${at}[${k}]`).num > buying.num) invalidFeed(`${at}[${k}]`, `${quote(text)} is above the buying rate ${quote(first)}`);
      }
      checkSpread(buying, selling, at);
      if (code === undefined) {
        if (!unknown.has(name)) warnings.add('unknown_code', date, name.trim(), `${quote(name.trim())} is no currency of BOJA_CURRENCIES; left out`);
        unknown.add(name);
        return;
      }
      days.add(
        date,
        code,
        nominalRate(midpoint(buying, selling), ONE, 'domestic_per_foreign'),
        `${at}[2]`,
        '134',
        publicationTime(date, bojaCalendar),
        document,
      );
      (quotes[date] ??= {})[code] = { buying: toPlainString(buying), selling: toPlainString(selling) };
    });
  }
  const result = days.finish('JMD', options, warnings);
  return keepBidAsk(result, quotes);
}

function checkSpread(buying: Decimal, selling: Decimal, at: string): void {
  if (buying.num > selling.num) invalidFeed(`${at}[2]`, `buying rate ${toPlainString(buying)} is above the selling rate ${toPlainString(selling)}`);
  if (selling.num > buying.num * MAX_SPREAD)
    invalidFeed(`${at}[5]`, `selling rate ${toPlainString(selling)} is more than 10 % over the buying rate ${toPlainString(buying)}`);
}

// `02 Mar 2026`.
function rowDate(text: string, where: string): IsoDate {
  const match = ROW_DATE.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  const date = match && month > 0 ? `${match[3]}-${String(month).padStart(2, '0')}-${match[1]}` : '';
  if (!isCalendarDate(date)) invalidFeed(where, `expected a date "02 Mar 2026", got ${describeJson(text)}`);
  return date;
}

/** The table's POST form needs the site's WordPress nonce: the recorded one is the default, `nonce` gives a fresh one. */
const RECORDED_NONCE = '5a1cc1896f';

/** The Bank of Jamaica as its live source reads it: table 134 by POST, the JSON labelled `text/html`. */
export const bojaFeed: FeedDescriptor<{ readonly nonce?: string }> = {
  name: 'boja',
  calendar: bojaCalendar,
  url: 'https://boj.org.jm/wp-admin/admin-ajax.php?action=get_wdtable&table_id=134',
  request: (_now, { nonce = RECORDED_NONCE }) => ({
    method: 'POST',
    body: `draw=1&start=0&length=-1&wdtNonce=${nonce}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
  }),
  htmlLabel: true,
  check: ({ nonce }) => {
    if (nonce !== undefined && (typeof nonce !== 'string' || !/^[0-9a-f]{10}$/.test(nonce)))
      fail('invalid_parameter', `Source option nonce must be the table's 10 hexadecimal digits, got ${quote(nonce)}.`, 'nonce');
  },
  read: (body, metadata) => importBoja(body, { metadata }),
  importer: importBoja,
};
