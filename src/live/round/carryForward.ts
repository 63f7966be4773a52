import { snapshotRate } from '../../dataset/snapshotRate.js';
import type { DatasetFile } from '../../dataset/schema.js';
import { rateLiteral } from '../../importers/rateLiteral.js';
import type { Dataset, IsoDate } from '../../types.js';
import type { LiveError } from '../types.js';

type Row = DatasetFile['snapshots'][number];

const DAY_MS = 86_400_000;
const daysBetween = (older: IsoDate, newer: IsoDate) => (Date.parse(newer) - Date.parse(older)) / DAY_MS;

/** A round's row with the codes its sources did not quote carried forward, and the codes it could not carry. */
export interface CarriedRow {
  readonly row: Row;
  /** Codes the newest snapshot quoted that the row leaves out: their last value is older than the limit. */
  readonly dropped: readonly string[];
}

/**
 * Keeps a live dataset's coverage when a round's sources quote fewer codes than it serves: each
 * code the newest snapshot serves that the row leaves unquoted (and the curation did not withhold)
 * keeps the newest snapshot's value, with that value's own date in the row's `dates` (the date it
 * was quoted, when the newest snapshot had carried it too), as long as that date is at most
 * `maxDays` before the row's; an older one is dropped. A code the newest snapshot does not serve
 * is not brought back (a round that left it out, or a curation that withheld it, decided so), and
 * only the newest snapshot is read, so a round's cost does not grow with the history.
 *
 * @param current - The dataset the round extends.
 * @param row - The round's curated row.
 * @param maxDays - The longest a value is carried, in days (`carryForwardDays`).
 * @param withheld - Codes the curation withheld: left out, as the curation decided.
 * @returns The row with its carried values and `dates`, and the dropped codes.
 * @example
 * carryForward(live, row, 7, new Set()).row.dates // { JPY: '2026-11-25', ... }
 */
export function carryForward(current: Dataset, row: Row, maxDays: number, withheld: ReadonlySet<string>): CarriedRow {
  const { snapshots, codes } = current;
  const newest = snapshots[snapshots.length - 1]!;
  const rates = [...row.rates];
  const dates: Record<string, IsoDate> = {};
  const dropped: string[] = [];
  for (let c = 0; c < codes.length; c++) {
    if (rates[c] !== null || withheld.has(codes[c]!)) continue;
    const rate = snapshotRate(newest, c);
    if (rate === null) continue;
    const date = newest.dates?.get(c) ?? newest.date;
    if (daysBetween(date, row.date) > maxDays) {
      dropped.push(codes[c]!);
      continue;
    }
    rates[c] = rateLiteral(rate);
    if (date < row.date) dates[codes[c]!] = date;
  }
  const carriedAny = Object.keys(dates).length > 0;
  return { row: { ...row, rates, ...(carriedAny ? { dates } : {}) }, dropped };
}

/**
 * The `coverage_dropped` warning of the codes a round could not carry forward.
 *
 * @param dropped - The codes (from `carryForward`).
 * @param date - The round's date.
 * @param maxDays - The limit (`carryForwardDays`).
 * @returns The warning, naming the codes (the message the first ten, `codes` all).
 * @example
 * coverageDropped(['JPY'], '2026-11-27', 7).message
 */
export function coverageDropped(dropped: readonly string[], date: IsoDate, maxDays: number): LiveError {
  const listed = dropped.slice(0, 10).join(', ') + (dropped.length > 10 ? ` and ${dropped.length - 10} more` : '');
  return {
    code: 'coverage_dropped',
    count: dropped.length,
    codes: [...dropped],
    message: `${dropped.length} code${dropped.length === 1 ? '' : 's'} left out of ${date}: no source of the round quotes ${dropped.length === 1 ? 'it' : 'them'} and the last value is more than ${maxDays} days old (carryForwardDays): ${listed}`,
  };
}
