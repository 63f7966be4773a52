import type { LiveDataset } from '../contracts/liveDataset.js';
import { createLiveDataset } from '../live/createLiveDataset.js';
import type { LiveError } from '../live/types.js';
import type { Dataset } from '../types.js';
import type { WorkerConfig } from './bindings.js';
import { kvDatasetStore } from './kvDatasetStore.js';

/** What a Workers request or event lets the worker do after it answered. */
export interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
}

/** The dataset an isolate serves, and when it looks at KV again. */
export interface EdgeData {
  /** What the handler serves: the live dataset that follows KV, or the plain dataset without live data. */
  readonly dataset: Dataset | LiveDataset;
  /** Called by every request: the first of the isolate waits for its read of KV; later ones start a read in the background once the cache is older than its time. */
  readonly fresh: (ctx: ExecutionContextLike) => Promise<void> | undefined;
  /** Reads KV now (after the scheduled round wrote it, in this isolate). */
  readonly adopt: () => Promise<void>;
}

/** Settings of an isolate's reader. */
export interface EdgeDataOptions {
  readonly cacheMs: number;
  readonly timeoutMs: number;
  readonly now?: () => Date;
  readonly onError: (error: LiveError) => void;
}

/**
 * The dataset of one isolate: with KV and a verify key, a live dataset without sources that follows
 * the KV store (ratebook/live's adoption: only signed datasets, never an older one than it served or
 * than the record of the newest adopted, within the jump checks against the one served); until KV
 * holds a good one, or while it cannot be read, the embedded (or given) dataset. Without KV or
 * without a key, nothing is read: the plain dataset. The first request of an isolate waits for the
 * first read (bounded by `timeoutMs`), so an isolate never starts on older data than KV holds; after
 * that a read runs in the background (`waitUntil`) when the last is older than `cacheMs`.
 *
 * @param initial - The embedded dataset, or the one the worker was given.
 * @param config - The bindings.
 * @param options - The cache time, the read bound, the clock and the error report.
 * @returns The isolate's data.
 * @example
 * const data = edgeData(defaultDataset, readBindings(env), { cacheMs: 60_000, timeoutMs: 3000, onError });
 * await data.fresh(ctx);
 */
export function edgeData(initial: Dataset, config: WorkerConfig, options: EdgeDataOptions): EdgeData {
  if (config.data === undefined || config.verifyKey === undefined) return { dataset: initial, fresh: () => undefined, adopt: async () => {} };
  const live = createLiveDataset({
    initial,
    sources: [],
    store: kvDatasetStore(config.data, { readOnly: true }),
    verifyKey: config.verifyKey,
    intervalSeconds: 0,
    timeoutMs: options.timeoutMs,
    roundTimeoutMs: options.timeoutMs * 2,
    ...(options.now ? { now: options.now } : {}),
    onError: options.onError,
  });
  let checkedAt: number | undefined;
  let first: Promise<void> | undefined;
  const read = (ctx?: ExecutionContextLike) => {
    checkedAt = Date.now();
    const reading = live.refresh();
    ctx?.waitUntil(reading);
    return reading;
  };
  return {
    dataset: live,
    fresh(ctx) {
      if (checkedAt === undefined) first = read(ctx).finally(() => (first = undefined));
      else if (Date.now() - checkedAt >= options.cacheMs) void read(ctx);
      return first;
    },
    adopt: () => read(),
  };
}
