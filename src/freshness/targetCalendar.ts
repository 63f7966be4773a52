import type { IsoDate } from '../types.js';

const DAY_MS = 86_400_000;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as days since 1970-01-01. */
function easterDay(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * Whether a date is a TARGET2 business day, on which the ECB publishes its reference rates: not a
 * Saturday or Sunday, and not one of the TARGET closing days (1 January, Good Friday, Easter Monday,
 * 1 May, 25 and 26 December).
 *
 * @param date - A calendar date `YYYY-MM-DD`.
 * @returns True when the ECB publishes on that date.
 * @example
 * isTargetBusinessDay('2026-04-03') // false: Good Friday
 */
export function isTargetBusinessDay(date: IsoDate): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const md = date.slice(5);
  if (md === '01-01' || md === '05-01' || md === '12-25' || md === '12-26') return false;
  const day = ms / DAY_MS;
  const easter = easterDay(Number(date.slice(0, 4)));
  return day !== easter - 2 && day !== easter + 1;
}
