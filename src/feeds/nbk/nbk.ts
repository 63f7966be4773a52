import { decimalOfInteger } from '../../decimal/index.js';
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
import { onlyChild, readXmlTree } from '../../importers/readers/xmlTree.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** The National Bank of Kazakhstan's publishing calendar: official rates of Kazakh business days, afternoon Almaty time. */
export const nbkCalendar: BankCalendar = {
  zone: 'Asia/Almaty',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'National Bank of Kazakhstan, "Official exchange rates" (nationalbank.kz/rss/get_rates.cfm?fdate=DD.MM.YYYY): Kazakh business days; ' +
    "the time is the recorder's observation (*/30 9-11 * * 1-5 UTC, 14:00 to 16:30 Almaty); no holiday list at hand, hence toleranceDays 1",
};

const DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const QUANT = /^1(?:0{1,4})?$/;

/**
 * Imports the National Bank of Kazakhstan's official exchange rates (`/rss/get_rates.cfm?fdate=`,
 * XML: `<rates><date>01.04.2026</date><item><title>AMD</title><description>12.72</description>
 * <quant>10</quant>...</item></rates>`), KZT per `quant` units (1, 10 AMD, 100 JPY, 1,000 IRR ...),
 * one document a day. The dataset pivots on KZT and stores `quant / rate`, rounded once to 12
 * significant digits; XDR is kept as a code like the others.
 *
 * @param input - One document or several: XML text, bytes or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot KZT), the warnings and each date's provenance (`nbk`, table `get_rates`).
 * @example
 * const { dataset } = importNbk(await (await fetch(nbkUrl)).text(), { metadata: defaultDataset });
 */
export function importNbk(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('nbk');
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const root = readXmlTree(decodeFeed(body));
      if (root.name !== 'rates') invalidFeed(root.path, `expected <rates>, got <${root.name}>`);
      const dateElement = onlyChild(root, 'date');
      const match = DAY.exec(dateElement.text);
      const date: IsoDate = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
      if (!isCalendarDate(date)) invalidFeed(dateElement.path, `${quote(dateElement.text)} is not a date DD.MM.YYYY`);
      refuseFutureDate(date, dateElement.path);
      const items = root.children.filter((child) => child.name === 'item');
      if (items.length === 0) invalidFeed(root.path, 'holds no <item>');
      for (const item of items) {
        const title = onlyChild(item, 'title');
        if (!FIAT_CODE.test(title.text) || title.text === 'KZT') invalidFeed(title.path, `${quote(title.text)} is not a currency code other than KZT`);
        const quant = onlyChild(item, 'quant');
        if (!QUANT.test(quant.text)) invalidFeed(quant.path, `${quote(quant.text)} is not 1, 10, 100, 1000 or 10000 units`);
        const value = onlyChild(item, 'description');
        const rate = readDecimalText(value.text, value.path);
        days.add(
          date,
          title.text,
          nominalRate(rate, decimalOfInteger(false, Number(quant.text), 0), 'domestic_per_foreign'),
          value.path,
          document,
          publicationTime(date, nbkCalendar),
        );
      }
    }),
  );
  const result = days.finish('KZT', options, warnings);
  return withSources(result, Object.fromEntries(Object.keys(result.provenance).map((date) => [date, [{ provider: 'nbk', table: 'get_rates' }]])));
}

const dmy = (ms: number) => {
  const [y, m, d] = new Date(ms).toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};

/** The National Bank of Kazakhstan as its live source reads it: the day's rates, the day before's as the fallback. */
export const nbkFeed: FeedDescriptor = {
  name: 'nbk',
  calendar: nbkCalendar,
  window: (now) => [now.getTime(), now.getTime() - 86_400_000].map((ms) => `https://nationalbank.kz/rss/get_rates.cfm?fdate=${dmy(ms)}`),
  read: (body, metadata) => importNbk(body, { metadata }),
  importer: importNbk,
};
