import { quote } from '../../errors.js';
import { parseDecimal } from '../../decimal/index.js';
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
import { type BankCalendar, isTargetBusinessDay, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Bundesbank's BBEX3 euro rates appear: the ECB's reference rates, TARGET business days after 16:00 Frankfurt. */
export const bundesbankCalendar: BankCalendar = {
  zone: 'Europe/Berlin',
  publishes: '16:30',
  weekdays: [1, 2, 3, 4, 5],
  closed: (date) => !isTargetBusinessDay(date),
  toleranceDays: 1,
  source:
    "the euro reference rates the Bundesbank's BBEX3 mirrors are the ECB's, published around 16:00 CET on TARGET days; the recorded document is the Frankfurt fixing of the " +
    'Deutsche Mark (to 30 December 1998, its manifest gives no schedule); toleranceDays 1',
};

const COLUMNS = [
  'BBK_STD_CURRENCY',
  'BBK_ERX_PARTNER_CURRENCY',
  'TIME_PERIOD',
  'OBS_VALUE',
  'BBK_ID',
  'BBK_UNIT',
  'BBK_UNIT_MULT',
  'BBK_TITLE',
  'OBS_STATUS',
] as const;
const CODE = /^[A-Z]{3}$/;
// `Devisenkurse der Frankfurter Börse / 100 ATS = ... DEM / Österreich`, `... / 1 EUR = ... USD / ...`: the unit of each series, in its own title.
const TITLE = /\/ (1(?: ?000)*|10|100) ([A-Z]{3}) = \.\.\. ([A-Z]{3}) \//;

/**
 * Imports the Deutsche Bundesbank's exchange rate series (the statistics API's `sdmx_csv` of
 * BBEX3: `;`-separated, one series after another with a blank line between, each row carrying
 * `BBK_STD_CURRENCY`, `BBK_ERX_PARTNER_CURRENCY`, `TIME_PERIOD`, `OBS_VALUE`, `BBK_UNIT`,
 * `BBK_UNIT_MULT` and `BBK_TITLE`), one document or several of one partner currency. Each series'
 * unit is its title's: `100 ATS = ... DEM` (the Frankfurt fixing of the Deutsche Mark, DEM per 100
 * units, to 1998) is stored as `100 / value` units per DEM; `1 EUR = ... USD` (the euro reference
 * rates) as the value itself. `.` (status `K`) is no value. The pivot is the partner currency.
 *
 * @param input - One document or several: text, UTF-8 bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot DEM or EUR), the warnings and each date's provenance (`bbk`, the series ids).
 * @example
 * const { dataset } = importBundesbank(await (await fetch(bbkUrl)).text(), { metadata: defaultDataset });
 */
export function importBundesbank(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('bbk');
  const series = new Map<string, Set<string>>();
  let pivot: string | undefined;
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const text = decodeFeed(body);
      if (!text.endsWith('\n')) invalidFeed(`line ${text.split('\n').length}`, 'the last line has no line end; the document looks cut short');
      const lines = text
        .slice(0, -1)
        .split('\n')
        .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
      const header = lines[0]!.split(';');
      const at = {} as Record<(typeof COLUMNS)[number], number>;
      for (const name of COLUMNS) {
        at[name] = header.indexOf(name);
        if (at[name] === -1) invalidFeed('line 1', `the header lacks the column ${name}`);
      }
      let quoted = 0;
      lines.slice(1).forEach((line, i) => {
        const n = i + 2;
        if (line === '') return;
        const cells = line.split(';');
        if (cells.length !== header.length) invalidFeed(`line ${n}`, `expected ${header.length} fields as in the header, got ${cells.length}`);
        const cell = (name: (typeof COLUMNS)[number]) => cells[at[name]]!;
        const place = (name: string) => `line ${n}, column ${name}`;
        const code = cell('BBK_STD_CURRENCY');
        const partner = cell('BBK_ERX_PARTNER_CURRENCY');
        if (!CODE.test(code)) invalidFeed(place('BBK_STD_CURRENCY'), `${quote(code)} is not a currency code`);
        if (!CODE.test(partner)) invalidFeed(place('BBK_ERX_PARTNER_CURRENCY'), `${quote(partner)} is not a currency code`);
        if (pivot !== undefined && partner !== pivot)
          invalidFeed(place('BBK_ERX_PARTNER_CURRENCY'), `${partner} among series against ${pivot}; import each partner apart`);
        pivot = partner;
        if (cell('BBK_UNIT_MULT') !== '0') invalidFeed(place('BBK_UNIT_MULT'), `${quote(cell('BBK_UNIT_MULT'))} is not 0; not read rather than guessed`);
        const title = TITLE.exec(cell('BBK_TITLE'));
        if (!title) invalidFeed(place('BBK_TITLE'), 'the title states no unit "n XXX = ... YYY"');
        const [, units, from, to] = title as unknown as [string, string, string, string];
        // DEM per 100 ATS (the unit is the currency's) or USD per 1 EUR (the unit is the partner's); the column BBK_UNIT names the value's currency.
        const inverse = from === code && to === partner;
        if (!inverse && !(from === partner && to === code)) invalidFeed(place('BBK_TITLE'), `${from} = ... ${to} is not a rate of ${code} against ${partner}`);
        if (cell('BBK_UNIT') !== to) invalidFeed(place('BBK_UNIT'), `${quote(cell('BBK_UNIT'))} is not ${to}, the currency of the title's value`);
        const day = cell('TIME_PERIOD');
        if (!isCalendarDate(day)) invalidFeed(place('TIME_PERIOD'), `${quote(day)} is not a date YYYY-MM-DD`);
        refuseFutureDate(day, place('TIME_PERIOD'));
        const value = cell('OBS_VALUE');
        if (value === '.') {
          if (cell('OBS_STATUS') !== 'K') invalidFeed(place('OBS_STATUS'), `a missing value with status ${quote(cell('OBS_STATUS'))}, not K`);
          return;
        }
        const nominal = parseDecimal(units.replaceAll(' ', ''))!;
        const rate = nominalRate(readBankDecimal(value, place('OBS_VALUE')), nominal, inverse ? 'domestic_per_foreign' : 'foreign_per_domestic');
        days.add(day, code, rate, place('OBS_VALUE'), document, zonedUtc(day, bundesbankCalendar.publishes, bundesbankCalendar.zone));
        let ids = series.get(day);
        if (!ids) series.set(day, (ids = new Set()));
        ids.add(cell('BBK_ID'));
        quoted++;
      });
      if (quoted === 0) invalidFeed('line 2', 'the document holds no value');
    }),
  );
  const result = days.finish(pivot ?? 'EUR', options, warnings);
  const provenance: Record<string, readonly Provenance[]> = {};
  for (const date of Object.keys(result.provenance)) provenance[date] = [...series.get(date)!].sort().map((table) => ({ provider: 'bbk', table }));
  return withSources(result, provenance);
}

/** The Bundesbank as its live source reads it: the last two weeks of the euro reference rates it mirrors (BBEX3, D..EUR.BB.AC.000). */
export const bundesbankFeed: FeedDescriptor = {
  name: 'bbk',
  calendar: bundesbankCalendar,
  window: (now) => {
    const { from, to } = dateWindow(now, 14);
    return [`https://api.statistiken.bundesbank.de/rest/data/BBEX3/D..EUR.BB.AC.000?endPeriod=${to.iso}&format=sdmx_csv&startPeriod=${from.iso}`];
  },
  maxBytes: 4 << 20,
  read: (body, metadata) => importBundesbank(body, { metadata }),
  importer: importBundesbank,
};
