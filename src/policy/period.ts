import type { IsoDate } from '../types.js';
import type { PolicyPeriod } from './types.js';

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The first and last calendar days of the month, quarter or year holding a date.
 *
 * @param date - A date `YYYY-MM-DD`.
 * @param period - `month`, `quarter` or `year`.
 * @returns `[start, end]`, both inclusive.
 * @example
 * periodOf('2026-02-11', 'quarter') // ['2026-01-01', '2026-03-31']
 */
export function periodOf(date: IsoDate, period: PolicyPeriod): readonly [IsoDate, IsoDate] {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const first = period === 'month' ? month : period === 'quarter' ? month - ((month - 1) % 3) : 1;
  const last = period === 'month' ? month : period === 'quarter' ? first + 2 : 12;
  return [`${year}-${pad(first)}-01`, `${year}-${pad(last)}-${pad(lastDay(year, last))}`];
}

const DAY_MS = 86_400_000;

/**
 * A date moved by whole calendar days.
 *
 * @param date - A date `YYYY-MM-DD`.
 * @param days - Days to add (negative: back).
 * @returns The date.
 * @example
 * shiftDate('2026-03-01', -1) // "2026-02-28"
 */
export function shiftDate(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
