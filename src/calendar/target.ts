import type { IsoDate } from '../types.js';
import { bankCalendar, type BankCalendar } from './bankCalendar.js';
import type { PublishingCalendar } from './publishingCalendar.js';
import { publicationTime } from './publicationTime.js';

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

/**
 * The ECB's publishing calendar as facts: reference rates on TARGET business days at about 16:00
 * Frankfurt time (the zone of Frankfurt is `Europe/Berlin`).
 */
export const ecbCalendar: BankCalendar = {
  zone: 'Europe/Berlin',
  publishes: '16:00',
  weekdays: [1, 2, 3, 4, 5],
  closed: (date) => !isTargetBusinessDay(date),
  source: 'ECB: euro foreign exchange reference rates, published around 16:00 CET on TARGET business days',
};

/**
 * The ECB: reference rates on TARGET business days at about 16:00 Europe/Frankfurt, none on
 * weekends and TARGET holidays; a day's rates count as missed two hours after 16:00.
 */
export const TARGET: PublishingCalendar = bankCalendar(ecbCalendar, 'target');

/**
 * The `updated_at` of an ECB quote date: 16:00 Frankfurt time, when the ECB publishes its reference
 * rates (15:00Z in winter, 14:00Z under summer time), from the zone's own rules.
 *
 * @param date - The quote date.
 * @returns ISO 8601 UTC with `Z`.
 * @example
 * ecbPublicationTime('2025-05-09') // "2025-05-09T14:00:00Z"
 */
export function ecbPublicationTime(date: IsoDate): string {
  return publicationTime(date, ecbCalendar);
}
