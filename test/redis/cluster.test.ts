import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetVersion } from '../../src/dataset/version.js';
import { createFetchHandler } from '../../src/http/index.js';
import { loadDataset } from '../../src/index.js';
import type { LiveDataset } from '../../src/live/types.js';
import { redisDatasetStore, redisRateLimitStore } from '../../src/redis/index.js';
import type { Dataset } from '../../src/types.js';
import { call, ds } from '../http/helpers.js';
import { feedServer, realUsd, send } from '../live/helpers.js';
import { CLIENTS, connectClusterClient, type TestClient } from './clients.js';
import { startRedisCluster, type RedisCluster } from './cluster.js';
import { datasetText } from './datasets.js';
import { fleetMember } from './fleetMember.js';

// Both stores and the update channel on a real 3-master cluster with replicas, started once for
// this file: a burst of 2,000 concurrent requests through 2 handler instances (each with its own
// cluster client) on a limit of 500 is served exactly 500 times; limiter counters spread over the
// masters; a dataset's record, lease and channel share one hash tag (one slot), and the store
// writes, reads and leases there; followers hear the leader's write on the sharded channel.
// Waits are bounded by counts of attempts, never by the clock.

const LIMIT = 500;
const NOW = 1_000_000 * 3_600_000; // one window for every instance
let cluster: RedisCluster;
const clients: TestClient[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  cluster = await startRedisCluster();
});
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
  for (const c of clients) await c.close();
  await cluster?.stop();
});

async function connect(kind: (typeof CLIENTS)[number]) {
  const c = await connectClusterClient(kind, cluster.rootNodes);
  clients.push(c);
  return c;
}

// timeoutMs is raised from its 250 ms (as in redisRateLimitStore.test.ts): under 'allow' a timed-out
// count falls back to the instance's memory, so on a loaded machine (the whole suite at a load average
// of 15) each instance served its own 500 and the burst test saw 1,000; the outcome is a matter of counting.
function instance(c: TestClient, prefix: string, keys: string[], onStoreError: 'allow' | 'deny' = 'allow') {
  return createFetchHandler({
    dataset: ds,
    auth: { keys },
    rateLimit: { limit: LIMIT, windowSeconds: 3600, now: () => NOW, store: redisRateLimitStore(c.client, { prefix }), onStoreError, timeoutMs: 10_000 },
    onError: () => {},
  });
}

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

