import { RatebookError } from '../errors.js';
import { RateLimitStoreOutage } from './rateLimitStoreOutage.js';
import { memoryCounters, memoryRateLimitStore, type MemoryCounters } from './memoryRateLimitStore.js';
import { createRateLimiter, isCount, writeRateLimitHeaders, type RateLimitOptions, type RateLimitStore, type RateLimitVerdict } from './rateLimit.js';

/** `Retry-After` (seconds) of the 503 that `onStoreError: 'deny'` answers: a store outage is often brief, and each retry costs at most `timeoutMs`. */
export const STORE_RETRY_AFTER = 1;

/** Counts a request's units and throws the 429 or 503 it gets; writes the RateLimit headers. */
export type RequestLimit = (id: string, headers: Record<string, string>, units?: number) => Promise<void>;

/**
 * Creates the handler's rate-limit step: counts through the store, answers 429 past the limit, and
 * applies `onStoreError` when the store fails, rejects or is late. An outage is reported once when it
 * starts and once when it ends, with the count of requests it affected, so a flood during an outage
 * does not become a flood of reports.
 *
 * Under `'allow'` an outage never means unlimited: beside a store of its own, the step remembers the
 * last count the store answered for each key, and while the store fails it counts in memory what this
 * instance serves, up to its share of the limit (`floor(limit ÷ fleetSize)` a window) and never past
 * the limit from the last count it saw. A fleet of `fleetSize` instances then serves at most what the
 * store had counted plus the limit, once the shares are spent; when the store answers again, its count
 * rules.
 *
 * @param options - The handler's `rateLimit` option.
 * @param report - The handler's `onError`, guarded.
 * @returns The step.
 * @example
 * const limit = createRequestLimit({ limit: 100, windowSeconds: 60 }, report);
 * await limit(keyDigest, headers); // throws rate_limited past 100 a minute
 */
export function createRequestLimit(options: RateLimitOptions, report: (error: unknown) => void): RequestLimit {
  const shared = options.store;
  const seen = shared && options.onStoreError !== 'deny' ? memoryCounters({ now: options.now }) : undefined;
  const limiter = createRateLimiter(options, shared === undefined ? memoryRateLimitStore({ now: options.now }) : seen ? observed(shared, seen) : shared);
  const fallback = seen && createRateLimiter(options, shareOf(options, seen));
  let affected = 0;
  return async (id, headers, units = 1) => {
    let verdict;
    try {
      verdict = await limiter(id, units);
    } catch (error) {
      if (affected++ === 0) report(new RateLimitStoreOutage('started', 0, error));
      if (fallback) {
        // A limiter outage must not become an API outage, nor an open door: count in memory. A
        // request let through this way carries no RateLimit headers (they would be this instance's guess).
        verdict = await fallback(id, units);
        if (verdict.limited) refuse(options, verdict, headers);
        return;
      }
      headers['retry-after'] = String(STORE_RETRY_AFTER);
      throw new RatebookError('service_unavailable', `Rate limiting is unavailable right now; retry after ${STORE_RETRY_AFTER} s.`);
    }
    if (affected > 0) {
      report(new RateLimitStoreOutage('ended', affected));
      affected = 0;
    }
    if (verdict.limited) refuse(options, verdict, headers);
    writeRateLimitHeaders(options.limit, verdict, headers);
  };
}

function refuse(options: RateLimitOptions, verdict: RateLimitVerdict, headers: Record<string, string>): never {
  writeRateLimitHeaders(options.limit, verdict, headers);
  throw new RatebookError('rate_limited', `Rate limit of ${options.limit} requests per ${options.windowSeconds} s reached; retry after ${verdict.reset} s.`);
}

// The shared store, with every count it answers in time kept in `seen`.
function observed(store: RateLimitStore, seen: MemoryCounters): RateLimitStore {
  return {
    async increment(key, expiresAt, request) {
      const count = await store.increment(key, expiresAt, request);
      if (isCount(count) && !request?.signal.aborted) seen.raise(key, expiresAt, count);
      return count;
    },
  };
}

// What this instance may serve while the store fails: it counts what it serves (`spent`) and takes
// the rest of the fleet to have used all but its share, or what it last saw the store count if that
// is more. So `count > limit` exactly when the share is spent or the limit is reached from the last
// count seen; with a fleet of one, it goes on from that count against the whole limit.
function shareOf(options: RateLimitOptions, seen: MemoryCounters): RateLimitStore {
  const spent = memoryCounters({ now: options.now });
  const share = Math.floor(options.limit / (options.fleetSize ?? 1));
  return {
    async increment(key, expiresAt, request) {
      const mine = await spent.increment(key, expiresAt, request);
      return Math.max(seen.raise(key, expiresAt, 0), options.limit - share) + mine;
    },
  };
}
