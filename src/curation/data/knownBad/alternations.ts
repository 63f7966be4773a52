import type { KnownBad } from '../../rulesTypes.js';

/** Alternations judged by hand before the alternation rule existed (the rule now finds most of them). */
export const KNOWN_BAD_ALTERNATIONS: readonly KnownBad[] = [
  {
    code: 'BTG',
    dates: [
      '2025-11-01',
      '2025-12-06',
      '2025-12-07',
      '2025-12-08',
      '2025-12-09',
      '2025-12-11',
      '2025-12-12',
      '2025-12-14',
      '2025-12-16',
      '2025-12-22',
      '2025-12-25',
      '2025-12-26',
      '2025-12-27',
      '2025-12-28',
      '2025-12-31',
      '2026-01-02',
      '2026-01-05',
      '2026-01-30',
      '2026-02-05',
    ],
    reason:
      "Two-level alternation: from 2025-11-01 to 2026-02-05 BTG flips between its own level (0.55 to 2.2 BTG per USD, where it is quoted before 2025-11-01 and after 2026-02-05) and a second level about ten times higher in price (0.08 to 0.19 BTG per USD) that appears only interleaved with it; the second level is another asset's price. Its quotes are withheld, the first level's ship.",
    evidence:
      '0.083433096 to 0.18968653 BTG per USD on these 19 dates; the quotes around them: 0.78417961 (2025-10-19), 1.22777732 (2025-12-19), 0.62239423 (2025-12-24), 1.0250639 (2025-12-30), 1.28361772 (2026-01-01), 1.33657668 (2026-01-06), 2.1221545 (2026-02-24); before 2025-11-01 BTG ranges 0.55-2.2 since 2025-08.',
  },
  {
    code: 'HT',
    from: '2026-01-13',
    reason:
      "No level holds: from 2026-01-13 HT alternates between levels about 5-6, 9-10 and 25-31 HT per USD (x1.7 to x3 apart) in both directions, 12 reversals of x1.5 moves in 93 quotes, several within a day (9.99 on 2026-08-11, 25.19 on 08-12, 19.68 on 08-13, 9.91 on 08-14); no level is held on both sides of the alternation, so no quote can be shown to be Huobi Token's. Upstream had already quoted another asset under HT in February-March 2025 (withheld above).",
    evidence:
      'quotes from 2026-01-13 range 4.93181843 to 31.1250142 HT per USD; before: a slide in one direction from 2.24 (2025-10-04) to 9.94 (2026-01-06), no reversal.',
  },
  {
    code: 'DFI',
    from: '2025-12-30',
    to: '2026-01-06',
    reason:
      "No market level, the pattern withheld from 2026-07-03 (below): DFI falls x3.5 in three days and returns as fast (1063.02 on 2025-12-28, 563.72, 300.76 on 12-31, 417.72, 907.39, 577.37 on 2026-01-05, 810.57 on 01-06, 1093.59 on 01-10), reversing four times in six quotes; no quote of the stretch can be shown to be DeFiChain's price, so the stretch is withheld as the later one is. Its last quote, 810.57, is 24% and 26% below the quotes that ship on either side of it (1063.02 and 1093.59), and the stretch ends only at 01-10, where DFI is back at the level of before it.",
    evidence:
      '563.7242679 (2025-12-30), 300.75590398 (12-31), 417.71768241 (2026-01-01), 907.38984322 (01-02), 577.36706607 (01-05), 810.57219024 (01-06) DFI per USD; before: 1063.01978209 (2025-12-28) and 1073.64 to 1214.37 from 2025-12-19; after: 1093.59232432 (2026-01-10), 1112.85672304 (01-11), 974.43885672 (01-13).',
  },
  {
    code: 'DFI',
    from: '2026-07-03',
    reason:
      "No market level: from 2026-07-03 consecutive DFI quotes swing x1.5 to x5.9 in alternating directions (349.71 on 2026-09-01, 2048.95 on 2026-09-06), far beyond what a traded price does day to day; no quote can be shown to be DeFiChain's price, so the stretch is withheld.",
    evidence:
      'quotes from 2026-07-03 range 349.71353166 to 2048.95494722 DFI per USD, 26 moves beyond x1.5 and 22 reversals in 64 quotes; from 2025-12-07 to 2026-06-30 DFI ranges 300.76 to 1423.99 with 4 moves beyond x1.5 in 52 quotes, all around the turn of the year.',
  },
];
