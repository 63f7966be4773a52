import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { redisRateLimitStore } from '../../src/redis/index.js';
import { call, ds } from '../http/helpers.js';
import { CLIENTS, connectClient, connectClusterClient, type TestClient } from './clients.js';
import { startRedisCluster, type RedisCluster } from './cluster.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

// The fleet limit of issue 38 on real redis-servers: several handlers (each with its own client, as
// instances have) sharing one Redis, or a 3-master cluster, with `serve`'s settings (`timeoutMs` 1000
// from when the command is sent, `onStoreError` 'allow', `fleetSize` the number of instances). A
// healthy burst is served exactly the limit, run after run; a Redis frozen (SIGSTOP) or paused
// (CLIENT PAUSE WRITE, which holds every script) leaves each instance its share, floor(limit ÷ fleet size), and the store's count
// rules again once it answers; under 'deny' a fault serves nothing and counts nothing. Every bound is
// a count; the faults last until every request of the burst has its answer, not for a time.

const NOW = 1_000_000 * 3_600_000; // one window for every instance
const FLEET = 4;
const LIMIT = 1000;
const SHARE = LIMIT / FLEET;
let server: RedisServer;
let cluster: RedisCluster;
const clients: TestClient[] = [];
beforeAll(async () => {
  [server, cluster] = await Promise.all([startRedisServer(), startRedisCluster()]);
});
afterAll(async () => {
  server?.resume();
  for (const c of clients) await c.close();
  await Promise.all([server?.stop(), cluster?.stop()]);
});

type Handler = ReturnType<typeof createFetchHandler>;

function instance(c: TestClient, prefix: string, options: { limit: number; fleetSize: number; timeoutMs?: number; onStoreError?: 'allow' | 'deny' }): Handler {
  const { limit, fleetSize, timeoutMs = 1000, onStoreError = 'allow' } = options;
  return createFetchHandler({
    dataset: ds,
    auth: false,
    rateLimit: { limit, windowSeconds: 3600, now: () => NOW, store: redisRateLimitStore(c.client, { prefix }), timeoutMs, fleetSize, onStoreError },
    onError: () => {},
  });
}

async function fleetOn(connect: () => Promise<TestClient>, prefix: string, size: number, options: Parameters<typeof instance>[2]): Promise<Handler[]> {
  return Promise.all(
    Array.from({ length: size }, async () => {
      const c = await connect();
      clients.push(c);
      return instance(c, prefix, options);
    }),
  );
}

/** What each instance answered to `n` concurrent requests: counted by the store (RateLimit headers), served by its share in memory, 429, 503. */
interface Tally {
  counted: number;
  share: number;
  429: number;
  503: number;
}

async function burst(fleet: Handler[], n: number): Promise<Tally[]> {
  return Promise.all(
    fleet.map(async (handler) => {
      const responses = await Promise.all(Array.from({ length: n }, () => call(handler, '/v1/rates', { key: null })));
      const t: Tally = { counted: 0, share: 0, 429: 0, 503: 0 };
      for (const res of responses) {
        if (res.status === 200) t[res.headers.get('ratelimit-remaining') === null ? 'share' : 'counted']++;
        else if (res.status === 429 || res.status === 503) t[res.status]++;
        else throw new Error(`unexpected status ${res.status}`);
      }
      return t;
    }),
  );
}

const served = (tallies: Tally[]) => tallies.reduce((sum, t) => sum + t.counted + t.share, 0);
const counted = (tallies: Tally[]) => tallies.reduce((sum, t) => sum + t.counted, 0);

