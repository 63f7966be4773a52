// `npm run build && node bench/limiter.mjs`: how many rate-limit decisions a second one process makes,
// with the in-memory store and with one Redis (node-redis and ioredis; redis-server of its own on
// 127.0.0.1, a free port, no persistence), against the built dist/ (or RATEBOOK_DIST=<dir>).
//
// A decision is one request through the handler up to its answer, on a path that is counted and then
// answered 404 at once (`/v1/limiter-bench`; a 503 when the store did not answer within the default
// 250 ms, `onStoreError: 'deny'`, counted apart), so what is measured is authentication (a verifier that
// accepts every key: no key list to search), the limiter and a small problem body. 200 requests are
// in flight at all times (each loop sends its next request when its answer comes), on one key, or
// cycling through 10,000 keys. Each case runs RUN_MS in turn, RUNS times, interleaved so that the
// machine's changing load hits every case alike; min / median / max of the runs. Wall time: the
// store's round trips are part of what is measured. Prints Markdown and writes it into bench/REDIS.md
// (between the limiter markers). Nothing is asserted.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import os from 'node:os';
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { spreadOf } from './harness.mjs';

const dist = process.env.RATEBOOK_DIST ?? new URL('../dist/', import.meta.url).pathname;
// RATEBOOK_BEFORE=<dir of another build>: its cases too, interleaved with these, for a fair before/after.
const before = process.env.RATEBOOK_BEFORE;
const builds = [{ tag: '', dir: dist }, ...(before ? [{ tag: ' (before)', dir: before }] : [])];
for (const build of builds) {
  build.data = await import(`${build.dir}/data.js`);
  build.http = await import(`${build.dir}/http.js`);
  build.redis = await import(`${build.dir}/redis.js`);
}

const CONCURRENCY = 200;
const RUNS = Number(process.env.RUNS ?? 5);
const RUN_MS = Number(process.env.RUN_MS ?? 2000);
const KEYS = Array.from({ length: 10_000 }, (_, i) => `Bearer live_bench_limiter_${String(i).padStart(5, '0')}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startRedis() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', os.tmpdir()], { stdio: 'ignore' });
  child.once('error', (error) => {
    console.error(`redis-server could not start (${error.message}); install it: apt-get install -y redis-server`);
    process.exit(1);
  });
  process.once('exit', () => child.kill('SIGKILL'));
  for (let attempt = 0; attempt < 400; attempt++) {
    const up = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, child };
    await sleep(25);
  }
  throw new Error('redis-server did not start');
}

/** Decisions a second: CONCURRENCY loops for RUN_MS, each sending its next request when its answer came. */
async function decisionsPerSecond(handler, keys) {
  let next = 0;
  let done = 0;
  let failed = 0;
  const until = performance.now() + RUN_MS;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const authorization = keys[next++ % keys.length];
        const res = await handler(new Request('http://localhost/v1/limiter-bench', { headers: { authorization } }));
        if (res.status !== 404 || !res.headers.has('ratelimit-remaining')) failed++;
        done++;
      }
    }),
  );
  return { rate: (done / (performance.now() - start)) * 1000, failed, done };
}

const redis = await startRedis();
const nodeRedis = createClient({ url: redis.url, disableOfflineQueue: true });
nodeRedis.on('error', () => {});
await nodeRedis.connect();
const ioredis = new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
ioredis.on('error', () => {});
await ioredis.connect();

const load = os.loadavg()[0].toFixed(2);
const stores = {
  memory: (b) => b.http.memoryRateLimitStore({ maxKeys: 20_000 }),
  'Redis, node-redis': (b) => b.redis.redisRateLimitStore(nodeRedis, { prefix: `bench:limiter:a${b.tag.length}:` }),
  'Redis, ioredis': (b) => b.redis.redisRateLimitStore(ioredis, { prefix: `bench:limiter:b${b.tag.length}:` }),
};
const cases = [];
const names = [];
for (const [store, storeOf] of Object.entries(stores)) {
  for (const build of builds) {
    const name = store + build.tag;
    names.push(name);
    const handler = () =>
      build.http.createFetchHandler({
        dataset: build.data.defaultDataset,
        auth: { verify: () => true },
        rateLimit: { limit: 1e9, windowSeconds: 3600, store: storeOf(build), onStoreError: 'deny' },
        onError: () => {},
      });
    cases.push({ name, label: 'one key', keys: KEYS.slice(0, 1), handler: handler(), runs: [] });
    cases.push({ name, label: '10,000 keys', keys: KEYS, handler: handler(), runs: [] });
  }
}
for (const c of cases) await decisionsPerSecond(c.handler, c.keys); // warm-up, and every key's counter made
for (let run = 0; run < RUNS; run++) {
  for (const c of cases) {
    const { rate, failed, done } = await decisionsPerSecond(c.handler, c.keys);
    c.runs.push(rate);
    c.failed = (c.failed ?? 0) + failed;
    c.done = (c.done ?? 0) + done;
  }
}
await nodeRedis.destroy();
ioredis.disconnect();
redis.child.kill('SIGTERM');

const fmt = ({ min, median, max }) => `${Math.round(min).toLocaleString('en')} / ${Math.round(median).toLocaleString('en')} / ${Math.round(max).toLocaleString('en')}`;
// A request the store did not answer within the handler's 250 ms is answered 503 (onStoreError 'deny'): shown, as a share.
const cell = (c) => fmt(spreadOf(c.runs)) + (c.failed > 0 ? ` (${((100 * c.failed) / c.done).toFixed(2)}% not counted in time)` : '');
const row = (name) => {
  const of = (label) => cases.find((c) => c.name === name && c.label === label);
  return `| ${name} | ${cell(of('one key'))} | ${cell(of('10,000 keys'))} |`;
};
const section = [
  '<!-- limiter -->',
  `## Rate-limit decisions a second, in one process (${CONCURRENCY} requests in flight; ${RUNS} runs of ${RUN_MS / 1000} s each, interleaved: min / median / max)`,
  '',
  `Generated by \`node bench/limiter.mjs\` on ${new Date().toISOString()}${process.env.RATEBOOK_DIST ? ` against ${process.env.RATEBOOK_DIST}` : ''}${before ? ` (before: ${before}, interleaved)` : ''}: Node ${process.version}, ${os.cpus().length} cores, load average ${load} at start, redis-server on 127.0.0.1 (same machine).`,
  '',
  '| store | one key | 10,000 keys |',
  '|---|---:|---:|',
  ...names.map(row),
  '',
  'A decision is a request counted and answered (404 on a path outside the API, after the count): the',
  "handler's authentication (a verifier accepting every key), the limiter, a small problem body. With",
  'Redis, the increments of one key made within one tick go as one command (`INCRBY` of their sum), so',
  'one key costs one round trip per tick, and 10,000 keys up to one per request in flight.',
  ...(before ? ['Rows marked (before) ran the other build given (RATEBOOK_BEFORE), interleaved with these in the same process.'] : []),
  '<!-- /limiter -->',
  '',
].join('\n');
const file = new URL('./REDIS.md', import.meta.url);
const text = readFileSync(file, 'utf8');
const at = text.indexOf('<!-- limiter -->');
const after = text.indexOf('<!-- /limiter -->') + '<!-- /limiter -->\n'.length;
// A run against another build (RATEBOOK_DIST) prints only.
if (!process.env.RATEBOOK_DIST) writeFileSync(file, at < 0 ? `${text.trimEnd()}\n\n${section}` : text.slice(0, at) + section + text.slice(after));
console.log(section);
process.exit(0);
