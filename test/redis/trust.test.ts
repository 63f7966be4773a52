import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogFingerprint } from '../../src/dataset/version.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveError } from '../../src/live/types.js';
import { redisDatasetStore } from '../../src/redis/index.js';
import { embeddedBefore, feedServer, realUsd, send } from '../live/helpers.js';
import { connectClient, type TestClient } from './clients.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

// One live dataset on a real redis-server, and a hostile (or foreign) client writing to its key.
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
const NOW = new Date('2026-09-29T12:00:00Z');
let server: RedisServer;
let redis: TestClient;
beforeAll(async () => {
  server = await startRedisServer();
  redis = await connectClient('redis', server.url);
});
afterAll(async () => {
  await redis?.close();
  server?.stop();
});
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function instance(key: string) {
  const feed = { date: '2026-09-28' as '2026-09-28' | '2026-09-29' };
  const upstream = await feedServer((_path, res) => send(res, realUsd(feed.date)));
  cleanups.push(upstream.close);
  const errors: LiveError[] = [];
  const live = createLiveDataset({
    initial: INITIAL,
    sources: [fawazahmed0({ url: `${upstream.url}/usd.min.json` })],
    intervalSeconds: 0,
    retries: 0,
    store: redisDatasetStore(redis.client, { key }),
    now: () => NOW,
    onError: (e) => errors.push(e),
  });
  cleanups.push(() => live.stop());
  return { live, feed, errors, upstream };
}

describe('a live dataset on Redis, facing a hostile or foreign value', () => {
  it('a value from the future put there by another client is store_rejected, not adopted, not deleted', async () => {
    const key = 'trust:future';
    const file = datasetFile(INITIAL);
    file.snapshots.push({ ...file.snapshots.at(-1)!, date: '2099-01-01', updated_at: '2099-01-01T00:00:00Z' });
    const text = JSON.stringify(file);
    const catalog = catalogFingerprint(INITIAL.pivot, INITIAL.fiat, INITIAL.crypto);
    await redis.send([
      'HSET',
      key,
      'format',
      'ratebook-dataset@1',
      'catalog',
      catalog,
      'date',
      '20990101',
      'day',
      String(Date.parse('2099-01-01') / 86_400_000),
      'updated_at',
      String(Date.parse('2099-01-01T00:00:00Z')),
      'dataset',
      text,
    ]);
    const { live, feed, errors, upstream } = await instance(key);
    await live.refresh();
    expect(live.status().store).toMatchObject({ ok: false, error: { code: 'store_rejected' } });
    expect(errors.map((e) => e.code)).toContain('store_rejected');
    expect(live.dataset()).toBe(INITIAL);
    expect(upstream.requests).toHaveLength(1); // it fetched upstream itself
    expect(await redis.send(['HGET', key, 'dataset'])).toBe(text);

    // The next real snapshot replaces it: the compare-and-set knows 2099 by the server's clock.
    feed.date = '2026-09-29';
    await live.refresh();
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    expect(await redis.send(['HGET', key, 'date'])).toBe('20260929');
    expect(live.status().store).toEqual({ ok: true });
  });

  it("another catalogue's dataset on the key is ignored, reported, and never deleted nor replaced", async () => {
    const key = 'trust:catalogue';
    const file = datasetFile(INITIAL);
    const drop = file.fiat.length + file.crypto.length - 1; // the last crypto code
    const other = {
      ...file,
      crypto: file.crypto.slice(0, -1),
      cryptoMeta: { ...file.cryptoMeta },
      snapshots: file.snapshots.map((s) => ({ ...s, rates: s.rates.filter((_, i) => i !== drop) })),
    };
    delete other.cryptoMeta[file.crypto.at(-1)!];
    const text = JSON.stringify(other);
    await redisDatasetStore(redis.client, { key }).write(text);
    const { live, feed, errors } = await instance(key);
    feed.date = '2026-09-29';
    await live.refresh();
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29'); // fetched and served on its own
    expect(errors.filter((e) => e.code.startsWith('store_')).map((e) => e.code)).toEqual(['store_rejected', 'store_rejected']); // the read, then the refused write
    expect(live.status().store).toMatchObject({ ok: false, error: { code: 'store_rejected' } });
    expect(await redis.send(['HGET', key, 'dataset'])).toBe(text);
  });
});
