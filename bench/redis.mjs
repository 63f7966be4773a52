import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { defaultDataset } from '../dist/data.js';
import { createFetchHandler, memoryRateLimitStore } from '../dist/http.js';
import { loadDataset } from '../dist/index.js';
import { createLiveDataset, datasetFile, fawazahmed0 } from '../dist/live.js';
import { redisDatasetStore, redisRateLimitStore } from '../dist/redis.js';
import { spreadOf as stats } from './harness.mjs';
import { startRedis } from './redisServer.mjs';

const REQUESTS = 10_000;
const WARMUP = 2_000;
const REPS = 3;
const TRIALS = 5;
const KEY = 'live_bench_redis_0123456789';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Sends `n` requests one after another and writes each one's time in µs into `times` from `at`. */
async function timeRequests(handler, n, times = new Float64Array(n), at = 0) {
  for (let i = 0; i < n; i++) {
    const start = nowMs();
    const res = await handler(new Request('http://localhost/v1/convert?from=EUR&to=JPY&amount=100', { headers: { authorization: `Bearer ${KEY}` } }));
    await res.arrayBuffer();
    if (res.status !== 200 || !res.headers.has('ratelimit-remaining')) throw new Error(`unexpected answer ${res.status}`);
    times[at + i] = (nowMs() - start) * 1000;
  }
  return times;
}

async function latency(url) {
  const nodeRedis = await createClient({ url, disableOfflineQueue: true }).connect();
  const ioredis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  await ioredis.connect();
  const handler = (store) => createFetchHandler({ dataset: defaultDataset, auth: { keys: [KEY] }, rateLimit: { limit: 1e9, windowSeconds: 3600, store } });
  const cases = {
    memory: handler(memoryRateLimitStore()),
    'node-redis': handler(redisRateLimitStore(nodeRedis, { prefix: 'bench:a:' })),
    ioredis: handler(redisRateLimitStore(ioredis, { prefix: 'bench:b:' })),
  };
  const runs = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (const h of Object.values(cases)) await timeRequests(h, WARMUP);
  for (let rep = 0; rep < REPS; rep++) {
    // Blocks of 100 requests per store in turn, so the machine's changing load hits every store alike.
    const times = Object.fromEntries(Object.keys(cases).map((name) => [name, new Float64Array(REQUESTS)]));
    for (let at = 0; at < REQUESTS; at += 100) {
      for (const [name, h] of Object.entries(cases)) await timeRequests(h, 100, times[name], at);
    }
    for (const name of Object.keys(cases)) {
      const sorted = times[name].sort();
      runs[name].push({ p50: percentile(sorted, 50), p99: percentile(sorted, 99) });
    }
  }
  nodeRedis.destroy();
  ioredis.disconnect();
  return runs;
}

async function convergence(url) {
  const fixture = (date) => readFileSync(new URL(`../test/fixtures/feeds/fawazahmed0/usd-${date}.real.min.json`, import.meta.url));
  let published = fixture('2026-09-28');
  const feed = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(published);
  });
  await new Promise((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${feed.address().port}/usd.min.json`;
  const file = datasetFile(defaultDataset);
  file.snapshots.splice(-2, 2);
  const initial = loadDataset(file);
  const client = await createClient({ url }).connect();
  const trials = [];
  for (let trial = 0; trial < TRIALS; trial++) {
    published = fixture('2026-09-28');
    const store = redisDatasetStore(client, { key: `bench:fleet:${trial}` });
    const fleet = [0, 1, 2].map(() => createLiveDataset({ initial, sources: [fawazahmed0({ url: feedUrl })], intervalSeconds: 1, store, retries: 0 }));
    const newest = () => fleet.map((live) => live.dataset().snapshots.at(-1).date);
    while (newest().some((date) => date !== '2026-09-28')) await sleep(5);
    const before = nowMs();
    published = fixture('2026-09-29');
    let first;
    while (newest().some((date) => date !== '2026-09-29')) {
      if (first === undefined && newest().includes('2026-09-29')) first = nowMs() - before;
      await sleep(5);
    }
    const all = nowMs() - before;
    trials.push({ first: first ?? all, all });
    await Promise.all(fleet.map((live) => live.stop()));
  }
  await client.destroy();
  await new Promise((resolve) => feed.close(resolve));
  return trials;
}

const fmt = ({ min, median, max }, unit, digits = 0) => `${min.toFixed(digits)} / ${median.toFixed(digits)} / ${max.toFixed(digits)} ${unit}`;

const redis = await startRedis();
const load = os.loadavg()[0].toFixed(2);
const runs = await latency(redis.url);
const fleet = await convergence(redis.url);
redis.child.kill('SIGTERM');

const lines = [
  '# Redis: added latency and fleet convergence',
  '',
  `Generated by \`npm run bench:redis\` on ${new Date().toISOString()}: Node ${process.version}, ${os.cpus().length} cores, load average ${load} at start, redis-server on 127.0.0.1.`,
  '',
  `## Added latency per request (rate limiting on \`/v1/convert\`, ${REQUESTS.toLocaleString('en')} sequential requests, ${REPS} repetitions: min / median / max)`,
  '',
  '| store | p50 | p99 | p50 added over memory | p99 added over memory |',
  '|---|---:|---:|---:|---:|',
  ...Object.keys(runs).map((name) => {
    const p50 = stats(runs[name].map((r) => r.p50));
    const p99 = stats(runs[name].map((r) => r.p99));
    if (name === 'memory') return `| ${name} | ${fmt(p50, 'µs')} | ${fmt(p99, 'µs')} | | |`;
    const added50 = stats(runs[name].map((r, i) => r.p50 - runs.memory[i].p50));
    const added99 = stats(runs[name].map((r, i) => r.p99 - runs.memory[i].p99));
    return `| ${name} | ${fmt(p50, 'µs')} | ${fmt(p99, 'µs')} | ${fmt(added50, 'µs')} | ${fmt(added99, 'µs')} |`;
  }),
  '',
  `## Fleet of 3 live datasets converging after the feed publishes (intervalSeconds 1, ${TRIALS} trials: min / median / max)`,
  '',
  `- until the lease holder serves the new snapshot: ${fmt(stats(fleet.map((t) => t.first)), 'ms')}`,
  `- until all three serve it: ${fmt(stats(fleet.map((t) => t.all)), 'ms')}`,
  '',
  'The lease holder sees the publication at its next round; the others adopt it at their round after',
  'the holder wrote it: all three within one interval plus one round (fetch, validation, write, read).',
  '',
];
// The limiter's section (bench/limiter.mjs writes it between its markers) is kept as it is.
const file = new URL('./REDIS.md', import.meta.url);
let kept = '';
try {
  const old = readFileSync(file, 'utf8');
  const at = old.indexOf('<!-- limiter -->');
  const end = old.indexOf('<!-- /limiter -->');
  if (at >= 0 && end > at) kept = `\n${old.slice(at, end + '<!-- /limiter -->'.length)}\n`;
} catch {}
const text = lines.join('\n') + kept;
writeFileSync(file, text);
console.log(text);
process.exit(0);
