import type { IsoDate, SeriesGroup } from '../types.js';
import { utcDate } from './date.js';

const DAY_MS = 86_400_000;

/**
 * The first day of the period a date falls in: the Monday of its ISO 8601 week (weeks start on
 * Monday, so the week of Wednesday 2025-01-01 starts on Monday 2024-12-30), the first of its
 * month, or the first of January.
 *
 * @param date - A calendar date `YYYY-MM-DD`.
 * @param group - The period size.
 * @returns The period's first day, `YYYY-MM-DD`.
 * @example
 * periodStart('2025-01-01', 'week') // "2024-12-30"
 * periodStart('2025-03-15', 'month') // "2025-03-01"
 */
export function periodStart(date: IsoDate, group: SeriesGroup): IsoDate {
  if (group === 'year') return `${date.slice(0, 4)}-01-01`;
  if (group === 'month') return `${date.slice(0, 7)}-01`;
  // A date-only ISO string is read as UTC midnight; getUTCDay counts from Sunday (0), ISO 8601 weeks from Monday.
  const day = Date.parse(date);
  const fromMonday = (new Date(day).getUTCDay() + 6) % 7;
  return utcDate(day - fromMonday * DAY_MS);
}
