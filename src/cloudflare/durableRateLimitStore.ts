import type { RateLimitStore } from '../contracts/rateLimitStore.js';
import type { DurableObjectNamespaceLike } from './bindings.js';

/** The origin of a request to a `RateLimiterObject` (a Durable Object's fetch needs an absolute URL; nothing is resolved). */
export const LIMITER_ORIGIN = 'https://ratebook-limiter';

/** What a `RateLimiterObject` answers when an increment arrived after the handler stopped waiting: not counted. */
export const LATE = 409;

/**
 * The handler's `RateLimitStore` over the `RateLimiterObject` namespace: one Durable Object a key
 * (the counter's key less its window, `<key id>:<window>`), which counts the key's windows one call at
 * a time, so the count is exact whatever the concurrency across isolates and locations. The call
 * carries the handler's deadline: an increment that reaches the object after it is refused
 * uncounted (the handler answered that request without its count), so a late arrival never charges a
 * key twice.
 *
 * @param namespace - The Durable Object namespace binding (`env.RATEBOOK_LIMITER`).
 * @returns The store.
 * @example
 * createFetchHandler({ dataset, auth, rateLimit: { limit: 100, windowSeconds: 60, store: durableRateLimitStore(env.RATEBOOK_LIMITER) } });
 */
export function durableRateLimitStore(namespace: DurableObjectNamespaceLike): RateLimitStore {
  return {
    async increment(key, expiresAt, request) {
      const cut = key.lastIndexOf(':');
      const owner = cut < 0 ? key : key.slice(0, cut);
      const stub = namespace.get(namespace.idFromName(owner) as never);
      const query = new URLSearchParams({ key, expiresAt: String(expiresAt), units: String(request?.units ?? 1) });
      if (request) query.set('deadline', String(request.deadline));
      const res = await stub.fetch(`${LIMITER_ORIGIN}/increment?${query}`, { method: 'POST', ...(request ? { signal: request.signal } : {}) });
      const text = await res.text();
      if (res.status === LATE) throw new Error('the rate-limit object received the increment after its deadline and did not count it');
      if (!res.ok) throw new Error(`the rate-limit object answered ${res.status}`);
      // Whatever it answers is judged by the handler (isCount): a count, or a store error.
      return Number(text);
    },
  };
}
