import { quote } from '../../errors.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { isoDate } from '../../importers/readers/jsonFields.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { type BankCalendar, isTargetBusinessDay, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { onlyChild, readXmlTree } from '../../importers/readers/xmlTree.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Lietuvos bankas publishes: its euro rates follow the ECB's, on TARGET business days. */
export const lietuvosBankasCalendar: BankCalendar = {
  zone: 'Europe/Vilnius',
  publishes: '18:00',
  weekdays: [1, 2, 3, 4, 5],
  closed: (date) => !isTargetBusinessDay(date),
  toleranceDays: 1,
  source:
    "recorder's observation: */30 14-16 * * 1-5 (UTC); the euro rates (tp=EU) are the ECB's reference rates and those the bank sets for other currencies, " +
    "so TARGET closing days are closed; no statement of the bank's time at hand, hence 18:00 Vilnius and toleranceDays 1",
};

const CODE = /^[A-Z]{3}$/;
const NOMINAL = /^1(?:0{1,6})?$/;
// The rate types of FxRates.asmx: `LT`, the litas's official rates (to 2014, pivot LTL), and `EU`, the euro's (from 2015, pivot EUR).
const TYPES: Readonly<Record<string, string>> = { LT: 'LTL', EU: 'EUR' };

/**
 * Imports the Lietuvos bankas's exchange rates from its FxRates web service (`getFxRates?dt=...&tp=LT|EU`,
 * `getCurrentFxRates?tp=EU`): `<FxRates><FxRate><Tp/><Dt/><CcyAmt><Ccy>pivot</Ccy><Amt/></CcyAmt>
 * <CcyAmt><Ccy>code</Ccy><Amt/></CcyAmt>`, one document or several of one type. Each `FxRate`
 * says that the first amount of the pivot equals the second amount of the currency: `LT`, the
 * litas's rates to 2014, `7.6881 LTL = 10 AED` (a nominal of 1 to 10000 units); `EU`, the euro's
 * from 2015, `1 EUR = 1.0856 USD`. The dataset's rate is `second / first` units per pivot, exact
 * where it terminates, else rounded once to 12 significant digits half-even. Official (mid) rates only.
 *
 * @param input - One document or several of one type: XML text, UTF-8 bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot LTL or EUR), the warnings and each date's provenance (`lb`, table `FxRates LT` or `FxRates EU`).
 * @example
 * const { dataset } = importLietuvosBankas(await (await fetch(lbUrl)).text(), { metadata: defaultDataset });
 */
export function importLietuvosBankas(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('lb');
  let type: string | undefined;
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const root = readXmlTree(decodeFeed(body));
      if (root.name !== 'FxRates') invalidFeed(root.path, `expected <FxRates>, got <${root.name}>`);
      if (root.children.length === 0) invalidFeed(root.path, 'holds no <FxRate>');
      for (const rate of root.children) {
        if (rate.name !== 'FxRate') invalidFeed(rate.path, `expected <FxRate>, got <${rate.name}>`);
        const tp = onlyChild(rate, 'Tp');
        if (!Object.hasOwn(TYPES, tp.text)) invalidFeed(tp.path, `${quote(tp.text)} is not a rate type LT or EU`);
        if (type !== undefined && tp.text !== type) invalidFeed(tp.path, `type ${tp.text} among type ${type}; import each type apart`);
        type = tp.text;
        const pivot = TYPES[type]!;
        const dt = onlyChild(rate, 'Dt');
        const date = isoDate(dt.text, dt.path);
        refuseFutureDate(date, dt.path);
        const amounts = rate.children.filter((child) => child.name === 'CcyAmt');
        if (amounts.length !== 2 || rate.children.length !== 4) invalidFeed(rate.path, 'expected <Tp>, <Dt> and two <CcyAmt>');
        const [first, second] = amounts as [(typeof amounts)[0], (typeof amounts)[0]];
        const base = onlyChild(first, 'Ccy');
        if (base.text !== pivot) invalidFeed(base.path, `the first amount is in ${quote(base.text)}, not ${pivot} (type ${type})`);
        const ccy = onlyChild(second, 'Ccy');
        if (!CODE.test(ccy.text)) invalidFeed(ccy.path, `${quote(ccy.text)} is not a currency code`);
        if (ccy.text === pivot) invalidFeed(ccy.path, `${pivot} against itself`);
        const baseAmt = onlyChild(first, 'Amt');
        const amt = onlyChild(second, 'Amt');
        // LT: the currency's side is a nominal (1, 10, ... units); EU: the euro's side is one euro.
        if (type === 'LT' && !NOMINAL.test(amt.text)) invalidFeed(amt.path, `${quote(amt.text)} is not a nominal of 1, 10, 100, ... units`);
        if (type === 'EU' && baseAmt.text !== '1') invalidFeed(baseAmt.path, `${quote(baseAmt.text)} is not one euro`);
        const value = nominalRate(readBankDecimal(baseAmt.text, baseAmt.path), readBankDecimal(amt.text, amt.path), 'domestic_per_foreign');
        days.add(date, ccy.text, value, amt.path, document, zonedUtc(date, lietuvosBankasCalendar.publishes, lietuvosBankasCalendar.zone));
      }
    }),
  );
  const result = days.finish(type ? TYPES[type]! : 'EUR', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'lb', table: `FxRates ${type}` }]])));
}

/** The Lietuvos bankas as its live source reads it: the current euro rates (type EU). */
export const lietuvosBankasFeed: FeedDescriptor = {
  name: 'lb',
  calendar: lietuvosBankasCalendar,
  url: 'https://www.lb.lt/webservices/FxRates/FxRates.asmx/getCurrentFxRates?tp=EU',
  read: (body, metadata) => importLietuvosBankas(body, { metadata }),
  importer: importLietuvosBankas,
};
