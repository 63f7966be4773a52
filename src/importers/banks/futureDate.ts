import type { IsoDate } from '../../types.js';
import { invalidFeed } from '../invalidFeed.js';

const DAY_MS = 86_400_000;
// Banks date some publications ahead (the CBR's Saturday, the NBU's Monday after a Friday; a bank in a
// zone ahead of UTC dates its table a day before UTC does), at most a long weekend; four days past
// today (UTC) leaves room for those and a clock a little behind.
const AHEAD_DAYS = 4;

/**
 * Refuses a quote date further in the future than any bank dates its rates (four days, or
 * `aheadDays`, after `now` in UTC): a forged or corrupted document, which would otherwise become the
 * dataset's latest snapshot for years. A bank that publishes a month's table ahead (the BCN) passes
 * its own bound.
 *
 * @param date - The quote date the document gives.
 * @param where - Its location, for the `invalid_feed` error.
 * @param now - The present in epoch milliseconds (the system clock unless a test gives one).
 * @param aheadDays - How many days past `now` a date may lie; default 4.
 * @returns The date.
 * @example
 * refuseFutureDate('2099-01-01', 'line 12, column Reference date (CET)') // throws invalid_feed
 */
export function refuseFutureDate(date: IsoDate, where: string, now: number = Date.now(), aheadDays = AHEAD_DAYS): IsoDate {
  const latest = new Date(now + aheadDays * DAY_MS).toISOString().slice(0, 10);
  if (date > latest) invalidFeed(where, `${date} lies in the future (after ${latest}); no bank dates its rates that far ahead`);
  return date;
}
