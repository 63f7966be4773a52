import { describe, expect, it } from 'vitest';
import { hmrcCalendar, penultimateThursday, periodCalendar, periodQuoteDate, sourceCalendar, usTreasuryCalendar } from '../../src/calendar/index.js';

// The calendars of the two period sources, against plain loops over the days.

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('period calendars', () => {
  it("HMRC's penultimate Thursday: the Thursday a week before the month's last Thursday, every month 2014 to 2030", () => {
    for (let year = 2014; year <= 2030; year++)
      for (let month = 1; month <= 12; month++) {
        const thursdays: string[] = [];
        for (let d = 1; d <= 31; d++) {
          const date = new Date(Date.UTC(year, month - 1, d));
          if (date.getUTCMonth() === month - 1 && date.getUTCDay() === 4) thursdays.push(date.toISOString().slice(0, 10));
        }
        expect(penultimateThursday(year, month)).toBe(thursdays.at(-2));
        expect(dayOf(penultimateThursday(year, month))).toBe(4);
      }
  });

  it("a policy's view: HMRC quotes the first day of each month, the Treasury each quarter's last day, and no other day", () => {
    const hmrc = sourceCalendar('hmrc');
    const treasury = sourceCalendar('us-treasury');
    expect([hmrc.zone, treasury.zone]).toEqual(['Europe/London', 'America/New_York']);
    let hmrcDays = 0;
    let treasuryDays = 0;
    for (let t = Date.UTC(2020, 0, 1); t <= Date.UTC(2027, 11, 31); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      expect(hmrc.publishes(date), date).toBe(date.endsWith('-01'));
      expect(treasury.publishes(date), date).toBe(['03-31', '06-30', '09-30', '12-31'].includes(date.slice(5)));
      if (hmrc.publishes(date)) hmrcDays++;
      if (treasury.publishes(date)) treasuryDays++;
    }
    expect([hmrcDays, treasuryDays]).toEqual([96, 32]);
    expect(periodQuoteDate(hmrcCalendar, '2026-01-01')).toBe(true);
    expect(periodQuoteDate(usTreasuryCalendar, '2026-01-01')).toBe(false);
  });

  it('freshness: a quarter is never stale inside itself, and the next report is missed ten days after its record date', () => {
    const calendar = periodCalendar(usTreasuryCalendar, 'us-treasury');
    const captured = Date.parse('2025-07-01T03:59:00Z'); // the report as of 2025-06-30, out by its end (New York)
    expect(new Date(calendar.staleAt(captured, 0)).toISOString()).toBe('2025-10-11T03:59:00.000Z');
    expect(calendar.missed(captured, Date.parse('2025-10-10T00:00:00Z'), 0)).toBe(0);
    expect(calendar.missed(captured, Date.parse('2026-04-20T00:00:00Z'), 0)).toBe(3);
  });
});
