import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { redisRateLimitStore } from '../../src/redis/index.js';
import { call, ds } from '../http/helpers.js';
import { CLIENTS, connectClusterClient, type TestClient } from './clients.js';
import { startRedisCluster, type RedisCluster } from './cluster.js';

// The limiter on a real 3-master cluster with replicas (started here): a burst of 2,000 concurrent
// requests through 2 handler instances (each with its own cluster client) on a limit of 500 is
// served exactly 500 times, and 50 keys' counters spread over the three masters.

const LIMIT = 500;
const NOW = 1_000_000 * 3_600_000; // one window for every instance
let cluster: RedisCluster;
const clients: TestClient[] = [];
beforeAll(async () => {
  cluster = await startRedisCluster();
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await cluster?.stop();
});

async function connect(kind: (typeof CLIENTS)[number]) {
  const c = await connectClusterClient(kind, cluster.rootNodes);
  clients.push(c);
  return c;
}

function instance(c: TestClient, prefix: string, keys: string[], onStoreError: 'allow' | 'deny' = 'allow') {
  return createFetchHandler({
    dataset: ds,
    auth: { keys },
    rateLimit: { limit: LIMIT, windowSeconds: 3600, now: () => NOW, store: redisRateLimitStore(c.client, { prefix }), onStoreError },
    onError: () => {},
  });
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

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
