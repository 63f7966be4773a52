import type { DatasetVersion } from '../../dataset/version.js';
import type { CurationRules } from '../../curation/rulesTypes.js';
import type { CurationState } from '../../curation/types.js';
import type { WithheldStatus } from '../../contracts/liveStatus.js';
import type { Dataset } from '../../types.js';
import type { DatasetFile } from '../../dataset/schema.js';
import type { DatasetStore } from '../../contracts/datasetStore.js';
import type { CachedAnswer, RequestPolicy } from '../fetch/fetchSource.js';
import type { DatasetSigner } from '../sign/signedText.js';
import type { LiveError, LiveErrorCode, LiveSource } from '../types.js';
import type { StoreRejection } from '../../contracts/liveError.js';

/** What a live dataset remembers about one source between rounds. */
export interface SourceState {
  ok: boolean;
  quoteDate: string | null;
  captureMs: number | null;
  error: { code: LiveErrorCode; message: string } | undefined;
  readonly cache: Map<string, CachedAnswer>;
  /**
   * The source's last document file and the dataset loaded from it: a 304, or the same bytes again,
   * gives the same file, which is then not loaded again at every round.
   */
  loaded?: { readonly file: DatasetFile; readonly dataset: Dataset } | undefined;
}

/** A live dataset's state that rounds change. */
export interface LiveState {
  current: Dataset;
  /** The store text last read or written, so an unchanged store is not parsed again. */
  storeText: string | undefined;
  /** True when the store should get the current dataset back (empty, older, damaged; see `adoptStored`). */
  storeBehind: boolean;
  /** With a verify key: the newest signed version adopted (from the record beside the store after a restart); nothing older is adopted. */
  floor?: DatasetVersion | undefined;
  /** Whether the record beside the store was read (once, at the first adoption). */
  floorRead?: boolean;
  /** The store write of a dataset already served, while it runs: `stop()` waits for it (it is bounded by `timeoutMs`). */
  served?: Promise<void> | undefined;
  readonly sources: SourceState[];
  /** The store's health: the verdict on its last read or write (`store_error`, `store_invalid`, `store_rejected`). */
  store: { ok: boolean; error: { code: LiveErrorCode; message: string; reason?: StoreRejection } | undefined };
  lastAttempt: number | null;
  lastSuccess: number | null;
  warnings: LiveError[];
  /** The curation state the last served round left (pending new levels, recent quotes). */
  curation: CurationState | undefined;
  /** Whether this instance held the store's lease at its last round (unset before the first). */
  holder?: boolean;
  /** What the curation withheld from the newest snapshot a round served. */
  withheld: WithheldStatus;
}

/** A live dataset's fixed settings, as a round needs them. */
export interface RoundConfig extends RequestPolicy {
  readonly sources: readonly LiveSource[];
  readonly store: DatasetStore | undefined;
  readonly owner: string;
  readonly leaseMs: number;
  /** The curation every round applies. */
  readonly rules: CurationRules;
  /** How a code quoted by several sources gets its value. */
  readonly combine: 'first' | 'median';
  /** How many days a code no source quotes keeps its last value. */
  readonly carryForwardDays: number;
  readonly now: () => Date;
  /** Signs what this instance writes to the store (option `signingKey`). */
  readonly signer: DatasetSigner | undefined;
  /** Checks what this instance adopts from the store: only datasets it verifies are adopted (option `verifyKey`). */
  readonly verifier: DatasetSigner | undefined;
  readonly swap: (dataset: Dataset) => void;
  readonly report: (error: LiveError) => void;
}
