import { ONE } from '../../decimal/index.js';
import { quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { isCalendarDate } from '../../params/date.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { bodyRows, checkWidth, readCsv, type CsvRow } from '../../importers/readers/readCsv.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList } from '../../importers/warningList.js';
import { nominalRate, readBankDecimal } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';

/** When the Bank of Botswana publishes its rates: Botswana business days, around midday Gaborone time. */
export const bobCalendar: BankCalendar = {
  zone: 'Africa/Gaborone',
  publishes: '12:00',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    "Bank of Botswana, exchange rates (units of each currency per pula); recorder's observation: */30 10-12 * * 1-5 (UTC, 12:00 to 14:00 Gaborone); no holiday list at hand, hence a tolerance of one missed business day",
};

/** The Bank of Botswana's column heads and their codes, each quoted in units per pula. */
export const BOB_COLUMNS: Readonly<Record<string, CurrencyCode>> = { CHN: 'CNY', EUR: 'EUR', GBP: 'GBP', USD: 'USD', SDR: 'XDR', YEN: 'JPY', ZAR: 'ZAR' };
const HEADER = ['Date', ...Object.keys(BOB_COLUMNS)].join(',');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ROW_DATE = /^(\d{2}) ([A-Z][a-z]{2}) (\d{4})$/;
// Every value is written with four decimals: a last line cut short shows as fewer.
const VALUE = /^\d{1,6}\.\d{4}$/;
const NOT_QUOTED = '0.0000';

/**
 * Imports the Bank of Botswana's exchange-rate history (`/export/exchange-rates.csv`: `Date,CHN,EUR,
 * GBP,USD,SDR,YEN,ZAR`, newest first, since 2001), units of each currency per pula, stored as they
 * are (exact). `0.0000` is no quote (the yuan before 2010). The file's last line has no line end:
 * every value has four decimals, so a cut line is still refused. The recorded file gives three dates
 * twice with different rows (13 Aug 2019, 23 Oct 2018, 17 Jan 2018): such a date is withheld with
 * `duplicate_date` naming both lines, rather than one of them guessed; an identical repeat is kept once.
 *
 * @param input - The CSV, or several: text, bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot BWP), the warnings and each date's provenance (`bob`, table `exchange-rates.csv`).
 * @example
 * const { dataset } = importBob(await (await fetch(BOB_CSV_URL)).text(), { metadata: defaultDataset });
 */
export function importBob(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const days = seriesDays('bob');
  for (const { body, where, index: document } of bankInputs(input)) {
    within(where, () => {
      let text = decodeFeed(body).replace(/^\ufeff/, '');
      if (!text.endsWith('\n')) text += '\n';
      const rows = readCsv(text);
      const header = rows[0];
      if (!header || header.cells.join(',') !== HEADER) invalidFeed('line 1', `expected the header ${quote(HEADER)}`);
      const byDate = new Map<IsoDate, CsvRow[]>();
      for (const row of bodyRows(rows, 1)) {
        checkWidth(row, header.cells.length);
        const date = refuseFutureDate(rowDate(row.cells[0]!, `line ${row.line}, column Date`), `line ${row.line}, column Date`);
        row.cells.slice(1).forEach((cell, i) => {
          if (!VALUE.test(cell)) invalidFeed(`line ${row.line}, column ${header.cells[i + 1]}`, `${quote(cell)} is not a value with four decimals`);
        });
        byDate.set(date, [...(byDate.get(date) ?? []), row]);
      }
      for (const [date, [row, ...others]] of byDate) {
        if (others.some((other) => other.cells.join(',') !== row!.cells.join(','))) {
          warnings.add('duplicate_date', date, null, `lines ${[row!, ...others].map((r) => r.line).join(' and ')} give ${date} different rates; withheld`);
          continue;
        }
        row!.cells.slice(1).forEach((cell, i) => {
          if (cell === NOT_QUOTED) return;
          const column = header.cells[i + 1]!;
          const at = `line ${row!.line}, column ${column}`;
          days.add(
            date,
            BOB_COLUMNS[column]!,
            nominalRate(readBankDecimal(cell, at), ONE, 'foreign_per_domestic'),
            at,
            'exchange-rates.csv',
            publicationTime(date, bobCalendar),
            document,
          );
        });
      }
    });
  }
  return days.finish('BWP', options, warnings);
}

// `19 Mar 2026`.
function rowDate(text: string, where: string): IsoDate {
  const match = ROW_DATE.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  const date = match && month > 0 ? `${match[3]}-${String(month).padStart(2, '0')}-${match[1]}` : '';
  if (!isCalendarDate(date)) invalidFeed(where, `expected a date "19 Mar 2026", got ${quote(text)}`);
  return date;
}

/** The Bank of Botswana as its live source reads it: its whole exchange-rate file. */
export const bobFeed: FeedDescriptor = {
  name: 'bob',
  calendar: bobCalendar,
  url: 'https://www.bankofbotswana.bw/export/exchange-rates.csv?_format=csv&page',
  read: (body, metadata) => importBob(body, { metadata }),
  importer: importBob,
};
