import type { RateLimitStore } from '../contracts/rateLimitStore.js';

/** Options of `memoryRateLimitStore`. */
export interface MemoryRateLimitStoreOptions {
  /** Most counters kept at once; past it the oldest is dropped (that key's count restarts). Default 10,000. */
  readonly maxKeys?: number;
  /** The clock in epoch milliseconds, for dropping finished windows; default `Date.now`. Tests pass their own. */
  readonly now?: () => number;
}

interface Counter {
  count: number;
  readonly expiresAt: number;
}

/**
 * Creates the default rate-limit store: counters in a Map in this process, bounded in size.
 * Counters are inserted in time order and windows end in that order, so finished ones sit at the
 * front and are dropped from there, a few at a time, as new keys arrive. One instance per process;
 * a deployment of several instances shares counts through a store such as Redis instead.
 *
 * @param options - `{ maxKeys, now }`.
 * @returns The store.
 * @example
 * createFetchHandler({ dataset, auth, rateLimit: { limit: 100, windowSeconds: 60, store: memoryRateLimitStore({ maxKeys: 50_000 }) } })
 */
export function memoryRateLimitStore(options: MemoryRateLimitStoreOptions = {}): RateLimitStore {
  const { increment } = memoryCounters(options);
  return { increment };
}

/** The memory store, plus `raise`: what the handler keeps of a shared store's counts, to go on from them while it fails. */
export interface MemoryCounters extends RateLimitStore {
  /** Lifts the counter `key` to at least `count` (creating it like `increment`); never lowers it. Returns the counter. */
  raise(key: string, expiresAt: number, count: number): number;
}

/**
 * The counters behind `memoryRateLimitStore`. The handler also keeps one set beside a shared store
 * under `onStoreError: 'allow'`: raised to each count the shared store answers, and counted into
 * while it fails, so an outage goes on from the shared count, against the same limit.
 *
 * @param options - `{ maxKeys, now }`.
 * @returns The counters.
 * @example
 * const local = memoryCounters();
 * local.raise('k:1', end, 7);
 * await local.increment('k:1', end) // 8
 */
export function memoryCounters(options: MemoryRateLimitStoreOptions = {}): MemoryCounters {
  const maxKeys = options.maxKeys ?? 10_000;
  if (!Number.isSafeInteger(maxKeys) || maxKeys < 1) throw new RangeError('maxKeys must be a positive integer.');
  const now = options.now ?? Date.now;
  const counters = new Map<string, Counter>();

  function dropFinished(at: number): void {
    for (const [key, counter] of counters) {
      if (counter.expiresAt > at) return;
      counters.delete(key);
    }
  }

  function counterOf(key: string, expiresAt: number): Counter {
    const at = now();
    let counter = counters.get(key);
    if (counter !== undefined && counter.expiresAt <= at) {
      counters.delete(key);
      counter = undefined;
    }
    if (counter === undefined) {
      dropFinished(at);
      if (counters.size >= maxKeys) counters.delete(counters.keys().next().value!);
      counter = { count: 0, expiresAt };
      counters.set(key, counter);
    }
    return counter;
  }

  return {
    async increment(key, expiresAt, request) {
      const counter = counterOf(key, expiresAt);
      // Counted in the same turn as the call, so always before the handler stops waiting.
      counter.count += request?.units ?? 1;
      return counter.count;
    },
    raise(key, expiresAt, count) {
      const counter = counterOf(key, expiresAt);
      if (count > counter.count) counter.count = count;
      return counter.count;
    },
  };
}
