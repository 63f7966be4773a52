import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { midpoint, nominalRate, quotient, readBankDecimal } from '../../../src/importers/banks/nominalRate.js';
import { decodeWindows1251, decodeWithTable } from '../../../src/importers/readers/windows1251.js';
import { addDays, zonedUtc } from '../../../src/calendar/zonedTime.js';
import { parseDecimal, toPlainString } from '../../../src/decimal/index.js';
import { expectedRate, expectFeedPath } from './recorded.js';

// A bank's quote as written: up to 8 integer and 6 fraction digits, not zero.
const quoteText = fc
  .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 6 }))
  .filter(([whole, fraction]) => whole + fraction > 0)
  .map(([whole, fraction, places]) => (places === 0 ? String(whole || 1) : `${whole}.${String(fraction).padStart(6, '0').slice(0, places)}`))
  .filter((text) => Number(text) > 0);
const nominalText = fc.constantFrom('1', '10', '100', '1000', '10000', '1000000');
const big = (literal: number | string) => new Big(String(literal));

describe('nominalRate', () => {
  it('reads a decimal comma only where asked, and refuses what is not a positive decimal', async () => {
    expect(toPlainString(readBankDecimal('5,88139E-05', 'VunitRate', true))).toBe('0.0000588139');
    await expectFeedPath(() => readBankDecimal('53,8359', 'Value'), 'Value');
    await expectFeedPath(() => readBankDecimal('0,000', 'Value', true), 'Value');
    await expectFeedPath(() => readBankDecimal('-1.5', 'rate'), 'rate');
  });

  describe('properties', () => {
    it('the stored inverse is nominal / value, exact when it terminates, else rounded once to 12 digits half-even', () => {
      fc.assert(
        fc.property(quoteText, nominalText, (value, nominal) => {
          const stored = nominalRate(parseDecimal(value)!, parseDecimal(nominal)!, 'domestic_per_foreign');
          expect(big(stored).eq(expectedRate(value, nominal, true))).toBe(true);
        }),
        { numRuns: 2000 },
      );
    });

    it('a per-foreign quote divided by its nominal is exact', () => {
      fc.assert(
        fc.property(quoteText, nominalText, (value, nominal) => {
          const stored = nominalRate(parseDecimal(value)!, parseDecimal(nominal)!, 'foreign_per_domestic');
          expect(big(stored).eq(new Big(value).div(nominal))).toBe(true);
        }),
      );
    });

    it('a quotient times its divisor gives the dividend back when it terminates', () => {
      fc.assert(
        fc.property(quoteText, quoteText, (a, b) => {
          const q = quotient(parseDecimal(a)!, parseDecimal(b)!);
          const exact = new Big(toPlainString(q)).times(b).eq(a);
          expect(exact || q.digits.length <= 12).toBe(true);
        }),
      );
    });

    it('the mid of two quotes is exactly (a + b) / 2', () => {
      fc.assert(
        fc.property(quoteText, quoteText, (a, b) => {
          expect(new Big(toPlainString(midpoint(parseDecimal(a)!, parseDecimal(b)!))).eq(new Big(a).plus(b).div(2))).toBe(true);
        }),
      );
    });

    it('the windows-1251 table decodes any bytes as TextDecoder does', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
          expect(decodeWithTable(bytes)).toBe(new TextDecoder('windows-1251').decode(bytes));
          expect(decodeWindows1251(bytes)).toBe(decodeWithTable(bytes));
        }),
      );
    });
  });
});

describe('zonedUtc', () => {
  it("follows each bank zone's own summer time", () => {
    expect(zonedUtc('2026-03-27', '12:10', 'Europe/Stockholm')).toBe('2026-03-27T11:10:00Z');
    expect(zonedUtc('2026-03-30', '12:10', 'Europe/Stockholm')).toBe('2026-03-30T10:10:00Z');
    expect(zonedUtc('2026-03-06', '12:00', 'America/New_York')).toBe('2026-03-06T17:00:00Z');
    expect(zonedUtc('2026-03-09', '12:00', 'America/New_York')).toBe('2026-03-09T16:00:00Z');
    expect(zonedUtc('2026-07-01', '16:00', 'Europe/Moscow')).toBe('2026-07-01T13:00:00Z');
    expect(zonedUtc('2026-03-02', '00:00', 'Europe/Istanbul')).toBe('2026-03-01T21:00:00Z');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
