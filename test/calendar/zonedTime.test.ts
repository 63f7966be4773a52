import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../src/calendar/index.js';

// The zones of ratebook's calendars: the ECB's (Europe/Berlin) and the banks'.
const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'America/Toronto',
  'Asia/Jerusalem',
  'Australia/Sydney',
  'Europe/Bucharest',
  'Europe/Istanbul',
  'Europe/Kyiv',
  'Europe/London',
  'Europe/Moscow',
  'Europe/Oslo',
  'Europe/Prague',
  'Europe/Stockholm',
  'Europe/Warsaw',
];
const DAY_MS = 86_400_000;

// The routine as it was before offsets were learned per year: two readings of the zone's wall clock
// through Intl, an independent oracle of the learned tables.
const formats = new Map<string, Intl.DateTimeFormat>();
function wallClock(ms: number, zone: string): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(new Date(ms))) if (type !== 'literal') part[type] = Number(value);
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}
function direct(wallMs: number, zone: string): number {
  const first = wallMs - (wallClock(wallMs, zone) - wallMs);
  return wallMs - (wallClock(first, zone) - first);
}

describe('zonedInstant', () => {
  describe('properties', () => {
    it('the offsets learned per zone and year equal two direct readings of the zone, every day of every calendar zone', () => {
      // 02:30 falls in the hour a spring change skips or an autumn change repeats; 16:00 is a publication time.
      const times = [2.5 * 3_600_000, 16 * 3_600_000];
      let compared = 0;
      for (const zone of ZONES) {
        const [from, to] = zone === 'Europe/Berlin' ? [1999, 2040] : [2015, 2030];
        for (let day = Date.UTC(from, 0, 1); day < Date.UTC(to + 1, 0, 1); day += DAY_MS) {
          for (const time of times) {
            const wall = day + time;
            if (zonedInstant(wall, zone) !== direct(wall, zone)) expect.fail(`${zone} ${new Date(wall).toISOString()}`);
            compared++;
          }
        }
      }
      expect(compared).toBe(2 * (15_341 + 13 * 5_844));
    });
  });
});
