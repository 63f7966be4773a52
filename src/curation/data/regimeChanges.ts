import type { RegimeChange } from '../rulesTypes.js';

/**
 * Rate-regime changes that moved a currency beyond the level bound (×10) in one step: the only
 * moves that large one source's publications may carry without a second source. IRR: upstream
 * switched from the Central Bank of Iran's official rate (about 42,000 per USD) to the market rate
 * (about 1,000,000 per USD) on 2026-01-10, a move of ×24 that held from then on (data/README.md).
 */
export const REGIME_CHANGES: readonly RegimeChange[] = [
  {
    code: 'IRR',
    from: '2026-01-10',
    to: '2026-01-16',
    source:
      'upstream (fawazahmed0) moved from the official rate of the Central Bank of Iran to the market rate on 2026-01-10; the level held on every later publication (data/README.md, "Level changes accepted")',
  },
];
