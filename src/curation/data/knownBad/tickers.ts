import type { KnownBad } from '../../rulesTypes.js';

/** Quotes of another asset under a ticker: a ticker taken over, a token renamed, a fiat code carrying a token's price. */
export const KNOWN_BAD_TICKERS: readonly KnownBad[] = [
  {
    code: 'MNT',
    dates: ['2024-04-01', '2024-06-10', '2025-11-01'],
    reason:
      'Upstream merges fiat and crypto by ticker: on these dates MNT carries the price of the Mantle token (about $0.9-1.5), not the Mongolian tugrik (about 3400-3600 per USD). MNT is shipped as the tugrik.',
    evidence:
      '2024-04-01: 0.7659098 between 3397.76888788 (2024-03-28) and 3397.04331512 (2024-04-02), x1/4440 off both; 2024-06-10: 1.06545367 between 3393.2317709 (2024-06-03) and 3393.34241795 (2024-06-14), x1/3180 off both; 2025-11-01: 0.69372624 between 3594.75408968 (2025-10-19) and 3544.18124291 (2025-12-06), x1/5180 and x1/5110 off.',
  },
  {
    code: 'HT',
    dates: ['2025-02-10', '2025-02-12', '2025-02-28', '2025-03-01', '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-10'],
    reason:
      'Ticker briefly taken by a different asset: Huobi Token was quoted at 0.77-2.24 HT per USD through 2024 and at 1.95-2.37 from 2025-03-14 to the end of April 2025; on these ten dates upstream quotes an asset worth about $0.000002-0.000008. 2025-03-02, in the middle, is the real HT again (1.90094387) and is kept.',
    evidence:
      '1.12169513 on 2025-02-01, then 145283.12048144 (2025-02-10), 299528.3836421, 583158.14017293, 453778.63240031 (2025-03-01), back to 1.90094387 on 2025-03-02, then 558032.10670326 (2025-03-03) to 130748.83373594 (2025-03-10), back to 2.01266685 on 2025-03-14: every withheld value is x65000 to x520000 off both kept neighbours (1.12169513, 1.90094387, 2.01266685).',
  },
  {
    code: 'TON',
    dates: ['2026-06-28', '2026-07-15'],
    reason:
      'Not Toncoin: TON was quoted at 0.27-0.81 TON per USD (Toncoin at about $1.2-3.7) from June 2025 to 2026-06-16; its last two quotes are an asset worth about $0.007, after which upstream stops quoting TON.',
    evidence: '0.58572684 (2026-06-16), then 142.22841204 (2026-06-28, x243) and 130.36460598 (2026-07-15, x223); no later quote.',
  },
  {
    code: 'ONE',
    from: '2026-09-08',
    reason:
      'Ticker taken over: ONE (Harmony) drifted to about 770-1460 ONE per USD in August and early September 2026, then moved x1/139 overnight to 9.82 and stayed at 5.7-9.8, a price Harmony does not have; the quotes from 2026-09-08 on are another asset. Open range: any later ONE quote is withheld too until this entry is revised.',
    evidence:
      '1363.51476819 (2026-09-07) -> 9.81767049 (2026-09-08): x1/139, reported as a jump; then 5.69026251 to 9.18853876 through 2026-09-29 with no return to the Harmony level.',
  },
  {
    code: 'FRAX',
    from: '2025-06-01',
    to: '2025-09-23',
    reason:
      "Another asset under the ticker: Frax renamed its governance token FXS to FRAX in 2025 (the stablecoin became frxUSD). Upstream's FXS quotes stop on 2025-05-05 at 0.44514268 FXS per USD (2.25 USD), and from 2025-06-01 to 2025-09-23 FRAX is quoted at the governance token's price, 2.0-3.5 USD, in all 27 snapshots; before and after, FRAX is the 1 USD stablecoin again.",
    evidence:
      "0.28192167 to 0.49777038 FRAX per USD (2.01-3.55 USD per FRAX) on 27 dates; neighbours 0.9998999 (2025-05-05, 1.0001 USD) and 1.00253516 (2025-10-04, 0.9975 USD); FXS's last quote 0.44514268 (2025-05-05) is on the same level.",
  },
  {
    code: 'ZWL',
    dates: ['2024-05-01', '2024-05-15', '2024-06-01', '2024-06-03', '2024-06-14', '2024-06-15'],
    reason:
      "Another currency under the code: the Reserve Bank of Zimbabwe introduced ZiG (ISO 4217 ZWG) on 2024-04-05 at about 13.56 per USD, and on these dates upstream quotes ZiG's rate under ZWL; from 2024-07-31 upstream quotes ZWG separately (13.78) and ZWL at its own level again (34430), so these six quotes are not the Zimbabwe dollar's.",
    evidence:
      '13.4245689 (2024-05-01) to 13.46418796 (2024-06-15) ZWL per USD; ZWL before: 15061.46 (2024-03-02) rising to 30804.59 (2024-04-15); after: 34430.16 (2024-07-31), when upstream also quotes ZWG at 13.77909736.',
  },
];
