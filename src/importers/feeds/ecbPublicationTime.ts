import type { IsoDate } from '../../types.js';

/**
 * The `updated_at` of an ECB quote date: 16:00 Frankfurt time, when the ECB publishes its reference
 * rates (15:00Z in winter, 14:00Z under summer time, which runs from the last Sunday of March to the
 * last Sunday of October, as EU law has fixed since 1996).
 *
 * @example
 * ecbPublicationTime('2025-05-09') // "2025-05-09T14:00:00Z"
 */
export function ecbPublicationTime(date: IsoDate): string {
  const year = Number(date.slice(0, 4));
  const summer = date >= lastSunday(year, 3) && date < lastSunday(year, 10);
  return `${date}T${summer ? '14' : '15'}:00:00Z`;
}

function lastSunday(year: number, month: number): IsoDate {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}