for (const kind of CLIENTS) {
  describe(`the limiter on a 3-master cluster through ${kind}`, () => {
    it('serves exactly 500 of 2,000 concurrent requests across 2 instances', async () => {
      const key = `live_cluster_burst_${kind}_0123456789`;
      const fleet = await Promise.all([0, 1].map(async () => instance(await connect(kind), `burst-${kind}:`, [key])));
      const statuses = await Promise.all(Array.from({ length: 2000 }, (_, i) => call(fleet[i % 2]!, '/v1/rates', { key }).then((res) => res.status)));
      expect(tally(statuses)).toEqual({ 200: LIMIT, 429: 2000 - LIMIT });
    });

    it("spreads counters over the masters by key (each key's script touches one key)", async () => {
      const keys = Array.from({ length: 50 }, (_, i) => `live_cluster_spread_${kind}_${String(i).padStart(4, '0')}`);
      const c = await connect(kind);
      const handler = instance(c, `spread-${kind}:`, keys);
      const statuses = await Promise.all(keys.flatMap((key) => [0, 1, 2].map(() => call(handler, '/v1/rates', { key }).then((res) => res.status))));
      expect(tally(statuses)).toEqual({ 200: 150 });
      // Each master holds some of the counters, each counter at 3.
      const held = await Promise.all(
        cluster.ports.map(async (port) => {
          const role = await cluster.cli(port, 'ROLE');
          if (!role.startsWith('master')) return [];
          return (await cluster.cli(port, '--scan', '--pattern', `spread-${kind}:*`)).trim().split('\n').filter(Boolean);
        }),
      );
      const perMaster = held.filter((keysOf) => keysOf.length > 0);
      expect(perMaster).toHaveLength(3);
      expect(perMaster.flat()).toHaveLength(50);
      for (const counter of perMaster.flat()) expect(await c.send(['GET', counter])).toBe('3');
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 2000; attempt++) {
    if (await condition()) return;
    await pause(10);
  }
  throw new Error(`never happened: ${what}`);
}
const slotOf = async (key: string) => Number((await cluster.cli(cluster.ports[0]!, 'CLUSTER', 'KEYSLOT', key)).trim());

const APRIL_15 = datasetText('2024-04-15', '2024-04-15T16:00:00Z');
const APRIL_16 = datasetText('2024-04-16', '2024-04-16T09:00:00Z');

for (const kind of CLIENTS) {
  describe(`redisDatasetStore on a 3-master cluster through ${kind}`, () => {
    it("keeps a dataset's record, lease and channel under one hash tag, in one slot", async () => {
      const c = await connect(kind);
      const store = redisDatasetStore(c.client, { key: `tagged:${kind}` });
      await store.write(APRIL_15);
      expect(await store.acquire('owner-a', 60_000)).toBe(true);
      const tag = `{tagged:${kind}}`;
      expect(await c.send(['TYPE', tag])).toBe('hash');
      expect(await c.send(['GET', `${tag}:lease`])).toBe('owner-a');
      const slots = new Set(await Promise.all([tag, `${tag}:lease`, `${tag}:updates`].map(slotOf)));
      expect(slots.size).toBe(1);
      // A key that has a hash tag already keeps it: several datasets may share a slot on purpose.
      const own = redisDatasetStore(c.client, { key: `{eu}:dataset:${kind}` });
      await own.write(APRIL_15);
      expect(await c.send(['HGET', `{eu}:dataset:${kind}`, 'date'])).toBe('20240415');
    });

    it('writes, reads and moves forward only; one lease holder at a time', async () => {
      const [a, b] = await Promise.all([connect(kind), connect(kind)]);
      const key = `rw:${kind}`;
      const first = redisDatasetStore(a.client, { key });
      const second = redisDatasetStore(b.client, { key });
      expect(await first.read()).toBeUndefined();
      await first.write(APRIL_16);
      await second.write(APRIL_15); // older: ignored
      expect(await second.read()).toBe(APRIL_16);
      expect(await second.readChanged(datasetVersion(loadDataset(APRIL_16)))).toBe('same');
      expect(await second.readChanged(datasetVersion(loadDataset(APRIL_15)))).toBe(APRIL_16);
      expect(await first.acquire('owner-a', 60_000)).toBe(true);
      expect(await second.acquire('owner-b', 60_000)).toBe(false);
      await second.release('owner-b'); // not its lease: nothing happens
      expect(await second.acquire('owner-b', 60_000)).toBe(false);
      await first.release('owner-a');
      expect(await second.acquire('owner-b', 60_000)).toBe(true);
    });
  });

  describe(`the update channel on a 3-master cluster through ${kind}`, () => {
    it("followers with no timer serve the leader's new date, heard on the sharded channel", async () => {
      const state = { published: '2026-09-28' as '2026-09-28' | '2026-09-29' };
      const upstream = await feedServer((_path, res: ServerResponse) => send(res, realUsd(state.published)));
      cleanups.push(upstream.close);
      const key = `notify:${kind}`;
      const updates: Dataset[][] = [[], []];
      const instance = (store: ReturnType<typeof redisDatasetStore>, onUpdate?: (ds: Dataset) => void): LiveDataset =>
        fleetMember({ url: upstream.url, store, timeoutMs: 30_000, cleanups, onUpdate });
      const followers = await Promise.all(
        [0, 1].map(async (i) => instance(redisDatasetStore((await connect(kind)).client, { key }), (ds) => updates[i]!.push(ds))),
      );
      const leader = instance(redisDatasetStore((await connect(kind)).client, { key }));
      // Sharded: the subscriptions are on the master of the channel's slot, and nowhere else.
      const channel = `{${key}}:updates`;
      const master = await cluster.masterOf(channel);
      await until(async () => (await cluster.cli(master, 'PUBSUB', 'SHARDNUMSUB', channel)).includes('\n3'), 'three sharded subscribers on the master');
      expect((await cluster.cli(master, 'PUBSUB', 'NUMSUB', channel)).trim().split('\n')[1]).toBe('0');

      const newest = (d: Dataset) => d.snapshots.at(-1)!.date;
      for (const date of ['2026-09-28', '2026-09-29'] as const) {
        state.published = date;
        await leader.refresh();
        expect(newest(leader.dataset())).toBe(date);
        await until(() => updates.every((u) => u.some((d) => newest(d) === date)), `both followers serve ${date}`);
      }
      expect(followers.map((f) => JSON.stringify(f.dataset().snapshots.at(-1)))).toEqual(Array(2).fill(JSON.stringify(leader.dataset().snapshots.at(-1))));
      expect(upstream.requests).toHaveLength(2); // the followers never fetched upstream
    });
  });
}
