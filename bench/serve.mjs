// `serve` over a real socket: requests per second that autocannon gets from ratebook/node's serve,
// from @hono/node-server's serve mounting the same fetch handler, and from a bare node:http server
// answering the same bytes. Each server runs in its own process; rounds alternate between them
// (starting from a different one each round), so a busy moment of a shared machine hits them all.
// Reported: per-round ratios to @hono/node-server as min/median/max, of requests per second and of
// the server process's CPU time per request (which load on a shared machine disturbs far less:
// the ratio is hono's CPU per request over the adapter's, so above 1 means cheaper than hono).
//   node bench/serve.mjs [--quick]      (BENCH_SERVE_ROUNDS, BENCH_SERVE_SECONDS override)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { QUICK, runIfMain, spreadOf as stats } from './harness.mjs';

const ROUNDS = Number(process.env.BENCH_SERVE_ROUNDS ?? (QUICK ? 3 : 8));
const SECONDS = Number(process.env.BENCH_SERVE_SECONDS ?? (QUICK ? 2 : 4));
const CONNECTIONS = 10;
const KEY = 'live_bench_0123456789abcdef';
const PATH = '/v1/convert?from=EUR&to=JPY&amount=100';
const ADAPTERS = ['ratebook', 'hono', 'node:http'];
const REFERENCE = 'hono';

async function start(adapter) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./serve/server.mjs', import.meta.url)), adapter, KEY, PATH], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [line] = await once(createInterface({ input: child.stdout }), 'line');
  return { adapter, child, url: `http://127.0.0.1:${JSON.parse(line).port}${PATH}` };
}

/** The server's CPU time so far, in µs. */
async function cpu(server) {
  server.child.send('cpu');
  const [micros] = await once(server.child, 'message');
  return micros;
}

/** One round against one server: requests per second, and the server's CPU µs per request. */
async function measureRound(server) {
  const before = await cpu(server);
  const { total, perSecond } = await load(server.url, SECONDS);
  return { perSecond, cpuPerRequest: ((await cpu(server)) - before) / total };
}

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${KEY}` } }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({ total: result.requests.total, perSecond: result.requests.total / seconds });
    });
  });
}

export async function measure() {
  const servers = [];
  try {
    for (const adapter of ADAPTERS) servers.push(await start(adapter));
    for (const s of servers) await load(s.url, 1); // warm-up, not measured
    const samples = servers.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < servers.length; k++) {
        const i = (k + round) % servers.length;
        samples[i].push(await measureRound(servers[i]));
      }
    }
    const ref = ADAPTERS.indexOf(REFERENCE);
    return {
      path: PATH,
      rounds: ROUNDS,
      secondsPerRound: SECONDS,
      connections: CONNECTIONS,
      results: servers.map((s, i) => ({
        adapter: s.adapter,
        requestsPerSecond: stats(samples[i].map((x) => x.perSecond)),
        cpuMicrosPerRequest: stats(samples[i].map((x) => x.cpuPerRequest)),
        ratioToHono: stats(samples[i].map((x, r) => x.perSecond / samples[ref][r].perSecond)),
        cpuRatioToHono: stats(samples[i].map((x, r) => samples[ref][r].cpuPerRequest / x.cpuPerRequest)),
        samples: samples[i],
      })),
    };
  } finally {
    for (const s of servers) s.child.kill();
  }
}

await runIfMain(import.meta, measure);
