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

/**
 * The UTC calendar date of an instant given in milliseconds, `YYYY-MM-DD`, as
 * `new Date(ms).toISOString()` begins (history asks on every call). Computed from utcDayNumber's
 * integer arithmetic rather than remembered: nothing is kept between calls.
 *
 * @example
 * utcDate(Date.UTC(2026, 2, 1, 23, 59)) // "2026-03-01"
 */
export function utcDate(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  const ymd = civilDay(day);
  // Outside years 0 to 9999 (and for NaN, which throws there) Date's own words: `+275760-09`, say.
  if (ymd < 0) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  // One flat string of ten character codes: cheaper than formatting and joining three numbers.
  return String.fromCharCode(
    digit(ymd, 10_000_000),
    digit(ymd, 1_000_000),
    digit(ymd, 100_000),
    digit(ymd, 10_000),
    45,
    digit(ymd, 1_000),
    digit(ymd, 100),
    45,
    digit(ymd, 10),
    digit(ymd, 1),
  );
}

// The character code of the decimal digit of `n` (below 2^31) at the place `unit`.
const digit = (n: number, unit: number) => 48 + (((n / unit) | 0) % 10);

/**
 * utcDate as the integer YYYYMMDD (calendarDayNumber's), -1 outside years 0 to 9999: integer
 * arithmetic only, for a dated conversion's "today".
 *
 * @example
 * utcDayNumber(Date.UTC(2026, 2, 1)) // 20260301
 */
export function utcDayNumber(ms: number): number {
  return civilDay(Math.floor(ms / DAY_MS));
}

// The proleptic Gregorian date of a day counted from 1970-01-01 as YYYYMMDD, or -1 outside years 0
// to 9999 (or for NaN): the civil-from-days algorithm of H. Hinnant, over eras of 400 years (146,097
// days) that start on March 1st, so February's leap day ends the year. Counted from -0400-03-01, every
// value in range is a non-negative int32, so each `/ ... | 0` is an integer division (a floor).
function civilDay(days: number): number {
  const z = days + 865_565; // days since -0400-03-01: 1970-01-01 is 719,468 days after 0000-03-01, one era later
  // 0000-01-01 (60 days before 0000-03-01, year 0 being leap) to 9999-12-31.
  if (!(z >= 146_037 && z <= 3_798_461)) return -1;
  const era = (z / 146_097) | 0;
  const dayOfEra = z - era * 146_097;
  const yearOfEra = ((dayOfEra - ((dayOfEra / 1_460) | 0) + ((dayOfEra / 36_524) | 0) - ((dayOfEra / 146_096) | 0)) / 365) | 0;
  const dayOfYear = dayOfEra - (365 * yearOfEra + ((yearOfEra / 4) | 0) - ((yearOfEra / 100) | 0));
  const shifted = ((5 * dayOfYear + 2) / 153) | 0; // 0 for March ... 11 for February
  const day = dayOfYear - (((153 * shifted + 2) / 5) | 0) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 - 400 + (month <= 2 ? 1 : 0);
  return year * 10_000 + month * 100 + day;
}
