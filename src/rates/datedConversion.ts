import { cached, cacheSlot } from '../dataset/datasetIndex.js';
import { findSnapshotDay } from '../dataset/findSnapshot.js';
import { snapshotRows } from '../dataset/snapshotRows.js';
import {
  decimalNumber,
  numberTimes,
  packedExponent,
  packedMantissa,
  prepareRate,
  roundQuotientPacked,
  shortExponent,
  shortMantissa,
} from '../decimal/index.js';
import { legallyFixed } from './legalRoute.js';
import { withdrawalOf } from '../registry/withdrawals.js';
import type { ConversionResult, CurrencyCode, Dataset, IsoDate } from '../types.js';
import type { PairScope } from './pair.js';
import { amountDecimals } from './pairAt.js';

/**
 * `convert(ds, { from, to, amount, date })` with a number amount and numbers out (no rounding, no
 * receipt), computed straight from the two pivot quotes of the snapshot in force on `date`: the
 * digits pairAt (and so the rates table) gives, nothing allocated but the answer, so a first visit
 * of a date costs what any other visit costs. The operation has read the values without raising
 * (canonical codes, the date and today as YYYYMMDD). Undefined as soon as any part is not that
 * plain case (a code unknown or unquoted, a date in the future or before the data, a legal factor,
 * an exact rate stored as a string, a quotient too near a rounding midpoint for doubles to decide, a
 * product the fast multiply cannot answer): the caller then takes the exact path (datedPair), which
 * gives the same answer or the error.
 *
 * @param dataset - A checked dataset.
 * @param from - Canonical source code.
 * @param to - Canonical target code.
 * @param amount - The caller's amount.
 * @param date - The conversion's date, a checked `YYYY-MM-DD`.
 * @param day - The same date as the integer YYYYMMDD (calendarDayNumber).
 * @param today - Today's UTC date as YYYYMMDD (utcDayNumber of the operation's `now`).
 * @param scope - The market rule of the operation.
 * @returns The Conversion response in numbers, or undefined.
 * @example
 * datedNumberConversion(ds, 'USD', 'JPY', 100, '2024-03-01', 20240301, 20260929, 'fiat')?.rate // the rate of that day's table
 */
export function datedNumberConversion(
  dataset: Dataset,
  from: CurrencyCode,
  to: CurrencyCode,
  amount: number,
  date: IsoDate,
  day: number,
  today: number,
  scope: PairScope,
): ConversionResult<number> | undefined {
  const fromColumn = dataset.columns.get(from);
  const toColumn = dataset.columns.get(to);
  if (fromColumn === undefined || toColumn === undefined || !inScope(dataset, fromColumn, toColumn, scope)) return undefined;
  if (day > today) return undefined;
  const index = findSnapshotDay(dataset, day);
  if (index < 0) return undefined;
  // A snapshot with carried values dates its answers by their own dates: the exact path does that.
  if (dataset.snapshots[index]!.dates !== undefined) return undefined;
  const facts = cached(dataset, DATED_FACTS, datedFacts);
  // A legal factor needs a withdrawn currency on one side: the registry is asked only then.
  if (scope === 'fiat' && (facts.withdrawn[fromColumn]! | facts.withdrawn[toColumn]!) !== 0 && legallyFixed(from, to, date)) return undefined;
  const values = facts.rows ?? dataset.snapshots[index]!.values;
  const row = facts.rows === undefined ? 0 : rowOf(facts, dataset, index);
  const fromValue = values[row + fromColumn]!;
  const toValue = values[row + toColumn]!;
  if (fromValue !== fromValue || toValue !== toValue) return undefined;
  // The rate as deriveRate gives it: 1 for a code to itself, the stored quote from the pivot, else
  // the quotient rounded half-even to 12 digits: its mantissa, exponent and double, in locals.
  let mantissa = 1;
  let exponent = 0;
  let rate = 1;
  if (fromColumn !== toColumn && from === dataset.pivot) {
    exponent = hasExact(facts, dataset, index) ? NaN : shortExponent(toValue);
    if (exponent !== exponent) return undefined;
    mantissa = shortMantissa(toValue, exponent);
    rate = toValue;
  } else if (fromColumn !== toColumn) {
    const packed = roundQuotientPacked(toValue / fromValue);
    if (packed < 0) return undefined;
    mantissa = packedMantissa(packed);
    exponent = packedExponent(packed);
    rate = decimalNumber(mantissa, exponent);
  }
  const result = numberTimes(amount, prepareRate(mantissa, exponent, facts.decimals[fromColumn]!));
  if (result !== result) return undefined;
  // The literal of numberConversion, field for field, so both share one V8 map; `+ 0` turns -0 into 0.
  return { from, to, amount: amount + 0, rate, result, date: facts.dates[index]!, updated_at: facts.updatedAts[index]! };
}

