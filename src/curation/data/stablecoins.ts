import type { StablecoinBand } from '../rulesTypes.js';

/**
 * USD stablecoins: each quote must lie within the band (USD per token) or it is withheld (rule
 * `stablecoin`), because a token its issuer redeems at 1 USD does not trade at 0.3 or 1.08 USD;
 * what is outside is another asset's price or a broken quote.
 */
export const STABLECOINS: StablecoinBand = {
  band: [0.97, 1.03],
  codes: ['BUSD', 'DAI', 'FRAX', 'GUSD', 'TUSD', 'USDC', 'USDD', 'USDP', 'USDT'],
  source:
    "The band is set from the measured spread 2024-03-02..2026-09-29: the maintained coins USDT, USDC, DAI, TUSD, USDP and GUSD stay within 0.9887-1.0111 USD and USDD's lowest quote is 0.9713, so ±3% keeps every plausible quote. FEI is not listed: Fei Protocol wound down in 2022 (its founders proposed redeeming FEI for DAI and closing in August 2022: https://u.today/top-decentralized-stablecoin-fei-fei-might-be-shut-down-soon) and FEI no longer holds a peg (its quotes range 0.93-1.03).",
};
