import { fail, quote } from '../../errors.js';
import { decimalOfInteger } from '../../decimal/index.js';
import { isCalendarDate } from '../../params/date.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { dateWindow } from '../../importers/banks/dateWindow.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult, Provenance } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { onlyChild, readXmlTree, requiredAttribute } from '../../importers/readers/xmlTree.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Seðlabanki Íslands publishes: Icelandic business days; recorded in the afternoon (UTC, Iceland's time all year). */
export const sedlabankiIslandsCalendar: BankCalendar = {
  zone: 'Atlantic/Reykjavik',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "recorder's observation: */30 16-18 * * 1-5 (UTC, Iceland's time); no statement of the bank's publication time nor holiday list was at hand, hence toleranceDays 1",
};

/**
 * The mid-rate series (`skráð miðgengi`) of the Seðlabanki's groups 9 (official reference rates)
 * and 7 (registered mid rates), by series ID: ISK per one unit of the currency. A series with
 * values that is not here is left out with a warning rather than guessed from its Icelandic name.
 */
export const SEDLABANKI_SERIES: Readonly<Record<string, string>> = {
  '4055': 'USD',
  '4061': 'DKK',
  '4064': 'EUR',
  '4085': 'JPY',
  '4088': 'CAD',
  '4091': 'NOK',
  '4097': 'XDR',
  '4103': 'GBP',
  '4106': 'CHF',
  '4109': 'SEK',
  '29': 'CNY',
  '30': 'RUB',
  '31': 'PLN',
  '35': 'NGN',
  '36': 'TWD',
  '37': 'KRW',
  '38': 'SRD',
  '39': 'AUD',
  '40': 'NZD',
  '41': 'HKD',
  '42': 'HUF',
  '43': 'ILS',
  '44': 'ZAR',
  '45': 'SGD',
  '46': 'MXN',
  '48': 'TRY',
  '50': 'INR',
  '52': 'CZK',
  '53': 'BRL',
  '74': 'THB',
  '288': 'JMD',
  '3503': 'SAR',
  '19254': 'KWD',
};

const MID = ', skráð miðgengi.';
// `3/24/2026 12:00:00 AM`: month first, midnight.
const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) 12:00:00 AM$/;
// Plain CDATA (no markup, no entity inside) is unwrapped to text; any other is refused by the XML reader.
const CDATA = /<!\[CDATA\[([^\]<&]{0,200})\]\]>/g;
const ONE = decimalOfInteger(false, 1, 0);

/**
 * Imports the Seðlabanki Íslands' exchange rates from its XML time series service
 * (`xmltimeseries/Default.aspx?GroupID=9|7&Type=xml`): `<Group ID><TimeSeries ID><Description>
 * <TimeSeriesData><Entry><Date>3/24/2026 12:00:00 AM</Date><Value>124.44</Value>`, one document
 * or several. Only the mid series (`skráð miðgengi`) carry values: ISK per one unit, stored as
 * `1 / value` units per ISK, rounded once to 12 significant digits half-even. A series of
 * `SEDLABANKI_SERIES` whose description is not a mid rate (a buying or selling series in its
 * place) is refused; an unknown series with values is left out with `unknown_code`.
 *
 * @param input - One document or several: XML text, UTF-8 bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot ISK), the warnings and each date's provenance (`sbi`, table `group 9` / `group 7`).
 * @example
 * const { dataset } = importSedlabankiIslands(await (await fetch(sbiUrl)).text(), { metadata: defaultDataset });
 */
export function importSedlabankiIslands(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('sbi');
  const groups = new Map<string, Set<string>>();
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const root = readXmlTree(decodeFeed(body).replace(CDATA, '$1'));
      if (root.name !== 'Group') invalidFeed(root.path, `expected <Group>, got <${root.name}>`);
      const group = requiredAttribute(root, 'ID');
      let quoted = 0;
      for (const series of root.children) {
        if (series.name === 'Name') continue;
        if (series.name !== 'TimeSeries') invalidFeed(series.path, `expected <TimeSeries>, got <${series.name}>`);
        const id = requiredAttribute(series, 'ID');
        const description = onlyChild(series, 'Description');
        const entries = onlyChild(series, 'TimeSeriesData').children;
        if (entries.length === 0) continue;
        const code = SEDLABANKI_SERIES[id];
        if (code === undefined) {
          warnings.add('unknown_code', null, id, `the Seðlabanki's series ${id} (${quote(description.text)}) is not in SEDLABANKI_SERIES; left out`);
          continue;
        }
        if (!description.text.endsWith(MID))
          invalidFeed(description.path, `series ${id} (${code}) is ${quote(description.text)}, not a mid rate (${quote(MID.slice(2))})`);
        for (const entry of entries) {
          if (entry.name !== 'Entry') invalidFeed(entry.path, `expected <Entry>, got <${entry.name}>`);
          const dateElement = onlyChild(entry, 'Date');
          const match = DATE.exec(dateElement.text);
          const date = match ? `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}` : '';
          if (!isCalendarDate(date)) invalidFeed(dateElement.path, `${quote(dateElement.text)} is not a date like 3/24/2026 12:00:00 AM`);
          refuseFutureDate(date, dateElement.path);
          const value = onlyChild(entry, 'Value');
          const rate = nominalRate(readBankDecimal(value.text, value.path), ONE, 'domestic_per_foreign');
          days.add(date, code, rate, value.path, document, zonedUtc(date, sedlabankiIslandsCalendar.publishes, sedlabankiIslandsCalendar.zone));
          let seen = groups.get(date);
          if (!seen) groups.set(date, (seen = new Set()));
          seen.add(`group ${group}`);
          quoted++;
        }
      }
      if (quoted === 0) invalidFeed(root.path, 'holds no value of a known series');
    }),
  );
  const result = days.finish('ISK', options, warnings);
  const provenance: Record<string, readonly Provenance[]> = {};
  for (const date of Object.keys(result.provenance)) provenance[date] = [...groups.get(date)!].sort().map((table) => ({ provider: 'sbi', table }));
  return withSources(result, provenance);
}

/** Source options of `sedlabankiIslands()`: which series group. */
export interface SedlabankiIslandsSourceOptions {
  /** 9 (default): the official reference rates of 10 currencies and the SDR; 7: 22 further mid rates (default name `sbi-7`). */
  readonly group?: 9 | 7 | '9' | '7';
}

/** The Seðlabanki as its live source reads it: the last two weeks of one group. */
export const sedlabankiIslandsFeed: FeedDescriptor<SedlabankiIslandsSourceOptions> = {
  name: 'sbi',
  nameOf: ({ group }) => (String(group) === '7' ? 'sbi-7' : 'sbi'),
  calendar: sedlabankiIslandsCalendar,
  window: (now, { group = 9 }) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://sedlabanki.is/xmltimeseries/Default.aspx?DagsFra=${from.iso}&DagsTil=${to.iso}&GroupID=${group}&Type=xml`];
  },
  check: ({ group }) => {
    if (group !== undefined && !['9', '7'].includes(String(group)))
      fail('invalid_parameter', `Source option group must be 9 or 7 (the Seðlabanki's groups), got ${quote(String(group))}.`, 'group');
  },
  read: (body, metadata) => importSedlabankiIslands(body, { metadata }),
  importer: importSedlabankiIslands,
};
