import { decimalOfInteger, type Decimal } from '../../decimal/index.js';
import { fail, quote } from '../../errors.js';
import type { CurrencyCode, IsoDate } from '../../types.js';
import { invalidFeed } from '../../importers/invalidFeed.js';
import { readJsonDocuments, type JsonFeedInput, type NamedFeed } from '../../importers/readers/readJsonDocuments.js';
import { within } from '../../importers/readers/bankInputs.js';
import { currencyAnswers, type CurrencyDocument, type CurrencyService } from '../../importers/banks/currencyAnswers.js';
import type { ImportOptions } from '../../importers/types.js';
import { warningList, type WarningList } from '../../importers/warningList.js';
import { arrayAt, describeJson, positiveNumber } from '../../importers/readers/jsonFields.js';
import { nominalRate } from '../../importers/banks/nominalRate.js';
import { seriesDays } from '../../importers/banks/seriesDays.js';
import { refuseFutureDate } from '../../importers/banks/futureDate.js';
import type { BankImportResult } from '../../importers/banks/types.js';
import { publicationTime, type BankCalendar } from '../../calendar/index.js';
import type { FeedDescriptor } from '../../importers/feedDescriptor.js';
import { refuseOversize } from '../../importers/readers/refuseOversize.js';
import { median } from '../../curation/rules/reference.js';

/** When the Central Bank of The Gambia publishes its indicative rates: Gambian business days. */
export const cbgCalendar: BankCalendar = {
  zone: 'Africa/Banjul',
  publishes: '13:30',
  weekdays: [1, 2, 3, 4, 5],
  toleranceDays: 1,
  source:
    'Central Bank of The Gambia, indicative exchange rates (cbg.gm/ajax/indicative-exchange-rates/<code>): no statement of the bank on its ' +
    'schedule was at hand (its foreign exchange guidelines, as others quote them, have the rate published daily on its website); the recorded ' +
    "series hold Monday-to-Friday dates but for a few (weekly for the leone), the time is the recorder's observation (*/30 11-13 * * 1-5 UTC, Banjul is UTC); " +
    'no holiday list at hand, hence toleranceDays 1',
};

/** The currencies whose series the CBG's site offers (`/ajax/indicative-exchange-rates/<code>`), as recorded. */
// biome-ignore format: two lines of codes read better than 32
export const CBG_CURRENCIES: readonly CurrencyCode[] = [
  'AED', 'AUD', 'BRL', 'CAD', 'CHF', 'CNY', 'DKK', 'EGP', 'EUR', 'GBP', 'GHS', 'GNF', 'HKD', 'INR', 'JPY', 'KWD',
  'LKR', 'NGN', 'NOK', 'NZD', 'PHP', 'SAR', 'SEK', 'SGD', 'SLL', 'THB', 'TRY', 'TWD', 'USD', 'XDR', 'XOF', 'ZAR',
];

/**
 * The currencies the CBG quotes per 100 units; every other per one. The series state no unit: these
 * four are a hundred times their value per unit against the ECB's cross rates of the same days (the
 * yearly medians of the ratio are 0.0099 to 0.0104 from 2007 for JPY, from 2019 for the others).
 */
export const CBG_PER_100: readonly CurrencyCode[] = ['DKK', 'JPY', 'NOK', 'SEK'];

/**
 * The series whose unit nothing fits, read and never stored: the CFA franc's values (646.22 on
 * 2026-05-22) are neither per one nor per 1,000 francs, and per 5,000 they sit 2.4 % under the
 * euro's fixed parity (655.957 francs) for twenty years (the ratio to the CBG's own euro has a
 * median of 7.44 against 7.62), a fixed rate no reading makes of them.
 */
export const CBG_NO_UNIT: readonly CurrencyCode[] = ['XOF'];

// The leone was redenominated on 2022-07-01 (1 new leone, SLE, = 1,000 old, SLL): from then the
// CBG's "SLL" series quotes 2.5 to 4.1 dalasis, the price of a new leone (22 per dollar), not of an
// old one (22,000 per dollar).
const LEONE_REDENOMINATED: IsoDate = '2022-07-01';

