import type { IsoDate } from '../types.js';
import { addDays } from './zonedTime.js';
import { lastDayOf, penultimateThursday, type PeriodCalendar } from './periodCalendar.js';

/**
 * When HMRC publishes its monthly exchange rates for customs and VAT: on the penultimate Thursday
 * of every month, for the whole of the next calendar month (HMRC, "HMRC Exchange Rate Service",
 * 9 November 2023: "Monthly: These are published on the penultimate Thursday of every month. For
 * traders, they apply to the following calendar month"; gov.uk, "Customs valuation: exchange rates":
 * "applicable from the first to the last day of the next calendar month"). A file's rates carry the
 * first day of their month as their quote date. The statement gives the day, not the hour: the
 * rates count as out by the end of that day, London time, and as missed a week later.
 */
export const hmrcCalendar: PeriodCalendar = {
  frequency: 'monthly',
  zone: 'Europe/London',
  publishes: '23:59',
  publicationIn: penultimateThursday,
  quoteDateOf: (day: IsoDate) => addDays(lastDayOf(Number(day.slice(0, 4)), Number(day.slice(5, 7))), 1),
  graceDays: 7,
  source:
    'HMRC, "HMRC Exchange Rate Service" (9 November 2023): monthly rates published on the penultimate Thursday of every month, applying to the following calendar month; gov.uk "Customs valuation: exchange rates"',
};

/**
 * When the US Treasury publishes its Reporting Rates of Exchange: quarterly, "as of" the last day
 * of the quarter (the record date), for that date and the ensuing three months; amendments (a rate
 * that moved 10 % or more, or a new currency) come between, each a line of its own with its
 * effective date (Bureau of the Fiscal Service, "Treasury Reporting Rates of Exchange", report
 * description; Fiscal Data, dataset "Treasury Reporting Rates of Exchange"). The record date is the
 * quote date. The report states no hour, and Fiscal Data posts a quarter's file in the days after
 * its record date: the rates count as out by the end of the record date, New York time, and a
 * quarter's file as missed ten days later.
 */
export const usTreasuryCalendar: PeriodCalendar = {
  frequency: 'quarterly',
  zone: 'America/New_York',
  publishes: '23:59',
  publicationIn: (year: number, month: number) => (month % 3 === 0 ? lastDayOf(year, month) : undefined),
  quoteDateOf: (day: IsoDate) => day,
  graceDays: 10,
  source:
    'Bureau of the Fiscal Service, "Treasury Reporting Rates of Exchange" (report description: quarterly, as of the last day of the quarter, amendments when a rate deviates by 10 % or more)',
};
