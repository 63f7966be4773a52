import type { IsoDate } from '../types.js';
import { bankCalendar, type BankCalendar } from './bankCalendar.js';
import type { PublishingCalendar } from './publishingCalendar.js';
import { publicationTime } from './publicationTime.js';
import { easterDay } from './easter.js';

const DAY_MS = 86_400_000;

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
export const TARGET: PublishingCalendar = /* @__PURE__ */ bankCalendar(ecbCalendar, 'target');

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
