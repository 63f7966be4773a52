/**
 * The HTTP conformance cases against ratebook/cloudflare's worker in Miniflare (workerd), driven from
 * Node (`node test/runtimes/cloudflare/entry.mjs`): bundles worker.mjs (the built package, the
 * conformance table and the fixture) into one ES module as Wrangler would, runs it in Miniflare with
 * the worker's bindings (the key, a KV namespace, the RateLimiterObject namespace), asks the Worker to
 * run every case in memory (`/__conformance`), then sends every case to it over HTTP. Prints
 * `cloudflare: N passed, M failed`; exits 1 on any failure. Miniflare is always disposed.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { locateMiniflare } from '../../../scripts/runtimes/binaries.mjs';
import { KEY, overHttp, runConformance, summarize } from '../conformance.mjs';

const found = locateMiniflare();
if (found.skip) {
  console.log(`cloudflare: skipped: ${found.skip}`);
  process.exit(0);
}
let mf;
try {
  if (!found.module) throw new Error(found.missing);
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('worker.mjs', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    target: 'es2022',
    loader: { '.json': 'text' },
    logLevel: 'warning',
    logOverride: { 'ignored-bare-import': 'silent' },
  });
  const { Miniflare } = await import(found.module);
  mf = new Miniflare({
    modules: true,
    script: outputFiles[0].text,
    compatibilityDate: '2025-09-01',
    bindings: { RATEBOOK_KEYS: KEY, RATEBOOK_KEY: KEY },
    kvNamespaces: ['RATEBOOK_DATA'],
    durableObjects: { RATEBOOK_LIMITER: 'RateLimiterObject' },
    host: '127.0.0.1',
    port: 0,
  });
  const origin = (await mf.ready).origin;
  const res = await fetch(`${origin}/__conformance`, { signal: AbortSignal.timeout(30_000) });
  if (res.status !== 200) throw new Error(`/__conformance answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  const inProcess = await res.json();
  const served = await runConformance(overHttp(origin));
  const { text, ok } = summarize('cloudflare', [
    ['in-process', inProcess],
    ['over Miniflare', served],
  ]);
  console.log(`${found.version}\n${text}`);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.log(`cloudflare: 0 passed, 1 failed (could not run: ${error.message})`);
  process.exitCode = 1;
} finally {
  await mf?.dispose();
}
