import { describe, expect, it } from 'vitest';
import { freshnessWords } from '../../src/cli/output/freshnessWords.js';
import { roundSummary } from '../../src/cli/output/roundSummary.js';

describe('roundSummary', () => {
  it("says a round's withheld values by rule (most first), its unknown codes and level changes in one line", () => {
    const withheld = { date: '2026-11-25', count: 3, rules: { known_bad: ['VES'], peg: ['AED', 'SAR'] } };
    const warnings = [
      { code: 'withheld', message: 'peg: ...', count: 2 },
      { code: 'unknown_code', source: 'fawazahmed0', message: '1 codes ...', count: 1 },
      { code: 'unknown_code', source: 'ecb', message: '1 codes ...', count: 1 },
      { code: 'level_change', message: 'ARS moved ...' },
    ] as const;
    expect(roundSummary('2026-11-25', withheld, warnings)).toBe('round 2026-11-25: 3 withheld (peg: 2, known_bad: 1), 2 unknown codes, 1 level change');
  });

  it('names the codes a round dropped from its coverage (the first ten, then how many more)', () => {
    const codes = Array.from({ length: 12 }, (_, i) => `C${String.fromCharCode(65 + i)}D`);
    const dropped = [{ code: 'coverage_dropped', message: '12 codes ...', count: 12, codes }] as const;
    expect(roundSummary('2026-10-07', { date: null, count: 0, rules: {} }, dropped)).toBe(
      `round 2026-10-07: coverage_dropped: ${codes.slice(0, 10).join(' ')} and 2 more`,
    );
  });

  it('says nothing of a quiet round, and nothing of a withheld status of another date', () => {
    expect(roundSummary('2026-11-25', { date: null, count: 0, rules: {} }, [])).toBeUndefined();
    expect(roundSummary('2026-11-25', { date: '2026-11-24', count: 1, rules: { peg: ['AED'] } }, [{ code: 'unknown_code', message: '', count: 1 }])).toBe(
      'round 2026-11-25: 1 unknown code',
    );
  });
});

describe('freshnessWords', () => {
  it('gives the age in days and hours, and STALE or fresh', () => {
    expect(freshnessWords({ date: '2026-09-29', updated_at: '2026-09-29T00:00:00Z', age_seconds: 57 * 86_400 + 3 * 3600 + 59, stale: true })).toBe(
      '2026-09-29, updated 2026-09-29T00:00:00Z, 57 d 3 h old: STALE',
    );
    expect(freshnessWords({ date: '2026-11-25', updated_at: '2026-11-25T00:00:00Z', age_seconds: 5 * 3600, stale: false })).toBe(
      '2026-11-25, updated 2026-11-25T00:00:00Z, 5 h old: fresh',
    );
  });
});
