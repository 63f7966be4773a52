import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { Redis } from 'ioredis';
import { defaultDataset } from '../dist/data.js';
import { createLiveDataset, fawazahmed0 } from '../dist/live.js';
import { redisDatasetStore } from '../dist/redis.js';
import { startRedis } from './redisServer.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

const client = async (url) => {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: (t) => Math.min(t * 50, 500),
  });
  redis.on('error', () => {});
  await redis.connect();
  return redis;
};

const { url, child } = await startRedis(['--proto-max-bulk-len', '1gb']);
const document = readFileSync(new URL('../test/fixtures/feeds/fawazahmed0/usd-2026-09-29.real.min.json', import.meta.url));
const feed = createHttpServer((_req, res) => res.end(document));
await new Promise((resolve) => feed.listen(0, '127.0.0.1', resolve));
const feedUrl = `http://127.0.0.1:${feed.address().port}/usd.min.json`;

// 1. Freeze.
const firstError = [null, null, null];
let frozenAt = 0;
const clients = await Promise.all([0, 1, 2].map(() => client(url)));
const fleet = clients.map((redis, i) =>
  createLiveDataset({
    initial: defaultDataset,
    sources: [fawazahmed0({ url: feedUrl })],
    intervalSeconds: 1,
    timeoutMs: 500,
    retries: 0,
    store: redisDatasetStore(redis, { key: 'freeze' }),
    onError: (e) => {
      if (e.code === 'store_error' && frozenAt && firstError[i] === null) firstError[i] = nowMs() - frozenAt;
    },
  }),
);
await sleep(3000);
const healthy = () => fleet.every((live) => live.status().store?.ok === true);
console.log(`before the freeze: all stores ok = ${healthy()}`, JSON.stringify(fleet.map((l) => l.status().store)));
frozenAt = nowMs();
child.kill('SIGSTOP');
await sleep(10_000);
const rounds = fleet.map((live) => live.status().last_attempt);
child.kill('SIGCONT');
const thawedAt = nowMs();
let recovered = null;
for (let i = 0; i < 400 && recovered === null; i++) {
  await sleep(25);
  if (healthy() && fleet.every((live, j) => live.status().last_attempt !== rounds[j])) recovered = nowMs() - thawedAt;
}
console.log(
  `freeze 10 s: first store_error after ${firstError.map((ms) => (ms === null ? 'none' : `${Math.round(ms)} ms`)).join(', ')}; all 3 healthy ${recovered === null ? 'never (10 s)' : `${Math.round(recovered)} ms`} after the thaw`,
);
const stopStart = nowMs();
await Promise.all(fleet.map((live) => live.stop()));
console.log(`stop() of all three: ${Math.round(nowMs() - stopStart)} ms`);

// 2. A 100 MB value.
const admin = await client(url);
await admin.hset('huge', 'dataset', 'x'.repeat(100 * 1024 * 1024));
for (const maxBytes of [undefined, 200 * 1024 * 1024]) {
  global.gc?.();
  const before = process.memoryUsage();
  const reader = await client(url);
  let outcome;
  try {
    outcome = `read ${(await redisDatasetStore(reader, { key: 'huge', maxBytes }).read()).length} chars`;
  } catch (error) {
    outcome = `refused (${error.code})`;
  }
  const after = process.memoryUsage();
  console.log(
    `100 MB value, cap ${maxBytes ? '200 MiB' : '16 MiB (default)'}: ${outcome}; heap +${Math.round((after.heapUsed - before.heapUsed) / 1e6)} MB, rss +${Math.round((after.rss - before.rss) / 1e6)} MB`,
  );
  reader.disconnect();
}
admin.disconnect();
clients.forEach((c) => c.disconnect());
feed.close();
child.kill('SIGKILL');
process.exit(0);
