/**
 * Bundles a Worker and serves it with `workerd serve` on a free port of 127.0.0.1, for the drivers
 * entry.mjs (HTTP conformance) and live.mjs (live sources). The bundle is one ES module made by
 * esbuild as Wrangler would make it, written as worker.js next to a copy of config.capnp.
 */
import { spawn } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));

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

/**
 * Bundles `entry` into `dir` and starts workerd on it; ready once it answers any request.
 *
 * @param {{ bin: string, entry: string, dir: string, plugins?: import('esbuild').Plugin[] }} options -
 *   The workerd binary, the Worker's source, a scratch folder, esbuild plugins.
 * @returns {Promise<{ origin: string, log: () => string, stop: () => void }>} `stop` kills workerd;
 *   call it in a `finally` (also when this throws, nothing is left running).
 */
export async function serveWorker({ bin, entry, dir, plugins = [] }) {
  await build({
    entryPoints: [entry],
    outfile: join(dir, 'worker.js'),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    target: 'es2022',
    loader: { '.json': 'text' },
    logLevel: 'warning',
    plugins,
    // tsup leaves bare `import './chunk-….js'` lines (code-splitting order) that `"sideEffects": false`
    // lets esbuild drop; those chunks only export functions, so dropping them is right.
    logOverride: { 'ignored-bare-import': 'silent' },
  });
  copyFileSync(join(here, 'config.capnp'), join(dir, 'config.capnp'));

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(bin, ['serve', join(dir, 'config.capnp'), '--socket-addr', `http=127.0.0.1:${port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const stop = () => child.kill('SIGKILL');
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
  if (notReady) {
    stop();
    throw new Error(notReady);
  }
  return { origin, log: () => log, stop };
}
