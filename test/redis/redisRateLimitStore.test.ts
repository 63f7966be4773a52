import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisRateLimitStore } from '../../src/redis/index.js';
import { fixtureText, KEY } from '../http/helpers.js';
import { CLIENTS, connectClient, type TestClient } from './clients.js';
import type { RateLimitJob } from './rateLimitWorker.js';
import { startRedisServer, type RedisServer } from './redisServer.js';
import { startSlowProxy, type SlowProxy } from './slowProxy.js';

const root = new URL('../..', import.meta.url).pathname;
let workerDir: string;
let server: RedisServer;
let proxy: SlowProxy;

beforeAll(async () => {
  server = await startRedisServer();
  proxy = await startSlowProxy(server.port, 10);
  // Inside the checkout (.cache/, ignored by git), so the bundle finds redis, ioredis, valibot and
  // big.js in its node_modules as the app would; a directory of its own, as other checkouts sharing
  // node_modules may build theirs at the same time.
  mkdirSync(join(root, '.cache'), { recursive: true });
  workerDir = mkdtempSync(join(root, '.cache/redis-test-'));
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
afterAll(async () => {
  await proxy?.close();
  await server?.stop();
  if (workerDir) rmSync(workerDir, { recursive: true, force: true });
});

function runWorkers(jobs: RateLimitJob[]): Promise<{ tally: Record<string, number>; errors: string[] }[]> {
  const workers = jobs.map((job) => new Worker(join(workerDir, 'rate-limit-worker.mjs'), { workerData: job }));
  const ready = workers.map((w) => new Promise<void>((resolve, reject) => (w.once('message', () => resolve()), w.once('error', reject))));
  return Promise.all(ready).then(() =>
    Promise.all(
      workers.map((w) => {
        const done = new Promise<{ tally: Record<string, number>; errors: string[] }>(
          (resolve, reject) => (w.once('message', resolve), w.once('error', reject)),
        );
        w.postMessage('go'); // every worker is connected before any request is sent
        return done.finally(() => w.terminate());
      }),
    ),
  );
}

/** The statuses of all the workers' requests, added up. */
function totalOf(results: { tally: Record<string, number> }[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const { tally } of results) for (const [status, n] of Object.entries(tally)) total[status] = (total[status] ?? 0) + n;
  return total;
}

/** Scripts the server has run so far (`INFO commandstats`). */
async function scriptsRun(redis: TestClient): Promise<number> {
  const info = String(await redis.send(['INFO', 'commandstats']));
  return Number(/cmdstat_eval:calls=(\d+)/.exec(info)?.[1] ?? 0);
}

for (const kind of CLIENTS) {
  describe(`redisRateLimitStore with ${kind}`, () => {
    const job = (prefix: string, url = server.url): RateLimitJob => ({
      kind,
      url,
      prefix: `${prefix}-${kind}:`,
      limit: 1000,
      requests: 1000,
      key: KEY,
      datasetText: fixtureText,
      now: Date.now(),
    });

    it('lets exactly the limit through across 4 instances in their own threads: 1,000 of 4,000 concurrent requests', async () => {
      // A store failure would show as a 503 here, never as a 200 that escaped the count.
      const strict = { ...job('fleet'), timeoutMs: 60_000, onStoreError: 'deny' as const };
      const results = await runWorkers([strict, strict, strict, strict]);
      expect(totalOf(results)).toEqual({ 200: 1000, 429: 3000 });
      expect(results.flatMap((r) => r.errors)).toEqual([]);
    });

    // The default policy, 'allow', would let a timed-out request through on this instance's memory
    // count; timeoutMs is raised from its 250 ms so that the outcome is a matter of counting, not of
    // how soon this loaded machine schedules four busy threads (bench/burst.mjs measures the defaults).
    for (const [name, slowed] of [
      ['', false],
      [', with the store 10 ms farther away each way', true],
    ] as const) {
      it(`does so under onStoreError 'allow'${name}, in a few commands per instance, not one per request`, async () => {
        const probe = await connectClient(kind, server.url);
        try {
          const before = await scriptsRun(probe);
          const allow = { ...job(slowed ? 'slow' : 'allow', slowed ? proxy.url : server.url), timeoutMs: 10_000 };
          const results = await runWorkers([allow, allow, allow, allow]);
          expect(totalOf(results)).toEqual({ 200: 1000, 429: 3000 });
          expect(results.flatMap((r) => r.errors)).toEqual([]); // no outage, so nothing was counted in memory
          // Each instance's 1,000 requests reach the store within a tick or a few: before batching, 1,000 scripts each.
          expect((await scriptsRun(probe)) - before).toBeLessThanOrEqual(4 * 10);
        } finally {
          await probe.close();
        }
      });
    }

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
        // Answered in time for Redis, but the handler gave up while the command was on its way: refunded.
        const gaveUp = new AbortController();
        const sent = () => (gaveUp.abort(), Date.now() + 60_000);
        expect(await store.increment('u:1', end, { units: 2, deadline: Date.now() + 60_000, signal: gaveUp.signal, sent })).toBe(5);
        await redis.send(['PING']); // the refund was sent before this, on the same connection
        expect(Number(await redis.send(['GET', `late-${kind}:u:1`]))).toBe(3);
        // Given up before it was sent: never sent, never counted.
        const before = new AbortController();
        before.abort();
        await expect(store.increment('u:1', end, { units: 2, deadline: Date.now() + 60_000, signal: before.signal })).rejects.toThrow();
        expect(Number(await redis.send(['GET', `late-${kind}:u:1`]))).toBe(3);
      } finally {
        await redis.close();
      }
    });
  });
}
