import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchHandler, type FetchHandler } from '../../src/http/index.js';
import { redisRateLimitStore } from '../../src/redis/index.js';
import { call, ds, fixtureText, KEY } from '../http/helpers.js';
import { CLIENTS, connectClient, type TestClient } from './clients.js';
import type { RateLimitJob } from './rateLimitWorker.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

const root = new URL('../..', import.meta.url).pathname;
const workerDir = join(root, 'node_modules/.cache/ratebook-redis-test');
let server: RedisServer;

beforeAll(async () => {
  server = await startRedisServer();
  // Inside node_modules, so the bundle finds redis, ioredis, valibot and big.js as the app would.
  mkdirSync(workerDir, { recursive: true });
  await build({
    config: false,
    entry: { 'rate-limit-worker': 'test/redis/rateLimitWorker.ts' },
    outDir: workerDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    outExtension: () => ({ js: '.mjs' }),
    silent: true,
  });
});
afterAll(() => server?.stop());

function runWorkers(jobs: RateLimitJob[]): Promise<{ tally: Record<string, number>; errors: string[] }[]> {
  const workers = jobs.map((job) => new Worker(join(workerDir, 'rate-limit-worker.mjs'), { workerData: job }));
  const ready = workers.map((w) => new Promise<void>((resolve, reject) => (w.once('message', () => resolve()), w.once('error', reject))));
  return Promise.all(ready).then(() =>
    Promise.all(
      workers.map((w) => {
        const done = new Promise<{ tally: Record<string, number>; errors: string[] }>((resolve, reject) => (w.once('message', resolve), w.once('error', reject)));
        w.postMessage('go'); // every worker is connected before any request is sent
        return done.finally(() => w.terminate());
      }),
    ),
  );
}

for (const kind of CLIENTS) {
  describe(`redisRateLimitStore with ${kind}`, () => {
    it('lets exactly the limit through across 4 instances in their own threads: 1,000 of 4,000 concurrent requests', async () => {
      const job = { kind, url: server.url, prefix: `fleet-${kind}:`, limit: 1000, requests: 1000, key: KEY, datasetText: fixtureText, now: Date.now() };
      const results = await runWorkers([job, job, job, job]);
      const total = { 200: 0, 429: 0, other: 0 };
      for (const { tally } of results) {
        for (const [status, n] of Object.entries(tally)) {
          if (status === '200' || status === '429') total[status] += n;
          else total.other += n;
        }
      }
      expect(total).toEqual({ 200: 1000, 429: 3000, other: 0 });
      expect(results.flatMap((r) => r.errors)).toEqual([]);
    });

    it('keeps one counter per key and window, expiring after its window', async () => {
      const redis = await connectClient(kind, server.url);
      try {
        const store = redisRateLimitStore(redis.client, { prefix: `unit-${kind}:` });
        const end = Date.now() + 60_000;
        expect(await store.increment('a:1', end)).toBe(1);
        expect(await store.increment('a:1', end)).toBe(2);
        expect(await store.increment('b:1', end)).toBe(1);
        const ttl = Number(await redis.send(['PTTL', `unit-${kind}:a:1`]));
        expect(ttl).toBeGreaterThan(60_000); // the window, plus the grace for lagging clocks
        expect(ttl).toBeLessThanOrEqual(120_000);
      } finally {
        await redis.close();
      }
    });

    it('counts units, refuses to count past the deadline, and takes back a count that arrived after the handler gave up', async () => {
      const redis = await connectClient(kind, server.url);
      try {
        const store = redisRateLimitStore(redis.client, { prefix: `late-${kind}:` });
        const end = Date.now() + 60_000;
        const live = { units: 3, deadline: Date.now() + 60_000, signal: new AbortController().signal };
        expect(await store.increment('u:1', end, live)).toBe(3);
        // A deadline already passed in Redis's clock: refused, nothing counted.
        await expect(store.increment('u:1', end, { ...live, deadline: Date.now() - 60_000 })).rejects.toThrow();
        expect(Number(await redis.send(['GET', `late-${kind}:u:1`]))).toBe(3);
        // Answered in time for Redis, but the handler had already answered without it: refunded.
        const gaveUp = new AbortController();
        gaveUp.abort();
        expect(await store.increment('u:1', end, { units: 2, deadline: Date.now() + 60_000, signal: gaveUp.signal })).toBe(5);
        await redis.send(['PING']); // the refund was sent before this, on the same connection
        expect(Number(await redis.send(['GET', `late-${kind}:u:1`]))).toBe(3);
      } finally {
        await redis.close();
      }
    });
  });
}
