import { decimalOfInteger, fromNumber, toPlainString, type Decimal } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate, quotient } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import type { BankImportResult, BidAsk } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** Bank Negara Malaysia's publishing calendar: the 09:00 session's interbank rates of Malaysian business days. */
export const bnmCalendar: BankCalendar = {
  zone: 'Asia/Kuala_Lumpur',
  publishes: '12:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Bank Negara Malaysia, Open API "exchange-rate" (api.bnm.gov.my): rates of the sessions 0900, 1130, 1200 and 1700 of Malaysian business days, ' +
    "the 0900 session read; by when it is out is the recorder's observation (*/30 4-6 * * 1-5 UTC, 12:00 to 14:30 Kuala Lumpur); no holiday list at hand, hence toleranceDays 1",
};

const ACCEPT = 'application/vnd.BNM.API.v1+json';
// The API writes each rate as its double's 17-digit form (4.2199999999999998 for 4.22); the
// ringgit rates have at most 6 decimals, so 15 significant digits give back the decimal it was.
const JSON_DIGITS = 15;

interface Row {
  readonly code: CurrencyCode;
  readonly unit: Decimal;
  readonly rate: Record<string, unknown>;
  readonly at: string;
}

/**
 * Imports Bank Negara Malaysia's exchange rates from its Open API (`/public/exchange-rate?session=0900`,
 * every currency on the latest day, and `/public/exchange-rate/<code>/year/<y>/month/<m>`, one currency's
 * month: `{ data, meta: { quote: "rm", session, last_updated, total_result } }`), MYR per `unit` (1 or 100)
 * of each currency. The dataset's rate is the BNM's `middle_rate`, stored against MYR as `unit / middle`,
 * rounded once to 12 significant digits; the buying and selling rates are kept as `quotes` (MYR per one
 * unit) where published (not for the SDR, stored as XDR). A date after `meta.last_updated` is refused;
 * a day read from two documents must carry one rate.
 *
 * @param input - One answer or several: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot MYR), warnings, provenance (`bnm`, table `exchange-rate 0900`) and `quotes`.
 * @example
 * const { dataset } = importBnm(await (await fetch(bnmUrl, { headers: { accept: 'application/vnd.BNM.API.v1+json' } })).text(), { metadata: defaultDataset });
 */
export function importBnm(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('bnm');
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  const sessions = new Set<string>();
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const doc = objectAt(value, where);
    const meta = objectAt(doc.meta, inside(where, 'meta'));
    if (meta.quote !== 'rm') invalidFeed(inside(where, 'meta.quote'), `expected "rm" (ringgit per unit), got ${describeJson(meta.quote)}`);
    const session = stringField(meta, 'session', inside(where, 'meta'));
    if (!/^\d{4}$/.test(session)) invalidFeed(inside(where, 'meta.session'), `expected a session HHMM, got ${quote(session)}`);
    sessions.add(session);
    const updated = stringField(meta, 'last_updated', inside(where, 'meta'));
    const lastDay = isoDate(updated.slice(0, 10), inside(where, 'meta.last_updated'));
    const rows = readRows(doc.data, inside(where, 'data'));
    if (meta.total_result !== rows.length)
      invalidFeed(inside(where, 'meta.total_result'), `${describeJson(meta.total_result)} is not the ${rows.length} rates given`);
    for (const { code, unit, rate, at } of rows) {
      const date = isoDate(rate.date, `${at}.date`);
      if (date > lastDay) invalidFeed(`${at}.date`, `${date} is after the answer's last update ${lastDay}`);
      refuseFutureDate(date, `${at}.date`);
      const middle = ringgit(rate.middle_rate, `${at}.middle_rate`);
      days.add(date, code, nominalRate(middle, unit, 'domestic_per_foreign'), `${at}.middle_rate`, document, publicationTime(date, bnmCalendar));
      if (rate.buying_rate === null && rate.selling_rate === null) continue;
      const buying = ringgit(rate.buying_rate, `${at}.buying_rate`);
      const selling = ringgit(rate.selling_rate, `${at}.selling_rate`);
      if (buying.num > middle.num) invalidFeed(`${at}.buying_rate`, `${toPlainString(buying)} is above the middle rate ${toPlainString(middle)}`);
      if (middle.num > selling.num) invalidFeed(`${at}.selling_rate`, `${toPlainString(selling)} is below the middle rate ${toPlainString(middle)}`);
      (quotes[date] ??= {})[code] = { buying: toPlainString(quotient(buying, unit)), selling: toPlainString(quotient(selling, unit)) };
    }
  });
  if (sessions.size > 1) invalidFeed('', `the documents are of different sessions (${[...sessions].join(', ')}); import one session at a time`);
  const result = days.finish('MYR', options, warnings);
  const table = `exchange-rate ${[...sessions][0] ?? ''}`.trim();
  const provenance = Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'bnm', table }]]));
  return keepBidAsk(withSources(result, provenance), quotes);
}

// `data` is an array of { currency_code, unit, rate: {...} } (latest day) or one { currency_code, unit, rate: [...] } (a month).
function readRows(data: unknown, where: string): Row[] {
  const head = (entry: unknown, at: string) => {
    const object = objectAt(entry, at);
    const raw = stringField(object, 'currency_code', at);
    const code = raw === 'SDR' ? 'XDR' : raw;
    if (!FIAT_CODE.test(code) || code === 'MYR') invalidFeed(`${at}.currency_code`, `expected a currency code other than MYR, got ${quote(raw)}`);
    if (object.unit !== 1 && object.unit !== 100) invalidFeed(`${at}.unit`, `expected 1 or 100 units, got ${describeJson(object.unit)}`);
    return { object, code, unit: decimalOfInteger(false, object.unit, 0) };
  };
  if (Array.isArray(data)) {
    return arrayAt(data, where).map((entry, i) => {
      const at = `${where}[${i}]`;
      const { object, code, unit } = head(entry, at);
      return { code, unit, rate: objectAt(object.rate, `${at}.rate`), at: `${at}.rate` };
    });
  }
  const { object, code, unit } = head(data, where);
  return arrayAt(object.rate, `${where}.rate`).map((rate, i) => ({ code, unit, rate: objectAt(rate, `${where}.rate[${i}]`), at: `${where}.rate[${i}]` }));
}

function ringgit(value: unknown, where: string): Decimal {
  if (typeof value !== 'number' || !(value > 0) || value === Infinity) invalidFeed(where, `expected a positive number, got ${describeJson(value)}`);
  return fromNumber(Number(value.toPrecision(JSON_DIGITS)))!;
}

/** Bank Negara Malaysia as its live source reads it: the latest day's 09:00 session, every currency, with the API's versioned `accept` header. */
export const bnmFeed: FeedDescriptor = {
  name: 'bnm',
  calendar: bnmCalendar,
  url: 'https://api.bnm.gov.my/public/exchange-rate?session=0900',
  request: () => ({ headers: { accept: ACCEPT } }),
  read: (body, metadata) => importBnm(body, { metadata }),
  importer: importBnm,
};
