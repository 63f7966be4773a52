import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../redis/redisServer.js';
import { type ServeProcess, serveUrl, startServe } from './serveProcess.js';

// The attack of issue 38 as an operator ran it: four `ratebook serve --redis URL --rate-limit
// 1000/3600` with default settings (two on node-redis, two on ioredis), 1,000 requests of one key
// sent to each at once, Redis healthy. Before the deadline counted from the write, load alone set off
// the `allow` fallback and 4,000 / 2,480 / 1,536 were served of 1,000. Now: exactly the limit, in
// each of three bursts (one key a burst).
const KEYS = ['live_burst_key_one_0123456789', 'live_burst_key_two_0123456789', 'live_burst_key_three_012345'];
const LIMIT = 1000;
const PER_INSTANCE = 1000;

let redis: RedisServer;
const fleet: ServeProcess[] = [];
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await Promise.all(fleet.map((s) => s.stop()));
  await redis.stop();
});

/** One GET of /v1/rates with the key, through `agent`; resolves with the status. */
function get(agent: Agent, url: string, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/v1/rates?symbols=EUR`, { agent, headers: { authorization: `Bearer ${key}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a fleet of 4 ratebook serve on one healthy redis-server, under a burst', () => {
  it('serves exactly the limit of 1,000 of 4,000 concurrent requests of one key, three bursts in a row', async () => {
    const env = { RATEBOOK_KEYS: KEYS.join(','), RATEBOOK_REDIS_URL: redis.url, RATEBOOK_RATE_LIMIT: `${LIMIT}/3600`, PORT: '0' };
    for (let i = 0; i < 4; i++) fleet.push(startServe(i % 2 === 0 ? [] : ['--redis-client', 'ioredis'], env));
    const urls = await Promise.all(fleet.map(serveUrl));
    // Many sockets an instance, so that the requests arrive together, as the attack's clients did.
    const agents = urls.map(() => new Agent({ keepAlive: true, maxSockets: 250 }));
    try {
      for (const key of KEYS) {
        const statuses = await Promise.all(urls.flatMap((url, i) => Array.from({ length: PER_INSTANCE }, () => get(agents[i]!, url, key))));
        const served = statuses.filter((s) => s === 200).length;
        console.log(`burst of ${statuses.length} on ${key.slice(0, 14)}…: ${served} served of ${LIMIT}`);
        if (served !== LIMIT) for (const s of fleet) console.log(s.lines.slice(-8).join('\n'));
        expect(served).toBe(LIMIT);
        expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - LIMIT);
      }
    } finally {
      for (const agent of agents) agent.destroy();
    }
    for (const serve of fleet) expect(serve.lines.join('\n')).not.toMatch(/store_outage|redis_down/);
  }, 120_000);
});