// Fiat columns come first: `fiat` takes two fiat codes, `crypto` any two but two fiat ones.
function inScope(dataset: Dataset, fromColumn: number, toColumn: number, scope: PairScope): boolean {
  const fiat = dataset.fiat.length;
  return scope === 'fiat' ? fromColumn < fiat && toColumn < fiat : fromColumn >= fiat || toColumn >= fiat;
}

/** What the fast path reads per column and per snapshot, kept per dataset. */
interface DatedFacts {
  /** amountDecimals of each code: a keyed read of the metadata by code cost more than the rest of the call. */
  readonly decimals: Int8Array;
  /** 1 where the registry knows the code as withdrawn (a legal factor may apply), else 0. */
  readonly withdrawn: Uint8Array;
  /**
   * Every snapshot's `values`, one row after another in one array: the loader's own (snapshotRows),
   * where every row is in place from the start, or else one filled by copying each snapshot's row on
   * its first visit (`filled`), undefined past MAX_CELLS. On a long history a snapshot's own typed
   * array is a separate allocation: reading one at random cost three cache misses, most of a call
   * (0.8 µs of 1 µs on the ECB history); a row of one array costs one. Copying the row on a first
   * visit cost misses of its own: a fresh dataset's first pass of random dates was a third slower.
   */
  readonly rows: Float64Array | undefined;
  /** Per snapshot: 0 before its first visit, then 1, or 2 when it stores exact decimals (`exact`, rare). */
  readonly filled: Uint8Array;
  readonly width: number;
  /** Each snapshot's `date` and `updatedAt`, in two arrays for the same reason. */
  readonly dates: readonly string[];
  readonly updatedAts: readonly string[];
}

// 2^21 rates (16 MiB) at most in a copied `rows`: the ECB's whole history (6,983 × 42) takes 2.3 MB,
// the embedded data 0.5 MB; a larger dataset without the loader's table reads its snapshots' own arrays.
const MAX_CELLS = 2_097_152; // 2 ** 21, written out: a bundler keeps an unused `**`
const DATED_FACTS = /* @__PURE__ */ cacheSlot<DatedFacts>('dated conversion facts');

function datedFacts(dataset: Dataset): DatedFacts {
  const width = dataset.codes.length;
  const count = dataset.snapshots.length;
  const table = snapshotRows(dataset);
  const decimals = Int8Array.from(dataset.codes, (code) => amountDecimals(dataset, code));
  const withdrawn = Uint8Array.from(dataset.codes, (code) => (withdrawalOf(code) === undefined ? 0 : 1));
  // A dataset laid out as one table by its builder is read in place: every row is there already.
  return table !== undefined
    ? { decimals, withdrawn, rows: table.rows, filled: table.exact, width: table.width, dates: table.dates, updatedAts: table.updatedAts }
    : {
        decimals,
        withdrawn,
        rows: count * width <= MAX_CELLS ? new Float64Array(count * width) : undefined,
        filled: new Uint8Array(count),
        width,
        dates: dataset.snapshots.map((snapshot) => snapshot.date),
        updatedAts: dataset.snapshots.map((snapshot) => snapshot.updatedAt),
      };
}

// The offset of a snapshot's row in `rows`, copying the row on its first visit.
function rowOf(facts: DatedFacts, dataset: Dataset, index: number): number {
  const row = index * facts.width;
  if (facts.filled[index] === 0) {
    const snapshot = dataset.snapshots[index]!;
    facts.rows!.set(snapshot.values, row);
    facts.filled[index] = snapshot.exact.size === 0 ? 1 : 2;
  }
  return row;
}

// Whether the snapshot stores exact decimals (rates with more digits than a double holds): then the
// pivot's quote is not its double's shortest decimal, and the general path reads it. Kept with the
// row, so the usual call does not read the snapshot object and its map.
function hasExact(facts: DatedFacts, dataset: Dataset, index: number): boolean {
  return facts.rows === undefined ? dataset.snapshots[index]!.exact.size > 0 : facts.filled[index] === 2;
}
