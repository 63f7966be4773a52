import { quote } from '../../errors.js';
import type { IsoDate } from '../../types.js';
import { FIAT_CODE } from '../../dataset/codeSyntax.js';
import { isCalendarDate } from '../../params/date.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { readDecimalText } from '../../importers/banks/quoteRate.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { onlyChild, readXmlTree, requiredAttribute } from '../../importers/readers/xmlTree.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** The National Bank of Tajikistan's publishing calendar: official rates for every day, set in the morning Dushanbe time. */
export const nbtCalendar: BankCalendar = {
  zone: 'Asia/Dushanbe',
  publishes: '11:00',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  toleranceDays: 1,
  source:
    'National Bank of Tajikistan, official exchange rates (nbt.tj/en/kurs/export_xml.php?date=YYYY-MM-DD): a rate for every day; ' +
    "the time is the recorder's observation (*/30 4-6 * * * UTC, 09:00 to 11:30 Dushanbe, every day of the week); toleranceDays 1",
};

const NOMINAL = /^1(?:0{1,4})?$/;

/**
 * Imports the National Bank of Tajikistan's official exchange rates (`export_xml.php?date=&export=xmlout`:
 * `<ValCurs Date="2026-05-18"><Valute ID="840"><CharCode>USD</CharCode><Nominal>1</Nominal><Name/>
 * <Value>9.3450</Value></Valute>...`), TJS per `Nominal` units (1, 10, 100, 1,000). The dataset
 * pivots on TJS and stores `Nominal / Value`, rounded once to 12 significant digits; each
 * `Valute`'s `ID` must be a numeric code (written without leading zeros: AUD is 36).
 *
 * @param input - One document or several: XML text, bytes or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot TJS), the warnings and each date's provenance (`nbt`, table `export_xml`).
 * @example
 * const { dataset } = importNbt(await (await fetch(nbtUrl)).text(), { metadata: defaultDataset });
 */
export function importNbt(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('nbt');
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const root = readXmlTree(decodeFeed(body));
      if (root.name !== 'ValCurs') invalidFeed(root.path, `expected <ValCurs>, got <${root.name}>`);
      const date: IsoDate = requiredAttribute(root, 'Date');
      if (!isCalendarDate(date)) invalidFeed(`${root.path}/@Date`, `${quote(date)} is not a date YYYY-MM-DD`);
      refuseFutureDate(date, `${root.path}/@Date`);
      if (root.children.length === 0) invalidFeed(root.path, 'holds no <Valute>');
      for (const valute of root.children) {
        if (valute.name !== 'Valute') invalidFeed(valute.path, `expected <Valute>, got <${valute.name}>`);
        if (!/^\d{1,3}$/.test(requiredAttribute(valute, 'ID')))
          invalidFeed(`${valute.path}/@ID`, `${quote(valute.attributes.get('ID'))} is not an ISO 4217 numeric code`);
        const code = onlyChild(valute, 'CharCode');
        if (!FIAT_CODE.test(code.text) || code.text === 'TJS') invalidFeed(code.path, `${quote(code.text)} is not a currency code other than TJS`);
        const nominal = onlyChild(valute, 'Nominal');
        if (!NOMINAL.test(nominal.text)) invalidFeed(nominal.path, `${quote(nominal.text)} is not 1, 10, 100, 1000 or 10000 units`);
        const value = onlyChild(valute, 'Value');
        const rate = readDecimalText(value.text, value.path);
        days.add(
          date,
          code.text,
          nominalRate(rate, readDecimalText(nominal.text, nominal.path), 'domestic_per_foreign'),
          value.path,
          document,
          publicationTime(date, nbtCalendar),
        );
      }
    }),
  );
  const result = days.finish('TJS', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'nbt', table: 'export_xml' }]])));
}

/** The National Bank of Tajikistan as its live source reads it: the day's rates, the day before's as the fallback. */
export const nbtFeed: FeedDescriptor = {
  name: 'nbt',
  calendar: nbtCalendar,
  window: (now) =>
    [now.getTime(), now.getTime() - 86_400_000].map(
      (ms) => `https://www.nbt.tj/en/kurs/export_xml.php?date=${new Date(ms).toISOString().slice(0, 10)}&export=xmlout`,
    ),
  read: (body, metadata) => importNbt(body, { metadata }),
  importer: importNbt,
};
