import { quote } from '../../errors.js';
import type { IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { isCalendarDate } from '../../params/date.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { decodeWindows1251 } from '../../importers/readers/windows1251.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { onlyChild, readXmlTree, requiredAttribute } from '../../importers/readers/xmlTree.js';
import type { BankImportResult, Provenance } from '../../importers/banks/types.js';
import { addDays, type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** The National Bank of the Kyrgyz Republic's publishing calendar: the daily official rates of five currencies, Kyrgyz business days. */
export const nbkrCalendar: BankCalendar = {
  zone: 'Asia/Bishkek',
  publishes: '16:30',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 2,
  source:
    'National Bank of the Kyrgyz Republic, official rates (nbkr.kg/XML/daily.xml, and weekly.xml for the other currencies, valid 7 days): ' +
    "the time is the recorder's observation (*/30 8-10 * * 1-5 UTC, 14:00 to 16:30 Bishkek); a table carries the next day's date " +
    '(the recorded daily table of Saturday night is dated the Sunday after, the weekly one the Saturday), so each is taken as set the day before its date; ' +
    'no holiday list at hand, hence toleranceDays 2',
  quoteDate: 'next_day',
};

const DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const NOMINAL = /^1(?:0{1,4})?$/;
const TABLES: Readonly<Record<string, string>> = { 'Daily Exchange Rates': 'daily', 'Weekly Exchange Rates': 'weekly' };

/**
 * Imports the National Bank of the Kyrgyz Republic's official rates (`/XML/daily.xml`, five
 * currencies, and `/XML/weekly.xml`, the others with `<ValidFor>7</ValidFor>`: windows-1251 XML
 * `<CurrencyRates Name="Daily Exchange Rates" Date="24.05.2026"><Currency ISOCode="USD"><Nominal>1
 * </Nominal><Value>87,4500</Value></Currency>...`), KGS per `Nominal` units, a decimal comma. The
 * dataset pivots on KGS and stores `Nominal / Value`, rounded once to 12 significant digits; each
 * date's provenance names the table (`daily` or `weekly`). A table is dated the day after it is set
 * (like the CBR's), so its `updated_at` is the day before its date at the calendar's time.
 *
 * @param input - One document or several: XML text, bytes or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot KGS), the warnings and each date's provenance (`nbkr`, table `daily` or `weekly`).
 * @example
 * const { dataset } = importNbkr([daily, weekly], { metadata: defaultDataset });
 */
export function importNbkr(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('nbkr');
  const tables = new Map<IsoDate, Set<string>>();
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const root = readXmlTree(typeof body === 'string' ? decodeFeed(body) : decodeWindows1251(body));
      if (root.name !== 'CurrencyRates') invalidFeed(root.path, `expected <CurrencyRates>, got <${root.name}>`);
      const name = requiredAttribute(root, 'Name');
      const table = Object.hasOwn(TABLES, name) ? TABLES[name]! : invalidFeed(`${root.path}/@Name`, `${quote(name)} is not the daily or weekly table`);
      const match = DAY.exec(requiredAttribute(root, 'Date'));
      const date: IsoDate = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
      if (!isCalendarDate(date)) invalidFeed(`${root.path}/@Date`, `${quote(root.attributes.get('Date'))} is not a date DD.MM.YYYY`);
      refuseFutureDate(date, `${root.path}/@Date`);
      if (root.children.length === 0) invalidFeed(root.path, 'holds no <Currency>');
      (tables.get(date) ?? tables.set(date, new Set()).get(date)!).add(table);
      for (const currency of root.children) {
        if (currency.name !== 'Currency') invalidFeed(currency.path, `expected <Currency>, got <${currency.name}>`);
        const code = requiredAttribute(currency, 'ISOCode');
        if (!FIAT_CODE.test(code) || code === 'KGS') invalidFeed(`${currency.path}/@ISOCode`, `${quote(code)} is not a currency code other than KGS`);
        const nominal = onlyChild(currency, 'Nominal');
        if (!NOMINAL.test(nominal.text)) invalidFeed(nominal.path, `${quote(nominal.text)} is not 1, 10, 100, 1000 or 10000 units`);
        if (table === 'weekly' && onlyChild(currency, 'ValidFor').text !== '7') invalidFeed(`${currency.path}/ValidFor`, "expected 7 days, the weekly table's");
        const value = onlyChild(currency, 'Value');
        const rate = readBankDecimal(value.text, value.path, true);
        days.add(
          date,
          code,
          nominalRate(rate, readBankDecimal(nominal.text, nominal.path), 'domestic_per_foreign'),
          value.path,
          document,
          zonedUtc(addDays(date, -1), nbkrCalendar.publishes, nbkrCalendar.zone),
        );
      }
    }),
  );
  const result = days.finish('KGS', options, warnings);
  const provenance: Record<IsoDate, Provenance[]> = {};
  for (const date of Object.keys(result.provenance)) provenance[date] = [...(tables.get(date) ?? [])].sort().map((table) => ({ provider: 'nbkr', table }));
  return withSources(result, provenance);
}

/** The National Bank of the Kyrgyz Republic as its live source reads it: the daily table (five currencies). */
export const nbkrFeed: FeedDescriptor = {
  name: 'nbkr',
  calendar: nbkrCalendar,
  url: 'https://www.nbkr.kg/XML/daily.xml',
  read: (body, metadata) => importNbkr(body, { metadata }),
  importer: importNbkr,
};
