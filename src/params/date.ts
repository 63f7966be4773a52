const DATE_SYNTAX = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_SYNTAX = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?Z$/;

/** True when `text` is `YYYY-MM-DD` and names a day that exists (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_SYNTAX.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when `text` is an ISO 8601 UTC timestamp with `Z` on a real calendar date. */
export function isUtcTimestamp(text: string): boolean {
  const match = TIMESTAMP_SYNTAX.exec(text);
  return match !== null && isCalendarDate(match[1]!);
}

const DAY_MS = 86_400_000;
let cachedDay = NaN;
let cachedDate = '';

/**
 * The UTC calendar date of an instant given in milliseconds, `YYYY-MM-DD`. The last day asked
 * for is kept, because history asks on every call and the answer changes once a day.
 */
export function utcDate(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  if (day !== cachedDay) {
    cachedDate = new Date(day * DAY_MS).toISOString().slice(0, 10);
    cachedDay = day;
  }
  return cachedDate;
}
