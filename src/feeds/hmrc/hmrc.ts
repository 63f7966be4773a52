import type { Decimal } from '../../decimal/index.js';
import { hmrcCalendar, zonedUtc } from '../../calendar/index.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { bankInputs, within, type BankInput } from '../../importers/readers/bankInputs.js';
import { decodeFeed } from '../../importers/readers/decodeFeed.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { rateLiteral } from '../../importers/rateLiteral.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList, type WarningList } from '../../importers/warningList.js';
import type { IsoDate } from '../../types.js';
import { readHmrcDocument, type HmrcSeries, type HmrcTable } from './hmrcDocument.js';

// HMRC publishes a month's rates on the penultimate Thursday before it: at most 14 days ahead. A
// period further ahead than 20 days is no publication of HMRC's.
const AHEAD_DAYS = 20;

// HMRC's codes that are not the ISO 4217 code of the figure they carry (README of the recorded data).
// ZIG: HMRC's spelling of the Zimbabwe Gold, ISO 4217 ZWG. ECS: Ecuador's row, whose figure is the
// US dollar's (Ecuador has used the dollar since 2000; the sucre is withdrawn): never a sucre rate.
const RENAMED: Readonly<Record<string, string>> = { ZIG: 'ZWG' };
const WITHHELD: Readonly<Record<string, string>> = {
  ECS: "Ecuador's row: HMRC's figure is the US dollar's (Ecuador has used the dollar since 2000), not a sucre rate",
};

interface Held {
  value: Decimal;
  where: string;
  document: number;
  /** The file's rows of this code disagree: the code is withheld for the period. */
  conflict?: string;
  /** Each figure of the code that a document of the period published, with its time, in the order given; one where no later document differs. */
  readonly versions: { at: string; value: Decimal }[];
}

// A later document of a month that differs is HMRC's correction. Neither the files nor the Trade
// Tariff say when a correction came, so it counts as published one day after the document before it,
// at the calendar's end of day: never earlier than it was (HMRC's corrected April 2019 copy was
// committed to its own repository on 22 March 2019 at 11:53 UTC, the day after the first).
const DAY_MS = 86_400_000;
const laterBy = (at: string, days: number) => new Date(Date.parse(at) + days * DAY_MS).toISOString().replace('.000Z', 'Z');

/** The instant a table was published: a month's on the penultimate Thursday before it, a year's on its last day (end of the day, London). */
function publishedAt(table: HmrcTable): string {
  if (table.series !== 'monthly') return zonedUtc(table.date, hmrcCalendar.publishes, hmrcCalendar.zone);
  const [y, m] = [Number(table.date.slice(0, 4)), Number(table.date.slice(5, 7))];
  const day = hmrcCalendar.publicationIn(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1)!;
  return zonedUtc(day, hmrcCalendar.publishes, hmrcCalendar.zone);
}

/** Adds one file's rows, published at `at`, to the periods read so far, by the rules of `importHmrc`. */
function gather(table: HmrcTable, document: number, at: string, periods: Map<IsoDate, Map<string, Held>>, warnings: WarningList): void {
  const codes = periods.get(table.date) ?? new Map<string, Held>();
  periods.set(table.date, codes);
  const own = new Map<string, Held>();
  for (const row of table.rows) {
    if (Object.hasOwn(WITHHELD, row.code)) {
      warnings.add('withheld', table.date, row.code, `${row.code} ${row.value.num} withheld: ${WITHHELD[row.code]}`);
      continue;
    }
    const code = Object.hasOwn(RENAMED, row.code) ? RENAMED[row.code]! : row.code;
    const first = own.get(code);
    if (first === undefined) own.set(code, { value: row.value, where: row.where, document, versions: [{ at, value: row.value }] });
    else if (rateLiteral(first.value) !== rateLiteral(row.value))
      first.conflict ??= `${row.where} says ${rateLiteral(row.value)} where ${first.where} says ${rateLiteral(first.value)}`;
  }
  for (const [code, held] of own) {
    const earlier = codes.get(code);
    if (!earlier) codes.set(code, held);
    else {
      earlier.conflict ??= held.conflict;
      // A figure a later document repeats is no new version; one it changes is the correction.
      if (rateLiteral(earlier.value) === rateLiteral(held.value)) continue;
      earlier.versions.push({ at, value: held.value });
      Object.assign(earlier, { value: held.value, where: held.where, document: held.document });
    }
  }
}

