import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import { decimalOfInteger, toPlainString, type Decimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt } from '../../importers/readers/jsonFields.js';
import { midpoint, nominalRate, quotient, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { TCMB_UNITS } from './tcmbUnits.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** The TCMB's publishing calendar: indicative rates of Turkish business days, announced at 15:30 Istanbul time. */
export const tcmbCalendar: BankCalendar = {
  zone: 'Europe/Istanbul',
  publishes: '15:30',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Central Bank of the Republic of Türkiye, "Indicative Exchange Rates" (tcmb.gov.tr): announced at 15:30 on each business day; ' +
    'EVDS gives null on days without a fixing; no holiday list was available here, hence toleranceDays 1',
};

// `TP_DK_USD_A_YTL`: buying (A, alış) or selling (S, satış) forex rate of USD in TRY.
const SERIES = /^TP_DK_([A-Z]{3})_([AS])_YTL$/;

/**
 * Imports the TCMB's indicative exchange rates from its EVDS service (`{ totalCount, items: [{ Tarih:
 * "DD-MM-YYYY", TP_DK_<code>_A_YTL, TP_DK_<code>_S_YTL, ..., UNIXTIME }] }`, the series
 * `TP.DK.<code>.A.YTL` and `.S.YTL` asked for together), one document or several. The TCMB quotes a
 * buying and a selling rate, TRY per unit (100 for JPY, see `TCMB_UNITS`); the dataset's rate is
 * the mid, (buying + selling) / 2 exactly in decimal — the documented choice, as the TCMB publishes
 * no mid — stored against TRY as `unit / mid`, rounded once to 12 significant digits half-even
 * unless it terminates. Both quotes are kept in `quotes` (TRY per one unit) for a later bid/ask. A
 * day without a fixing is `null` in both series and makes no snapshot; one side null is an error.
 * EVDS needs the user's own key: this importer takes the response only, so the key is never part
 * of a result or a message.
 *
 * @param input - One document or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds.
 * @returns The dataset file (pivot TRY), the warnings, each date's provenance (`tcmb`) and `quotes`.
 * @example
 * const { dataset, quotes } = importTcmb(await (await fetch(evdsUrl, { headers: { key } })).text(), { metadata: defaultDataset });
 */
export function importTcmb(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('tcmb');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  const unknown = new Set<string>();
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const doc = objectAt(value, where);
    const items = arrayAt(doc.items, inside(where, 'items'));
    if (doc.totalCount !== items.length) invalidFeed(inside(where, 'totalCount'), `${describeJson(doc.totalCount)} is not the ${items.length} items given`);
    items.forEach((entry, i) => {
      const at = inside(where, `items[${i}]`);
      const item = objectAt(entry, at);
      const date = isoDate(item.Tarih, `${at}.Tarih`, true);
      checkUnixTime(item.UNIXTIME, `${at}.UNIXTIME`, date);
      for (const [key, buyingText] of Object.entries(item)) {
        if (key === 'Tarih' || key === 'UNIXTIME') continue;
        const match = SERIES.exec(key);
        if (!match) invalidFeed(`${at}.${key}`, `${quote(key)} is not a series TP_DK_<code>_A_YTL or _S_YTL`);
        const [, code, side] = match as unknown as [string, string, string];
        const sellingKey = `TP_DK_${code}_S_YTL`;
        if (side === 'S') {
          if (!Object.hasOwn(item, `TP_DK_${code}_A_YTL`)) invalidFeed(at, `lacks TP_DK_${code}_A_YTL beside ${key}`);
          continue;
        }
        if (!Object.hasOwn(item, sellingKey)) invalidFeed(at, `lacks ${sellingKey} beside ${key}`);
        const sellingText = item[sellingKey];
        if (buyingText === null && sellingText === null) continue;
        if (buyingText === null || sellingText === null)
          invalidFeed(`${at}.${buyingText === null ? key : sellingKey}`, 'null on a day the other side is quoted');
        if (typeof buyingText !== 'string') invalidFeed(`${at}.${key}`, `expected a decimal string, got ${describeJson(buyingText)}`);
        if (typeof sellingText !== 'string') invalidFeed(`${at}.${sellingKey}`, `expected a decimal string, got ${describeJson(sellingText)}`);
        const buying = readBankDecimal(buyingText, `${at}.${key}`);
        const selling = readBankDecimal(sellingText, `${at}.${sellingKey}`);
        checkBuyingSelling(buying, selling, `${at}.${key}`, sellingKey);
        if (!Object.hasOwn(TCMB_UNITS, code)) {
          if (!unknown.has(code)) warnings.add('unknown_code', date, code, `the TCMB's unit for ${code} is not in TCMB_UNITS; left out rather than guessed`);
          unknown.add(code);
          continue;
        }
        const unit = decimalOfInteger(false, TCMB_UNITS[code]!, 0);
        days.add(
          date,
          code,
          nominalRate(midpoint(buying, selling), unit, 'domestic_per_foreign'),
          `${at}.${key}`,
          document,
          zonedUtc(date, tcmbCalendar.publishes, tcmbCalendar.zone),
        );
        (quotes[date] ??= {})[code] = { buying: toPlainString(quotient(buying, unit)), selling: toPlainString(quotient(selling, unit)) };
      }
    });
  });
  // The rows keep both rates as published (TRY per unit), so a policy on the buying rate answers TCMB's figure.
  return keepBidAsk(days.finish('TRY', options, warnings), quotes);
}

