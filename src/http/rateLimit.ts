import type { IncrementRequest, RateLimitStore } from '../contracts/rateLimitStore.js';
import { settleWithin } from './settleWithin.js';

export type { IncrementRequest, RateLimitStore };

/** Rate limiting per API key, in fixed windows aligned to the clock. */
export interface RateLimitOptions {
  /** Requests allowed per key in one window. */
  readonly limit: number;
  /** Length of a window in seconds. */
  readonly windowSeconds: number;
  /** Where counts live; default a `memoryRateLimitStore()` of this handler. */
  readonly store?: RateLimitStore;
  /** Longest wait for the store, in milliseconds (1 to 60,000); default 250. Past it the store counts as failed. */
  readonly timeoutMs?: number;
  /** What a failed store means (it rejects, throws or times out): `'allow'` serves unlimited (default), `'deny'` answers 503. */
  readonly onStoreError?: 'allow' | 'deny';
  /** The clock in epoch milliseconds; default `Date.now`. Tests pass their own. */
  readonly now?: () => number;
}

/** What the limiter says about one request. */
export interface RateLimitVerdict {
  /** True when the request is over the limit and gets 429. */
  readonly limited: boolean;
  /** Seconds until the window ends: `RateLimit-Reset`, and `Retry-After` on a 429. */
  readonly reset: number;
  /** Requests left in this window, never below 0. */
  readonly remaining: number;
}

/** Counts `units` (default 1) for a key and judges them; rejects when the store fails or does not answer in time. */
export type RateLimiter = (id: string, units?: number) => Promise<RateLimitVerdict>;

/**
 * Creates a fixed-window limiter: windows are aligned to the epoch (`floor(now / window)`), so every
 * instance sharing a store counts into the same window, and a counter's key names its window
 * (`<id>:<window index>`), which makes an old window's count unreachable the moment it ends.
 *
 * @param options - The validated option, with the store to use.
 * @returns The limiter.
 * @example
 * const limit = createRateLimiter({ limit: 2, windowSeconds: 60 }, memoryRateLimitStore());
 * (await limit('k')).remaining // 1
 */
export function createRateLimiter(options: RateLimitOptions, store: RateLimitStore): RateLimiter {
  const windowMs = options.windowSeconds * 1000;
  const now = options.now ?? Date.now;
  const { limit } = options;
  const timeoutMs = options.timeoutMs ?? 250;
  return async (id, units = 1) => {
    const at = now();
    const index = Math.floor(at / windowMs);
    const endsAt = (index + 1) * windowMs;
    const controller = new AbortController();
    const request = { units, deadline: Date.now() + timeoutMs, signal: controller.signal };
    const late = `The rate-limit store did not answer within ${timeoutMs} ms.`;
    // The abort runs as soon as the wait ends, before any later answer of the store can be read.
    const count = await settleWithin(() => store.increment(`${id}:${index}`, endsAt, request), timeoutMs, late).catch((error: unknown) => {
      controller.abort();
      throw error;
    });
    if (typeof count !== 'number' || !(count >= 1)) throw new TypeError('The rate-limit store returned no count.');
    return { limited: count > limit, remaining: Math.max(0, limit - count), reset: Math.max(1, Math.ceil((endsAt - at) / 1000)) };
  };
}

/**
 * Writes the RateLimit headers of a verdict (and `Retry-After` when it refuses) into a headers record.
 *
 * @param limit - The configured limit.
 * @param verdict - The limiter's verdict for this request.
 * @param headers - The response's headers, written in place.
 * @example
 * writeRateLimitHeaders(100, { limited: false, remaining: 99, reset: 60 }, headers)
 */
export function writeRateLimitHeaders(limit: number, verdict: RateLimitVerdict, headers: Record<string, string>): void {
  headers['ratelimit-limit'] = String(limit);
  headers['ratelimit-remaining'] = String(verdict.remaining);
  headers['ratelimit-reset'] = String(verdict.reset);
  if (verdict.limited) headers['retry-after'] = String(verdict.reset);
}
