import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import type { LiveDataset, LiveError } from '../../src/live/types.js';
import { redisDatasetStore } from '../../src/redis/index.js';
import type { Dataset } from '../../src/types.js';
import { embeddedWithout, feedServer, realUsd, send } from '../live/helpers.js';
import { CLIENTS, connectClient, type ClientKind, type TestClient } from './clients.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

// Three live datasets (three instances of an app) sharing one Redis, against one feed server on
// 127.0.0.1 that replays real fawazahmed0 documents and counts the requests it gets. An "interval"
// is one round of every instance (intervalSeconds 0, rounds through refresh()), so the counts do not
// depend on how fast this machine is.

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

/** The feed: serves the document of `published`; `hold` keeps the next request unanswered until released. */
async function feed() {
  const state = { published: '2026-09-28' as '2026-09-28' | '2026-09-29', holdNext: false };
  const held: ServerResponse[] = [];
  const server = await feedServer((_path, res) => {
    if (state.holdNext) {
      state.holdNext = false;
      held.push(res);
      return;
    }
    send(res, realUsd(state.published));
  });
  cleanups.push(server.close);
  return { ...server, state, held };
}

async function client(kind: ClientKind): Promise<TestClient> {
  const c = await connectClient(kind, server.url);
  cleanups.push(() => c.close());
  return c;
}

function instance(url: string, store: DatasetStore, leaseMs: number, onError?: (error: LiveError) => void): LiveDataset {
  const live = createLiveDataset({
    initial: INITIAL,
    sources: [fawazahmed0({ url: `${url}/usd.min.json` })],
    intervalSeconds: 0,
    leaseMs,
    store,
    retries: 0,
    timeoutMs: 30_000,
    now: () => NOW,
    onError,
  });
  cleanups.push(() => live.stop());
  return live;
}

const newest = (ds: Dataset) => `${ds.snapshots.at(-1)!.date} ${ds.snapshots.at(-1)!.updatedAt}`;
const newestOfAll = (fleet: LiveDataset[]) => fleet.map((live) => newest(live.dataset()));
const interval = (fleet: LiveDataset[]) => Promise.all(fleet.map((live) => live.refresh()));

for (const kind of CLIENTS) {
  for (const sharing of ['a store and a connection each', 'one shared store'] as const) {
    describe(`a fleet of 3 on ${kind}, ${sharing}`, () => {
      it('fetches upstream once per interval, and all three serve the newest snapshot within one interval', async () => {
        const upstream = await feed();
        const key = `fleet:${kind}:${sharing === 'one shared store' ? 'shared' : 'each'}`;
        const shared = redisDatasetStore((await client(kind)).client, { key });
        const stores =
          sharing === 'one shared store'
            ? [shared, shared, shared]
            : await Promise.all([0, 1, 2].map(async () => redisDatasetStore((await client(kind)).client, { key })));
        const fleet = stores.map((store) => instance(upstream.url, store, 60_000));

        await interval(fleet);
        expect(upstream.requests).toHaveLength(1);
        await interval(fleet);
        expect(upstream.requests).toHaveLength(2);
        expect(newestOfAll(fleet)).toEqual(Array(3).fill('2026-09-28 2026-09-28T00:00:00Z'));

        // The feed publishes: the lease holder's next round has it, the others' round after that.
        upstream.state.published = '2026-09-29';
        await interval(fleet);
        await interval(fleet);
        expect(upstream.requests).toHaveLength(4);
        expect(newestOfAll(fleet)).toEqual(Array(3).fill('2026-09-29 2026-09-29T00:00:00Z'));
        // All three serve the same dataset, not just the same date.
        const [a, b, c] = fleet.map((live) => JSON.stringify(live.dataset().snapshots.at(-1)!.values));
        expect(b).toBe(a);
        expect(c).toBe(a);
      });
    });
  }

  describe(`a fleet of 3 on ${kind}: faults`, () => {
    it('passes the fetching on once the lease expires when its holder stops mid-round', async () => {
      const upstream = await feed();
      const redis = await client(kind);
      const key = `takeover:${kind}`;
      const fleet = [0, 1, 2].map(() => instance(upstream.url, redisDatasetStore(redis.client, { key }), 300));
      upstream.state.holdNext = true; // the holder's request never gets an answer: it hangs mid-round
      const settled = [false, false, false];
      fleet.forEach((live, i) => void live.refresh().then(() => (settled[i] = true)));
      for (let attempt = 0; attempt < 400 && (upstream.held.length === 0 || settled.filter(Boolean).length < 2); attempt++) await pause(10);
      expect(upstream.held).toHaveLength(1);
      const stuck = settled.indexOf(false);
      const others = fleet.filter((_, i) => i !== stuck);

      // The others keep going round; once the 300 ms lease has expired on the server, one takes it.
      for (let attempt = 0; attempt < 400 && upstream.requests.length < 2; attempt++) {
        await interval(others);
        await pause(10);
      }
      expect(upstream.requests).toHaveLength(2);
      await interval(others);
      expect(newestOfAll(others)).toEqual(Array(2).fill('2026-09-28 2026-09-28T00:00:00Z'));
      expect(settled[stuck]).toBe(false); // the old holder is still stuck in its round
      // Stopping it aborts its round; its release does not touch a lease it no longer holds (pinned
      // here to another owner, so the check does not depend on how long the taker's lease lasts).
      await redis.send(['SET', `${key}:lease`, 'another-instance', 'PX', '60000']);
      await fleet[stuck]!.stop();
      expect(await redis.send(['GET', `${key}:lease`])).toBe('another-instance');
    });

    it('refuses a corrupted dataset written into Redis, reports it, keeps serving the previous one, and repairs the record', async () => {
      const upstream = await feed();
      const redis = await client(kind);
      const key = `corrupt:${kind}`;
      const reports: LiveError[] = [];
      const fleet = [0, 1, 2].map(() => instance(upstream.url, redisDatasetStore(redis.client, { key }), 60_000, (e) => reports.push(e)));
      await interval(fleet);
      await interval(fleet);
      const good = newestOfAll(fleet);
      expect(good).toEqual(Array(3).fill('2026-09-28 2026-09-28T00:00:00Z'));

      // A newer-looking value that is not a dataset, and then one that is JSON but not valid.
      for (const text of ['{"format":"ratebook-dataset@1","snapshots":[{"date":"2099-01-01"', '{"format":"ratebook-dataset@1","pivot":"USD","snapshots":[]}']) {
        await redis.send(['HSET', key, 'date', '20990101', 'updated_at', '4070908800000', 'dataset', text]);
        const before = reports.length;
        await interval(fleet);
        expect(reports.slice(before).filter((r) => r.code === 'store_invalid')).toHaveLength(3);
        expect(newestOfAll(fleet)).toEqual(good);
        // Its fields claim 2099, from the future by the server's clock: the first instance's write of
        // the good dataset replaces it (nothing else deletes or replaces a stored value).
        expect(await redis.send(['HGET', key, 'date'])).toBe('20260928');
        // The refused value was the store's problem, and the write that replaced it the store's cure.
        expect(fleet.map((live) => live.status().store?.ok)).toEqual([true, true, true]);
      }
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
