import type { WithdrawnCurrency } from '../registry/types.js';
import type { CurrencyCode, IsoDate } from '../types.js';

export type { WithdrawnCurrency };

/** A hard peg (`peg` ± `tolerance`) or band (`band`) of a code against its anchor, in code per anchor. */
export interface Peg {
  readonly code: CurrencyCode;
  readonly anchor: CurrencyCode;
  readonly peg?: number;
  /** Relative tolerance around `peg` (0.001 is 0.1 %). */
  readonly tolerance?: number;
  readonly band?: readonly [number, number];
  /** First date the peg holds (inclusive), when it began during the data. */
  readonly from?: IsoDate;
  /** Last date the peg holds (inclusive). */
  readonly to?: IsoDate;
  /** The issuing authority's published arrangement. */
  readonly source: string;
  /** How the tolerance was measured, where it is not 0.1 %. */
  readonly note?: string;
  /**
   * Dates the peg does not judge, each with its evidence: the code's own quote lies between the
   * reference fixes on either side, and only the snapshot's anchor quote, taken at another moment,
   * puts the cross rate off (timing, not a broken quote).
   */
  readonly excused?: readonly { readonly date: IsoDate; readonly evidence: string }[];
}

/** USD stablecoins and the band (USD per token) every quote must lie in. */
export interface StablecoinBand {
  readonly band: readonly [number, number];
  readonly codes: readonly CurrencyCode[];
  readonly source: string;
}

/** A redenomination that keeps the code: from `date`, one new unit is 1/`factor` old units. */
export interface UnitChange {
  readonly code: CurrencyCode;
  readonly date: IsoDate;
  /** New units per old unit (0.01 for SYP's 100 old = 1 new). */
  readonly factor: number;
  readonly source: string;
}

/** Upstream values proven wrong, by code and dates (a list, or an inclusive range open at either end). */
export interface KnownBad {
  readonly code: CurrencyCode;
  readonly dates?: readonly IsoDate[];
  readonly from?: IsoDate;
  readonly to?: IsoDate;
  readonly reason: string;
  readonly evidence: string;
  /**
   * One published version of the value, its rate as the row's `versions` writes it (`"439943"`):
   * only that version is withheld, wherever a row of the dates carries it; the value's other
   * versions stay (see `withholdVersions`). Without it the value itself is withheld.
   */
  readonly version?: string;
}

/** A currency whose rate a central bank manages: a move beyond `factor` is judged like a jump. */
export interface ManagedRate {
  readonly code: CurrencyCode;
  /** Largest accepted move against the reference (1.05 is 5 %). */
  readonly factor: number;
  readonly source: string;
}

/** An upstream build proven broken: its quotes beyond a limit never count toward a new level. */
export interface BrokenBuild {
  readonly date: IsoDate;
  readonly evidence: string;
  /**
   * The side proven broken, where only one is (`crypto`: the fiat side is sane and its publications
   * count as any build's). Without it the whole build is in question.
   */
  readonly side?: 'fiat' | 'crypto';
}

/**
 * A documented change of a currency's rate regime (an official rate given up for the market rate):
 * a new level whose first publication falls within `from`..`to` may move beyond `levelBound`.
 */
export interface RegimeChange {
  readonly code: CurrencyCode;
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly source: string;
}

/** Everything `curate` decides with: the facts as data, and the limits of the history rules. */
export interface CurationRules {
  readonly pegs: readonly Peg[];
  readonly stablecoins: StablecoinBand;
  readonly unitChanges: readonly UnitChange[];
  readonly withdrawn: Readonly<Record<CurrencyCode, WithdrawnCurrency>>;
  readonly knownBad: readonly KnownBad[];
  readonly managed: readonly ManagedRate[];
  readonly brokenBuilds: readonly BrokenBuild[];
  /** Largest accepted move against the reference: ×3 fiat, ×10 crypto. */
  readonly jump: { readonly fiat: number; readonly crypto: number };
  /** Quotes the reference is the median of (5). */
  readonly referenceQuotes: number;
  /** Publications a new level must hold for (3), each within `levelSpread` of the others (0.1). */
  readonly levelPublications: number;
  readonly levelSpread: number;
  /**
   * How far a new level may move from the reference on one source's publications (default ×10
   * fiat, ×100 crypto); beyond it only an independent source's confirmation, a unit change of the
   * code or a documented regime change (`regimeChanges`) lets it in.
   */
  readonly levelBound?: { readonly fiat: number; readonly crypto: number };
  /** Moves beyond `levelBound` that a monetary authority made, each with its evidence. */
  readonly regimeChanges?: readonly RegimeChange[];
  /**
   * More than `limit` reversals of moves beyond `fiat`/`crypto` within `window` publications is
   * alternation; while it lasts, a quote beyond `off` of the level held before it began is withheld.
   */
  readonly alternation: {
    readonly fiat: number;
    readonly crypto: number;
    readonly limit: number;
    readonly window: number;
    readonly off: { readonly fiat: number; readonly crypto: number };
  };
  /**
   * With three or more sources quoting a code on one date, a quote more than this relative
   * distance from the median of the others is withheld (rule `consensus`); default `CONSENSUS`
   * (0.02 fiat, 0.05 crypto).
   */
  readonly consensus?: { readonly fiat: number; readonly crypto: number };
}
