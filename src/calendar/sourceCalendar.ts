import type { IsoDate } from '../types.js';
import { CLOSING_DAYS, EXTRA_WORKDAYS } from './closingDays.js';
import { isTargetBusinessDay } from './target.js';
import { periodQuoteDate, type PeriodCalendar } from './periodCalendar.js';
import { hmrcCalendar, usTreasuryCalendar } from './taxCalendars.js';

const DAY_MS = 86_400_000;

/** Which quote dates a source publishes, as a rate policy needs to know them. */
export interface SourceCalendar {
  /** The source, as datasets name it (`nbp`). */
  readonly name: string;
  /** The source's IANA time zone: a day rule's day is the calendar day of `at` there. */
  readonly zone: string;
  /** Whether the source publishes rates dated `date` (a quote date: the CBR's Saturday rates were set on Friday). */
  publishes(date: IsoDate): boolean;
  /** Where the facts come from. */
  readonly basis: string;
}

const ZONES: Readonly<Record<string, string>> = {
  ecb: 'Europe/Berlin',
  nbp: 'Europe/Warsaw',
  cnb: 'Europe/Prague',
  bnr: 'Europe/Bucharest',
  tcmb: 'Europe/Istanbul',
  cbr: 'Europe/Moscow',
  nbu: 'Europe/Kyiv',
  boc: 'America/Toronto',
  rba: 'Australia/Sydney',
  mnb: 'Europe/Budapest',
};

// Sources of period rates: their quote dates are the first days of HMRC's months and the Treasury's quarter ends.
const PERIODS: Readonly<Record<string, PeriodCalendar>> = { hmrc: hmrcCalendar, 'us-treasury': usTreasuryCalendar };

const shift = (date: IsoDate, days: number): IsoDate => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The publishing calendar a rate policy reads for its source: the ECB on TARGET business days;
 * each national bank on its country's weekdays less the public holidays (CLOSING_DAYS), with the
 * CBR's rates dated the day after they are set; HMRC on the first day of each month and the US
 * Treasury on each quarter's last day (their period rates' quote dates). A source not listed publishes Monday to Friday
 * (UTC), so a missing weekday is still told, never papered over with an older figure.
 *
 * @param source - The policy's source (`nbp`).
 * @returns The calendar.
 * @example
 * sourceCalendar('nbp').publishes('2026-03-06') // true: a Friday with no Polish holiday
 */
export function sourceCalendar(source: string): SourceCalendar {
  if (source === 'ecb') return { name: source, zone: ZONES.ecb!, publishes: isTargetBusinessDay, basis: 'TARGET business days' };
  const period = Object.hasOwn(PERIODS, source) ? PERIODS[source] : undefined;
  if (period) return { name: source, zone: period.zone, publishes: (date) => periodQuoteDate(period, date), basis: period.source };
  const closed = CLOSING_DAYS[source];
  const extra = new Set(EXTRA_WORKDAYS[source] ?? []);
  const business = (date: IsoDate) => {
    if (extra.has(date)) return true;
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    return day !== 0 && day !== 6 && !closed?.(date);
  };
  // The CBR sets a business day's rates for the next calendar day (Friday's carry Saturday's date).
  const publishes = source === 'cbr' ? (date: IsoDate) => business(shift(date, -1)) : business;
  const basis = closed ? `${source} business days less its country's public holidays` : `${source}: Monday to Friday (no calendar known)`;
  return { name: source, zone: ZONES[source] ?? 'UTC', publishes, basis };
}
