import { quote } from '../../errors.js';
import { decimalOfInteger, toPlainString, type Decimal } from '../../decimal/index.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { inside, readJsonDocuments, type JsonFeedInput } from '../../importers/readers/readJsonDocuments.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, isoDate, objectAt, stringField } from '../../importers/readers/jsonFields.js';
import { nominalRate, quotient, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import { keepBidAsk } from '../../importers/banks/keepBidAsk.js';
import type { BankImportResult, BidAsk, Provenance } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the HNB publishes: its exchange rate list of each working day, recorded around midday Zagreb time. */
export const hrvatskaNarodnaBankaCalendar: BankCalendar = {
  zone: 'Europe/Zagreb',
  publishes: '14:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "recorder's observation: */30 12-14 * * * (UTC); the euro lists (tecajn-eur/v3) are dated Monday to Friday; no statement of the bank's time nor holiday list at hand, hence toleranceDays 1",
};

const CODE = /^[A-Z]{3}$/;
const LIST = /^\d{1,3}$/;
const UNITS = new Set([1, 10, 100, 1000]);
const ONE = decimalOfInteger(false, 1, 0);

/** The two APIs: `tecajn-eur/v3` (from 2023, units of the currency per EUR) and `tecajn/v2` (to 2022, HRK per `jedinica` units). */
const VERSIONS = {
  v3: { date: 'datum_primjene', pivot: 'EUR' },
  v2: { date: 'datum', pivot: 'HRK' },
} as const;

/**
 * Imports the Hrvatska narodna banka's exchange rate lists (`api.hnb.hr`, JSON arrays of `{
 * broj_tecajnice, datum_primjene | datum, valuta, kupovni_tecaj, srednji_tecaj, prodajni_tecaj,
 * jedinica? }`, decimal commas), one document or several of one API. `tecajn-eur/v3` (the euro's
 * lists from 2023): units of the currency per EUR, the middle rate (`srednji_tecaj`) stored as
 * written (pivot EUR); buying and selling are checked (buying ≥ middle ≥ selling in this
 * direction) but not kept, being the other way round from the bank's own currency per unit.
 * `tecajn/v2` (the kuna's lists to 2022): HRK per `jedinica` units (100 for HUF, JPY), stored as
 * `jedinica / middle` (pivot HRK), rounded once to 12 significant digits, buying and selling kept
 * as `quotes` (HRK per one unit; XDR has none, its buying and selling are 0). The list number
 * goes in the provenance (`tecajnica 251/2022`).
 *
 * @param input - One document or several of one API: JSON text, bytes, `{ name, bytes }` or parsed.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot EUR or HRK), the warnings, provenance (`hnb`) and, for v2, `quotes`.
 * @example
 * const { dataset } = importHrvatskaNarodnaBanka(await (await fetch('https://api.hnb.hr/tecajn-eur/v3')).text(), { metadata: defaultDataset });
 */
export function importHrvatskaNarodnaBanka(input: JsonFeedInput | readonly JsonFeedInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('hnb');
  const lists = new Map<IsoDate, string>();
  const quotes: Record<IsoDate, Record<CurrencyCode, BidAsk>> = {};
  let version: keyof typeof VERSIONS | undefined;
  readJsonDocuments(input).forEach(({ value, where }, document) => {
    const rows = arrayAt(value, where);
    if (rows.length === 0) invalidFeed(where, 'the list holds no rate');
    rows.forEach((entry, i) => {
      const at = inside(where, `[${i}]`);
      const row = objectAt(entry, at);
      const kind = Object.hasOwn(row, 'datum_primjene') ? 'v3' : 'v2';
      if (version !== undefined && kind !== version) invalidFeed(at, `a ${kind} row among ${version} rows; import each API's lists apart`);
      version = kind;
      const date = isoDate(row[VERSIONS[kind].date], `${at}.${VERSIONS[kind].date}`);
      refuseFutureDate(date, `${at}.${VERSIONS[kind].date}`);
      const code = stringField(row, 'valuta', at);
      if (!CODE.test(code)) invalidFeed(`${at}.valuta`, `${quote(code)} is not a currency code`);
      if (code === VERSIONS[kind].pivot) invalidFeed(`${at}.valuta`, `${code} is the currency the list quotes against, not a quote`);
      const list = stringField(row, 'broj_tecajnice', at);
      if (!LIST.test(list)) invalidFeed(`${at}.broj_tecajnice`, `${quote(list)} is not a list number`);
      const table = `tecajnica ${list}/${date.slice(0, 4)}`;
      const first = lists.get(date);
      if (first !== undefined && first !== table) invalidFeed(`${at}.broj_tecajnice`, `${table} on ${date}, where the list is ${first}`);
      lists.set(date, table);
      const read = (key: string) => readBankDecimal(stringField(row, key, at), `${at}.${key}`, true);
      const middle = read('srednji_tecaj');
      const updatedAt = zonedUtc(date, hrvatskaNarodnaBankaCalendar.publishes, hrvatskaNarodnaBankaCalendar.zone);
      if (kind === 'v3') {
        if (Object.hasOwn(row, 'jedinica')) invalidFeed(`${at}.jedinica`, 'the euro lists quote per one euro; a unit is not read rather than guessed');
        checkOrder(read('prodajni_tecaj'), middle, read('kupovni_tecaj'), at, 'selling', 'buying');
        days.add(date, code, nominalRate(middle, ONE, 'foreign_per_domestic'), `${at}.srednji_tecaj`, document, updatedAt);
        return;
      }
      const units = row.jedinica;
      if (typeof units !== 'number' || !UNITS.has(units)) invalidFeed(`${at}.jedinica`, `expected 1, 10, 100 or 1000, got ${describeJson(units)}`);
      const unit = decimalOfInteger(false, units, 0);
      days.add(date, code, nominalRate(middle, unit, 'domestic_per_foreign'), `${at}.srednji_tecaj`, document, updatedAt);
      // XDR's list gives 0 for buying and selling: the HNB deals in no SDR.
      if (row.kupovni_tecaj === '0,000000' && row.prodajni_tecaj === '0,000000') return;
      const buying = read('kupovni_tecaj');
      const selling = read('prodajni_tecaj');
      checkOrder(buying, middle, selling, at, 'buying', 'selling');
      (quotes[date] ??= {})[code] = { buying: toPlainString(quotient(buying, unit)), selling: toPlainString(quotient(selling, unit)) };
    });
  });
  const result = days.finish(version ? VERSIONS[version].pivot : 'EUR', options, warnings);
  const provenance: Record<IsoDate, readonly Provenance[]> = {};
  for (const date of Object.keys(result.provenance)) provenance[date] = [{ provider: 'hnb', table: lists.get(date)! }];
  const withTables = withSources(result, provenance);
  if (version !== 'v2') return withTables;
  return keepBidAsk(withTables, quotes);
}

// low ≤ middle ≤ high, and a spread under 10 %: two columns swapped, or a forged list, fail here.
function checkOrder(low: Decimal, middle: Decimal, high: Decimal, at: string, lowName: string, highName: string): void {
  // Doubles order these six-decimal quotes correctly; the check needs no exact arithmetic.
  if (low.num > middle.num || middle.num > high.num)
    invalidFeed(at, `the ${lowName} rate ${toPlainString(low)}, middle ${toPlainString(middle)} and ${highName} rate ${toPlainString(high)} are out of order`);
  if (high.num > low.num * 1.1) invalidFeed(at, `the ${highName} rate ${toPlainString(high)} is more than 10 % over the ${lowName} rate ${toPlainString(low)}`);
}

/** The HNB as its live source reads it: the euro lists of the last two weeks. */
export const hrvatskaNarodnaBankaFeed: FeedDescriptor = {
  name: 'hnb',
  calendar: hrvatskaNarodnaBankaCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://api.hnb.hr/tecajn-eur/v3?datum-primjene-do=${to.iso}&datum-primjene-od=${from.iso}`];
  },
  read: (body, metadata) => importHrvatskaNarodnaBanka(body, { metadata }),
  importer: importHrvatskaNarodnaBanka,
};
