import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedServer, realUsd, send } from '../live/helpers.js';
import { startRedisServer, type RedisServer } from '../redis/redisServer.js';
import { serveUrl, startServe, type ServeProcess } from './serveProcess.js';

const KEYS = ['live_fleet_old_key_0123456789', 'live_fleet_new_key_0123456789'];
// The real document of 2026-09-29, dated today: the fleet's live data is then fresh.
const today = new Date().toISOString().slice(0, 10);
const document = JSON.stringify({ ...JSON.parse(realUsd('2026-09-29').toString()), date: today });

let redis: RedisServer;
let feed: Awaited<ReturnType<typeof feedServer>>;
const fleet: ServeProcess[] = [];
beforeAll(async () => {
  redis = await startRedisServer();
  feed = await feedServer((_p, res) => send(res, document));
});
afterAll(async () => {
  await Promise.all(fleet.map((s) => s.stop()));
  await feed.close();
  await redis.stop();
});

const get = (url: string, key?: string) => fetch(url, { headers: key ? { authorization: `Bearer ${key}` } : {} });

/** Polls until `test` holds, by attempts (a loaded machine only takes more of them); returns the ms it took. */
async function until(test: () => Promise<boolean>, attempts = 600): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < attempts; i++) {
    if (await test()) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition never held');
}

describe('a fleet of 3 ratebook serve on one redis-server, configured by flags and environment only', () => {
  it('is ready once the leader data is everywhere, limits exactly across the fleet, and takes both keys of a rotation', async () => {
    const env = {
      RATEBOOK_KEYS: KEYS.join(','),
      RATEBOOK_REDIS_URL: redis.url,
      RATEBOOK_RATE_LIMIT: '30/600',
      RATEBOOK_LIVE: 'true',
      RATEBOOK_SOURCE_URL: `fawazahmed0=${feed.url}/usd.min.json`,
      PORT: '0',
    };
    for (let i = 0; i < 3; i++) {
      // One with ioredis, two with node-redis: both clients share one record and one limit.
      const args = ['--every', '3600', '--max-stale', '86400', '--log', 'json', ...(i === 2 ? ['--redis-client', 'ioredis'] : [])];
      fleet.push(startServe(args, env));
    }
    const urls = await Promise.all(fleet.map(serveUrl));
    const flips = await Promise.all(urls.map((url) => until(async () => (await get(`${url}/readyz`)).status === 200)));
    for (const url of urls) {
      const rates = (await (await get(`${url}/v1/rates`, KEYS[0])).json()) as { date: string };
      expect(rates.date).toBe(today);
    }
    // The lease: one upstream request for the whole fleet.
    expect(feed.requests.length).toBe(1);

    // 90 requests of one key, round-robin over the fleet, against 30 per window: exactly 30 pass.
    const statuses = await Promise.all(Array.from({ length: 90 }, (_, i) => get(`${urls[i % 3]}/v1/rates`, KEYS[1]).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60);
    // The other key of the rotation counts on its own and works everywhere.
    for (const url of urls) expect((await get(`${url}/v1/rates`, KEYS[0])).status).toBe(200);
    for (const serve of fleet) {
      for (const line of serve.lines.filter((l) => l !== '')) JSON.parse(line);
      for (const key of KEYS) expect(serve.lines.join('\n')).not.toContain(key.slice(5));
    }
    console.log(`readiness 503 -> 200 after the first answer: ${flips.map((ms) => ms.toFixed(0)).join(' / ')} ms`);
  }, 90_000);

  it('under --on-store-error deny, is not ready while Redis is frozen, and ready again once it answers', async () => {
    const serve = startServe(['--rate-limit', '100/60', '--on-store-error', 'deny', '--log', 'json', '--port', '0'], {
      RATEBOOK_REDIS_URL: redis.url,
      RATEBOOK_KEYS: KEYS[0]!,
    });
    fleet.push(serve);
    const url = await serveUrl(serve);
    expect((await get(`${url}/readyz`)).status).toBe(200);
    redis.pause();
    try {
      const res = await get(`${url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', reasons: ['store_down'] });
      expect((await get(`${url}/v1/rates`, KEYS[0])).status).toBe(503);
    } finally {
      redis.resume();
    }
    const back = await until(async () => (await get(`${url}/readyz`)).status === 200);
    expect((await get(`${url}/v1/rates`, KEYS[0])).status).toBe(200);
    await serve.waitFor(/"level":"warn","event":"store_outage"/);
    await serve.waitFor(/"level":"info","event":"store_recovered"/);
    console.log(`readiness after Redis resumed: 200 within ${back.toFixed(0)} ms`);
  }, 60_000);
});
