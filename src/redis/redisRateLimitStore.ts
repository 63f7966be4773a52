import type { RateLimitStore } from '../contracts/rateLimitStore.js';
import { fail } from '../errors.js';
import { batchIncrements, LateCommand } from './batchIncrements.js';
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
 * server and prefix. The increments of one key made within one tick go as one command (a Lua
 * script: INCRBY of their sum, plus PEXPIREAT on a new counter), and their counts are handed out in
 * the order of the calls, so a burst costs one round trip per key, not one per request, and stays
 * exact. Works with node-redis and ioredis clients, of one server or of a cluster (`createCluster`,
 * `Cluster`): each script touches one counter, so it runs on the master of that key's slot, and the
 * counters of different keys spread over the masters (key names are the same as on one server).
 * Give the client the fail-fast settings of the README, and let the handler's `rateLimit.timeoutMs`
 * and `onStoreError` decide what an outage does.
 *
 * A request the handler stopped waiting for is never counted: the script refuses to count after the
 * handler's deadline (which runs from when the command is sent), translated into Redis's clock from
 * the time every answer carries; and an answer that still arrives after the handler gave up (the
 * last milliseconds) is taken back.
 *
 * @param client - A connected node-redis or ioredis client, or cluster client.
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
  const offset = clockOffset();
  const increment = batchIncrements(
    async (key, expiresAt, units, deadline) => {
      const inRedis = deadline === undefined ? 0 : Math.floor(deadline + offset.value());
      const reply = (await evalScript(send, INCREMENT, [prefix + key], [String(expiresAt + GRACE_MS), String(units), String(inRedis)])) as unknown[];
      const [count, redisNow] = [Number(reply[0]), Number(reply[1])];
      if (Number.isFinite(redisNow)) offset.observe(redisNow - Date.now());
      if (count === -1) throw new LateCommand('The rate-limit store answered after the deadline; the request was not counted.');
      // A counter someone else overwrote (a fraction, a negative) is not a count: the handler's onStoreError decides.
      if (!Number.isSafeInteger(count) || count < units) throw new Error(`Redis answered ${String(reply[0])} for the counter, not a count.`);
      return count;
    },
    (key, units) => void evalScript(send, REFUND, [prefix + key], [String(units)]).catch(() => {}),
  );
  return { increment };
}

// Redis's clock minus ours. Each answer gives a sample that errs early by the time the answer took to
// be read, which a busy event loop stretches (a stall of 300 ms would put the next deadline 300 ms
// early, and Redis would refuse a command sent in time), so the estimate is the best (largest) sample
// of the last 10 to 20 s: it ignores stalls and still follows a clock that was set. Until the first
// answer, the clocks are taken to agree.
function clockOffset(): { value(): number; observe(sample: number): void } {
  let current = -Infinity;
  let previous = -Infinity;
  let since = 0;
  return {
    value: () => (current === -Infinity && previous === -Infinity ? 0 : Math.max(current, previous)),
    observe(sample) {
      const at = Date.now();
      if (at - since > 10_000) {
        previous = current;
        current = -Infinity;
        since = at;
      }
      if (sample > current) current = sample;
    },
  };
}
