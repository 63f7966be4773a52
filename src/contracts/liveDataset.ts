import type { Dataset } from '../types.js';
import type { LiveStatus } from './liveStatus.js';

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
