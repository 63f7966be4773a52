import os from 'node:os';
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { defaultDataset } from '../dist/data.js';
import { loadDataset } from '../dist/index.js';
import { createLiveDataset, datasetFile, fawazahmed0 } from '../dist/live.js';
import { redisDatasetStore } from '../dist/redis.js';
import { runIfMain, spreadOf } from './harness.mjs';
import { startRedis } from './redisServer.mjs';

const PUBLISHES = 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

async function connect(kind, url) {
  if (kind === 'node-redis') return createClient({ url, disableOfflineQueue: true }).connect();
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  await client.connect();
  return client;
}
const close = (client) => (typeof client.destroy === 'function' ? client.destroy() : client.disconnect());

/** The embedded history cut `k` snapshots short, as dataset and as store text. */
function cut(k) {
  const file = datasetFile(defaultDataset);
  file.snapshots.splice(file.snapshots.length - k, k);
  return { dataset: loadDataset(file), text: JSON.stringify(file), date: file.snapshots.at(-1).date };
}

async function fleetOf(kind, url) {
  const key = `bench:convergence:${kind}`;
  const versions = Array.from({ length: PUBLISHES + 1 }, (_, i) => cut(PUBLISHES - i)); // [initial, 10 newer]
  const clients = await Promise.all([0, 1, 2, 3].map(() => connect(kind, url)));
  const served = [new Map(), new Map(), new Map()]; // date -> ms when each instance served it
  const fleet = [0, 1, 2].map((i) =>
    createLiveDataset({
      initial: versions[0].dataset,
      sources: [fawazahmed0({ url: 'http://127.0.0.1:9/usd.min.json' })], // never asked: no round runs
      intervalSeconds: 3600,
      store: redisDatasetStore(clients[i], { key }),
      onUpdate: (ds) => served[i].set(ds.snapshots.at(-1).date, nowMs()),
    }),
  );
  const writer = redisDatasetStore(clients[3], { key });
  // The first round of each instance runs at once (interval timers start with one): let it settle.
  await Promise.all(fleet.map((live) => live.refresh()));
  await sleep(500);
  const ms = [];
  for (const version of versions.slice(1)) {
    await writer.write(version.text);
    const written = nowMs();
    while (served.some((m) => !m.has(version.date))) await sleep(1);
    ms.push(Math.max(...served.map((m) => m.get(version.date))) - written);
    await sleep(50);
  }
  await Promise.all(fleet.map((live) => live.stop()));
  clients.forEach(close);
  return { kind, ms, spread: spreadOf(ms) };
}

export async function measure() {
  const redis = await startRedis();
  try {
    const results = [];
    for (const kind of ['node-redis', 'ioredis']) results.push(await fleetOf(kind, redis.url));
    return { publishes: PUBLISHES, instances: 3, loadAverage: os.loadavg()[0], results };
  } finally {
    redis.child.kill('SIGTERM');
  }
}

if (process.argv.includes('--markdown')) {
  const { convergenceSection } = await import('./report.mjs');
  console.log(convergenceSection(await measure()));
  process.exit(0);
}
await runIfMain(import.meta, measure);
