import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RatebookError } from '../../src/errors.js';
import { datasetVersion } from '../../src/redis/datasetVersion.js';
import { redisDatasetStore, redisRateLimitStore } from '../../src/redis/index.js';
import { caught } from '../errors.js';
import { CLIENTS, connectClient, type TestClient } from './clients.js';
import { datasetText } from './datasets.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

let server: RedisServer;
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(() => server?.stop());

const APRIL_15 = datasetText('2024-04-15', '2024-04-15T16:00:00Z');
const APRIL_15_LATER = datasetText('2024-04-15', '2024-04-15T18:30:00.5Z', 2);
const APRIL_16 = datasetText('2024-04-16', '2024-04-16T09:00:00Z');

describe('datasetVersion', () => {
  it('reads the newest snapshot date and capture time, whatever the layout', () => {
    expect(datasetVersion(APRIL_15)).toEqual({ date: 20240415, updatedAt: Date.parse('2024-04-15T16:00:00Z') });
    expect(datasetVersion(APRIL_15_LATER)).toEqual({ date: 20240415, updatedAt: Date.parse('2024-04-15T18:30:00.5Z') });
  });

  it('ignores the names inside string values and refuses a text without snapshots', () => {
    const tricky = APRIL_16.replace('"Bitcoin"', JSON.stringify('x","date":"2099-01-01","updated_at":"2099-01-01T00:00:00Z'));
    expect(datasetVersion(tricky)).toEqual({ date: 20240416, updatedAt: Date.parse('2024-04-16T09:00:00Z') });
    expect(() => datasetVersion('{"format":"ratebook-dataset@1"}')).toThrow(RatebookError);
  });
});

