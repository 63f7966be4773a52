import type { CurrencyCode, Dataset, IsoDate } from '../types.js';
import type { CurationRules } from './rulesTypes.js';

/** What every rule reads: the history before the snapshot's date, the date and the rules. */
export interface CurationContext {
  readonly history: Dataset;
  readonly date: IsoDate;
  readonly rules: CurationRules;
  /** How many of the history's snapshots are dated before `date` (the others are not history). */
  readonly before: number;
}

/** One quoted cell of the snapshot being curated. */
export interface Cell {
  readonly code: CurrencyCode;
  readonly column: number;
  /** Units per pivot as a double (a decimal string parsed). */
  readonly value: number;
  /** The value as the snapshot carried it. */
  readonly literal: number | string;
  readonly fiat: boolean;
}

/** The position after the last history snapshot dated before `date` (binary search: dates are sorted). */
export function historyBefore(history: Dataset, date: IsoDate): number {
  let lo = 0;
  let hi = history.snapshots.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (history.snapshots[mid]!.date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A ratio as a readable factor, `×2.9` or `×1/4.3`, three significant digits. */
export function factorText(ratio: number): string {
  return ratio >= 1 ? `×${Number(ratio.toPrecision(3))}` : `×1/${Number((1 / ratio).toPrecision(3))}`;
}

/** A number with six significant digits, for reasons. */
export function figure(x: number): string {
  return String(Number(x.toPrecision(6)));
}
