import { loadDataset } from '../dataset/loadDataset.js';
import { fail, RatebookError } from '../errors.js';
import type { DatasetStore } from '../store/datasetStore.js';
import { notify } from '../observe/notify.js';
import { datasetVersion } from './datasetVersion.js';
import { commandOf, evalScript, type RedisClientLike } from './redisCommand.js';

/** Options of `redisDatasetStore`. */
export interface RedisDatasetStoreOptions {
  /** The hash holding the shared dataset; the lease lives at `<key>:lease`. Default `'ratebook:dataset'`. */
  readonly key?: string;
  /** Told when the value in Redis fails validation (it is then ignored and removed); never given secrets. */
  readonly onError?: (error: unknown) => void;
}

// Compare-and-set: a write lands only when its version (newest snapshot date, then capture time) is
// newer than the stored one. Anything that is not a readable version (no key, a key of another
// type, fields someone garbled) is replaced, so a damaged value cannot block the fleet forever.
const WRITE = `local t = redis.call('TYPE', KEYS[1]).ok
if t == 'hash' then
  local d = tonumber(redis.call('HGET', KEYS[1], 'date'))
  local u = tonumber(redis.call('HGET', KEYS[1], 'updated_at'))
  local nd, nu = tonumber(ARGV[1]), tonumber(ARGV[2])
  if d and u and (nd < d or (nd == d and nu <= u)) then return 0 end
elseif t ~= 'none' then
  redis.call('DEL', KEYS[1])
end
redis.call('HSET', KEYS[1], 'date', ARGV[1], 'updated_at', ARGV[2], 'dataset', ARGV[3])
return 1`;

// Removes a refused value, unless a writer replaced it since it was read.
const DROP = `if (redis.call('HGET', KEYS[1], 'date') or '') == ARGV[1] and (redis.call('HGET', KEYS[1], 'updated_at') or '') == ARGV[2] then
  return redis.call('DEL', KEYS[1])
end
return 0`;

// Take the lease when it is free (or expired), extend it when the owner already holds it.
const ACQUIRE = `local holder = redis.call('GET', KEYS[1])
if holder == false then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0`;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Creates a `DatasetStore` on Redis that a fleet of live datasets shares: the newest good dataset
 * (a hash of its text and its version), which only ever moves forward, and a lease with an expiry
 * that lets one instance fetch upstream per interval and passes to another when its holder dies.
 * Every value read is validated with `loadDataset`; one that fails is reported through `onError`,
 * removed, and never returned. A store that finds the key empty puts back the last good dataset it
 * wrote or read. Works with node-redis and ioredis clients.
 *
 * @param client - A connected node-redis or ioredis client.
 * @param options - `{ key, onError }`.
 * @returns The store, with `acquire` and `release`.
 * @example
 * const store = redisDatasetStore(await createClient({ url }).connect(), { onError: console.error });
 * const live = createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0()], store });
 */
export function redisDatasetStore(client: RedisClientLike, options: RedisDatasetStoreOptions = {}): Required<DatasetStore> {
  const send = commandOf(client);
  const key = options.key ?? 'ratebook:dataset';
  if (typeof key !== 'string' || key === '') fail('invalid_parameter', 'Option key must be a non-empty string.', 'key');
  const leaseKey = `${key}:lease`;
  // The newest text this store wrote or validated: a fleet reads the same value every round, and it
  // is validated once, not once per round. It also refills an emptied key (see `read`).
  let lastGood: string | undefined;

  async function write(text: string): Promise<void> {
    const { date, updatedAt } = datasetVersion(text);
    if (Number(await evalScript(send, WRITE, [key], [String(date), String(updatedAt), text])) === 1) lastGood = text;
  }

  // An empty key (Redis restarted without persistence, flushed, or a bad value removed) would leave
  // instances that start later with nothing until the next publication: put the last good dataset
  // back. The write is the same compare-and-set, so it never replaces anything newer.
  async function refill(): Promise<string | undefined> {
    if (lastGood !== undefined) await write(lastGood);
    return lastGood;
  }

  return {
    async read() {
      const [date, updatedAt, text] = (await send(['HMGET', key, 'date', 'updated_at', 'dataset'])) as (string | null)[];
      if (text === null || text === undefined) return refill();
      if (text === lastGood) return text;
      try {
        loadDataset(text);
        const version = datasetVersion(text);
        if (String(version.date) !== date || String(version.updatedAt) !== updatedAt) throw new Error('the stored version does not match the dataset');
      } catch (cause) {
        notify(options.onError, new RatebookError('invalid_dataset', `The dataset stored in Redis at "${key}" fails validation; it is ignored and removed.`, { cause }));
        await evalScript(send, DROP, [key], [date ?? '', updatedAt ?? '']);
        return refill();
      }
      lastGood = text;
      return text;
    },
    write,
    async acquire(owner, ttlMs) {
      const ttl = String(Math.max(1, Math.ceil(ttlMs)));
      return Number(await evalScript(send, ACQUIRE, [leaseKey], [owner, ttl])) === 1;
    },
    async release(owner) {
      await evalScript(send, RELEASE, [leaseKey], [owner]);
    },
  };
}
