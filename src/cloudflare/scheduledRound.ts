import type { LiveDataset } from '../contracts/liveDataset.js';
import { fail } from '../errors.js';
import { createLiveDataset } from '../live/createLiveDataset.js';
import { feedSource } from '../live/sources/feedSource.js';
import type { LiveError, LiveSource } from '../live/types.js';
import type { Dataset } from '../types.js';
import type { WorkerConfig, WorkerSource } from './bindings.js';
import { kvDatasetStore } from './kvDatasetStore.js';

/** Settings of the scheduled round. */
export interface ScheduledRoundOptions {
  readonly fetch?: typeof globalThis.fetch;
  readonly now?: () => Date;
  readonly onError: (error: LiveError) => void;
  readonly onWarning: (warning: LiveError) => void;
}

function sourceOf({ id, url, apiKey }: WorkerSource): LiveSource {
  return feedSource(id, {
    ...(url === undefined ? {} : { url, fallbacks: [] }),
    ...(apiKey === undefined ? {} : { apiKey, appId: apiKey }),
  } as never);
}

/**
 * The writer of the live dataset: a live dataset of the bindings' sources on the KV store, signed
 * with `RATEBOOK_SIGNING_KEY`. Each scheduled event runs one round of it, as ratebook/live runs
 * every round: it adopts what KV holds (the history and the curation state of the rounds before),
 * fetches every source within bounds, curates, and writes KV only when the dataset changed (a new
 * snapshot, or KV empty, behind, or holding a refused value). Kept by the isolate between events.
 * Without KV or without a signing key there is no live data, and the scheduled event says which
 * binding is missing (an instance without a signing key never writes the store).
 *
 * @param initial - The embedded dataset, or the one the worker was given.
 * @param config - The bindings.
 * @param options - The sources' fetch, the clock and the reports.
 * @returns The writer.
 * @example
 * await scheduledRound(defaultDataset, readBindings(env), { onError, onWarning }).refresh();
 */
export function scheduledRound(initial: Dataset, config: WorkerConfig, options: ScheduledRoundOptions): LiveDataset {
  if (config.data === undefined)
    fail('invalid_parameter', 'The scheduled round writes the live dataset to KV: bind a KV namespace as RATEBOOK_DATA.', 'RATEBOOK_DATA');
  if (config.signingKey === undefined)
    fail(
      'invalid_parameter',
      'The scheduled round signs what it writes, so that every isolate can refuse what it did not write: set the secret RATEBOOK_SIGNING_KEY.',
      'RATEBOOK_SIGNING_KEY',
    );
  return createLiveDataset({
    initial,
    sources: config.sources.map(sourceOf),
    store: kvDatasetStore(config.data),
    signingKey: config.signingKey,
    ...(config.verifyKey === undefined ? {} : { verifyKey: config.verifyKey }),
    intervalSeconds: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
    onError: options.onError,
    onWarning: options.onWarning,
  });
}
