import type { CurrencyCode, IsoDate } from '../types.js';

/** The rules `curate` applies, one name each; a withheld value says which one withheld it. */
export type RuleName = 'withdrawn' | 'known_bad' | 'unit_change' | 'peg' | 'stablecoin' | 'managed_rate' | 'jump' | 'alternation' | 'consensus';

/** A value `curate` took out of a snapshot (the cell became null; nothing was put in its place). */
export interface Withheld {
  /** The code whose quote was withheld. */
  readonly code: CurrencyCode;
  /** The snapshot's date. */
  readonly date: IsoDate;
  /** The value as the snapshot carried it. */
  readonly value: number | string;
  /** The rule that withheld it. */
  readonly rule: RuleName;
  /** Why, with the figures the rule compared. */
  readonly reason: string;
  /**
   * Set on another source's quote the consensus rule refused (from `confirmations`): the snapshot's
   * cell is not changed, the quote only confirms nothing. Absent on the snapshot's own values.
   */
  readonly source?: string;
}

/** A withheld publication of a code that may be the start of a new level. */
export interface PendingQuote {
  /** Its snapshot's date. */
  readonly date: IsoDate;
  /** Units per pivot, as a number. */
  readonly value: number;
  /** The value as the snapshot carried it (for a caller that restores it). */
  readonly literal: number | string;
}

/** A new level accepted this round: the third consistent publication, or one a second source confirmed. */
export interface LevelChange {
  /** The code. */
  readonly code: CurrencyCode;
  /** The snapshot's date. */
  readonly date: IsoDate;
  /** The accepted value. */
  readonly value: number | string;
  /** The reference it moved away from (median of the last accepted quotes). */
  readonly reference: number;
  /** The earlier publications of the level, withheld when they came (oldest first). */
  readonly earlier: readonly PendingQuote[];
  /** `held` (three publications) or `confirmed` (a second source quoted it on the same date). */
  readonly by: 'held' | 'confirmed';
}

/**
 * What `curate` remembers between rounds, kept by the caller and handed back on the next call.
 * All of it can be lost (a restart): curate then starts from the history alone.
 */
export interface CurationState {
  /** Per code, withheld publications of a possible new level, oldest first. */
  readonly pending: Readonly<Record<CurrencyCode, readonly PendingQuote[]>>;
  /** Per code, the first date of its latest accepted level: older quotes are no reference. */
  readonly levels: Readonly<Record<CurrencyCode, IsoDate>>;
  /** Per code, its last publications as received (withheld ones too), for the alternation rule. */
  readonly recent: Readonly<Record<CurrencyCode, readonly RecentQuote[]>>;
  /** Per code, the date its ongoing alternation began (absent when it does not alternate). */
  readonly alternating?: Readonly<Record<CurrencyCode, IsoDate>>;
}

/** One publication of a code as received, for the alternation rule. */
export interface RecentQuote {
  readonly date: IsoDate;
  /** Units per pivot. */
  readonly value: number;
}
