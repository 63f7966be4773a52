import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDataset, LiveError } from '../../src/live/types.js';
import { redisDatasetStore } from '../../src/redis/index.js';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import type { Dataset } from '../../src/types.js';
import { embeddedWithout, feedServer, realUsd, send } from '../live/helpers.js';
import { CLIENTS, connectClient, type ClientKind, type TestClient } from './clients.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

// A fleet on a real redis-server where only the leader ever runs a round: the followers have no
// timer (intervalSeconds 0) and nobody calls their refresh(), so when they serve the leader's new
// date, the store's notification is the only thing that can have told them. Waits are bounded by
// counts of attempts, never by the clock.

const NOW = new Date('2026-09-30T06:00:00Z');
const INITIAL = embeddedWithout(2); // ends on 2026-09-27; the feed publishes 2026-09-28, then 2026-09-29
let server: RedisServer;
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(() => server?.stop());

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function feed() {
  const state = { published: '2026-09-28' as '2026-09-28' | '2026-09-29' };
  const upstream = await feedServer((_path, res: ServerResponse) => send(res, realUsd(state.published)));
  cleanups.push(upstream.close);
  return { ...upstream, state };
}

async function client(kind: ClientKind): Promise<TestClient> {
  const c = await connectClient(kind, server.url);
  cleanups.push(() => c.close());
  return c;
}

/** The store, counting the reads that transferred the dataset's text. */
function counted(store: ReturnType<typeof redisDatasetStore>) {
  const counts = { texts: 0, reads: 0 };
  const wrapped: DatasetStore = {
    ...store,
    async readChanged(known) {
      counts.reads++;
      const answer = await store.readChanged(known);
      if (answer !== 'same' && answer !== 'older' && answer !== undefined) counts.texts++;
      return answer;
    },
  };
  return { store: wrapped, counts };
}

function instance(url: string, store: DatasetStore, onUpdate?: (ds: Dataset) => void, onError?: (e: LiveError) => void): LiveDataset {
  const live = createLiveDataset({
    initial: INITIAL,
    sources: [fawazahmed0({ url: `${url}/usd.min.json` })],
    intervalSeconds: 0,
    leaseMs: 60_000,
    store,
    retries: 0,
    timeoutMs: 30_000,
    now: () => NOW,
    onUpdate,
    onError,
  });
  cleanups.push(() => live.stop());
  return live;
}

const newestDate = (ds: Dataset) => ds.snapshots.at(-1)!.date;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `live` serves `date` (told by its onUpdate). */
function serving(updates: Dataset[], date: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (updates.some((ds) => newestDate(ds) === date) ? resolve() : setTimeout(check, 5));
    check();
  });
}

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 2000; attempt++) {
    if (await condition()) return;
    await pause(5);
  }
  throw new Error(`never happened: ${what}`);
}

for (const kind of CLIENTS) {
  describe(`notifications on ${kind}`, () => {
    it("followers with no timer serve the leader's new date after its write, each moving the text once", async () => {
      const upstream = await feed();
      const key = `notify:${kind}`;
      const redis = await client(kind);
      const leaderStore = counted(redisDatasetStore((await client(kind)).client, { key }));
      const followers = await Promise.all([0, 1].map(async () => counted(redisDatasetStore((await client(kind)).client, { key }))));
      const updates: Dataset[][] = [[], []];
      const fleet = followers.map((f, i) => instance(upstream.url, f.store, (ds) => updates[i]!.push(ds)));
      const leader = instance(upstream.url, leaderStore.store);
      await until(async () => Number(((await redis.send(['PUBSUB', 'NUMSUB', `${key}:updates`])) as [string, number])[1]) === 3, 'three subscribers');

      await leader.refresh();
      expect(newestDate(leader.dataset())).toBe('2026-09-28');
      await Promise.all(updates.map((u) => serving(u, '2026-09-28')));
      expect(fleet.map((live) => newestDate(live.dataset()))).toEqual(['2026-09-28', '2026-09-28']);
      expect(upstream.requests).toHaveLength(1); // the followers never fetched upstream
      expect(followers.map((f) => f.counts.texts)).toEqual([1, 1]);

      // The next publication too; a round that changes nothing moves no text anywhere.
      upstream.state.published = '2026-09-29';
      await leader.refresh();
      await Promise.all(updates.map((u) => serving(u, '2026-09-29')));
      await leader.refresh();
      expect(followers.map((f) => f.counts.texts)).toEqual([2, 2]);
      expect(leaderStore.counts.texts).toBe(0);
      const [a, b] = fleet.map((live) => JSON.stringify(live.dataset().snapshots.at(-1)!.values));
      expect(b).toBe(a);
      expect(a).toBe(JSON.stringify(leader.dataset().snapshots.at(-1)!.values));
    });

    it('stop() ends the subscription and closes its connection; a later write reads nothing', async () => {
      const upstream = await feed();
      const key = `notify-stop:${kind}`;
      const redis = await client(kind);
      const clientsBefore = String(await redis.send(['CLIENT', 'LIST']))
        .trim()
        .split('\n').length;
      const follower = counted(redisDatasetStore((await client(kind)).client, { key }));
      const live = instance(upstream.url, follower.store);
      await until(async () => Number(((await redis.send(['PUBSUB', 'NUMSUB', `${key}:updates`])) as [string, number])[1]) === 1, 'one subscriber');
      await until(() => follower.counts.reads === 1, 'the look once subscribed');
      await live.stop();
      await until(async () => Number(((await redis.send(['PUBSUB', 'NUMSUB', `${key}:updates`])) as [string, number])[1]) === 0, 'no subscriber');
      // The store's own connection stays (it is the caller's); the subscriber's is gone.
      await until(
        async () =>
          String(await redis.send(['CLIENT', 'LIST']))
            .trim()
            .split('\n').length ===
          clientsBefore + 1,
        'the subscriber connection closed',
      );
      // A write lands (and is published to nobody); the stopped follower does not look.
      await redisDatasetStore(redis.client, { key }).write(JSON.stringify(datasetFile(embeddedWithout(1))));
      expect(await redis.send(['HGET', key, 'date'])).toBe('20260928');
      expect(await redis.send(['PUBLISH', `${key}:updates`, 'x'])).toBe(0);
      expect(follower.counts.reads).toBe(1);
      expect(newestDate(live.dataset())).toBe('2026-09-27');
    });

    it('recovers a subscription lost to a Redis restart: the follower serves what the leader writes afterwards', async () => {
      const upstream = await feed();
      const key = `notify-restart:${kind}`;
      const lost: unknown[] = [];
      const leaderStore = redisDatasetStore((await client(kind)).client, { key });
      const followerStore = redisDatasetStore((await client(kind)).client, { key, onError: (e) => lost.push(e) });
      const updates: Dataset[] = [];
      const follower = instance(upstream.url, followerStore, (ds) => updates.push(ds));
      const leader = instance(upstream.url, leaderStore);
      await leader.refresh();
      await serving(updates, '2026-09-28');

      await server.kill();
      await server.restart(); // empty: no persistence
      upstream.state.published = '2026-09-29';
      // The leader's client reconnects on its own; its rounds fail with store_error until then.
      await until(async () => {
        await leader.refresh();
        return newestDate(leader.dataset()) === '2026-09-29' && leader.status().store?.ok === true;
      }, "the leader's write after the restart");
      await serving(updates, '2026-09-29');
      expect(newestDate(follower.dataset())).toBe('2026-09-29');
      expect(lost.length).toBeGreaterThan(0);
      expect(String((lost[0] as Error).message)).toMatch(/update channel .* lost its connection/);
    });
  });
}
