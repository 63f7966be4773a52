import type { KnownBad } from '../../rulesTypes.js';

/** The 2025-12-06 upstream build, broken on the crypto side: nine codes quoted thousands to millions of times off and back the next day. */
export const KNOWN_BAD_BROKEN_CRYPTO: readonly KnownBad[] = [
  {
    code: 'BTC',
    dates: ['2025-12-06'],
    reason:
      "2025-12-06 upstream build broken on the crypto side: it quotes 39 of the 134 shipped crypto codes (131 on 2025-11-01 and 2025-12-07), and 9 of those 39 (BTC, DASH, DOGE, ETH, ONE, SHIB, UNI, XRP, ZEC) are more than x10 off the previous quote and back at its level the next day; each is listed on its own, the other 30 are kept. BTC is off by a factor of millions. Upstream's own quote for the same asset under its alias XBT that day, 0.0000111943 (between 0.0000091604774 on 2025-11-01 and 0.000011188152 on 2025-12-07), is sane and ships in BTC's place by the alias rule (scripts/crypto-curated.json aliases).",
    evidence:
      '38.87461377 BTC per USD (BTC at about $0.026); neighbours 0.0000091604774 (2025-11-01) and 0.000011188152 (2025-12-07): x4.24 million and x3.47 million off.',
  },
  {
    code: 'DASH',
    dates: ['2025-12-06'],
    reason: '2025-12-06 upstream build broken on the crypto side; one-day excursion that reverts the next day.',
    evidence: '3247.09918067 DASH per USD; neighbours 0.018154165 (2025-11-01) and 0.021286019 (2025-12-07): x179000 and x153000 off.',
  },
  {
    code: 'DOGE',
    dates: ['2025-12-06'],
    reason: '2025-12-06 upstream build broken on the crypto side; one-day excursion that reverts the next day.',
    evidence: '317.55745807 DOGE per USD; neighbours 5.41052233 (2025-11-01) and 7.15733774 (2025-12-07): x58.7 and x44.4 off.',
  },
  {
    code: 'ETH',
    dates: ['2025-12-06'],
    reason: '2025-12-06 upstream build broken on the crypto side; one-day excursion that reverts the next day.',
    evidence: '49644.07797781 ETH per USD; neighbours 0.00026154453 (2025-11-01) and 0.0003283245 (2025-12-07): x190 million and x151 million off.',
  },
  {
    code: 'ONE',
    dates: ['2025-12-06'],
    reason:
      '2025-12-06 upstream build broken on the crypto side; one-day excursion beyond the x10 crypto limit that returns to the previous level the next day (2025-12-07 to 2026-01-15 stay at 228-308).',
    evidence:
      '2127.66544413 ONE per USD; neighbours 179.76522389 (2025-11-01, x11.8 off, reported as a jump) and 256.56547046 (2025-12-07, x8.29 off); 2025-12-07 is within x1.43 of 2025-11-01.',
  },
  {
    code: 'SHIB',
    dates: ['2025-12-06'],
    reason: '2025-12-06 upstream build broken on the crypto side; one-day excursion that reverts the next day.',
    evidence: '264303053.83236948 SHIB per USD; neighbours 100369.69577046 (2025-11-01) and 117773.8137674 (2025-12-07): x2630 and x2240 off.',
  },
  {
    code: 'UNI',
    dates: ['2025-12-06'],
    reason: '2025-12-06 upstream build broken on the crypto side; one-day excursion that reverts the next day.',
    evidence: '9045.05174805 UNI per USD; neighbours 0.17461194 (2025-11-01) and 0.17887926 (2025-12-07): x51800 and x50600 off.',
  },
  {
    code: 'XRP',
    dates: ['2025-12-06'],
    reason: '2025-12-06 upstream build broken on the crypto side; one-day excursion that reverts the next day.',
    evidence: '235.24012111 XRP per USD; neighbours 0.40204245 (2025-11-01) and 0.49087373 (2025-12-07): x585 and x479 off.',
  },
  {
    code: 'ZEC',
    dates: ['2025-12-06'],
    reason: '2025-12-06 upstream build broken on the crypto side; one-day excursion that reverts the next day.',
    evidence: '1050.87474684 ZEC per USD; neighbours 0.0024800774 (2025-11-01) and 0.0029823827 (2025-12-07): x424000 and x352000 off.',
  },
];
