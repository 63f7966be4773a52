import type { RateLimitStore } from '../contracts/rateLimitStore.js';
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

// INCRBY and the expiry in one atomic step, unless Redis runs it after the handler's deadline (in
// Redis's clock): a command that waited in a frozen server or a paused client must not count a
// request that was answered without it. Redis's time comes back with every answer.
const INCREMENT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if tonumber(ARGV[3]) > 0 and now > tonumber(ARGV[3]) then return {-1, now} end
local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if n == tonumber(ARGV[2]) then redis.call('PEXPIREAT', KEYS[1], ARGV[1]) end
return {n, now}`;

// Takes back what a late answer counted; never creates a counter (which would have no expiry).
const REFUND = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0`;

/**
 * Creates the handler's rate-limit store on Redis, shared by every instance that uses the same
 * server and prefix: each request is one round trip (a Lua script: INCRBY, plus PEXPIREAT on a new
 * counter). Works with node-redis and ioredis clients. Give the client the fail-fast settings of the
 * README, and let the handler's `rateLimit.timeoutMs` and `onStoreError` decide what an outage does.
 *
 * A request the handler stopped waiting for is never counted: the script refuses to count after the
 * handler's deadline, translated into Redis's clock from the time every answer carries; and an
 * answer that still arrives after the handler gave up (the last milliseconds) is taken back.
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
  // Redis's clock minus ours, as last seen (less the time an answer takes to arrive, so a deadline
  // errs early). Until the first answer, the clocks are taken to agree.
  let offset = 0;
  return {
    async increment(key, expiresAt, request) {
      const units = request?.units ?? 1;
      const deadline = request ? Math.floor(request.deadline + offset) : 0;
      const reply = (await evalScript(send, INCREMENT, [prefix + key], [String(expiresAt + GRACE_MS), String(units), String(deadline)])) as unknown[];
      const [count, redisNow] = [Number(reply[0]), Number(reply[1])];
      if (Number.isFinite(redisNow)) offset = redisNow - Date.now();
      if (count < 0) throw new Error('The rate-limit store answered after the deadline; the request was not counted.');
      if (request?.signal.aborted) {
        // Counted, but the handler answered without waiting: take the units back.
        void evalScript(send, REFUND, [prefix + key], [String(units)]).catch(() => {});
      }
      return count;
    },
  };
}
