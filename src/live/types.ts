import type { CurationRules } from '../curation/rulesTypes.js';
import type { ImportResult, MetadataCatalog } from '../importers/types.js';
import type { Dataset } from '../types.js';
import type { DatasetStore } from '../contracts/datasetStore.js';
import type { PublishingCalendar, SourceFrequency } from '../calendar/index.js';
import type { LiveError } from '../contracts/liveError.js';
import type { DatasetKey } from './sign/datasetKey.js';

export type { DatasetKey } from './sign/datasetKey.js';

export type { LiveError, LiveErrorCode } from '../contracts/liveError.js';
export type { LiveStatus, SourceStatus } from '../contracts/liveStatus.js';
export type { LiveDataset } from '../contracts/liveDataset.js';

/** A source's request where it is not a plain GET: its method, body and headers (none of them secret). */
export interface LiveRequest {
  readonly method?: 'GET' | 'POST';
  readonly body?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A feed a live dataset reads each round; made by a source factory of `ratebook/live` (`ecb()`, `nbp()`, ...). */
export interface LiveSource {
  /** Name in status and messages (`fawazahmed0`, `ecb`, ...). */
  readonly name: string;
  /** The URL to fetch, then the fallbacks tried in order when it fails. */
  readonly urls: readonly string[];
  /**
   * The URLs of a round at its clock, when they name dates (a bank's window of recent days); used
   * instead of `urls`, which then hold the URLs at the source's creation.
   */
  readonly urlsAt?: (now: Date) => readonly string[];
  /** When the feed publishes, to judge staleness. */
  readonly calendar: PublishingCalendar;
  /**
   * How often it publishes: `daily` when absent, or a period rate's `monthly` (HMRC) or `quarterly`
   * (the US Treasury). A period source's quotes never vote in a round with daily sources, and are
   * values there only for codes no daily source quotes (see `combine`).
   */
  readonly frequency?: SourceFrequency;
  /** The feed labels its answers `text/html` though they are not (a bank's JSON): only the body is checked for an HTML page. */
  readonly htmlLabel?: boolean;
  /** Request headers (an API key header, say); never shown anywhere. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Strings never to show (the secrets inside `urls` or `headers`). */
  readonly secrets?: readonly string[];
  /** Byte cap of one response body; default 1 MiB. */
  readonly maxBytes?: number;
  /**
   * The request of a round at its clock, where it is not a plain GET: a POST and its body (a SOAP
   * envelope naming the round's dates), headers that carry nothing secret (`accept: text/csv`).
   */
  readonly requestAt?: (now: Date) => LiveRequest;
  /** Turns a response body into a dataset file with the matching importer. */
  read(body: Uint8Array, metadata: MetadataCatalog): ImportResult;
}

/** Options of `createLiveDataset`. */
export interface LiveDatasetOptions {
  /** The history to extend, served until a newer snapshot lands (e.g. `defaultDataset`). */
  readonly initial: Dataset;
  /** The feeds fetched each round; when several quote one code, the earlier in the list wins (see `combine`). */
  readonly sources: readonly LiveSource[];
  /** How a code quoted by several sources gets its value: `first` (default) the earliest source's, `median` the median of the quotes within 2 % of the others (fiat; 5 % crypto), the lower middle one for an even count. */
  readonly combine?: 'first' | 'median';
  /**
   * Days a code the round's sources do not quote keeps its last value (carried forward with its own
   * date, see the README "Coverage"); default 7; 0 carries only values of the round's own date. A
   * code whose value is older is left out with a `coverage_dropped` warning.
   */
  readonly carryForwardDays?: number;
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
  /**
   * Signs every dataset this instance writes to `store` (Ed25519 or HMAC-SHA-256 through WebCrypto;
   * formats: see `DatasetKey`). The signature is the stored file's last member, over the text before it.
   */
  readonly signingKey?: DatasetKey;
  /**
   * Adopts from `store` only datasets signed by this key (the public key of an Ed25519 pair, or the
   * same HMAC secret as `signingKey`); any other is refused as `store_rejected` with `reason: 'signature'`.
   */
  readonly verifyKey?: DatasetKey;
  /** Longest a round may take, store calls and retries included; default 60 000 ms, at most the lease less `timeoutMs`, at least `timeoutMs`. */
  readonly roundTimeoutMs?: number;
  /** Lease length for a store with `acquire`; default the interval, or 60 000 ms when `intervalSeconds` is 0. */
  readonly leaseMs?: number;
  /** The curation every round applies (ratebook/curation); default `defaultRules`, the rules the embedded data is built with. */
  readonly rules?: CurationRules;
  /** The curation's jump limit for fiat: a rate more than this factor from the median of the code's last five quotes is withheld; default `rules.jump.fiat` (3). */
  readonly jumpFactor?: number;
  /** The same for assets; default `rules.jump.crypto` (10). */
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
  /** Told about every failure: a source's or the store's error, a round that failed or timed out (never a secret); never a warning. */
  readonly onError?: (error: LiveError) => void;
  /**
   * Told about every warning of a round that served a new snapshot: `withheld`, `jump_withheld`,
   * `withdrawn`, `level_change`, `unknown_code` (see `LIVE_WARNING_CODES`). Without it, warnings are
   * only in `status().warnings`; `onError` never hears them.
   */
  readonly onWarning?: (warning: LiveError) => void;
}

/** The timer functions a live dataset uses. */
export interface LiveTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
