import { describe, expect, it } from 'vitest';
import { ecbPublicationTime, TARGET } from '../../src/calendar/target.js';

// The rule ecbPublicationTime once wrote by hand: EU summer time, the last Sunday of March to the
// last Sunday of October, fixed by EU law since 1996. The zone's own data must agree with it.
function handRule(date: string): string {
  const lastSunday = (year: number, month: number) => {
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    return last.toISOString().slice(0, 10);
  };
  const year = Number(date.slice(0, 4));
  const summer = date >= lastSunday(year, 3) && date < lastSunday(year, 10);
  return `${date}T${summer ? '14' : '15'}:00:00Z`;
}

describe('ecbPublicationTime', () => {
  it('is 16:00 Frankfurt time from the zone data, as the EU summer-time rule gives it on every day of 1999-2040', () => {
    const differing: string[] = [];
    for (let ms = Date.UTC(1999, 0, 1); ms < Date.UTC(2041, 0, 1); ms += 86_400_000) {
      const date = new Date(ms).toISOString().slice(0, 10);
      if (ecbPublicationTime(date) !== handRule(date)) differing.push(date);
    }
    expect(differing).toEqual([]);
  });
});

describe('TARGET', () => {
  it('is missed two hours after 16:00 Frankfurt on a business day, and not over Easter', () => {
    const thursday = Date.parse('2026-04-02T14:00:00Z'); // Maundy Thursday, 16:00 CEST
    expect(TARGET.staleAt(thursday, 0)).toBe(Date.parse('2026-04-07T16:00:00Z')); // Tuesday after Easter Monday, 16:00 CEST + 2 h
    expect(TARGET.missed(thursday, Date.parse('2026-04-07T15:59:00Z'), 0)).toBe(0);
    expect(TARGET.missed(thursday, Date.parse('2026-04-07T16:00:00Z'), 0)).toBe(1);
  });
});
