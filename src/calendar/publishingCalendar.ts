import { bankCalendar, type BankCalendar } from './bankCalendar.js';

/** When a source publishes, so that a quiet weekend is told apart from a missed publication. */
export interface PublishingCalendar {
  /** `daily`, `target` (TARGET business days, ECB), `hourly` or `continuous`. */
  readonly name: string;
  /**
   * How many publications were due after the capture `lastMs` and before `nowMs`: a publication
   * counts once its grace period has passed. `intervalMs` is the live dataset's round interval.
   */
  missed(lastMs: number, nowMs: number, intervalMs: number): number;
  /** The instant at which data captured at `lastMs` becomes stale (the next publication plus its grace). */
  staleAt(lastMs: number, intervalMs: number): number;
}

/**
 * A feed's calendar as its descriptor states it: a bank's facts (its calendar is then named after
 * the source), or one of the shared calendars (`DAILY`, `HOURLY`, `CONTINUOUS`, `TARGET`).
 */
export type FeedCalendar = BankCalendar | PublishingCalendar;

/**
 * The publishing calendar of a source: the shared calendar as it is, or the bank's facts made
 * into a calendar named after the source (see `bankCalendar`).
 *
 * @param calendar - The descriptor's calendar.
 * @param name - The source's name.
 * @returns The calendar freshness is judged by.
 * @example
 * calendarFor(cnbCalendar, 'cnb').name // "cnb"
 */
export function calendarFor(calendar: FeedCalendar, name: string): PublishingCalendar {
  return 'staleAt' in calendar ? calendar : bankCalendar(calendar, name);
}
