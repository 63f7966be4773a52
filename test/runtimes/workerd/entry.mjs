/**
 * The conformance cases inside workerd, driven from Node (`node test/runtimes/workerd/entry.mjs`):
 * bundles worker.mjs (the built package, the conformance table and the fixture) into one ES module
 * with esbuild, as Wrangler would, starts `workerd serve` on a free port of 127.0.0.1, asks the
 * Worker to run every case in memory (`/__conformance`), then sends every case to it over HTTP.
 * Prints `workerd: N passed, M failed`; exits 1 on any failure. workerd is always stopped.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { locate } from '../../../scripts/runtimes/binaries.mjs';
import { overHttp, runConformance, summarize } from '../conformance.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { bin, version, skip } = locate('workerd');
if (skip) {
  console.log(`workerd: skipped: ${skip}`);
  process.exit(0);
}

/** A port that was free a moment ago. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'ratebook-workerd-'));
let child;
let log = '';
try {
  await build({
    entryPoints: [join(here, 'worker.mjs')],
    outfile: join(dir, 'worker.js'),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    target: 'es2022',
    loader: { '.json': 'text' },
    logLevel: 'warning',
    // tsup leaves bare `import './chunk-….js'` lines (code-splitting order) that `"sideEffects": false`
    // lets esbuild drop; those chunks only export functions, so dropping them is right.
    logOverride: { 'ignored-bare-import': 'silent' },
  });
  copyFileSync(join(here, 'config.capnp'), join(dir, 'config.capnp'));

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  child = spawn(bin, ['serve', join(dir, 'config.capnp'), '--socket-addr', `http=127.0.0.1:${port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(`workerd exited (${signal ?? code}) before serving:\n${log}`)));

  // Ready once it answers; give up after 15 s or when it exits.
  const ready = (async () => {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      try {
        await (await fetch(`${origin}/v1/rates`)).arrayBuffer();
        return undefined;
      } catch {
        // Not listening yet.
      }
    }
    return `workerd did not answer on ${origin} within 15 s:\n${log}`;
  })();
  const notReady = await Promise.race([ready, exited]);
  if (notReady) throw new Error(notReady);

  const res = await fetch(`${origin}/__conformance`, { signal: AbortSignal.timeout(30_000) });
  if (res.status !== 200) throw new Error(`/__conformance answered ${res.status}: ${(await res.text()).slice(0, 500)}\n${log}`);
  const inProcess = await res.json();
  const served = await runConformance(overHttp(origin));

  const { text, ok } = summarize('workerd', [['in-process', inProcess], ['over workerd serve', served]]);
  console.log(`${version}\n${text}`);
  if (!ok && log.trim()) console.log(`workerd's own output:\n${log.trim()}`);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.log(`workerd: 0 passed, 1 failed (could not run: ${error.message})`);
  process.exitCode = 1;
} finally {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
