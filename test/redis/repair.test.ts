import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDataset, LiveError } from '../../src/live/types.js';
import { redisDatasetStore, type RedisDatasetStoreOptions } from '../../src/redis/index.js';
import { embeddedBefore, feedServer, realUsd, send } from '../live/helpers.js';
import { connectClient, type TestClient } from './clients.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

// Damaged shared records on a real redis-server, against a fleet of 3 live datasets and a feed
// server replaying the real fawazahmed0 document of 2026-09-28. An "interval" is one round of each.
const INITIAL = embeddedBefore('2026-09-28'); // ends on 2026-09-27
const NOW = new Date('2026-09-28T12:00:00Z');
let server: RedisServer;
let redis: TestClient;
beforeAll(async () => {
  server = await startRedisServer();
  redis = await connectClient('ioredis', server.url);
});
afterAll(async () => {
  await redis?.close();
  server?.stop();
});
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function fleetOf(key: string, size = 3, options: RedisDatasetStoreOptions = {}) {
  const upstream = await feedServer((_path, res) => send(res, realUsd('2026-09-28')));
  cleanups.push(upstream.close);
  const errors: LiveError[][] = [];
  const fleet: LiveDataset[] = Array.from({ length: size }, (_, i) => {
    errors.push([]);
    const live = createLiveDataset({
      initial: INITIAL,
      sources: [fawazahmed0({ url: `${upstream.url}/usd.min.json` })],
      intervalSeconds: 0,
      retries: 0,
      leaseMs: 60_000,
      store: redisDatasetStore(redis.client, { key, ...options }),
      now: () => NOW,
      onError: (e) => errors[i]!.push(e),
    });
    cleanups.push(() => live.stop());
    return live;
  });
  const interval = async () => {
    for (const live of fleet) await live.refresh();
  };
  return { fleet, errors, upstream, interval };
}

const newest = (live: LiveDataset) => live.dataset().snapshots.at(-1)!.date;

describe('damaged shared records are repaired by the next round', () => {
  it('a lease without expiry is taken over: the fleet fetches again', async () => {
    await redis.send(['SET', 'repair:lease:lease', 'crashed-instance']); // no PX: nobody would ever give it up
    const { fleet, upstream, interval } = await fleetOf('repair:lease');
    await interval();
    expect(upstream.requests).toHaveLength(1);
    expect(Number(await redis.send(['PTTL', 'repair:lease:lease']))).toBeGreaterThan(0);
    await interval();
    expect(fleet.map(newest)).toEqual(['2026-09-28', '2026-09-28', '2026-09-28']);
  });

  it('a record without its dataset gets the dataset back, with nothing new upstream', async () => {
    const { fleet, upstream, interval } = await fleetOf('repair:dataless');
    await interval();
    await redis.send(['HDEL', 'repair:dataless', 'dataset']);
    await interval(); // the holder finds the record empty and writes its dataset back
    expect(await redis.send(['HEXISTS', 'repair:dataless', 'dataset'])).toBe(1);
    expect(upstream.requests).toHaveLength(2);
    expect(fleet.map(newest)).toEqual(['2026-09-28', '2026-09-28', '2026-09-28']);
  });

  it('an older valid dataset in the store is brought up to date by the holder', async () => {
    const { fleet, interval } = await fleetOf('repair:older', 1);
    await interval();
    const older = datasetFile(embeddedBefore('2026-09-20'));
    await redis.send(['DEL', 'repair:older']);
    await redisDatasetStore(redis.client, { key: 'repair:older' }).write(JSON.stringify(older));
    await interval();
    expect(await redis.send(['HGET', 'repair:older', 'date'])).toBe('20260928');
    expect(newest(fleet[0]!)).toBe('2026-09-28');
  });

  it('a follower reports a last success (the shared dataset it read) and its own sources', async () => {
    const { fleet, interval } = await fleetOf('repair:follower');
    await interval();
    await interval();
    const statuses = fleet.map((live) => live.status());
    expect(statuses.map((s) => s.last_success === null)).toEqual([false, false, false]);
    expect(statuses.map((s) => s.sources[0]!.ok)).toEqual([true, false, false]); // only the holder asked upstream
    expect(statuses.map((s) => s.store)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  });

  it('a value over the byte cap is refused unread (store_rejected); the instance fetches upstream itself', async () => {
    const key = 'repair:large';
    // A newer dataset than the instance's (one of the same version or older is never transferred at all).
    await redisDatasetStore(redis.client, { key }).write(JSON.stringify(datasetFile(embeddedBefore('2026-09-29'))));
    const { fleet, errors, upstream, interval } = await fleetOf(key, 1, { maxBytes: 64 * 1024 });
    await interval();
    expect(errors[0]!.filter((e) => e.code.startsWith('store_')).map((e) => e.code)).toContain('store_rejected');
    expect(upstream.requests).toHaveLength(1);
    expect(newest(fleet[0]!)).toBe('2026-09-28');
  });
});
