import type { KnownBad } from '../../rulesTypes.js';

/** Quotes beyond the second-source threshold against the ECB's reference rates on both sides of the snapshot, that no market event explains. */
export const KNOWN_BAD_SECOND_SOURCE: readonly KnownBad[] = [
  {
    code: 'BRL',
    dates: ['2025-03-04', '2025-03-05'],
    reason:
      "Second source: two BRL quotes 2.5% and 6.2% above the ECB's reference rates re-pivoted to USD (threshold 2%) while Brazil's market was closed for Carnival (3-4 March 2025, reopening on the afternoon of the 5th); both are excursions from the neighbouring quotes, and 6.25 is a level the real last traded at in January 2025. Single-currency outliers: the other ECB currencies are within 1.7% of theirs on both days.",
    evidence:
      '6.02986009 (2025-03-04, +2.46% against ECB 2025-03-03: 5.88533) and 6.25195443 (2025-03-05, +6.23% against ECB 2025-03-04: 5.88538) BRL per USD, and +2.45% and +6.23% against the fixes after them (ECB 2025-03-04: 5.88538, 2025-03-05: 5.88536), so the fixes on both sides disagree; neighbours 5.8845329 (2025-03-03) and 5.7405887 (2025-03-06), 5.75266796 (2025-03-07).',
  },
];
