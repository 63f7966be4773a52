import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveError } from '../../src/live/types.js';
import { redisDatasetStore } from '../../src/redis/index.js';
import { embeddedBefore, realUsd } from '../live/helpers.js';
import { CLIENTS, connectClient, type ClientKind, type TestClient } from './clients.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

// A round that withholds every value on a real redis-server (issue 27, Deliver 3 and 4): its
// curation state replaces the stored one (same dataset, same version, another text), and an instance
// that takes the lease over reads it, so the fleet accepts the move at the same publication one
// process would. The feed is the real 2026-09-29 fawazahmed0 document with every fiat code ×5.
const REAL = JSON.parse(realUsd('2026-09-29').toString('utf8')) as { date: string; usd: Record<string, number> };
const FIAT = new Set(defaultDataset.fiat.map((c) => c.toLowerCase()));
const MOVED = Object.fromEntries(
  Object.entries(REAL.usd)
    .filter(([c]) => FIAT.has(c) && c !== 'usd')
    .map(([c, v]) => [c, v * 5]),
);
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
let server: RedisServer;
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(() => server?.stop());
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function client(kind: ClientKind): Promise<TestClient> {
  const c = await connectClient(kind, server.url);
  cleanups.push(() => c.close());
  return c;
}

async function instance(kind: ClientKind, key: string, clock: { date: string }) {
  const errors: LiveError[] = [];
  const live = createLiveDataset({
    initial: INITIAL,
    sources: [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })],
    intervalSeconds: 0,
    retries: 0,
    leaseMs: 600_000,
    store: redisDatasetStore((await client(kind)).client, { key }),
    now: () => new Date(`${clock.date}T12:00:00Z`),
    fetch: async () => new Response(JSON.stringify({ date: clock.date, usd: MOVED })),
    onError: (e) => errors.push(e),
  });
  cleanups.push(() => live.stop());
  return { live, errors };
}

for (const kind of CLIENTS) {
  describe(`a round that withholds every value, on ${kind}`, () => {
    it('stores its curation state, and the instance that takes the lease over accepts the move at the third publication', async () => {
      const key = `withheld:${kind}`;
      const redis = await client(kind);
      const clock = { date: '2026-09-29' };
      const leader = await instance(kind, key, clock);
      const follower = await instance(kind, key, clock);
      const pending = async () =>
        ((JSON.parse(String(await redis.send(['HGET', key, 'dataset']))) as { curation: { pending: Record<string, unknown[]> } }).curation.pending.EUR ?? [])
          .length;
      await leader.live.refresh(); // takes the lease
      expect(await pending()).toBe(1);
      await follower.live.refresh(); // a follower: reads 'same'
      clock.date = '2026-09-30';
      await leader.live.refresh();
      expect(await pending()).toBe(2);
      expect(leader.live.dataset().snapshots.at(-1)!.date).toBe('2026-09-28');
      await leader.live.stop(); // gives the lease up
      clock.date = '2026-10-01';
      await follower.live.refresh();
      const ds = follower.live.dataset();
      expect(ds.snapshots.at(-1)!.date).toBe('2026-10-01');
      expect(ds.snapshots.at(-1)!.values[ds.columns.get('EUR')!]).toBe(MOVED.eur);
      expect([...leader.errors, ...follower.errors]).toEqual([]);
    });
  });
}
