import { usTreasuryCalendar, zonedUtc } from '../../calendar/index.js';
import { quote } from '../../errors.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { readJsonDocuments } from '../../importers/readers/readJsonDocuments.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { rateLiteral } from '../../importers/rateLiteral.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList, type WarningList } from '../../importers/warningList.js';
import type { IsoDate } from '../../types.js';
import { labelCode } from './treasuryLabels.js';
import { readTreasuryCsv, readTreasuryJson, type TreasuryRow } from './treasuryRows.js';

/** A code's figure in effect from a date, as read. */
interface Figure {
  readonly literal: number | string;
  readonly where: string;
  readonly document: number;
  readonly table: string;
  /** The figure's own effective date (earlier than the row's where it is carried into an amendment's row). */
  readonly since: IsoDate;
  readonly label: string;
  /** Two lines of the code disagree that day: it is withheld. */
  conflict?: string;
}

const QUARTER_ENDS = new Set(['03-31', '06-30', '09-30', '12-31']);

/** The record date after `record` (the next quarter's last day). */
function nextRecord(record: IsoDate): IsoDate {
  const [y, m] = [Number(record.slice(0, 4)), Number(record.slice(5, 7))];
  const [ny, nm] = m === 12 ? [y + 1, 3] : [y, m + 3];
  return `${ny}-${String(nm).padStart(2, '0')}-${nm === 6 || nm === 9 ? '30' : '31'}`;
}

/** Checks a row's dates: a quarter's last day, an effective date from it to before the next, none in the future. */
function checkDates(row: TreasuryRow, now: number): void {
  if (!QUARTER_ENDS.has(row.record.slice(5))) invalidFeed(row.where, `record date ${row.record} is not a quarter's last day`);
  if (row.effective < row.record) invalidFeed(row.where, `effective date ${row.effective} is before its record date ${row.record}`);
  if (row.effective >= nextRecord(row.record))
    invalidFeed(
      row.where,
      `effective date ${row.effective} is not within the quarter of record date ${row.record} (an amendment takes effect before the next report)`,
    );
  refuseFutureDate(row.effective, row.where, now);
}

/** Each effective date's figures by code, by the rules of `importUsTreasury`. */
function figuresByDate(
  rows: readonly (TreasuryRow & { document: number })[],
  warnings: WarningList,
  ended: Map<IsoDate, string[]>,
): Map<IsoDate, Map<string, Figure>> {
  const byDate = new Map<IsoDate, Map<string, Figure>>();
  const seen = new Map<string, TreasuryRow>();
  const aliases: (TreasuryRow & { code: string })[] = [];
  for (const row of rows) {
    const key = `${row.effective}|${row.label}`;
    const twin = seen.get(key);
    if (twin && rateLiteral(twin.rate) !== rateLiteral(row.rate))
      invalidFeed(row.where, `${quote(row.label)} effective ${row.effective} is ${rateLiteral(row.rate)} here and ${rateLiteral(twin.rate)} at ${twin.where}`);
    if (twin) continue;
    seen.set(key, row);
    const span = labelCode(row.label, row.effective);
    if (span === undefined && labelCode(row.label, '0000-01-01') === undefined && labelCode(row.label, '9999-12-31') === undefined)
      invalidFeed(row.where, `${quote(row.label)} is not a label of the Treasury's that ratebook knows (src/feeds/us-treasury/treasuryLabels.ts)`);
    if (span?.code === null || span === undefined) {
      warnings.add(
        'withheld',
        row.effective,
        null,
        `${row.label} ${rateLiteral(row.rate)} withheld: ${span?.why ?? `no ISO 4217 code for the line on ${row.effective}`}`,
      );
      // An amendment of a line whose code has ended (the lev after the euro) ends that code's rate too.
      const before = labelCode(row.label, row.record);
      if (row.effective !== row.record && before?.code) ended.set(row.effective, [...(ended.get(row.effective) ?? []), before.code]);
      continue;
    }
    if (span.code === 'USD') {
      if (rateLiteral(row.rate) !== 1) warnings.add('withheld', row.effective, 'USD', `${row.label} ${rateLiteral(row.rate)} withheld: a dollar line is 1`);
      continue;
    }
    if (span.alias) {
      aliases.push({ ...row, code: span.code });
      continue;
    }
    const codes = byDate.get(row.effective) ?? new Map<string, Figure>();
    byDate.set(row.effective, codes);
    const first = codes.get(span.code);
    const table = row.effective === row.record ? row.record : `${row.record} amendment`;
    if (first && first.literal !== rateLiteral(row.rate)) first.conflict ??= `${first.label} says ${first.literal}, ${row.label} ${rateLiteral(row.rate)}`;
    if (!first)
      codes.set(span.code, { literal: rateLiteral(row.rate), where: row.where, document: row.document, table, since: row.effective, label: row.label });
  }
  for (const [date, codes] of byDate)
    for (const [code, f] of codes)
      if (f.conflict) {
        warnings.add('withheld', date, code, `${code} withheld on ${date}: the Treasury's lines of it disagree (${f.conflict})`);
        codes.delete(code);
      }
  for (const alias of aliases) {
    const own = byDate.get(alias.effective)?.get(alias.code);
    if (own?.literal !== rateLiteral(alias.rate))
      warnings.add(
        'withheld',
        alias.effective,
        alias.code,
        `${alias.label} ${rateLiteral(alias.rate)} not read: a second line of ${alias.code}, ${own ? `whose own line (${own.label}) says ${own.literal}` : 'whose own line has no figure that day'}`,
      );
  }
  return byDate;
}

