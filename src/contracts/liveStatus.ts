import type { IsoDate } from '../types.js';
import type { LiveError, LiveErrorCode, StoreRejection } from './liveError.js';

/** One source's health in `status()`. */
export interface SourceStatus {
  /** The source's name. */
  readonly name: string;
  /** True when the source's last request in a round answered a usable document (or 304). */
  readonly ok: boolean;
  /** Quote date of the last document the source delivered, or null before the first. */
  readonly quote_date: IsoDate | null;
  /** Publications of the source's calendar due since its last delivered document (since the dataset's newest snapshot before). */
  readonly missed_publications: number;
  /** Why the last request failed, when `ok` is false after a round. */
  readonly error?: { readonly code: LiveErrorCode; readonly message: string };
}

/** `status().withheld`: the values the curation kept out of the newest snapshot a round served. */
export interface WithheldStatus {
  /** That snapshot's date, or null before the first round that served one. */
  readonly date: IsoDate | null;
  /** How many values were withheld. */
  readonly count: number;
  /** Rule name (`peg`, `jump`, `withdrawn`, ...) -> the codes it withheld. */
  readonly rules: Readonly<Record<string, readonly string[]>>;
}

/** What `status()` returns. */
export interface LiveStatus {
  /** Quote date of the newest snapshot served. */
  readonly date: IsoDate;
  /** Its capture time, ISO 8601 UTC. */
  readonly updated_at: string;
  /** Seconds since that capture. */
  readonly age_seconds: number;
  /** True once a source's calendar expected a publication newer than the newest snapshot. */
  readonly stale: boolean;
  /** Start of the last round, or null. */
  readonly last_attempt: string | null;
  /** End of the last round in which a source delivered (changed or unchanged), or null. */
  readonly last_success: string | null;
  /** When the next timed round starts, or null (no timer, or stopped). */
  readonly next_attempt: string | null;
  /** Health per source, in the order given. */
  readonly sources: readonly SourceStatus[];
  /** The store's health, when the live dataset has a store: the verdict on its last read or write. */
  readonly store?: { readonly ok: boolean; readonly error?: { readonly code: LiveErrorCode; readonly message: string; readonly reason?: StoreRejection } };
  /** What the curation withheld from the newest snapshot a round served: the count, and the codes by rule (empty before the first such round). */
  readonly withheld: WithheldStatus;
  /** Warnings of the last round that changed the data (withheld jumps, codes without metadata), at most 50. */
  readonly warnings: readonly LiveError[];
}