for (const kind of CLIENTS) {
  describe(`redisDatasetStore with ${kind}`, () => {
    let redis: TestClient;
    beforeAll(async () => {
      redis = await connectClient(kind, server.url);
    });
    afterAll(() => redis?.close());
    beforeEach(async () => {
      await redis.send(['FLUSHALL']);
    });

    it('reads nothing from an empty Redis, then what was written', async () => {
      const store = redisDatasetStore(redis.client);
      expect(await store.read()).toBeUndefined();
      await store.write(APRIL_15);
      expect(await store.read()).toBe(APRIL_15);
    });

    it('moves versions forward only: a newer capture or date replaces, an older or equal one does not', async () => {
      const store = redisDatasetStore(redis.client);
      await store.write(APRIL_15);
      await store.write(APRIL_15_LATER);
      expect(await store.read()).toBe(APRIL_15_LATER);
      await store.write(APRIL_15);
      expect(await store.read()).toBe(APRIL_15_LATER);
      await store.write(APRIL_16);
      await store.write(APRIL_15_LATER);
      expect(await store.read()).toBe(APRIL_16);
    });

    it('keeps the newest of concurrent writes from several instances', async () => {
      const stores = [0, 1, 2].map(() => redisDatasetStore(redis.client));
      const texts = Array.from({ length: 12 }, (_, i) => datasetText('2024-04-20', `2024-04-20T${String(i + 10).padStart(2, '0')}:00:00Z`));
      await Promise.all(texts.map((text, i) => stores[i % 3]!.write(text)));
      expect(await stores[0]!.read()).toBe(texts[11]);
    });

    it('gives the lease to one owner at a time, extends it for its holder, and releases it only for its holder', async () => {
      const a = redisDatasetStore(redis.client);
      const b = redisDatasetStore(redis.client);
      expect(await a.acquire('owner-a', 60_000)).toBe(true);
      expect(await b.acquire('owner-b', 60_000)).toBe(false);
      expect(await a.acquire('owner-a', 120_000)).toBe(true);
      expect(Number(await redis.send(['PTTL', 'ratebook:dataset:lease']))).toBeGreaterThan(60_000);
      await b.release('owner-b');
      expect(await b.acquire('owner-b', 60_000)).toBe(false);
      await a.release('owner-a');
      expect(await b.acquire('owner-b', 60_000)).toBe(true);
    });

    it('passes the lease on once it expires, when its holder is gone', async () => {
      const store = redisDatasetStore(redis.client);
      expect(await store.acquire('dead-holder', 30)).toBe(true);
      let taken = false;
      // Polled by attempts: the lease ends after 30 ms of the server's clock, however slow this machine is.
      for (let attempt = 0; attempt < 200 && !taken; attempt++) {
        taken = await store.acquire('successor', 60_000);
        if (!taken) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(taken).toBe(true);
      expect(await store.acquire('dead-holder', 30)).toBe(false);
    });

    it('keeps instances apart by key', async () => {
      const blue = redisDatasetStore(redis.client, { key: 'blue:dataset' });
      const green = redisDatasetStore(redis.client, { key: 'green:dataset' });
      await blue.write(APRIL_16);
      expect(await green.read()).toBeUndefined();
      expect(await green.acquire('g', 60_000)).toBe(true);
      expect(await blue.acquire('b', 60_000)).toBe(true);
    });

    describe('a damaged value in Redis', () => {
      it('is refused, reported and removed, so the next good write lands', async () => {
        const errors: unknown[] = [];
        const store = redisDatasetStore(redis.client, { onError: (error) => errors.push(error) });
        await store.write(APRIL_15);
        // Someone (or a bug) puts a newer-looking, broken dataset in place.
        await redis.send(['HSET', 'ratebook:dataset', 'date', '20990101', 'updated_at', '4070908800000', 'dataset', APRIL_16.slice(0, 5000)]);
        const other = redisDatasetStore(redis.client, { onError: (error) => errors.push(error) });
        expect(await other.read()).toBeUndefined();
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatchObject({ code: 'invalid_dataset' });
        expect(await redis.send(['EXISTS', 'ratebook:dataset'])).toBe(0);
        await store.write(APRIL_15_LATER);
        expect(await store.read()).toBe(APRIL_15_LATER);
        expect(errors).toHaveLength(1);
      });

      it('is refused when the text is valid but its version fields do not match it', async () => {
        const errors: unknown[] = [];
        const store = redisDatasetStore(redis.client, { onError: (error) => errors.push(error) });
        await redis.send(['HSET', 'ratebook:dataset', 'date', '20990101', 'updated_at', '0', 'dataset', APRIL_15]);
        expect(await store.read()).toBeUndefined();
        expect(errors).toEqual([expect.objectContaining({ code: 'invalid_dataset' })]);
      });

      it('of another type is replaced by the next write, and read as an error until then', async () => {
        const store = redisDatasetStore(redis.client);
        await redis.send(['SET', 'ratebook:dataset', '{"not":"a hash"}']);
        await expect(store.read()).rejects.toThrow();
        await store.write(APRIL_15);
        expect(await store.read()).toBe(APRIL_15);
      });

      it('is refused again after a good value was read, whatever the store remembers', async () => {
        const errors: unknown[] = [];
        const store = redisDatasetStore(redis.client, { onError: (error) => errors.push(error) });
        await store.write(APRIL_15);
        expect(await store.read()).toBe(APRIL_15);
        await redis.send(['HSET', 'ratebook:dataset', 'dataset', APRIL_15.replace('"USD"', '"usd"')]);
        // Refused and removed; this store puts back the last good dataset it had read.
        expect(await store.read()).toBe(APRIL_15);
        expect(errors).toHaveLength(1);
        expect(await redis.send(['HGET', 'ratebook:dataset', 'dataset'])).toBe(APRIL_15);
      });
    });

    describe('an emptied Redis (restarted without persistence, or flushed)', () => {
      it('gets the last good dataset back from the first store that reads it', async () => {
        const a = redisDatasetStore(redis.client);
        await a.write(APRIL_15);
        await redis.send(['FLUSHALL']);
        expect(await a.read()).toBe(APRIL_15);
        expect(await redisDatasetStore(redis.client).read()).toBe(APRIL_15);
      });

      it('never puts back anything older than what another instance wrote meanwhile', async () => {
        const a = redisDatasetStore(redis.client);
        await a.write(APRIL_15);
        await redis.send(['FLUSHALL']);
        await redisDatasetStore(redis.client).write(APRIL_16);
        expect(await a.read()).toBe(APRIL_16);
      });
    });
  });
}

describe('options', () => {
  it('refuses a client of neither library and an empty key or prefix', async () => {
    expect(caught(() => redisDatasetStore({} as never))).toMatchObject({ code: 'invalid_parameter', param: 'client' });
    expect(caught(() => redisRateLimitStore({ get: () => {} } as never))).toMatchObject({ code: 'invalid_parameter', param: 'client' });
    const redis = await connectClient('ioredis', server.url);
    try {
      expect(caught(() => redisDatasetStore(redis.client, { key: '' }))).toMatchObject({ code: 'invalid_parameter', param: 'key' });
      expect(caught(() => redisRateLimitStore(redis.client, { prefix: 3 as never }))).toMatchObject({ code: 'invalid_parameter', param: 'prefix' });
    } finally {
      await redis.close();
    }
  });
});
