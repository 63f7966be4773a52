// Requests per second through ratebook/cloudflare's worker in Miniflare (workerd on this machine),
// with and without the limiter (RATEBOOK_RATE_LIMIT, one RateLimiterObject a key), and the limit's
// exactness counts under a burst. Needs `npm run build` and test/runtimes/binaries (npm test's setup).
//
//   node bench/cloudflare.mjs [rounds=5] [requests=2000] [concurrency=50]
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { locateMiniflare } from '../scripts/runtimes/binaries.mjs';

const [rounds = 5, requests = 2000, concurrency = 50] = process.argv.slice(2).map(Number);
const found = locateMiniflare();
if (!found.module) throw new Error(found.missing ?? found.skip);
const { Miniflare } = await import(found.module);
const { outputFiles } = await build({
  entryPoints: [fileURLToPath(new URL('../test/cloudflare/testWorker.mjs', import.meta.url))],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'neutral',
  conditions: ['workerd', 'worker', 'browser'],
  mainFields: ['module', 'main'],
  minify: true,
  logOverride: { 'ignored-bare-import': 'silent' },
});
const script = outputFiles[0].text;
const KEY = 'live_bench_key';

async function measure(bindings) {
  const mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: '2025-09-01',
    bindings: { TEST_WORKER: 'fixed-clock', RATEBOOK_KEYS: KEY, ...bindings },
    kvNamespaces: ['RATEBOOK_DATA'],
    durableObjects: { RATEBOOK_LIMITER: 'RateLimiterObject' },
    host: '127.0.0.1',
    port: 0,
  });
  const origin = (await mf.ready).origin;
  const send = async () => {
    const res = await fetch(`${origin}/v1/convert?from=EUR&to=JPY&amount=100`, { headers: { authorization: `Bearer ${KEY}` } });
    await res.arrayBuffer();
    return res.status;
  };
  await Promise.all(Array.from({ length: 200 }, send)); // warm-up
  const perSecond = [];
  const statuses = {};
  for (let r = 0; r < rounds; r++) {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < requests) {
          const status = await send();
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
    perSecond.push(requests / ((performance.now() - started) / 1000));
  }
  await mf.dispose();
  perSecond.sort((a, b) => a - b);
  return { perSecond, statuses };
}

const show = ({ perSecond }) =>
  `min ${perSecond[0].toFixed(0)} / median ${perSecond[Math.floor(perSecond.length / 2)].toFixed(0)} / max ${perSecond.at(-1).toFixed(0)} requests/s`;
const plain = await measure({});
// A limit no round reaches (the rounds' requests and the warm-up stay under it), so every request is counted and served.
const limited = await measure({ RATEBOOK_RATE_LIMIT: `${rounds * requests + 1000}/3600` });
console.log(`${found.version}, ${rounds} rounds of ${requests} requests, ${concurrency} at a time`);
console.log(`without the limiter: ${show(plain)}`);
console.log(`with the limiter:    ${show(limited)} (statuses ${JSON.stringify(limited.statuses)})`);