// The CBG publishes two decimals: under 2 dalasis that leaves a value more than 0.25 % uncertain
// (GNF "0.01" stands for anything from 0.005 to 0.015), more than the spread of the banks that
// quote those currencies with four or more digits.
const COARSE_BELOW = 2;
// The same value over this many publications in a row is a placeholder or a rate left unchanged
// (DKK "1" for 223 days, ZAR 3.52 for 27, the new leone's 3.26 for 110): the dalasi floats, so
// its price of another floating currency moves at two decimals within days.
const RUN_LENGTH = 10;
// A value this far from the median of its five neighbours on each side is a typing slip (AED
// 234.32 among 19.6s on 2026-02-27, SEK 61.3 per 100 among 631s on 2024-06-04, SGD 5 among 56s);
// a real move of the dalasi or the other currency, seen from both sides, is far smaller (the
// Egyptian pound's fall of 38 % on 2024-03-06 is a ratio of about 1.3 to the median of both sides).
const NEIGHBOURS = 5;
const OUTLIER_FACTOR = 1.5;
// A value left with fewer neighbours than this cannot be judged by them (GNF's one value over 2
// dalasis among 727 under: 200 times the franc's price), and is withheld.
const MIN_NEIGHBOURS = 4;
const DAY_MS = 86_400_000;
const HUNDRED = decimalOfInteger(false, 100, 0);
const ONE = decimalOfInteger(false, 1, 0);

/** One CBG series and the currency it was asked for: the answer does not name it. */
export type CbgDocument = CurrencyDocument;

/** Options of `importCbg`. */
export interface CbgOptions extends ImportOptions {
  /** The currency of a single answer (`USD`). */
  readonly currency?: string;
}

interface Point {
  readonly date: IsoDate;
  /** The dalasis published, or null for the series' 0 (no rate that day). */
  readonly value: Decimal | null;
  readonly where: string;
}

/** A point with a rate. */
type Rated = Point & { readonly value: Decimal };

/**
 * Imports the Central Bank of The Gambia's indicative rates
 * (`/ajax/indicative-exchange-rates/<code>`: `[[<ms of the day, UTC>, <dalasis>], ...]`), one
 * currency a series: a single answer with `options.currency`, or several as `{ currency, body }`
 * (or files named after their currency, `USD.json`). Values are dalasis per unit, per 100 for
 * `CBG_PER_100`, stored as `unit / value` per dalasi (12 significant digits unless it terminates);
 * the "SLL" series from the leone's redenomination (2022-07-01) is stored as SLE. The series are
 * typed by hand and read as published, except values that the rules below withhold, each rule's
 * count per currency in one `withheld` warning: `0` (no rate that day); a day listed twice with two
 * values (both); a value under 2 dalasis (two decimals are too coarse for it); a value repeated on
 * 10 or more publications in a row (a placeholder); a value more than 1.5 times from the median of
 * its 5 neighbours on each side (a typing error), or with fewer than 4 neighbours left to judge it
 * by. `CBG_NO_UNIT` (XOF) is read and never stored. A stamp that is not a UTC midnight or lies in
 * the future, a value that is not a number, is an `invalid_feed` error.
 *
 * @param input - One answer (with `options.currency`) or several `{ currency, body }`.
 * @param options - The currency of a single answer, metadata catalog, warning thresholds, `maxBytes`.
 * @returns The dataset file (pivot GMD), the warnings and each date's provenance (`cbg`, table `indicative <code>`).
 * @example
 * const { dataset } = importCbg(await (await fetch('https://www.cbg.gm/ajax/indicative-exchange-rates/USD')).text(), { currency: 'USD', metadata: defaultDataset });
 */
export function importCbg(input: JsonFeedInput | readonly (CbgDocument | NamedFeed)[], options: CbgOptions = {}): BankImportResult {
  refuseOversize(input, options);
  const warnings = warningList(options.maxWarnings);
  const answers = currencyAnswers(input, options.currency, CBG);
  const days = seriesDays('cbg');
  for (const { code, body, where, index: document } of answers) {
    within(where, () => {
      // A parsed series is itself a list, which readJsonDocuments would take for several documents.
      const points = readSeries(readJsonDocuments(Array.isArray(body) ? [body] : body)[0]!.value);
      if (CBG_NO_UNIT.includes(code)) {
        warnings.add('withheld', null, code, `${code}: ${points.length} values read, none kept: no unit fits them`);
        return;
      }
      const unit = CBG_PER_100.includes(code) ? HUNDRED : ONE;
      for (const point of keptPoints(code, points, warnings)) {
        const stored = code === 'SLL' && point.date >= LEONE_REDENOMINATED ? 'SLE' : code;
        const rate = nominalRate(point.value, unit, 'domestic_per_foreign');
        days.add(point.date, stored, rate, point.where, `indicative ${code}`, publicationTime(point.date, cbgCalendar), document);
      }
    });
  }

  return days.finish('GMD', options, warnings);
}

