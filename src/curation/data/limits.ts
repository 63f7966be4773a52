/**
 * The limits of the history rules. Jump: the largest accepted move against the reference, the
 * median of the last five accepted quotes (×3 fiat, ×10 crypto: the sanity factors the data
 * build has always used). A new level: three consecutive publications, each within 10 % of the
 * others, counted on distinct quote dates (a feed republishing one date hourly publishes once). A
 * new level beyond ×10 (fiat) or ×100 (crypto) of the reference is never accepted on one source's
 * publications alone: it needs another, independent source quoting it, a registry redenomination
 * of the code, or a documented regime change (`regimeChanges`). Alternation: more than 4 reversals of moves beyond ×1.1 (fiat) or ×1.5 (crypto) within
 * 30 publications (two assets or units sharing a code, or a feed without a market); while a code
 * alternates, a quote beyond ×1.5 (fiat) or ×3 (crypto) of the level held before the alternation
 * began is withheld: wider than the reversal factor, because a volatile asset's own level swings
 * ×2 within days (BTG) and only the other level is another asset's price.
 */
export const LIMITS = {
  jump: { fiat: 3, crypto: 10 },
  referenceQuotes: 5,
  levelPublications: 3,
  levelSpread: 0.1,
  levelBound: { fiat: 10, crypto: 100 },
  alternation: { fiat: 1.1, crypto: 1.5, limit: 4, window: 30, off: { fiat: 1.5, crypto: 3 } },
} as const;
