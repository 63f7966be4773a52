import type { IsoDate } from '../../types.js';
import { invalidFeed } from '../invalidFeed.js';

const DAY_MS = 86_400_000;
// A bank in a zone ahead of UTC dates its table a day before UTC does, and some date rates the
// business day they apply (the CBR, the NBU): two days past today in UTC is beyond any of them.
const AHEAD_DAYS = 2;

/**
 * Refuses a quote date later than two days (or `aheadDays`) after `now` (UTC): a document dated in
 * the future is a forged or mislabelled one, never a publication, and would stand as the newest
 * rates until then. A bank that publishes a month's table ahead (the BCN) passes its own bound.
 *
 * @param date - The quote date as read.
 * @param where - Its location, for the `invalid_feed` error.
 * @param now - The clock, in milliseconds; default the current time.
 * @param aheadDays - How many days past `now` a date may lie; default 2.
 * @returns The date.
 * @example
 * refuseFutureDate('2099-01-04', 'bmx.series[0].datos[3].fecha') // throws invalid_feed
 */
export function refuseFutureDate(date: IsoDate, where: string, now: number = Date.now(), aheadDays = AHEAD_DAYS): IsoDate {
  const latest = new Date(now + aheadDays * DAY_MS).toISOString().slice(0, 10);
  if (date > latest) invalidFeed(where, `${date} is in the future (after ${latest})`);
  return date;
}
