import type { KnownBad } from '../../rulesTypes.js';

/** One-snapshot excursions proven by both neighbours, inverted and stale quotes. */
export const KNOWN_BAD_EXCURSIONS: readonly KnownBad[] = [
  {
    code: 'AGIX',
    dates: ['2026-09-20'],
    reason: 'One-snapshot excursion beyond the x10 crypto limit that returns to the previous level at the next quote.',
    evidence:
      '1191.74147919 AGIX per USD; neighbours 12.84741565 (2026-09-19) and 12.29442187 (2026-09-26): x92.8 and x96.9 off; AGIX stays at 12.4-15.1 for the month before.',
  },
  {
    code: 'BCH',
    dates: ['2025-10-19'],
    reason: 'One-snapshot excursion beyond the x10 crypto limit that returns to the previous level at the next quote.',
    evidence:
      '0.021445171 BCH per USD (BCH at about $47); neighbours 0.0016756099 (2025-10-04) and 0.0018552263 (2025-11-01): x12.8 and x11.6 off; BCH stays at 0.0015-0.0019 from July 2025 to January 2026 otherwise.',
  },
  {
    code: 'SHP',
    dates: ['2024-04-01', '2024-06-10'],
    reason:
      "Inverted quote: the Saint Helena pound is fixed at par with sterling, but on these two dates (the builds whose MNT is the Mantle token) upstream gives about 1.26, which is US dollars per pound (the reciprocal of that day's GBP rate), not pounds per dollar. Only x1.6 off, under the x3 jump limit, but outside the SHP = GBP peg the sanity pass checks and back at par at the next quote.",
    evidence:
      '2024-04-01: 1.26214995 SHP per USD with GBP at 0.79141037 (1/GBP = 1.26357), x1.59 off par; neighbours 0.79224879 (2024-03-28) and 0.79731072 (2024-04-02). 2024-06-10: 1.26344949 with GBP at 0.78589846 (1/GBP = 1.27243), x1.61 off par; neighbours 0.78425872 (2024-06-03) and 0.78415952 (2024-06-14).',
  },
  {
    code: 'SYP',
    dates: ['2024-06-10'],
    reason:
      "One-snapshot excursion beyond the x3 fiat limit that returns to the previous level at the next quote: the value is the Central Bank of Syria's official rate of April 2021 to April 2022 (2512), two years stale, in the 2024-06-10 build whose fiat side is off elsewhere too (MNT is Mantle, BSD/PAB/QAR about 1% off their pegs). Unlike SYP's later official/market switches (2026-01-10, 2026-08-13), which persist and are kept, it does not persist.",
    evidence: '2512.52893654 SYP per USD; neighbours 13001.50000208 (2024-06-03) and 12994.25687344 (2024-06-14): x1/5.17 off both.',
  },
  {
    code: 'SSP',
    dates: ['2024-06-10', '2024-07-31'],
    reason:
      "The same stale figure, 130.26, appears twice as a one-snapshot excursion beyond the x3 fiat limit with SSP at about 1550 on both sides. 2024-06-10 (the build whose SYP and MNT are wrong too) returns to the previous level 4 days later. 2024-07-31 is followed by a 493-day gap in SSP quotes; the next quote (4552.51 on 2025-12-06) is x35 above it and within x3 of the previous one, so it too is an excursion, not a new level; SSP's genuine depreciation from about 1550 to 4550 and on to 5700 is kept.",
    evidence:
      '2024-06-10: 130.26 SSP per USD between 1556.75586756 (2024-04-15) and 1549.27923335 (2024-06-14), x1/12 and x1/11.9 off; 2024-07-31: 130.26223907 between 1550.93074259 (2024-06-15) and 4552.51245095 (2025-12-06), x1/11.9 and x1/34.9 off (both reported as jumps).',
  },
  {
    code: 'MMK',
    dates: ['2024-06-10'],
    reason:
      "One-snapshot excursion of a managed official rate: MMK is quoted at 2095 to 2102 per USD (the Central Bank of Myanmar's reference rate, 2100) on every other date of the series, and 2024-06-10 (an upstream build with other proven errors) jumps x1.30 and returns at the next snapshot.",
    evidence: '2737.6430506 (2024-06-10) between 2100.26515884 (2024-06-03) and 2097.68023849 (2024-06-14): x1.30 off and back.',
  },
  {
    code: 'ETB',
    dates: ['2024-07-31'],
    reason:
      "Stale pre-float rate: the National Bank of Ethiopia floated the birr on 2024-07-29 and it fell about 30% the next day (commercial banks quoted about 74-80 birr per USD from 2024-07-30); upstream's 2024-07-31 quote is still the managed rate of before the float (57.4-58.1 birr per USD from March to mid-June 2024), so it is not a rate of its date.",
    evidence:
      '57.85793106 ETB per USD on 2024-07-31; previous quotes 57.41372262 (2024-06-15) and 57.66969374 (2024-06-14); next quote 110.89003003 (2024-09-01), x1.92 above it; the float was announced by the National Bank of Ethiopia on 2024-07-29 (foreign exchange directive FXD/01/2024).',
  },
  {
    code: 'LUNA',
    dates: ['2024-04-01'],
    reason:
      "2024-04-01 upstream build proven broken (MNT carries the Mantle token's price, SHP is inverted, six pegs are off); LUNA jumps x1/2.3 and returns to its level at the next quote.",
    evidence:
      '0.86617233 LUNA per USD; neighbours 1.99239568 (2024-03-28) and 1.82284778 (2024-04-02): x1/2.30 and x1/2.10 off; LUNA stays at 1.4-2.2 in March and April 2024 otherwise.',
  },
  {
    code: 'AGIX',
    dates: ['2025-12-07', '2026-03-03'],
    reason:
      'One-snapshot excursions that return to the previous level at the next quote (2025-12-07 is the day after the broken 2025-12-06 build, which quotes 39 of 134 crypto codes, 9 of them millions of times off); x1/4.3 and x1/2.9 off both neighbours, below the x10 crypto limit, so only the neighbours prove them wrong.',
    evidence:
      '2025-12-07: 2.2308201 AGIX per USD between 9.58327406 (2025-12-06) and 9.45750184 (2025-12-08), x1/4.30 and x1/4.24 off; 2026-03-03: 4.86467829 between 13.72446363 (2026-03-01) and 14.22914534 (2026-03-05), x1/2.82 and x1/2.92 off.',
  },
];