/**
 * Imports the US Treasury's Reporting Rates of Exchange: Fiscal Data's CSV download (`Record
 * Date,Country - Currency Description,Exchange Rate,Effective Date`) or its API's JSON
 * (`rates_of_exchange`: `data[]` of `record_date`, `country_currency_desc`, `exchange_rate`,
 * `effective_date`), one document or several. The Treasury quotes units of each currency per US
 * dollar, so the dataset (pivot USD) stores its figures as they are. A quarter's report is one
 * snapshot dated its record date; an amendment (effective after its record date) is a snapshot of
 * its own at its effective date, holding the amended figures and, carried with their own dates
 * (`dates`), the quarter's others still in effect, so that any date's row holds the rates in effect
 * then. Each label is mapped to its ISO 4217 code with date bounds (`treasuryLabels.ts`); the
 * `ISO_Code` column some copies add is never read. A label ratebook does not know, a record date
 * that is not a quarter's last day, an effective date before its record date or past the quarter, a
 * date in the future, two figures for one label and date, or a cut document is `invalid_feed`.
 *
 * @param input - One document or several: text, bytes, or `{ name, bytes }`.
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset (pivot USD), the warnings and each date's provenance (`us-treasury`, table the record date).
 * @example
 * const { dataset } = importUsTreasury({ name: 'RprtRateXchg_20250101_20251231.csv', bytes }, { metadata: defaultDataset });
 */
export function importUsTreasury(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const now = Date.now();
  const rows: (TreasuryRow & { document: number })[] = [];
  for (const { body, where, index } of bankInputs(input)) {
    within(where, () => {
      const text = decodeFeed(body);
      const read = /^\s*\{/.test(text) ? readTreasuryJson(readJsonDocuments(text)[0]!.value) : readTreasuryCsv(text);
      for (const row of read) {
        checkDates(row, now);
        rows.push({ ...row, document: index });
      }
    });
  }
  // Codes whose rate an amendment ended without a figure of theirs (the lev, amended to the euro's figure).
  const ended = new Map<IsoDate, string[]>();
  const byDate = figuresByDate(rows, warnings, ended);
  const days = seriesDays('us-treasury');
  const carried = new Map<IsoDate, Record<string, IsoDate>>();
  let inEffect = new Map<string, Figure>();
  for (const date of [...new Set([...byDate.keys(), ...ended.keys()])].sort()) {
    const own = byDate.get(date) ?? new Map<string, Figure>();
    const quarter = [...own.values()].some((f) => !f.table.endsWith('amendment'));
    // A quarter's report replaces every rate; an amendment replaces its own and leaves the others in effect.
    inEffect = quarter ? new Map(own) : new Map([...inEffect, ...own]);
    for (const code of ended.get(date) ?? []) inEffect.delete(code);
    const updatedAt = zonedUtc(date, usTreasuryCalendar.publishes, usTreasuryCalendar.zone);
    for (const [code, f] of inEffect) days.add(date, code, f.literal, f.where, f.table, updatedAt, f.document);
    const older = [...inEffect].filter(([, f]) => f.since < date);
    if (older.length > 0) carried.set(date, Object.fromEntries(older.map(([code, f]) => [code, f.since])));
  }
  const result = days.finish('USD', options, warnings);
  const snapshots = result.dataset.snapshots.map((row) => {
    const dates = carried.get(row.date);
    return dates ? { ...row, dates: Object.fromEntries(Object.entries(dates).filter(([code]) => result.dataset.fiat.includes(code))) } : row;
  });
  return { ...result, dataset: { ...result.dataset, snapshots } };
}

const API = 'https://api.fiscaldata.treasury.gov/services/api/fiscal_service/v1/accounting/od/rates_of_exchange';

/** The Treasury as its live source reads it: Fiscal Data's API, the rows of the last half year (reports and amendments), at most 10,000 a page. */
export const usTreasuryFeed: FeedDescriptor = {
  name: 'us-treasury',
  calendar: usTreasuryCalendar,
  frequency: 'quarterly',
  window: (now) => {
    const from = new Date(now.getTime() - 200 * 86_400_000).toISOString().slice(0, 10);
    return [`${API}?filter=record_date:gte:${from}&sort=-record_date&page[size]=10000`];
  },
  read: (body, metadata) => importUsTreasury(body, { metadata }),
  importer: importUsTreasury,
};
