const TIMESTAMP_SYNTAX = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?Z$/;

/** True when `text` is `YYYY-MM-DD` and names a day that exists (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  return calendarDayNumber(text) >= 0;
}

/**
 * The integer YYYYMMDD of a `YYYY-MM-DD` that names a day that exists (same order as the text), or
 * -1 for any other value. A hand-written scan rather than a regular expression: a dated conversion
 * runs it on every call, and isCalendarDate is defined by it, so the two can never disagree.
 *
 * @example
 * calendarDayNumber('2025-02-28') // 20250228; calendarDayNumber('2025-02-29') // -1
 */
export function calendarDayNumber(text: unknown): number {
  if (typeof text !== 'string' || text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return -1;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return -1;
  return year * 10_000 + month * 100 + day;
}

// The integer written by `count` ASCII digits from `start`, or -1 when one is not a digit.
function digitsAt(text: string, start: number, count: number): number {
  let n = 0;
  for (let i = start; i < start + count; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
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
// A memo of a pure function of the instant's day, not per-dataset state: whatever it holds, utcDate
// answers what `new Date(...).toISOString()` would (history asks on every call; the day changes daily).
let cachedDay = NaN;
let cachedDate = '';
let cachedDayNumber = 0;

/**
 * The UTC calendar date of an instant given in milliseconds, `YYYY-MM-DD`. The last day asked
 * for is kept, because history asks on every call and the answer changes once a day.
 */
export function utcDate(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  if (day !== cachedDay) {
    cachedDate = new Date(day * DAY_MS).toISOString().slice(0, 10);
    cachedDayNumber = calendarDayNumber(cachedDate);
    cachedDay = day;
  }
  return cachedDate;
}

/** utcDate as the integer YYYYMMDD (calendarDayNumber), kept with it. */
export function utcDayNumber(ms: number): number {
  utcDate(ms);
  return cachedDayNumber;
}
