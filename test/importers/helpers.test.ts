import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../src/decimal/index.js';
import { crc32 } from '../../src/importers/readers/crc32.js';
import { ecbPublicationTime } from '../../src/calendar/target.js';
import { jsonErrorOffset } from '../../src/importers/readers/jsonErrorOffset.js';
import { rateLiteral } from '../../src/importers/rateLiteral.js';

describe('jsonErrorOffset', () => {
  it('finds the first character that is not JSON', () => {
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset('[1, 2')).toBe(5);
    expect(jsonErrorOffset('{"a" 1}')).toBe(5);
    expect(jsonErrorOffset('01')).toBe(1);
    expect(jsonErrorOffset('"a\\x"')).toBe(2);
    expect(jsonErrorOffset('tru')).toBe(0);
    expect(jsonErrorOffset('[] x')).toBe(3);
    expect(jsonErrorOffset('')).toBe(0);
  });

  describe('properties', () => {
    it('says -1 exactly for what JSON.parse accepts', () => {
      fc.assert(
        fc.property(fc.json(), (text) => {
          expect(jsonErrorOffset(text)).toBe(-1);
        }),
        { numRuns: 500 },
      );
      fc.assert(
        fc.property(fc.json(), fc.nat(), fc.string({ maxLength: 2 }), (text, at, insert) => {
          const mutated = text.slice(0, at % (text.length + 1)) + insert + text.slice(at % (text.length + 1));
          let valid = true;
          try {
            JSON.parse(mutated);
          } catch {
            valid = false;
          }
          expect(jsonErrorOffset(mutated) === -1).toBe(valid);
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('crc32', () => {
  it('gives the check value of the standard', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

describe('ecbPublicationTime', () => {
  it('is 16:00 in Frankfurt: 15:00Z in winter, 14:00Z from the last Sunday of March to the last Sunday of October', () => {
    expect(ecbPublicationTime('2024-03-29')).toBe('2024-03-29T15:00:00Z');
    expect(ecbPublicationTime('2024-03-31')).toBe('2024-03-31T14:00:00Z');
    expect(ecbPublicationTime('2024-10-25')).toBe('2024-10-25T14:00:00Z');
    expect(ecbPublicationTime('2024-10-27')).toBe('2024-10-27T15:00:00Z');
    expect(ecbPublicationTime('1999-01-04')).toBe('1999-01-04T15:00:00Z');
  });
});

describe('rateLiteral', () => {
  it('writes up to 15 significant digits as a number and more as an exact string', () => {
    expect(rateLiteral(parseDecimal('0.84770')!)).toBe(0.8477);
    expect(rateLiteral(parseDecimal('123456789012345')!)).toBe(123456789012345);
    expect(rateLiteral(parseDecimal('1234567890123456')!)).toBe('1234567890123456');
    expect(rateLiteral(parseDecimal('0.0000139876')!)).toBe(0.0000139876);
  });

  describe('properties', () => {
    it('a number literal is the decimal itself: String(n) parses back to the same digits', () => {
      fc.assert(
        fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), fc.integer({ min: -30, max: 10 }), (m, e) => {
          const d = parseDecimal(`${m}e${e}`)!;
          const literal = rateLiteral(d);
          const back = parseDecimal(String(literal))!;
          expect([back.digits, back.exp]).toEqual([d.digits, d.exp]);
        }),
        { numRuns: 1000 },
      );
    });
  });
});
