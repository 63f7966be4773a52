import type { RateLimitStore } from '../store/rateLimitStore.js';
import { fail } from '../errors.js';
import { commandOf, evalScript, type RedisClientLike } from './redisCommand.js';

/** Options of `redisRateLimitStore`. */
export interface RedisRateLimitStoreOptions {
  /** Prefix of every counter's key; default `'ratebook:rl:'`. */
  readonly prefix?: string;
}

// A counter is kept a minute past its window: its key names the window, so the extra time changes
// no count, while an instance whose clock lags behind Redis's still finds the counter (an expiry
// in the past would delete it at once, and each of that instance's requests would count as the first).
const GRACE_MS = 60_000;

// INCR and the expiry in one atomic step; the expiry is set once, when the counter is created.
const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIREAT', KEYS[1], ARGV[1]) end
return n`;

/**
 * Creates the handler's rate-limit store on Redis, shared by every instance that uses the same
 * server and prefix: each request is one round trip (a Lua script: INCR, plus PEXPIREAT on a new
 * counter). Works with node-redis and ioredis clients. Give the client the fail-fast settings of the
 * README, and let the handler's `rateLimit.timeoutMs` and `onStoreError` decide what an outage does.
 *
 * @param client - A connected node-redis or ioredis client.
 * @param options - `{ prefix }`.
 * @returns The store, for `rateLimit.store`.
 * @example
 * const store = redisRateLimitStore(await createClient({ url }).connect());
 * createFetchHandler({ dataset, auth, rateLimit: { limit: 1000, windowSeconds: 3600, store } });
 */
export function redisRateLimitStore(client: RedisClientLike, options: RedisRateLimitStoreOptions = {}): RateLimitStore {
  const send = commandOf(client);
  const prefix = options.prefix ?? 'ratebook:rl:';
  if (typeof prefix !== 'string' || prefix === '') fail('invalid_parameter', 'Option prefix must be a non-empty string.', 'prefix');
  return {
    async increment(key, expiresAt) {
      const count = await evalScript(send, INCREMENT, [prefix + key], [String(expiresAt + GRACE_MS)]);
      return Number(count);
    },
  };
}