// Every pair of the answer (arrayAt refuses an empty one), checked for shape: a day's stamp and a
// number (0: no rate that day).
function readSeries(value: unknown): Point[] {
  const points: Point[] = [];
  arrayAt(value, '').forEach((item, i) => {
    const at = `[${i}]`;
    const pair = arrayAt(item, at);
    if (pair.length !== 2) invalidFeed(at, `expected [stamp, value], got ${pair.length} items`);
    const [stamp, rate] = pair;
    if (typeof stamp !== 'number' || !Number.isSafeInteger(stamp) || stamp < 0 || stamp % DAY_MS !== 0)
      invalidFeed(`${at}[0]`, `expected the milliseconds of a day at 00:00 UTC, got ${describeJson(stamp)}`);
    const date = refuseFutureDate(new Date(stamp).toISOString().slice(0, 10), `${at}[0]`);
    points.push({ date, value: rate === 0 ? null : positiveNumber(rate, `${at}[1]`), where: `${at}[1]` });
  });
  return points;
}

// The rules of importCbg's documentation, in order; each withheld value is counted in its rule's warning.
function keptPoints(code: CurrencyCode, points: readonly Point[], warnings: WarningList): Rated[] {
  const counts = { zero: 0, conflicting: 0, coarse: 0, repeated: 0, outlying: 0, alone: 0 };
  const byDate = new Map<IsoDate, Rated[]>();
  for (const point of points) {
    if (point.value === null) counts.zero++;
    else byDate.set(point.date, [...(byDate.get(point.date) ?? []), point as Rated]);
  }
  const single: Rated[] = [];
  for (const date of [...byDate.keys()].sort()) {
    const listed = byDate.get(date)!;
    if (listed.every((p) => p.value.num === listed[0]!.value.num)) single.push(listed[0]!);
    else counts.conflicting += listed.length;
  }
  const fine = single.filter((p) => p.value.num >= COARSE_BELOW || (counts.coarse++, false));
  const steady: Rated[] = [];
  for (let i = 0; i < fine.length; ) {
    let end = i + 1;
    while (end < fine.length && fine[end]!.value.num === fine[i]!.value.num) end++;
    if (end - i >= RUN_LENGTH) counts.repeated += end - i;
    else steady.push(...fine.slice(i, end));
    i = end;
  }
  const kept = steady.filter((p, i) => {
    const around = [...steady.slice(Math.max(0, i - NEIGHBOURS), i), ...steady.slice(i + 1, i + 1 + NEIGHBOURS)].map((q) => q.value.num);
    if (around.length < MIN_NEIGHBOURS) return (counts.alone++, false);
    const ratio = p.value.num / median(around);
    return (ratio <= OUTLIER_FACTOR && ratio >= 1 / OUTLIER_FACTOR) || (counts.outlying++, false);
  });
  if (Object.values(counts).some((n) => n > 0)) {
    const parts = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([rule, n]) => `${n} ${RULE_WORDS[rule as keyof typeof counts]}`);
    warnings.add('withheld', null, code, `${code}: ${points.length} values read, ${kept.length} kept; withheld: ${parts.join(', ')}`);
  }
  return kept;
}

const RULE_WORDS = {
  zero: 'zero (no rate)',
  conflicting: 'on days listed twice with two values',
  coarse: 'under 2 dalasis (two decimals too coarse)',
  repeated: `repeated on ${RUN_LENGTH} or more publications in a row`,
  outlying: `more than ${OUTLIER_FACTOR} times from their neighbours`,
  alone: `with fewer than ${MIN_NEIGHBOURS} neighbours to judge them by`,
} as const;

const CBG: CurrencyService = { answer: "The CBG's answer", what: "a currency of the CBG's indicative rates", currencies: CBG_CURRENCIES };

const checkCurrency = (currency: string) => {
  if (!CBG_CURRENCIES.includes(currency) || CBG_NO_UNIT.includes(currency))
    fail(
      'invalid_parameter',
      `${quote(currency)} is not a currency of the CBG's indicative rates that ratebook reads (${CBG_CURRENCIES.filter((c) => !CBG_NO_UNIT.includes(c)).join(', ')}).`,
      'currency',
    );
};

/** The CBG as its live source reads it: one currency's series a source (`currency`, default `USD`). */
export const cbgFeed: FeedDescriptor<{ readonly currency?: string }> = {
  name: 'cbg',
  nameOf: ({ currency = 'USD' }) => (currency === 'USD' ? 'cbg' : `cbg-${currency.toLowerCase()}`),
  calendar: cbgCalendar,
  url: ({ currency = 'USD' }) => [`https://www.cbg.gm/ajax/indicative-exchange-rates/${currency}`],
  check: ({ currency = 'USD' }) => checkCurrency(currency),
  read: (body, metadata, { currency = 'USD' }) => importCbg(body, { currency, metadata }),
  importer: importCbg,
};
