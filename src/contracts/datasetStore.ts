import type { DatasetVersion } from '../dataset/version.js';

/** Default byte cap of a stored dataset (16 MiB): a larger value is refused unread. */
export const DEFAULT_STORE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Where a live dataset keeps its last good dataset, so that a restart (or another instance sharing
 * the store) starts from it instead of from the embedded history. The text is a dataset file as
 * `loadDataset` reads it; a store never needs to understand it, and every reader validates it (and
 * refuses one from the future or of another catalogue: `store_rejected`).
 *
 * The optional methods are for stores shared by many instances (Redis): a lease with an expiry that
 * says which instance fetches upstream this interval, so a fleet spends one upstream request per
 * interval and a dead holder is replaced when its lease expires; a read that skips an unchanged
 * text; and a notification of every write, so the fleet serves a new dataset within moments.
 *
 * A store refuses what it will not hold or hand out (a value over its byte cap, another catalogue's
 * record it must not replace) by throwing a `RatebookError`; any other failure is an outage.
 */
export interface DatasetStore {
  /** The stored dataset file as JSON text, or undefined when nothing is stored yet. */
  read(): Promise<string | undefined>;
  /**
   * Stores a dataset file (JSON text) that `loadDataset` accepted, with its version (`datasetVersion`)
   * when the caller has it. A shared store keeps versions moving forward only.
   */
  write(text: string, version?: DatasetVersion): Promise<void>;
  /**
   * Asks for the right to fetch upstream for the next `ttlMs` milliseconds on behalf of `owner` (an
   * id unique to one live dataset). Resolves true when `owner` holds the lease now (it was free,
   * expired, or already `owner`'s, in which case it is extended), false while another owner holds it.
   */
  acquire?(owner: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up early if `owner` holds it (a live dataset being stopped); otherwise does nothing. */
  release?(owner: string): Promise<void>;
  /**
   * Like `read`, but without transferring the text when it would change nothing: resolves `'same'`
   * when the store holds exactly the version `known` (the one the caller serves), `'older'` when it
   * holds an older version of the same format and catalogue, otherwise what `read` resolves to. A
   * fleet then moves the whole text once per new dataset, not once per round.
   */
  readChanged?(known: DatasetVersion): Promise<string | undefined | 'same' | 'older'>;
  /**
   * Calls `onChange` soon after a dataset is written to the store by anyone (and once the channel is
   * up, and after a lost channel is back, since a write may have been missed meanwhile), so that a live
   * dataset adopts it at once instead of at its next round. Best effort: rounds still read the
   * store. Returns a function that stops the calls and lets the channel go; it resolves when done.
   */
  watch?(onChange: () => void): () => Promise<void>;
  /**
   * The record of the newest signed version an instance with a verify key adopted from this store
   * (a small signed text, kept beside the dataset: a sidecar file, a key under the same hash tag), or
   * undefined when there is none. A restarted instance refuses a stored dataset older than it.
   */
  readRecord?(): Promise<string | undefined>;
  /** Keeps the record `readRecord` hands back (written only by an instance that verified it). */
  writeRecord?(text: string): Promise<void>;
}

/**
 * What a store may also say about itself, beside `DatasetStore` (`httpDatasetStore` does); a live
 * dataset reads these from its `store` option.
 */
export interface DatasetStoreTraits {
  /**
   * True for a store that only hands out what someone else publishes: a live dataset never writes to
   * it and follows it as it follows a lease holder, fetching its own sources (if it has any) only
   * while the store cannot be read or holds a refused value.
   */
  readonly readOnly?: boolean;
  /**
   * A key every dataset adopted from this store must verify with (a `DatasetKey` of ratebook/live),
   * as if given as `verifyKey` to `createLiveDataset`; when both are given they must be the same.
   */
  readonly verifyKey?: string | JsonWebKey | CryptoKey;
}
