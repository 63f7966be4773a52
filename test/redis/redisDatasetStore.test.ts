import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redisDatasetStore, redisRateLimitStore } from '../../src/redis/index.js';
import { caught, caughtAsync } from '../errors.js';
import { CLIENTS, connectClient, type TestClient } from './clients.js';
import { datasetText, otherCatalogueText } from './datasets.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

let server: RedisServer;
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(() => server?.stop());

const APRIL_15 = datasetText('2024-04-15', '2024-04-15T16:00:00Z');
const APRIL_15_LATER = datasetText('2024-04-15', '2024-04-15T18:30:00.5Z', 2);
const APRIL_16 = datasetText('2024-04-16', '2024-04-16T09:00:00Z');

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

    it('keeps the newer adopted record: an older one written after it (a slow instance) does not set it back', async () => {
      const store = redisDatasetStore(redis.client);
      const head = (date: string, capturedAt: number, catalog = 'c1') => JSON.stringify({ format: 'f', catalog, date, capturedAt, signature: 's' });
      await store.writeRecord(head('2026-09-30', 5));
      for (const older of [head('2026-09-29', 9), head('2026-09-30', 4), head('2026-09-30', 5)]) {
        await store.writeRecord(older);
        expect(await store.readRecord()).toBe(head('2026-09-30', 5));
      }
      await store.writeRecord(head('2026-09-30', 6));
      expect(await store.readRecord()).toBe(head('2026-09-30', 6));
      // Another catalogue's record, or garbage there, is replaced (not comparable).
      await store.writeRecord(head('2026-01-01', 1, 'c2'));
      expect(await store.readRecord()).toBe(head('2026-01-01', 1, 'c2'));
      await redis.send(['SET', 'ratebook:dataset:adopted', 'not json']);
      await store.writeRecord(head('2026-01-01', 1));
      expect(await store.readRecord()).toBe(head('2026-01-01', 1));
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

    it('replaces a record with a write of the same version only when its text differs, and publishes only then', async () => {
      // The same date and capture in another layout (as the same dataset with a later curation state is).
      const sameVersion = datasetText('2024-04-15', '2024-04-15T16:00:00Z', 2);
      expect(sameVersion).not.toBe(APRIL_15);
      const first = redisDatasetStore(redis.client);
      const second = redisDatasetStore(redis.client);
      await first.write(APRIL_15);
      await second.write(sameVersion);
      expect(await first.read()).toBe(sameVersion);
      expect(await redis.send(['HGET', 'ratebook:dataset', 'dataset'])).toBe(sameVersion);
      // The very text again is no write: nothing is published.
      const script = (await import('../../src/redis/datasetScripts.js')).write('PUBLISH');
      const args = ['ratebook-dataset@1', 'x', '20240415', '19828', String(Date.parse('2024-04-15T16:00:00Z')), sameVersion];
      const fields = (await redis.send(['HMGET', 'ratebook:dataset', 'format', 'catalog'])) as string[];
      [args[0], args[1]] = [fields[0]!, fields[1]!];
      expect(Number(await redis.send(['EVAL', script, '1', 'ratebook:dataset', ...args]))).toBe(0);
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

    describe('a damaged or foreign value in Redis', () => {
      it('hands out what is stored without judging it, and deletes nothing (the live dataset validates)', async () => {
        const store = redisDatasetStore(redis.client);
        const broken = APRIL_16.slice(0, 5000);
        await redis.send(['HSET', 'ratebook:dataset', 'date', '20240416', 'updated_at', String(Date.parse('2024-04-16T09:00:00Z')), 'dataset', broken]);
        expect(await store.read()).toBe(broken);
        expect(await redis.send(['HGET', 'ratebook:dataset', 'dataset'])).toBe(broken);
      });

      it('replaces a record from the future (by the server clock) with a real version, and only then', async () => {
        const store = redisDatasetStore(redis.client);
        const future = datasetText('2099-01-01', '2099-01-01T00:00:00Z');
        await redis.send([
          'HSET',
          'ratebook:dataset',
          'format',
          'ratebook-dataset@1',
          'date',
          '20990101',
          'day',
          String(Date.parse('2099-01-01') / 86_400_000),
          'updated_at',
          String(Date.parse('2099-01-01T00:00:00Z')),
          'dataset',
          future,
        ]);
        const catalog = (await redis.send(['HGET', 'ratebook:dataset', 'catalog'])) as string | null;
        expect(catalog).toBeNull();
        expect(await store.read()).toBe(future);
        await store.write(APRIL_15);
        expect(await store.read()).toBe(APRIL_15);
      });

      it("never replaces another catalogue's record: the write is refused and the record stays", async () => {
        const other = otherCatalogueText('2024-04-15', '2024-04-15T16:00:00Z');
        await redisDatasetStore(redis.client).write(other);
        const store = redisDatasetStore(redis.client);
        expect(await caughtAsync(() => store.write(APRIL_16))).toMatchObject({ code: 'invalid_dataset' });
        expect(await store.read()).toBe(other);
      });

      it('of another type is refused on read and write, and left in place', async () => {
        const store = redisDatasetStore(redis.client);
        await redis.send(['SET', 'ratebook:dataset', '{"not":"a hash"}']);
        expect(await caughtAsync(() => store.read())).toMatchObject({ code: 'invalid_dataset' });
        expect(await caughtAsync(() => store.write(APRIL_15))).toMatchObject({ code: 'invalid_dataset' });
        expect(await redis.send(['GET', 'ratebook:dataset'])).toBe('{"not":"a hash"}');
      });

      it('over the byte cap is refused before it is transferred', async () => {
        const store = redisDatasetStore(redis.client, { maxBytes: Buffer.byteLength(APRIL_15) - 1 });
        await redisDatasetStore(redis.client).write(APRIL_15);
        expect(await caughtAsync(() => store.read())).toMatchObject({ code: 'invalid_dataset' });
        expect(await redisDatasetStore(redis.client, { maxBytes: Buffer.byteLength(APRIL_15) }).read()).toBe(APRIL_15);
        expect(caught(() => redisDatasetStore(redis.client, { maxBytes: 0 }))).toMatchObject({ code: 'invalid_parameter', param: 'maxBytes' });
      });

      it('a record without its dataset reads as empty and the next write repairs it', async () => {
        const store = redisDatasetStore(redis.client);
        await store.write(APRIL_16);
        await redis.send(['HDEL', 'ratebook:dataset', 'dataset']);
        expect(await redisDatasetStore(redis.client).read()).toBeUndefined();
        await redisDatasetStore(redis.client).write(APRIL_15);
        expect(await redisDatasetStore(redis.client).read()).toBe(APRIL_15);
      });

      it('a lease without expiry is taken over and reported, so it cannot block the fleet', async () => {
        const errors: unknown[] = [];
        await redis.send(['SET', 'ratebook:dataset:lease', 'crashed-holder']);
        const store = redisDatasetStore(redis.client, { onError: (error) => errors.push(error) });
        expect(await store.acquire('successor', 60_000)).toBe(true);
        expect(errors).toEqual([expect.objectContaining({ code: 'invalid_dataset' })]);
        expect(Number(await redis.send(['PTTL', 'ratebook:dataset:lease']))).toBeGreaterThan(0);
        expect(await redisDatasetStore(redis.client).acquire('third', 60_000)).toBe(false);
      });

      it('two releases alternating writes (the previous compare-and-set and this one) never move the version back', async () => {
        // The previous release's script, verbatim: it orders by `date` (YYYYMMDD) and `updated_at` (ms).
        const PREVIOUS = `local t = redis.call('TYPE', KEYS[1]).ok
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
        const store = redisDatasetStore(redis.client);
        const versions = [
          '2024-04-16T09:00:00Z',
          '2024-04-15T18:30:00.5Z',
          '2024-04-17T09:00:00Z',
          '2024-04-16T10:00:00Z',
          '2024-04-17T09:00:00.5Z',
          '2024-04-15T16:00:00Z',
        ];
        let newest = 0;
        for (const [i, at] of versions.entries()) {
          const text = datasetText(at.slice(0, 10), at);
          if (i % 2 === 0) await redis.send(['EVAL', PREVIOUS, '1', 'ratebook:dataset', at.slice(0, 10).replaceAll('-', ''), String(Date.parse(at)), text]);
          else await store.write(text);
          newest = Math.max(newest, Date.parse(at));
          const updatedAt = Number(await redis.send(['HGET', 'ratebook:dataset', 'updated_at']));
          expect(updatedAt).toBe(newest);
          expect(await store.read()).toBe(datasetText(new Date(newest).toISOString().slice(0, 10), versions.find((v) => Date.parse(v) === newest)!));
        }
      });

      it('orders a record of the first format (date and capture only) by its version, so two formats never ping-pong', async () => {
        const store = redisDatasetStore(redis.client);
        // What the previous release writes: no format, catalogue or day fields.
        const firstFormat = (text: string, date: string, at: string) =>
          redis.send(['HSET', 'ratebook:dataset', 'date', date.replaceAll('-', ''), 'updated_at', String(Date.parse(at)), 'dataset', text]);
        await firstFormat(APRIL_15_LATER, '2024-04-15', '2024-04-15T18:30:00.5Z');
        await store.write(APRIL_15);
        expect(await store.read()).toBe(APRIL_15_LATER);
        await store.write(APRIL_16);
        expect(await store.read()).toBe(APRIL_16);
        // The previous release's compare-and-set reads `date` and `updated_at` as before: APRIL_16 stays newer.
        const [date, updatedAt] = (await redis.send(['HMGET', 'ratebook:dataset', 'date', 'updated_at'])) as string[];
        expect([Number(date), Number(updatedAt)]).toEqual([20240416, Date.parse('2024-04-16T09:00:00Z')]);
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