/** The dataset's rows with each corrected value's versions (`[published_at, rate]`, the last the row's rate) and the month's first publication time. */
function withVersions(result: BankImportResult, periods: Map<IsoDate, Map<string, Held>>, published: Map<IsoDate, string>): BankImportResult {
  const codes = [...result.dataset.fiat, ...result.dataset.crypto];
  const snapshots = result.dataset.snapshots.map((row) => {
    const versions: Record<string, unknown[][]> = {};
    for (const [code, held] of periods.get(row.date) ?? []) {
      const rate = row.rates[codes.indexOf(code)];
      // A code only a later document quotes is a one-version list: it was not known at the month's first publication.
      if ((held.versions.length < 2 && held.versions[0]!.at === published.get(row.date)) || rate === undefined || rate === null) continue;
      versions[code] = [...held.versions.slice(0, -1).map((v) => [v.at, rateLiteral(v.value)]), [held.versions.at(-1)!.at, rate]];
    }
    return Object.keys(versions).length === 0 ? row : { ...row, published_at: published.get(row.date)!, versions };
  });
  return { ...result, dataset: { ...result.dataset, snapshots } };
}

/**
 * Imports HMRC's exchange rates for customs and VAT: the monthly files (XML, legacy hmrc.gov.uk and
 * Trade Tariff layouts, and CSV) or the yearly average and spot files (CSV, dated by their Trade
 * Tariff name), one series an import. HMRC quotes units of each currency per £1 (`rateNew`), so the
 * dataset (pivot GBP) stores HMRC's figure itself, digit for digit. A month's rates are one snapshot
 * dated the month's first day (`updated_at`: the penultimate Thursday before, when HMRC publishes);
 * an average or spot file is dated its year's last day. Several rows of one code (the euro of each
 * euro country, the dollar of Liberia and the USA) give one value; rows of one code that disagree
 * withhold it for the period (`withheld`), as do HMRC's codes that are not the figure's (`ECS`);
 * `ZIG` is read as ZWG. One period given in several documents (HMRC's own copy beside the public
 * file) is one row: the documents are taken in the order given, each later one a correction counted
 * as published a day after the one before, and each figure it changes a version of the value
 * (`versions`, the row's `published_at` the first publication; docs/sources.md). A period
 * more than 20 days ahead of the clock, a unit field, a month that is not a whole calendar month or
 * a cut document is `invalid_feed`.
 *
 * @param input - One HMRC file or several: text, bytes, or `{ name, bytes }` (an average or spot file needs its name).
 * @param options - Metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset (pivot GBP), the warnings and each date's provenance (`hmrc`, table `monthly`, `average` or `spot`).
 * @example
 * const { dataset } = importHmrc({ name: 'monthly_xml_2026-3.xml', bytes }, { metadata: defaultDataset });
 */
export function importHmrc(input: BankInput | readonly BankInput[], options: ImportOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const now = Date.now();
  const periods = new Map<IsoDate, Map<string, Held>>();
  const published = new Map<IsoDate, string>();
  // How many documents of each period came before: the n-th later one is a correction n days on.
  const seen = new Map<IsoDate, number>();
  let series: HmrcSeries | undefined;
  for (const { body, where, index } of bankInputs(input)) {
    within(where, () => {
      const table = readHmrcDocument(decodeFeed(body), where);
      if (series !== undefined && table.series !== series) invalidFeed('', `a ${table.series} file among ${series} files: import HMRC's series one at a time`);
      series = table.series;
      refuseFutureDate(table.date, 'the period', now, AHEAD_DAYS);
      const first = published.get(table.date) ?? publishedAt(table);
      published.set(table.date, first);
      seen.set(table.date, (seen.get(table.date) ?? -1) + 1);
      gather(table, index, laterBy(first, seen.get(table.date)!), periods, warnings);
    });
  }
  const days = seriesDays('hmrc');
  for (const [date, codes] of periods)
    for (const [code, held] of codes) {
      if (held.conflict) warnings.add('withheld', date, code, `${code} withheld on ${date}: HMRC's rows disagree (${held.conflict})`);
      else days.add(date, code, rateLiteral(held.value), held.where, series!, held.versions.at(-1)!.at, held.document);
    }
  return withVersions(days.finish('GBP', options, warnings), periods, published);
}

/** The Trade Tariff's file of a month: `monthly_xml_2026-6.xml` (the month not zero-padded). */
function monthlyUrl(year: number, month: number): string {
  return `https://www.trade-tariff.service.gov.uk/api/v2/exchange_rates/files/monthly_xml_${year}-${month}.xml`;
}

/** HMRC as its live source reads it: the Trade Tariff's XML of the current month (UTC), the month before as the fallback. */
export const hmrcFeed: FeedDescriptor = {
  name: 'hmrc',
  calendar: hmrcCalendar,
  frequency: 'monthly',
  window: (now) => {
    const [y, m] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
    return [monthlyUrl(y, m), m === 1 ? monthlyUrl(y - 1, 12) : monthlyUrl(y, m - 1)];
  },
  read: (body, metadata) => importHmrc(body, { metadata }),
  importer: importHmrc,
};
