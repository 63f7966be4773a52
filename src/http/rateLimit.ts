import type { IncrementRequest, RateLimitStore } from '../contracts/rateLimitStore.js';
import { RatebookError } from '../errors.js';

export type { IncrementRequest, RateLimitStore };

/** Rate limiting per API key, in fixed windows aligned to the clock. */
export interface RateLimitOptions {
  /** Requests allowed per key in one window. */
  readonly limit: number;
  /** Length of a window in seconds. */
  readonly windowSeconds: number;
  /** Where counts live; default a `memoryRateLimitStore()` of this handler. */
  readonly store?: RateLimitStore;
  /** Longest wait for the store, in milliseconds (1 to 60,000) from when the increment is sent; default 250. Past it the store counts as failed. */
  readonly timeoutMs?: number;
  /**
   * What a failed store means (it rejects, throws, times out or answers something that is not a
   * count): `'allow'` (default) counts in this instance's memory, where it serves at most its share
   * of the limit (`limit ÷ fleetSize`) until the store answers again; `'deny'` answers 503 and counts nothing.
   */
  readonly onStoreError?: 'allow' | 'deny';
  /** How many instances share the store (1 to 10,000), for the share each may serve while it fails under `'allow'`; default 1. */
  readonly fleetSize?: number;
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

// After this turn's I/O callbacks: setImmediate in Node, Bun and Deno; elsewhere a macrotask.
const afterIo: (run: () => void) => void = typeof setImmediate === 'function' ? (run) => void setImmediate(run) : (run) => void setTimeout(run, 0);

/**
 * Creates a fixed-window limiter: windows are aligned to the epoch (`floor(now / window)`), so every
 * instance sharing a store counts into the same window, and a counter's key names its window
 * (`<id>:<window index>`), which makes an old window's count unreachable the moment it ends.
 *
 * The wait for the store is bounded by `timeoutMs` from the call, and restarts from the moment the
 * store says it sent the increment (`request.sent()`, at most twice: as it hands the command to its
 * client, and as the client writes it): a store that holds calls for a tick to send them as one, and
 * a client that writes on its next turn, are judged on the round trip, not on their queues.
 *
 * @param options - The validated option, with the store to use.
 * @param store - Where the counts live.
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
  const late = `The rate-limit store did not answer within ${timeoutMs} ms.`;
  return async (id, units = 1) => {
    const at = now();
    const index = Math.floor(at / windowMs);
    const endsAt = (index + 1) * windowMs;
    const count = await incrementWithin(store, `${id}:${index}`, endsAt, units, timeoutMs, late);
    if (!isCount(count)) throw new TypeError(`The rate-limit store answered ${describe(count)}, not a count.`);
    return { limited: count > limit, remaining: Math.max(0, limit - count), reset: Math.max(1, Math.ceil((endsAt - at) / 1000)) };
  };
}

/**
 * Whether a store's answer is a count: a safe integer of at least 1 (it includes the request's own
 * units). Anything else (NaN, a negative or fractional number, a string) is a failed store, never a
 * verdict: `count > limit` is false for NaN, so a nonsense answer would let everything through.
 *
 * @param count - What the store answered.
 * @returns Whether it is a count.
 * @example
 * isCount(3) // true
 * isCount(Number.NaN) // false
 */
export function isCount(count: unknown): count is number {
  return Number.isSafeInteger(count) && (count as number) >= 1;
}

const describe = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value);

// One increment, bounded: a timer of `timeoutMs` from the call, started over (at most twice) when the
// store reports sending. Past it, or when the store fails, the request's signal is aborted, before any later
// answer of the store can be read, and the wait rejects. A timer that fires leaves one more turn of
// the event loop (timers run before I/O and setImmediate): an answer that arrived in time while this
// process was busy (a burst's other responses) is still read, and a store that sends in that turn
// (the Redis store sends at setImmediate) still gets its `timeoutMs` from there. A busy process must
// not take its own stall for a store that failed.
function incrementWithin(store: RateLimitStore, key: string, endsAt: number, units: number, timeoutMs: number, late: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const controller = new AbortController();
    let settled = false;
    let fired = false;
    let restarts = 0;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      controller.abort();
      reject(error);
    };
    // sent() only moves the deadline (no timer churn on the hot path): a timer that fires early sets
    // itself again for what is left.
    const expire = () => {
      const left = request.deadline - Date.now();
      if (left > 0) {
        timer = setTimeout(expire, left);
        return;
      }
      fired = true;
      afterIo(() => {
        if (settled) return;
        if (fired) fail(new RatebookError('service_unavailable', late));
        else timer = setTimeout(expire, Math.max(0, request.deadline - Date.now()));
      });
    };
    let timer = setTimeout(expire, timeoutMs);
    const request: { units: number; deadline: number; signal: AbortSignal; sent: () => number } = {
      units,
      deadline: Date.now() + timeoutMs,
      signal: controller.signal,
      sent() {
        if (restarts === 2 || settled) return request.deadline;
        restarts++;
        fired = false;
        request.deadline = Date.now() + timeoutMs;
        return request.deadline;
      },
    };
    const answer = (count: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(count);
    };
    try {
      Promise.resolve(store.increment(key, endsAt, request)).then(answer, fail);
    } catch (error) {
      fail(error);
    }
  });
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
