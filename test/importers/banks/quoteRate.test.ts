import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../src/decimal/index.js';
import { inverseRate, readDecimalNumber, readDecimalText } from '../../../src/importers/banks/quoteRate.js';
import { publicationTime } from '../../../src/calendar/publicationTime.js';

import { bigOf, expectedRate, feedLocation } from './recorded.js';
import { bocCalendar } from '../../../src/feeds/boc/boc.js';
import { boiCalendar } from '../../../src/feeds/boi/boi.js';
import { nbpCalendar } from '../../../src/feeds/nbp/nbp.js';
import { rbaCalendar } from '../../../src/feeds/rba/rba.js';

const dec = (text: string) => parseDecimal(text)!;

describe('inverseRate', () => {
  it('keeps a quotient that terminates exactly, whatever its length', () => {
    expect(inverseRate(dec('1'), dec('0.8'))).toBe(1.25);
    expect(inverseRate(dec('1'), dec('8.192'))).toBe(0.1220703125);
    expect(inverseRate(dec('1'), dec('0.00000000000000001024'))).toBe(97656250000000000);
    expect(inverseRate(dec('1'), dec('1.152921504606846976'))).toBe('0.867361737988403547205962240695953369140625'); // 10^18 / 2^60
  });

  it('rounds one that does not once, to 12 significant digits half-even', () => {
    expect(inverseRate(dec('100'), dec('2.857'))).toBe(35.0017500875);
    expect(inverseRate(dec('1'), dec('3'))).toBe(0.333333333333);
    expect(inverseRate(dec('2'), dec('3'))).toBe(0.666666666667);
    expect(inverseRate(dec('1'), dec('0.0000028'))).toBe(357142.857143);
  });

  describe('properties', () => {
    it('result is units / price, exact when it terminates, else rounded once half-even to 12 digits (big.js)', () => {
      const decimal = fc
        .tuple(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 0, max: 10 }))
        .map(([m, k]) => new Big(m).div(new Big(10).pow(k)).toFixed());
      fc.assert(
        fc.property(fc.constantFrom('1', '10', '100', '1000'), decimal, (units, price) => {
          expect(bigOf(inverseRate(dec(units), dec(price))).eq(expectedRate(price, units, true))).toBe(true);
        }),
        { numRuns: 2000 },
      );
    });
  });
});

describe('readDecimalText and readDecimalNumber', () => {
  it('read plain positive decimals and refuse anything else at the given location', () => {
    expect(readDecimalText('2.8514', 'x').digits).toBe('28514');
    for (const bad of ['', '-1', '1e3', '1,5', ' 1', '0', '0.000', 'n/a', '.5'])
      expect(feedLocation(() => readDecimalText(bad, 'line 9, column OBS_VALUE'))).toBe('line 9, column OBS_VALUE');
    expect(readDecimalNumber(0.011155, 'mid').digits).toBe('11155');
    for (const bad of [0, -1, '1.2', null, Infinity, 0.1 + 0.2])
      expect(feedLocation(() => readDecimalNumber(bad, '[0].rates[1].mid'))).toBe('[0].rates[1].mid');
  });
});

describe('publicationTime', () => {
  it("gives the calendar's local time in the bank's zone as UTC, across summer time", () => {
    expect(publicationTime('2026-03-02', nbpCalendar)).toBe('2026-03-02T11:15:00Z');
    expect(publicationTime('2026-07-01', nbpCalendar)).toBe('2026-07-01T10:15:00Z');
    expect(publicationTime('2026-03-06', bocCalendar)).toBe('2026-03-06T21:30:00Z');
    expect(publicationTime('2026-03-09', bocCalendar)).toBe('2026-03-09T20:30:00Z');
    expect(publicationTime('2026-04-07', rbaCalendar)).toBe('2026-04-07T06:00:00Z');
    expect(publicationTime('2026-07-01', boiCalendar)).toBe('2026-07-01T13:00:00Z');
  });
});
