import { fail, quote } from '../../errors.js';
import { decimalOfInteger, fromParts, parseDecimalParts, type Decimal } from '../../decimal/index.js';
import { isCalendarDate } from '../../params/date.js';
import type { IsoDate } from '../../types.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { quoteDays } from '../../importers/banks/quoteDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { withSources } from '../../importers/banks/provenanceSources.js';
import type { BankImportResult, Provenance } from '../../importers/banks/types.js';
import { type BankCalendar, zonedUtc } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { IMF_CURRENCIES } from './imfCurrencies.js';

/** When the IMF publishes: its business days, the day's rates on its site in the Washington afternoon. */
export const imfCalendar: BankCalendar = {
  zone: 'America/New_York',
  publishes: '15:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'IMF, "SDRs per Currency unit" notes: "Exchange rates are published daily except on IMF holidays or, whenever the IMF is closed for business"; ' +
    "no time is stated: recorder's observation */30 18-20 * * 1-5 (UTC), hence 15:00 Washington; no IMF holiday list at hand, hence toleranceDays 1",
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// `March 02, 2026`.
const DATE = /^([A-Z][a-z]{2,8}) (\d{2}), (\d{4})$/;
// `1,435.400000`: thousands separated by commas, a point before the fraction.
const NUMBER = /^\d{1,3}(?:,\d{3}){0,6}(?:\.\d{1,12})?$/;
const NAME = /^(.{1,60}?)(\(1\))?$/;
const REPORTS = {
  rates: { title: /^Representative Exchange Rates for Selected Currencies for ([A-Z][a-z]+ \d{4})( Continued)?$/, pivot: 'USD', table: 'REP' },
  sdr: { title: /^SDRs per Currency unit for ([A-Z][a-z]+ \d{4})( Continued)?$/, pivot: 'XDR', table: 'SDRCV' },
} as const;
type Report = keyof typeof REPORTS;

/**
 * Imports the IMF's monthly tables of daily rates (`rms_mth.aspx?SelectDate=...&reportType=REP|SDRCV
 * &tsvflag=Y`: tab-separated text, served as `application/vnd.ms-excel`), one document or several
 * of one report. `REP`, the representative rates the issuing central banks report: currency units
 * per U.S. dollar, stored as written (pivot USD), except the names marked `(1)` (EUR, GBP, AUD,
 * BWP, NZD), U.S. dollars per unit, stored as `1 / rate` rounded once to 12 significant digits.
 * `SDRCV`, SDRs per currency unit: stored as `1 / value` units per SDR (pivot XDR). Each table
 * comes in two blocks of dates (the second "Continued"); `NA` is no value; a name the IMF adds
 * that `IMF_CURRENCIES` lacks is left out with `unknown_code`. A row whose `(1)` mark differs from
 * the list's (a changed unit), dates out of order (a swapped column) and a document without its
 * `Notes:` (cut short) are `invalid_feed` errors.
 *
 * @param input - One document or several of one report: text, UTF-8 bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot USD, or XDR for SDRCV), the warnings, each date's provenance (`imf`, table `REP 2026-03`).
 * @example
 * const { dataset } = importImf(await (await fetch(imfUrl)).text(), { metadata: defaultDataset });
 */
export function importImf(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = quoteDays('imf');
  const tables = new Map<IsoDate, string>();
  let report: Report | undefined;
  const unknown = new Set<string>();
  bankInputs(input).forEach(({ body, where }, document) =>
    within(where, () => {
      const lines = decodeFeed(body).split(/\r?\n/);
      const kind: Report | undefined = REPORTS.rates.title.test(lines[0]!) ? 'rates' : REPORTS.sdr.title.test(lines[0]!) ? 'sdr' : undefined;
      if (!kind) invalidFeed('line 1', `${quote(lines[0]!.slice(0, 80))} is not the title of the IMF's REP or SDRCV table`);
      if (report && report !== kind) invalidFeed('line 1', `a ${REPORTS[kind].table} table among ${REPORTS[report].table} tables; import each report apart`);
      report = kind;
      const { pivot, table } = REPORTS[kind];
      const notes = lines.indexOf('Notes:');
      if (notes === -1) invalidFeed(`line ${lines.length}`, 'no "Notes:" after the table; the document looks cut short');
      let month: string | undefined;
      let quoted = 0;
      const datesSeen = new Map<IsoDate, number>();
      for (let i = 0; i < notes; ) {
        const title = REPORTS[kind].title.exec(lines[i]!);
        if (!title) invalidFeed(`line ${i + 1}`, `expected the table's title, got ${quote(lines[i]!.slice(0, 80))}`);
        if (month !== undefined && title[1] !== month) invalidFeed(`line ${i + 1}`, `a block of ${title[1]} in the table of ${month}`);
        month = title[1]!;
        // The first block's header follows its title; the "Continued" block's comes after a blank line.
        const h = lines[i + 1] === '' ? i + 2 : i + 1;
        const header = lines[h]!.split('\t');
        if (header[0] !== 'Currency' || header.length < 2) invalidFeed(`line ${h + 1}`, 'expected the header Currency<TAB><date>...');
        const dates = blockDates(header, h, month, datesSeen);
        for (const date of dates) tables.set(date, `${table} ${date.slice(0, 7)}`);
        const names = new Set<string>();
        let r = h + 1;
        for (; r < notes && lines[r] !== ''; r++) {
          const cells = lines[r]!.split('\t');
          const at = (c: number) => `line ${r + 1}, column ${c + 1}`;
          if (cells.length !== header.length) invalidFeed(`line ${r + 1}`, `expected ${header.length} fields as in the header, got ${cells.length}`);
          const [, name, marked] = NAME.exec(cells[0]!) ?? [];
          if (name === undefined || names.has(name)) invalidFeed(at(0), `${quote(cells[0]!)} is ${name === undefined ? 'not a currency name' : 'repeated'}`);
          names.add(name);
          const known = IMF_CURRENCIES[name];
          if (!known) {
            if (!unknown.has(name)) warnings.add('unknown_code', null, name, `the IMF's ${quote(name)} is not in IMF_CURRENCIES; left out rather than guessed`);
            unknown.add(name);
            continue;
          }
          // The (1) mark is the representative rate's direction: one that differs from the list's is a changed unit.
          if (kind === 'rates' && (marked !== undefined) !== (known.usdPerUnit === true))
            invalidFeed(
              at(0),
              `${name} is ${known.usdPerUnit ? '' : 'not '}quoted in U.S. dollars per unit (${known.usdPerUnit ? 'marked' : 'unmarked'} (1)) by the IMF`,
            );
          if (kind === 'sdr' && marked !== undefined) invalidFeed(at(0), 'the SDR table marks no currency (1)');
          cells.slice(1).forEach((text, c) => {
            if (text === 'NA') return;
            const value = readNumber(text, at(c + 1));
            const date = dates[c]!;
            if (known.code === pivot) {
              if (value.digits !== '1' || value.exp !== 0) invalidFeed(at(c + 1), `${pivot} per ${pivot} is ${quote(text)}, not 1`);
              return;
            }
            const rate = kind === 'sdr' || known.usdPerUnit ? nominalRate(value, ONE, 'domestic_per_foreign') : nominalRate(value, ONE, 'foreign_per_domestic');
            days.add(date, known.code, rate, at(c + 1), document, zonedUtc(date, imfCalendar.publishes, imfCalendar.zone));
            quoted++;
          });
        }
        i = r;
        while (i < notes && lines[i] === '') i++;
      }
      if (quoted === 0) invalidFeed('line 3', 'the table holds no rate (every value NA, or no row)');
    }),
  );
  const result = days.finish(report ? REPORTS[report].pivot : 'USD', options, warnings);
  const provenance: Record<IsoDate, readonly Provenance[]> = {};
  for (const date of Object.keys(result.provenance)) provenance[date] = [{ provider: 'imf', table: tables.get(date)! }];
  return withSources(result, provenance);
}

/** The dates of a block's header (on line `h + 1`), in order, none repeated in the document, none in the future. */
function blockDates(header: readonly string[], h: number, month: string, datesSeen: Map<IsoDate, number>): IsoDate[] {
  const dates = header.slice(1).map((text, c) => headerDate(text, `line ${h + 1}, column ${c + 2}`, month));
  dates.forEach((date, c) => {
    const at = `line ${h + 1}, column ${c + 2}`;
    if (c > 0 && date <= dates[c - 1]!) invalidFeed(at, `${date} does not follow ${dates[c - 1]}; columns out of order`);
    const first = datesSeen.get(date);
    if (first !== undefined) invalidFeed(at, `${date} is given again (first on line ${first})`);
    datesSeen.set(date, h + 1);
    refuseFutureDate(date, at);
  });
  return dates;
}

const ONE: Decimal = decimalOfInteger(false, 1, 0);

function readNumber(text: string, where: string): Decimal {
  if (!NUMBER.test(text)) invalidFeed(where, `${quote(text)} is not a positive number as the IMF writes one`);
  const value = fromParts(parseDecimalParts(text.replaceAll(',', ''))!);
  if (value.digits === '0') invalidFeed(where, `${quote(text)} is zero; a rate must be positive`);
  return value;
}

function headerDate(text: string, where: string, month: string): IsoDate {
  const match = DATE.exec(text);
  const m = match ? MONTHS.indexOf(match[1]!) + 1 : 0;
  const date = match && m > 0 ? `${match[3]}-${String(m).padStart(2, '0')}-${match[2]}` : '';
  if (!isCalendarDate(date)) invalidFeed(where, `${quote(text)} is not a date like "March 02, 2026"`);
  if (`${match![1]} ${match![3]}` !== month) invalidFeed(where, `${text} lies outside the table's month, ${month}`);
  return date;
}

/** Source options of `imf()`: which of the IMF's two daily tables. */
export interface ImfSourceOptions {
  /** `rates` (default): representative rates against USD; `sdr`: SDRs per currency unit (pivot XDR, default name `imf-sdr`). */
  readonly report?: 'rates' | 'sdr';
}

const monthUrl = (date: string, report: Report) =>
  `https://www.imf.org/external/np/fin/data/rms_mth.aspx?SelectDate=${date}&reportType=${REPORTS[report].table}&tsvflag=Y`;

/** The IMF as its live source reads it: this month's table (UTC), last month's as the fallback early in a month. */
export const imfFeed: FeedDescriptor<ImfSourceOptions> = {
  name: 'imf',
  nameOf: ({ report }) => (report === 'sdr' ? 'imf-sdr' : 'imf'),
  calendar: imfCalendar,
  window: (now, { report = 'rates' }) => {
    const lastMonthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
    return [monthUrl(now.toISOString().slice(0, 10), report), monthUrl(lastMonthEnd.toISOString().slice(0, 10), report)];
  },
  check: ({ report }) => {
    if (report !== undefined && report !== 'rates' && report !== 'sdr')
      fail('invalid_parameter', `Source option report must be 'rates' or 'sdr' (the IMF's two tables), got ${quote(report)}.`, 'report');
  },
  // The SDR, the SDR table's pivot, is no currency of a catalog: it is kept with minimal metadata.
  read: (body, metadata, { report }) => importImf(body, { metadata, ...(report === 'sdr' ? { allowMinimalMetadata: true } : {}) }),
  importer: importImf,
};
