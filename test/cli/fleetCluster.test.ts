import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedServer, realUsd, send } from '../live/helpers.js';
import { startRedisCluster, type RedisCluster } from '../redis/cluster.js';
import { serveUrl, startServe, type ServeProcess } from './serveProcess.js';

const KEY = 'live_cluster_fleet_key_0123456789';
const today = new Date().toISOString().slice(0, 10);
const document = JSON.stringify({ ...JSON.parse(realUsd('2026-09-29').toString()), date: today });

let cluster: RedisCluster;
let feed: Awaited<ReturnType<typeof feedServer>>;
const fleet: ServeProcess[] = [];
beforeAll(async () => {
  cluster = await startRedisCluster();
  feed = await feedServer((_p, res) => send(res, document));
}, 120_000);
afterAll(async () => {
  await Promise.all(fleet.map((s) => s.stop()));
  await feed?.close();
  await cluster?.stop();
});

describe('ratebook serve --redis-cluster', () => {
  it('shares the limit and the live data on a 3-master cluster, through node-redis and ioredis', async () => {
    const seed = `redis://127.0.0.1:${cluster.ports[0]}`;
    for (const client of ['redis', 'ioredis']) {
      fleet.push(
        startServe(
          ['--live', '--every', '3600', '--redis-cluster', '--redis-client', client, '--rate-limit', '20/600', '--max-stale', '86400', '--port', '0'],
          {
            RATEBOOK_REDIS_URL: seed,
            RATEBOOK_KEYS: KEY,
            RATEBOOK_SOURCE_URL: `fawazahmed0=${feed.url}/usd.min.json`,
          },
        ),
      );
    }
    const urls = await Promise.all(fleet.map(serveUrl));
    for (const url of urls) {
      for (let i = 0; i < 600 && (await fetch(`${url}/readyz`)).status !== 200; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
    }
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => fetch(`${urls[i % 2]}/v1/rates`, { headers: { authorization: `Bearer ${KEY}` } }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(feed.requests.length).toBe(1);
  }, 120_000);
});
