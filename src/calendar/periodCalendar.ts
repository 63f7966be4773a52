import type { IsoDate } from '../types.js';
import type { PublishingCalendar } from './publishingCalendar.js';
import { zonedUtc } from './zonedTime.js';

/** How often a source publishes: a daily source, or one that publishes a rate for a period (a month, a quarter). */
export type SourceFrequency = 'daily' | 'monthly' | 'quarterly';

/**
 * When a source of period rates publishes, as facts (`periodCalendar` turns them into a calendar):
 * the day of a calendar month on which it publishes (HMRC: the penultimate Thursday; the Treasury:
 * the last day of a quarter's last month), its zone and local time, the quote date a publication
 * carries, and how many days may pass before a publication counts as missed.
 */
export interface PeriodCalendar {
  readonly frequency: 'monthly' | 'quarterly';
  /** IANA time zone of the authority. */
  readonly zone: string;
  /** Local time `HH:MM` by which a publication day's rates are out. */
  readonly publishes: string;
  /** The day of month `month` (1-12) of `year` on which the source publishes, or undefined for a month without a publication. */
  publicationIn(year: number, month: number): IsoDate | undefined;
  /** The quote date of the rates published on `day` (HMRC: the first day of the next month; the Treasury: the day itself). */
  quoteDateOf(day: IsoDate): IsoDate;
  /** Days after a publication day before it counts as missed (the authority's statement gives a day, not an hour). */
  readonly graceDays: number;
  /** Where the facts come from (the authority's own statement). */
  readonly source: string;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The publication instants of a period calendar from the month holding `fromMs` on, in order, for
 * at most `months` months.
 */
function* publications(facts: PeriodCalendar, fromMs: number, months = 1200): Generator<number> {
  const start = new Date(fromMs - 31 * DAY_MS);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth() + 1;
  for (let n = 0; n < months; n++) {
    const day = facts.publicationIn(year, month);
    if (day !== undefined) yield Date.parse(zonedUtc(day, facts.publishes, facts.zone));
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * Turns a period source's facts into the publishing calendar freshness is judged by: one
 * publication a month or a quarter, on the day the authority states, counted as missed `graceDays`
 * after it. So HMRC's rates are not stale in the weeks between two monthly files, nor the
 * Treasury's in the three months of a quarter.
 *
 * @param facts - The authority's publication days, zone, time and grace.
 * @param name - The calendar's name in status (the source's name).
 * @returns The calendar.
 * @example
 * periodCalendar(hmrcCalendar, 'hmrc').staleAt(Date.parse('2026-02-19T23:59:00Z'), 0) // the penultimate Thursday of March, plus the grace
 */
export function periodCalendar(facts: PeriodCalendar, name: string): PublishingCalendar {
  const grace = facts.graceDays * DAY_MS;
  return {
    name,
    missed(lastMs, nowMs) {
      let count = 0;
      for (const at of publications(facts, lastMs)) {
        if (at <= lastMs) continue;
        if (at + grace > nowMs) break;
        count++;
      }
      return count;
    },
    staleAt(lastMs) {
      for (const at of publications(facts, lastMs)) if (at > lastMs) return at + grace;
      return Number.POSITIVE_INFINITY;
    },
  };
}

/**
 * Whether a period source publishes rates dated `date` (its quote dates: HMRC's first days of the
 * month, the Treasury's quarter ends), as a rate policy reads its calendar.
 *
 * @param facts - The source's facts.
 * @param date - A quote date.
 * @returns True where a publication carries that date.
 * @example
 * periodQuoteDate(usTreasuryCalendar, '2025-06-30') // true
 */
export function periodQuoteDate(facts: PeriodCalendar, date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  // The publication carrying `date` is made in its own month or the month before.
  for (const [y, m] of [month === 1 ? [year - 1, 12] : [year, month - 1], [year, month]] as const) {
    const day = facts.publicationIn(y, m);
    if (day !== undefined && facts.quoteDateOf(day) === date) return true;
  }
  return false;
}

/** The last day of a month, `YYYY-MM-DD`. */
export function lastDayOf(year: number, month: number): IsoDate {
  return `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
}

/** The penultimate Thursday of a month, `YYYY-MM-DD`. */
export function penultimateThursday(year: number, month: number): IsoDate {
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - 4 + 7) % 7; // days from the last Thursday to the month's last day
  return `${year}-${pad(month)}-${pad(last.getUTCDate() - back - 7)}`;
}
