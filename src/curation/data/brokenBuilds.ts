import type { BrokenBuild } from '../rulesTypes.js';

const PEGS_OFF = 'hard pegs quoted off their published rates (withheld by the peg rule)';

/**
 * Upstream builds proven broken by their own quotes. A publication in one of them that a limit
 * refuses (jump, managed rate) never counts toward a new level: the same wrong figure in several
 * broken builds in a row (SLE 24.6 from 2026-04-19 to 2026-05-06) is not a level. A build broken on one
 * side only names it (`side`), and the other side's publications count as any build's.
 */
export const BROKEN_BUILDS: readonly BrokenBuild[] = [
  { date: '2024-04-01', evidence: `2 ${PEGS_OFF} (BBD, BHD); CUP 26.5; MNT carries the Mantle token's price; SHP inverted` },
  { date: '2024-06-10', evidence: `18 ${PEGS_OFF} (PAB and BSD 1.0103 per USD); MNT is Mantle; SHP inverted; SYP and SSP stale` },
  {
    date: '2025-12-06',
    evidence:
      '39 of 134 crypto codes quoted, 9 of them thousands to millions of times off (BTC 38.87 per USD); the fiat side is sane (CDF 2291.5 holds at 2234-2293 the next days)',
    side: 'crypto',
  },
  { date: '2026-04-19', evidence: `14 ${PEGS_OFF}` },
  { date: '2026-04-26', evidence: `11 ${PEGS_OFF}` },
  { date: '2026-05-03', evidence: `10 ${PEGS_OFF}` },
  { date: '2026-05-05', evidence: `15 ${PEGS_OFF}` },
  { date: '2026-05-06', evidence: `12 ${PEGS_OFF}` },
  { date: '2026-09-18', evidence: `10 ${PEGS_OFF} (QAR 3.6447 with both neighbours on 3.64)` },
];
