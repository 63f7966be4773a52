import { snapshotRate } from '../dataset/snapshotRate.js';
import type { Decimal } from '../decimal.js';
import { LEGACY_CURRENCIES } from '../importers/legacyCurrencies.js';
import { pivotConverter } from '../importers/pivotConverter.js';
import { rateLiteral } from '../importers/rateLiteral.js';
import type { DatasetFile } from '../dataset/schema.js';
import type { CurrencyCode, Dataset, IsoDate } from '../types.js';
import { roundDate } from './roundDate.js';
import type { LiveError } from './types.js';

/** One source's document of this round, read by its importer. */
export interface Contribution {
  readonly source: string;
  readonly file: DatasetFile;
}

/** The snapshot a round adds (or puts in place of the newest), or why it adds none. */
export interface NextSnapshot {
  /** The new row for the dataset file, or undefined when nothing is newer than the newest snapshot. */
  readonly row?: DatasetFile['snapshots'][number];
  /** Sources whose document is dated before the newest snapshot. */
  readonly backwards: readonly string[];
  /** Sources whose document is dated after the round's date (see `roundDate`), refused on their own. */
  readonly skewed: readonly string[];
  /** Withheld jumps, codes without metadata, sources that could not be re-pivoted. */
  readonly warnings: readonly LiveError[];
}

interface Options {
  readonly jumpFactor: number;
  readonly cryptoJumpFactor: number;
}

/**
 * Builds a round's snapshot from the sources' documents, by these rules:
 * - Its date is the one `roundDate` chooses (the date whose documents quote the most codes); a
 *   document dated earlier adds nothing this round (one snapshot is one date, as in `mergeDatasets`),
 *   one dated before the dataset's newest snapshot is reported as backwards, and one dated after the
 *   chosen date is refused as skewed. Its capture is the latest of those used (compared in epoch ms).
 * - When several documents quote a code, the earlier source in the list wins. Rates are re-pivoted
 *   to the dataset's pivot by `pivotConverter`, through the rates gathered so far or the source's own.
 * - Only the dataset's codes are kept (they have metadata); others are left out with a warning.
 * - A rate beyond the jump factor against the code's previous quote (before this date) is withheld.
 * - A currency ISO 4217 withdrew on or before this date (`LEGACY_CURRENCIES`: BGN, ANG, ...) is left
 *   out, as the embedded build does: feeds keep quoting some of them, and a newest snapshot must not
 *   present a withdrawn currency as current.
 * - Nothing is carried forward from an older snapshot. Same date and a capture no newer: no row.
 *
 * @param current - The dataset being extended.
 * @param contributions - The documents of this round, in source order.
 * @param options - Jump factors.
 * @returns The new row (or none), the backwards and skewed sources, and the warnings.
 * @example
 * nextSnapshot(live, [{ source: 'fawazahmed0', file }], { jumpFactor: 3, cryptoJumpFactor: 10 }).row?.date
 */
export function nextSnapshot(current: Dataset, contributions: readonly Contribution[], options: Options): NextSnapshot {
  const newest = current.snapshots[current.snapshots.length - 1]!;
  const { date, backwards, skewed, loaded: documents } = roundDate(current, contributions);
  if (date < newest.date) return { backwards, skewed, warnings: [] };
  const warnings: LiveError[] = [];
  const rates = new Map<CurrencyCode, Decimal>();
  let updatedAt = '';
  let capturedAt = -Infinity;
  for (const { source } of contributions) {
    const loaded = documents.get(source)!;
    const snapshot = loaded.snapshots[loaded.snapshots.length - 1]!;
    if (snapshot.date !== date) continue;
    const rateOf = (code: CurrencyCode) => (loaded.columns.has(code) ? snapshotRate(snapshot, loaded.columns.get(code)!) : null);
    const convert = loaded.pivot === current.pivot ? (rate: Decimal) => rate : pivotConverter(rates.get(loaded.pivot) ?? null, rateOf(current.pivot));
    if (!convert) {
      warnings.push({ code: 'not_repivoted', source, message: `the document quotes against ${loaded.pivot}, which no earlier source quotes against ${current.pivot}, and it does not quote ${current.pivot}; left out` });
      continue;
    }
    const unknown: CurrencyCode[] = [];
    for (const code of loaded.codes) {
      const rate = rateOf(code);
      if (!rate || code === current.pivot || rates.has(code)) continue;
      if (!current.columns.has(code)) unknown.push(code);
      else rates.set(code, convert(rate));
    }
    if (unknown.length > 0) {
      const listed = unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? `, and ${unknown.length - 10} more` : '');
      warnings.push({ code: 'unknown_code', source, message: `${unknown.length} codes have no metadata in the dataset and were left out: ${listed}` });
    }
    if (Date.parse(snapshot.updatedAt) > capturedAt) [updatedAt, capturedAt] = [snapshot.updatedAt, Date.parse(snapshot.updatedAt)];
  }
  if (date === newest.date && capturedAt <= Date.parse(newest.updatedAt)) return { backwards, skewed, warnings };
  const row: (number | string | null)[] = current.codes.map(() => null);
  let quoted = 0;
  const withdrawn: CurrencyCode[] = [];
  for (const [code, rate] of rates) {
    const column = current.columns.get(code)!;
    if (Object.hasOwn(LEGACY_CURRENCIES, code) && LEGACY_CURRENCIES[code]!.since <= date) {
      withdrawn.push(code);
      continue;
    }
    const jump = jumpFrom(current, column, date, rate.num, column < current.fiat.length ? options.jumpFactor : options.cryptoJumpFactor);
    if (jump) {
      warnings.push({ code: 'jump_withheld', message: `${code} would move from ${jump.previous} on ${jump.date} to ${rate.num} on ${date}, beyond the jump factor; withheld from ${date}` });
      continue;
    }
    row[column] = rateLiteral(rate);
    quoted++;
  }
  if (withdrawn.length > 0) {
    const detail = withdrawn.map((code) => `${code} (replaced by ${LEGACY_CURRENCIES[code]!.replacedBy} on ${LEGACY_CURRENCIES[code]!.since})`).join(', ');
    warnings.push({ code: 'withdrawn', message: `withdrawn currencies left out of ${date}: ${detail}` });
  }
  if (quoted === 0) return { backwards, skewed, warnings };
  row[current.columns.get(current.pivot)!] = 1;
  return { row: { date, updated_at: updatedAt, rates: row }, backwards, skewed, warnings };
}

/** The code's previous quote (the last before `date`) when `value` is more than `factor` away from it. */
function jumpFrom(current: Dataset, column: number, date: IsoDate, value: number, factor: number): { previous: number; date: IsoDate } | undefined {
  for (let i = current.snapshots.length - 1; i >= 0; i--) {
    const snapshot = current.snapshots[i]!;
    if (snapshot.date >= date) continue;
    const previous = snapshot.values[column]!;
    if (Number.isNaN(previous)) continue;
    const ratio = value > previous ? value / previous : previous / value;
    return ratio > factor ? { previous, date: snapshot.date } : undefined;
  }
  return undefined;
}