for (const kind of CLIENTS) {
  const single = () => connectClient(kind, server.url);

  describe(`a fleet of ${FLEET} on one redis-server through ${kind}`, () => {
    it(`serves exactly ${LIMIT} of ${FLEET} × ${LIMIT} concurrent requests, in each of three runs`, async () => {
      for (let run = 0; run < 3; run++) {
        const fleet = await fleetOn(single, `exact-${kind}-${run}:`, FLEET, { limit: LIMIT, fleetSize: FLEET });
        const tallies = await burst(fleet, LIMIT);
        expect({ run, served: served(tallies), share: tallies.map((t) => t.share), 503: tallies.map((t) => t[503]) }).toEqual({
          run,
          served: LIMIT,
          share: [0, 0, 0, 0],
          503: [0, 0, 0, 0],
        });
      }
    });

    for (const fault of ['SIGSTOP', 'CLIENT PAUSE'] as const) {
      it(`under 'allow', a Redis frozen by ${fault} leaves each instance its share, then the store's count rules`, async () => {
        const admin = await single();
        clients.push(admin);
        // A short timeoutMs: the fault lasts until the burst has its answers, whatever the bound.
        const fleet = await fleetOn(single, `share-${kind}-${fault}:`, FLEET, { limit: LIMIT, fleetSize: FLEET, timeoutMs: 200 });
        const before = await burst(fleet, 100);
        expect(counted(before)).toBe(400);
        if (fault === 'SIGSTOP') server.pause();
        else await admin.send(['CLIENT', 'PAUSE', '60000', 'WRITE']); // scripts wait; the UNPAUSE below still runs
        let during: Tally[];
        try {
          during = await burst(fleet, LIMIT);
        } finally {
          if (fault === 'SIGSTOP') server.resume();
          else await admin.send(['CLIENT', 'UNPAUSE']);
        }
        // Each serves its share from memory, none past it, nothing counted by the frozen store.
        expect(during.map((t) => [t.share, t.counted, t[503]])).toEqual(Array(FLEET).fill([SHARE, 0, 0]));
        // Back: the store had counted 400 (the commands sent into the fault were refused when Redis ran them late).
        const after = await burst(fleet, LIMIT);
        expect(after.map((t) => t.share)).toEqual([0, 0, 0, 0]);
        expect(counted(after)).toBe(LIMIT - 400);
        // In all: what the store counted, plus one share per instance.
        expect(served([...before, ...during, ...after])).toBe(LIMIT + FLEET * SHARE);
      });
    }

    it(`a Redis frozen mid-burst under 'allow' serves at most what it counted plus the shares`, async () => {
      const fleet = await fleetOn(single, `midburst-${kind}:`, FLEET, { limit: LIMIT, fleetSize: FLEET, timeoutMs: 200 });
      // Frozen when the first answer of the burst comes back: some commands ran, some wait in the socket.
      let frozen = false;
      const sends = fleet.map((handler) => async () => {
        const res = await call(handler, '/v1/rates', { key: null });
        if (!frozen) {
          frozen = true;
          server.pause();
        }
        return res;
      });
      let responses: Response[][];
      try {
        responses = await Promise.all(sends.map((send) => Promise.all(Array.from({ length: LIMIT }, send))));
      } finally {
        server.resume();
      }
      const storeServed = responses.flat().filter((r) => r.status === 200 && r.headers.get('ratelimit-remaining') !== null).length;
      const shareServed = responses.map((list) => list.filter((r) => r.status === 200 && r.headers.get('ratelimit-remaining') === null).length);
      expect(storeServed).toBeLessThanOrEqual(LIMIT);
      for (const n of shareServed) expect(n).toBeLessThanOrEqual(SHARE);
      expect(storeServed + shareServed.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(storeServed + LIMIT);
      // Then the store rules: in all, never more than the limit through the store.
      const after = await burst(fleet, LIMIT);
      expect(after.map((t) => t.share)).toEqual([0, 0, 0, 0]);
      expect(storeServed + counted(after)).toBeLessThanOrEqual(LIMIT);
    });

    it(`under 'deny', a frozen Redis serves nothing and counts nothing`, async () => {
      const fleet = await fleetOn(single, `deny-${kind}:`, FLEET, { limit: LIMIT, fleetSize: FLEET, timeoutMs: 200, onStoreError: 'deny' });
      expect(counted(await burst(fleet, 100))).toBe(400);
      server.pause();
      let during: Tally[];
      try {
        during = await burst(fleet, 300);
      } finally {
        server.resume();
      }
      expect(during.map((t) => t[503])).toEqual([300, 300, 300, 300]);
      expect(counted(await burst(fleet, LIMIT))).toBe(LIMIT - 400);
    });

    it('takes a counter that is not an integer for a failed store', async () => {
      const admin = await single();
      clients.push(admin);
      const [deny] = await fleetOn(single, `nonsense-${kind}:`, 1, { limit: 10, fleetSize: 2, onStoreError: 'deny' });
      expect(counted(await burst([deny!], 1))).toBe(1);
      const [key] = (await admin.send(['KEYS', `nonsense-${kind}:*`])) as string[];
      for (const value of ['2.5', 'many']) {
        await admin.send(['SET', key!, value, 'KEEPTTL']);
        expect((await burst([deny!], 3))[0]![503]).toBe(3);
        // Under 'allow', a new instance's share: floor(10 ÷ 2).
        const [allow] = await fleetOn(single, `nonsense-${kind}:`, 1, { limit: 10, fleetSize: 2 });
        expect((await burst([allow!], 8))[0]).toEqual({ counted: 0, share: 5, 429: 3, 503: 0 });
      }
    });
  });

  describe(`2 instances on a 3-master cluster through ${kind}`, () => {
    it('serve exactly 500 of 2 × 1,000 concurrent requests, in each of three runs', async () => {
      for (let run = 0; run < 3; run++) {
        const fleet = await fleetOn(() => connectClusterClient(kind, cluster.rootNodes), `cluster-exact-${kind}-${run}:`, 2, { limit: 500, fleetSize: 2 });
        const tallies = await burst(fleet, 1000);
        expect({ run, served: served(tallies), share: tallies.map((t) => t.share) }).toEqual({ run, served: 500, share: [0, 0] });
      }
    });

    it("under 'allow', the master of the key frozen by SIGSTOP leaves each its share, then the store's count rules", async () => {
      const fleet = await fleetOn(() => connectClusterClient(kind, cluster.rootNodes), `cluster-share-${kind}:`, 2, {
        limit: 500,
        fleetSize: 2,
        timeoutMs: 200,
      });
      expect(counted(await burst(fleet, 50))).toBe(100);
      const [probe] = (await Promise.all(cluster.ports.map((port) => cluster.cli(port, '--scan', '--pattern', `cluster-share-${kind}:*`))))
        .join('\n')
        .trim()
        .split('\n');
      const master = await cluster.masterOf(probe!);
      const pid = Number((await cluster.cli(master, 'INFO', 'server')).match(/process_id:(\d+)/)![1]);
      process.kill(pid, 'SIGSTOP');
      let during: Tally[];
      try {
        during = await burst(fleet, 500);
      } finally {
        process.kill(pid, 'SIGCONT');
      }
      expect(during.map((t) => [t.share, t.counted])).toEqual([
        [250, 0],
        [250, 0],
      ]);
      const after = await burst(fleet, 500);
      expect(after.map((t) => t.share)).toEqual([0, 0]);
      expect(counted(after)).toBe(400);
    });
  });
}
