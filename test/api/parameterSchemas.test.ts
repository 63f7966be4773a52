// The schemas of src/api/parameterSchemas.ts that stand beside a hand-written scanner say what the
// scanner accepts: the document and the MCP tools must not promise more or less than the check.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AMOUNT_PATTERN, CODE_PATTERN, PARAMETER_SCHEMAS, SYMBOLS_PATTERN } from '../../src/api/parameterSchemas.js';
import { parseDecimalParts } from '../../src/decimal/index.js';
import { canonicalCode } from '../../src/params/parseCode.js';
import { parseSymbols } from '../../src/params/parseSymbols.js';

const chars = (alphabet: string, maxLength: number) => fc.string({ unit: fc.constantFrom(...alphabet), maxLength });

describe('parameter schemas and their scanners', () => {
  it('a code: the pattern accepts what canonicalCode accepts', () => {
    const code = new RegExp(CODE_PATTERN);
    fc.assert(fc.property(fc.oneof(chars('aZ09_-é ', 14), fc.string({ maxLength: 14 })), (text) => code.test(text) === (canonicalCode(text) !== undefined)));
  });

  it('an amount: the pattern accepts the grammar parseDecimalParts reads', () => {
    const amount = new RegExp(AMOUNT_PATTERN);
    fc.assert(
      fc.property(
        fc.oneof(chars('0123456789.eE+- ', 12), fc.string({ maxLength: 12 })),
        (text) => amount.test(text) === (parseDecimalParts(text) !== undefined),
      ),
      { numRuns: 5000 },
    );
  });

  it('symbols: the pattern accepts what parseSymbols accepts', () => {
    const symbols = new RegExp(SYMBOLS_PATTERN);
    const takes = (text: string) => {
      try {
        parseSymbols(text);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(fc.property(fc.oneof(chars('AB1,z ', 16), fc.string({ maxLength: 16 })), (text) => symbols.test(text) === takes(text)));
  });

  it('a date is checked by the schema the operations use (a day that exists)', () => {
    expect(v.is(PARAMETER_SCHEMAS.date, '2024-02-29')).toBe(true);
    expect(v.is(PARAMETER_SCHEMAS.date, '2025-02-29')).toBe(false);
    expect(v.is(PARAMETER_SCHEMAS.locale, 'de-CH')).toBe(true);
    expect(v.is(PARAMETER_SCHEMAS.locale, 'not a locale')).toBe(false);
  });
});
