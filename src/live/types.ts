import type { ImportResult, MetadataCatalog } from '../importers/types.js';
import type { Dataset, IsoDate } from '../types.js';
import type { DatasetStore } from './datasetStore.js';
import type { PublishingCalendar } from './schedule.js';

/**
 * Machine-readable codes of what can go wrong in a round (in `status().sources[].error`,
 * `status().warnings` and `onError`):
 * - `feed_unreachable`: no connection (refused, reset, DNS); `feed_timeout`: no complete answer within `timeoutMs`;
 * - `feed_http_status`: an answer other than 2xx or 304; `feed_html`: an HTML page instead of the feed;
 * - `feed_redirect`: a request carrying a key or token was redirected to another origin (not followed);
 * - `feed_truncated`: the body ended before its announced length, or the connection broke mid-body;
 * - `feed_too_large`: the body is larger than the byte cap; `invalid_feed`: the importer refused the document;
 * - `feed_backwards`: the document is dated before the newest snapshot (changes nothing);
 * - `invalid_dataset`: the dataset the round built failed `loadDataset` (nothing replaced);
 * - `store_invalid`: the store holds a dataset that fails validation (ignored, never served);
 * - `store_error`: a store call failed;
 * - warnings: `jump_withheld` (a rate beyond the jump factor, left out of the new snapshot),
 *   `unknown_code` (a code without metadata, left out), `not_repivoted` (a source whose pivot cannot be converted),
 *   `withdrawn` (a currency ISO 4217 withdrew before the snapshot's date, such as BGN from 2026-01-01, left out).
 */
export type LiveErrorCode =
  | 'feed_unreachable'
  | 'feed_timeout'
  | 'feed_http_status'
  | 'feed_redirect'
  | 'feed_html'
  | 'feed_truncated'
  | 'feed_too_large'
  | 'invalid_feed'
  | 'feed_backwards'
  | 'invalid_dataset'
  | 'store_invalid'
  | 'store_error'
  | 'jump_withheld'
  | 'unknown_code'
  | 'not_repivoted'
  | 'withdrawn';

/** A problem seen by a live dataset; its message never holds a secret (app id, API key) or a URL's query. */
export interface LiveError {
  /** Machine-readable code. */
  readonly code: LiveErrorCode;
  /** What happened, for a person. */
  readonly message: string;
  /** The source concerned, or undefined for the store and the dataset as a whole. */
  readonly source?: string;
}

/** A feed a live dataset reads each round; made by `fawazahmed0()`, `ecb()`, `coinGecko()`, `openExchangeRates()`. */
export interface LiveSource {
  /** Name in status and messages (`fawazahmed0`, `ecb`, ...). */
  readonly name: string;
  /** The URL to fetch, then the fallbacks tried in order when it fails. */
  readonly urls: readonly string[];
  /** When the feed publishes, to judge staleness. */
  readonly calendar: PublishingCalendar;
  /** Request headers (an API key header, say); never shown anywhere. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Strings never to show (the secrets inside `urls` or `headers`). */
  readonly secrets?: readonly string[];
  /** Byte cap of one response body; default 1 MiB. */
  readonly maxBytes?: number;
  /** Turns a response body into a dataset file with the matching importer. */
  read(body: Uint8Array, metadata: MetadataCatalog): ImportResult;
}

/** Options of `createLiveDataset`. */
export interface LiveDatasetOptions {
  /** The history to extend, served until a newer snapshot lands (e.g. `defaultDataset`). */
  readonly initial: Dataset;
  /** The feeds fetched each round; when several quote one code, the earlier in the list wins. */
  readonly sources: readonly LiveSource[];
  /** Seconds between rounds (fractions allowed); default 3600; 0 = no timer, rounds only through `refresh()`. */
  readonly intervalSeconds?: number;
  /** Time bound of one request to a source; default 10 000 ms. */
  readonly timeoutMs?: number;
  /** Retries of a failed request within a round (unreachable, timeout, 5xx, 429, truncated); default 2. */
  readonly retries?: number;
  /** Base of the exponential backoff between retries (full jitter); default 1000 ms. */
  readonly retryDelayMs?: number;
  /** Where the last good dataset survives a restart, and is shared by a fleet (with a lease). */
  readonly store?: DatasetStore;
  /** Lease length for a store with `acquire`; default the interval, or 60 000 ms when `intervalSeconds` is 0. */
  readonly leaseMs?: number;
  /** A fiat rate moving by more than this factor against the code's previous quote is withheld; default 3. */
  readonly jumpFactor?: number;
  /** The same for assets; default 10. */
  readonly cryptoJumpFactor?: number;
  /** Default `globalThis.fetch`. */
  readonly fetch?: typeof globalThis.fetch;
  /** The clock; default `() => new Date()`. */
  readonly now?: () => Date;
  /** Timers (for tests); default the global `setTimeout` / `clearTimeout`. */
  readonly timers?: LiveTimers;
  /** Random numbers in [0, 1) for the retry jitter and the lease owner id; default `Math.random`. */
  readonly random?: () => number;
  /** Told about every dataset the live dataset starts serving. */
  readonly onUpdate?: (dataset: Dataset) => void;
  /** Told about every problem and warning (never a secret). */
  readonly onError?: (error: LiveError) => void;
}

/** The timer functions a live dataset uses. */
export interface LiveTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

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
  /** Warnings of the last round that changed the data (withheld jumps, codes without metadata), at most 50. */
  readonly warnings: readonly LiveError[];
}

/** A dataset kept current from feeds; see `createLiveDataset`. */
export interface LiveDataset {
  /** The newest good dataset: hand `live` (or `() => live.dataset()`) to `createFetchHandler`. */
  dataset(): Dataset;
  /** Runs one round now; never rejects; concurrent calls share one round. */
  refresh(): Promise<void>;
  /** Freshness and per-source health. */
  status(): LiveStatus;
  /** No more rounds; a round in flight is aborted; the lease, if any, is released. */
  stop(): Promise<void>;
}
