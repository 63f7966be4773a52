/**
 * Machine-readable codes of what can go wrong in a round (in `status().sources[].error`,
 * `status().warnings`, `onError` and, for the warnings, `onWarning`):
 * - `feed_unreachable`: no connection (refused, reset, DNS); `feed_timeout`: no complete answer within `timeoutMs`;
 * - `feed_http_status`: an answer other than 2xx or 304; `feed_html`: an HTML page instead of the feed;
 * - `feed_redirect`: a request carrying a key or token was redirected to another origin (not followed);
 * - `feed_truncated`: the body ended before its announced length, or the connection broke mid-body;
 * - `feed_too_large`: the body is larger than the byte cap; `invalid_feed`: the importer refused the document;
 * - `feed_backwards`: the document is dated before the newest snapshot (changes nothing);
 * - `feed_future`: the document is dated after tomorrow (UTC) or captured more than 10 minutes after now (refused);
 * - `feed_skewed`: the document is dated after the round's date, which the other sources' documents set (refused, see the README);
 * - `invalid_dataset`: the dataset the round built failed `loadDataset` (nothing replaced);
 * - `store_invalid`: the store holds a dataset that fails validation (ignored, never served);
 * - `store_error`: a store call failed;
 * - `round_timeout`: the round did not finish within `roundTimeoutMs` and was abandoned (nothing changed after that);
 * - `store_rejected`: the store holds a dataset from the future, of another format or catalogue, without a signature the
 *   verify key accepts (`reason: 'signature'`), or with a value beyond the jump checks (`reason: 'jump'`) (ignored, never deleted);
 * - warnings (to `onWarning`, never `onError`; see `LIVE_WARNING_CODES`): `withheld` (values a curation rule withheld from the new snapshot, one warning a rule; see ratebook/curation),
 *   `level_change` (a new level accepted after three publications or a confirming source), `jump_withheld` (a rate beyond the jump factor, left out of the new snapshot),
 *   `unknown_code` (a code without metadata, left out),
 *   `withdrawn` (a currency ISO 4217 withdrew before the snapshot's date, such as BGN from 2026-01-01, left out),
 *   `sources_disagree` (two independent sources quote a code more than the consensus limit apart: the previously accepted value stays),
 *   `pivot_moved` (every fiat code of a document moved by one factor: its pivot moved; each code is then judged as a level change),
 *   `coverage_dropped` (codes the served data quoted that no source of the round quotes and whose last value is older than `carryForwardDays`, left out; `codes` names them);
 * - `not_repivoted`: a source whose pivot cannot be converted (its quotes left out; in `status().warnings` and, as the source's error, `onError`).
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
  | 'feed_future'
  | 'feed_skewed'
  | 'invalid_dataset'
  | 'store_invalid'
  | 'store_error'
  | 'store_rejected'
  | 'round_timeout'
  | 'withheld'
  | 'level_change'
  | 'jump_withheld'
  | 'unknown_code'
  | 'not_repivoted'
  | 'withdrawn'
  | 'sources_disagree'
  | 'pivot_moved'
  | 'coverage_dropped';

/** A problem seen by a live dataset; its message never holds a secret (app id, API key) or a URL's query. */
export interface LiveError {
  /** Machine-readable code. */
  readonly code: LiveErrorCode;
  /** What happened, for a person. */
  readonly message: string;
  /** The source concerned, or undefined for the store and the dataset as a whole. */
  readonly source?: string;
  /** For a warning about codes (`withheld`, `jump_withheld`, `withdrawn`, `unknown_code`): how many (the message lists at most 10). */
  readonly count?: number;
  /** For `coverage_dropped`: every code left out. */
  readonly codes?: readonly string[];
  /** For `store_rejected`: `signature` (unsigned, or not signed by the verify key) or `jump` (a value beyond the jump checks). */
  readonly reason?: StoreRejection;
}

/** Why a stored dataset was refused, where a check of its content or signature refused it. */
export type StoreRejection = 'signature' | 'jump' | 'rollback';
