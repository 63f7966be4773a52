import { describe, expect, it } from 'vitest';
import type { BankCalendar } from '../../src/calendar/bankCalendar.js';
import { bankCalendar } from '../../src/calendar/bankCalendar.js';

const prague: BankCalendar = { zone: 'Europe/Prague', publishes: '14:30', weekdays: [1, 2, 3, 4, 5], source: 'test' };
const friday = Date.parse('2026-03-06T13:30:00Z'); // 14:30 in Prague (CET, UTC+1)
const at = (iso: string) => Date.parse(iso);

describe('bankCalendar', () => {
  it('keeps a Friday publication fresh over the weekend and stale on Tuesday evening (one unannounced closing day tolerated)', () => {
    const calendar = bankCalendar(prague, 'cnb');
    expect(calendar.missed(friday, at('2026-03-08T12:00:00Z'), 0)).toBe(0);
    expect(calendar.missed(friday, at('2026-03-09T18:00:00Z'), 0)).toBe(1);
    expect(calendar.staleAt(friday, 0)).toBe(at('2026-03-10T15:30:00Z'));
    expect(calendar.missed(friday, at('2026-03-10T19:00:00Z'), 0)).toBe(2);
  });

  it('tolerates nothing when the bank lists its closing days, and skips those days', () => {
    expect(bankCalendar({ ...prague, holidays: [] }, 'cnb').staleAt(friday, 0)).toBe(at('2026-03-09T15:30:00Z'));
    expect(bankCalendar({ ...prague, holidays: ['2026-03-09'] }, 'cnb').staleAt(friday, 0)).toBe(at('2026-03-10T15:30:00Z'));
  });

  it('follows the zone across a daylight-saving change', () => {
    // Prague moves to CEST (UTC+2) on 2026-03-29: Monday 30 March's 14:30 is 12:30 UTC.
    const calendar = bankCalendar({ ...prague, holidays: [] }, 'cnb');
    expect(calendar.staleAt(at('2026-03-27T13:30:00Z'), 0)).toBe(at('2026-03-30T14:30:00Z'));
  });

  it('publishes only on its weekdays (NBP table B on Wednesdays)', () => {
    const calendar = bankCalendar({ zone: 'Europe/Warsaw', publishes: '12:15', weekdays: [3], holidays: [], source: 'test' }, 'nbp-b');
    expect(calendar.staleAt(at('2026-03-04T11:15:00Z'), 0)).toBe(at('2026-03-11T13:15:00Z'));
  });

  it('never loops without end on a calendar with no publishing day', () => {
    const calendar = bankCalendar({ ...prague, weekdays: [] }, 'none');
    expect(calendar.staleAt(friday, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(calendar.missed(friday, at('2030-01-01T00:00:00Z'), 0)).toBe(0);
  });
});