// Lira per quoted unit of the 24 currencies of TCMB_UNITS runs from about 0.03 (KRW) to about 140
// (KWD); 1e-4 to 1e6 leaves room for decades of moves while refusing a 1e-20 or a 1e20. The TCMB's
// spread is well under 1 %, so a selling rate more than 10 % over the buying rate is no quote of it.
const PLAUSIBLE = { min: 1e-4, max: 1e6, spread: 1.1 } as const;

// A buying rate above the selling rate is the two series swapped or a forged document, not a quote.
function checkBuyingSelling(buying: Decimal, selling: Decimal, where: string, sellingKey: string): void {
  for (const [side, value] of [
    ['buying', buying],
    ['selling', selling],
  ] as const) {
    if (!(value.num >= PLAUSIBLE.min && value.num <= PLAUSIBLE.max))
      invalidFeed(where, `${side} rate ${toPlainString(value)} TRY is outside the plausible ${PLAUSIBLE.min} to ${PLAUSIBLE.max}`);
  }
  if (buying.num > selling.num) invalidFeed(where, `buying rate ${toPlainString(buying)} is above the selling rate ${toPlainString(selling)} (${sellingKey})`);
  if (selling.num > buying.num * PLAUSIBLE.spread)
    invalidFeed(where, `selling rate ${toPlainString(selling)} is more than 10 % over the buying rate ${toPlainString(buying)}`);
}

// EVDS stamps each day with its midnight in Istanbul, as `{ "$numberLong": "<seconds>" }`.
function checkUnixTime(value: unknown, where: string, date: IsoDate): void {
  const seconds = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).$numberLong : undefined;
  if (typeof seconds !== 'string' || !/^\d{1,12}$/.test(seconds)) invalidFeed(where, `expected { "$numberLong": "<seconds>" }, got ${describeJson(value)}`);
  const midnight = Date.parse(zonedUtc(date, '00:00', tcmbCalendar.zone)) / 1000;
  if (Number(seconds) !== midnight) invalidFeed(where, `${seconds} is not the start of ${date} in Istanbul`);
}

/** The codes asked of EVDS, buying (`A`) and selling (`S`) each: the recorded request's 21. */
const CODES = [
  'AED',
  'AUD',
  'AZN',
  'CAD',
  'CHF',
  'CNY',
  'DKK',
  'EUR',
  'GBP',
  'JPY',
  'KRW',
  'KWD',
  'KZT',
  'NOK',
  'PKR',
  'QAR',
  'RON',
  'RUB',
  'SAR',
  'SEK',
  'USD',
];
const EVDS_SERIES = CODES.flatMap((code) => [`TP.DK.${code}.A.YTL`, `TP.DK.${code}.S.YTL`]).join('-');

/** The TCMB as its live source reads it: the last two weeks of EVDS, the user's key in the `key` header. */
export const tcmbFeed: FeedDescriptor = {
  name: 'tcmb',
  calendar: tcmbCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://evds3.tcmb.gov.tr/igmevdsms-dis/series=${EVDS_SERIES}&startDate=${from.dmyDash}&endDate=${to.dmyDash}&type=json&frequency=1`];
  },
  key: { what: 'EVDS API key', header: 'key' },
  read: (body, metadata) => importTcmb(body, { metadata }),
  importer: importTcmb,
};
