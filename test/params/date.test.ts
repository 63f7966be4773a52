import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayNumber, utcDate, utcDayNumber } from '../../src/params/date.js';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

describe('utcDate and utcDayNumber', () => {
  it("are the day of Date's toISOString, computed with nothing kept between calls", () => {
    // Every day from 1890 to 2110, then one 40 days earlier: no answer depends on the last one.
    const wrong: string[] = [];
    for (let day = -29_220; day <= 51_134; day++) {
      const ms = day * DAY_MS + (day % 7) * 3_600_000;
      const text = isoDay(ms);
      if (utcDate(ms) !== text || utcDayNumber(ms) !== calendarDayNumber(text)) wrong.push(text);
      if (utcDate(ms - 40 * DAY_MS) !== isoDay(ms - 40 * DAY_MS)) wrong.push(`${text} - 40 days`);
    }
    expect(wrong).toEqual([]);
  });

  it("answer as Date does over its whole range: years 0 to 9999 as YYYY-MM-DD, Date's own words beyond, -1 as a number", () => {
    fc.assert(
      fc.property(fc.double({ min: -8.64e15, max: 8.64e15, noNaN: true }), (ms) => {
        const text = isoDay(ms);
        expect(utcDate(ms)).toBe(text);
        expect(utcDayNumber(ms)).toBe(calendarDayNumber(text));
      }),
      { numRuns: 20_000 },
    );
    expect(utcDate(-62_167_219_200_001)).toBe('-000001-12');
    expect(utcDate(-62_167_219_200_000)).toBe('0000-01-01');
    expect(utcDate(253_402_300_799_999)).toBe('9999-12-31');
    expect(utcDayNumber(253_402_300_800_000)).toBe(-1);
    expect(utcDate(Date.UTC(2024, 1, 29, 12))).toBe('2024-02-29');
    expect(utcDayNumber(Date.UTC(2100, 1, 28, 23, 59))).toBe(21_000_228);
    expect(utcDate(-62_162_121_600_000)).toBe('0000-02-29');
    expect(utcDayNumber(-62_162_121_600_000)).toBe(229);
    expect(utcDate(-74_784_816_000_001)).toBe('-000400-02'); // the day before -0400-03-01, where the arithmetic starts
    expect(() => utcDate(Number.NaN)).toThrow(RangeError);
    // Past Date's range its error, never a date from numbers that overflowed.
    for (const ms of [1e20, -1e20, 2 ** 31 * DAY_MS + 5, -(2 ** 31) * DAY_MS]) {
      expect(() => utcDate(ms)).toThrow(RangeError);
      expect(utcDayNumber(ms)).toBe(-1);
    }
  });
});
