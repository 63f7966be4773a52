// `npm run build && node bench/burst.mjs`: the burst of issue 29, against the built dist/. Four
// instances (four handlers in this process, each with its own client, as four processes would have),
// one redis-server of its own (127.0.0.1, a free port, no persistence), a limit of 1,000, and 4,000
// concurrent requests (1,000 per instance) with the handler's defaults (`timeoutMs` 250,
// `onStoreError: 'allow'`). Prints how many were served, per client, over several runs; with
// `--slow` each chunk between the clients and Redis is held 10 ms by a loopback proxy (its own process). Nothing is asserted.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { startRedis } from './redisServer.mjs';

// The built dist/, or another build (RATEBOOK_DIST=<dir>, for a "before" figure).
const dist = process.env.RATEBOOK_DIST ?? new URL('../dist/', import.meta.url).pathname;
const { defaultDataset } = await import(`${dist}/data.js`);
const { createFetchHandler } = await import(`${dist}/http.js`);
const { redisRateLimitStore } = await import(`${dist}/redis.js`);

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const SLOW = process.argv.includes('--slow');
const LIMIT = 1000;
const PER_INSTANCE = 1000;
const INSTANCES = 4;
const KEY = 'live_bench_burst_0123456789';
const _sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts bench/slowProxy.mjs in its own process in front of `target`; resolves to its port. */
async function slowProxy(target, delayMs) {
  const child = spawn(process.execPath, [new URL('./slowProxy.mjs', import.meta.url).pathname, String(target), String(delayMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  const line = await new Promise((resolve) => child.stdout.once('data', (chunk) => resolve(String(chunk))));
  return Number(line.trim());
}

async function connect(kind, url) {
  if (kind === 'node-redis') {
    const client = createClient({ url, disableOfflineQueue: true });
    client.on('error', () => {});
    await client.connect();
    return { client, close: () => client.destroy() };
  }
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  await client.connect();
  return { client, close: () => client.disconnect() };
}

/** Scripts run by the server so far (`INFO commandstats`). */
async function evals(client) {
  const info = String(await client.sendCommand(['INFO', 'commandstats']));
  return Number(/cmdstat_eval:calls=(\d+)/.exec(info)?.[1] ?? 0);
}

async function burst(kind, url, run) {
  const clients = await Promise.all(Array.from({ length: INSTANCES }, () => connect(kind, url)));
  const now = Date.now();
  let outages = 0;
  const handlers = clients.map(({ client }) =>
    createFetchHandler({
      dataset: defaultDataset,
      auth: { keys: [KEY] },
      rateLimit: { limit: LIMIT, windowSeconds: 3600, now: () => now, store: redisRateLimitStore(client, { prefix: `burst:${kind}:${run}:` }) },
      onError: (error) => {
        if (error.phase !== 'started') return;
        outages++;
        if (process.argv.includes('--verbose')) console.error(String(error.cause));
      },
    }),
  );
  const request = () => new Request('http://localhost/v1/rates?base=EUR', { headers: { authorization: `Bearer ${KEY}` } });
  const statuses = await Promise.all(handlers.flatMap((handler) => Array.from({ length: PER_INSTANCE }, async () => (await handler(request())).status)));
  await Promise.all(clients.map((c) => c.close()));
  const tally = {};
  for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
  if (outages > 0) tally.outages = outages;
  return tally;
}

const redis = await startRedis();
const port = SLOW ? await slowProxy(redis.port, 10) : redis.port;
const url = `redis://127.0.0.1:${port}`;
console.log(
  `${process.env.RATEBOOK_DIST ?? 'dist/'}: Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}; ${SLOW ? 'through a proxy holding each chunk 10 ms' : 'direct'}`,
);
const probe = await createClient({ url: `redis://127.0.0.1:${redis.port}` }).connect();
for (const kind of ['node-redis', 'ioredis']) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const before = await evals(probe);
    const tally = await burst(kind, url, run);
    runs.push(`${tally[200] ?? 0} (${JSON.stringify(tally)}, ${(await evals(probe)) - before} scripts run)`);
  }
  console.log(`${kind}: served of ${INSTANCES * PER_INSTANCE} (limit ${LIMIT}): ${runs.join('; ')}`);
}
await probe.destroy();
redis.child.kill('SIGTERM');
process.exit(0);
