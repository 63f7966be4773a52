import { quote } from '../../errors.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { isoDate } from '../../importers/readers/jsonFields.js';
import { METALS } from '../../importers/banks/metals.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { onlyChild, readXmlTree, requiredAttribute } from '../../importers/readers/xmlTree.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the National Bank of Moldova publishes: Moldovan business days, recorded in the afternoon Chișinău time. */
export const nationalBankOfMoldovaCalendar: BankCalendar = {
  zone: 'Europe/Chisinau',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "recorder's observation: */30 13-15 * * 1-5 (UTC); no statement of the bank's time nor holiday list at hand, hence 16:00 Chișinău and toleranceDays 1",
};

const CODE = /^[A-Z]{3}$/;
const NUM_CODE = /^\d{3}$/;
const NOMINAL = /^1(?:0{1,6})?$/;
// The two documents of the service: the official exchange rates, and the prices of precious metals (MDL per gram).
const ROOTS: Readonly<Record<string, string>> = { ValCurs: 'Valute', MetalPrice: 'Metal' };

/**
 * Imports the National Bank of Moldova's official exchange rates (`official_exchange_rates?date=
 * DD.MM.YYYY&get_xml=1`: `<ValCurs Date><Valute ID><NumCode/><CharCode/><Nominal/><Name/><Value/>`),
 * one document or several: MDL per `Nominal` units (10 or 100 for some), stored as `Nominal /
 * Value` units per MDL, rounded once to 12 significant digits half-even. The bank's price of
 * precious metals (`official_metal_rates`, `<MetalPrice><Metal>`, MDL per gram) is read and left
 * out with `not_a_currency`; an import of metal prices alone is refused, as it holds no rate.
 *
 * @param input - One document or several: XML text, UTF-8 bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot MDL), the warnings and each date's provenance (`nbm`).
 * @example
 * const { dataset } = importNationalBankOfMoldova(await (await fetch(bnmUrl)).text(), { metadata: defaultDataset });
 */
export function importNationalBankOfMoldova(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('nbm');
  const metals = new Set<string>();
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const root = readXmlTree(decodeFeed(body));
      const child = ROOTS[root.name];
      if (child === undefined) invalidFeed(root.path, `expected <ValCurs> or <MetalPrice>, got <${root.name}>`);
      const date = isoDate(requiredAttribute(root, 'Date'), `${root.path}/@Date`, true);
      refuseFutureDate(date, `${root.path}/@Date`);
      if (root.children.length === 0) invalidFeed(root.path, `holds no <${child}>`);
      const updatedAt = zonedUtc(date, nationalBankOfMoldovaCalendar.publishes, nationalBankOfMoldovaCalendar.zone);
      for (const row of root.children) {
        if (row.name !== child) invalidFeed(row.path, `expected <${child}>, got <${row.name}>`);
        const numCode = onlyChild(row, 'NumCode');
        if (!NUM_CODE.test(numCode.text)) invalidFeed(numCode.path, `${quote(numCode.text)} is not a numeric currency code`);
        const code = onlyChild(row, 'CharCode');
        if (!CODE.test(code.text)) invalidFeed(code.path, `${quote(code.text)} is not a currency code`);
        if (code.text === 'MDL') invalidFeed(code.path, 'MDL is the currency the bank quotes in, not a quote');
        const nominal = onlyChild(row, 'Nominal');
        if (!NOMINAL.test(nominal.text)) invalidFeed(nominal.path, `${quote(nominal.text)} is not a nominal of 1, 10, 100, ... units`);
        const value = onlyChild(row, 'Value');
        const price = readBankDecimal(value.text, value.path);
        if (METALS.has(code.text) || child === 'Metal') {
          if (child !== 'Metal' || !METALS.has(code.text)) invalidFeed(code.path, `${code.text} in <${root.name}>`);
          if (!metals.has(code.text))
            warnings.add('not_a_currency', date, code.text, `${code.text} is a precious metal the bank prices (MDL per gram), not a currency; left out`);
          metals.add(code.text);
          continue;
        }
        days.add(date, code.text, nominalRate(price, readBankDecimal(nominal.text, nominal.path), 'domestic_per_foreign'), value.path, document, updatedAt);
      }
    }),
  );
  if (days.size === 0) invalidFeed('', 'the documents hold metal prices only, no exchange rate; import official_exchange_rates');
  return days.finish('MDL', options, warnings);
}

/** The National Bank of Moldova as its live source reads it: today's official rates (UTC), then yesterday's. */
export const nationalBankOfMoldovaFeed: FeedDescriptor = {
  name: 'nbm',
  calendar: nationalBankOfMoldovaCalendar,
  window: (now) => [0, 1].map((back) => `https://www.bnm.md/en/official_exchange_rates?date=${dateWindow(now, back).from.dmy.replaceAll('/', '.')}&get_xml=1`),
  read: (body, metadata) => importNationalBankOfMoldova(body, { metadata }),
  importer: importNationalBankOfMoldova,
};
