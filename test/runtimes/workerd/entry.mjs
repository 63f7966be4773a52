/**
 * The conformance cases inside workerd, driven from Node (`node test/runtimes/workerd/entry.mjs`):
 * bundles worker.mjs (the built package, the conformance table and the fixture) into one ES module
 * with esbuild, as Wrangler would, starts `workerd serve` on a free port of 127.0.0.1, asks the
 * Worker to run every case in memory (`/__conformance`), then sends every case to it over HTTP.
 * Prints `workerd: N passed, M failed`; exits 1 on any failure. workerd is always stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locate } from '../../../scripts/runtimes/binaries.mjs';
import { overHttp, runConformance, summarize } from '../conformance.mjs';
import { serveWorker } from './workerd.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { bin, version, skip } = locate('workerd');
if (skip) {
  console.log(`workerd: skipped: ${skip}`);
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'ratebook-workerd-'));
let worker;
try {
  worker = await serveWorker({ bin, entry: join(here, 'worker.mjs'), dir });
  const { origin } = worker;
  const res = await fetch(`${origin}/__conformance`, { signal: AbortSignal.timeout(30_000) });
  if (res.status !== 200) throw new Error(`/__conformance answered ${res.status}: ${(await res.text()).slice(0, 500)}\n${worker.log()}`);
  const inProcess = await res.json();
  const served = await runConformance(overHttp(origin));

  const { text, ok } = summarize('workerd', [
    ['in-process', inProcess],
    ['over workerd serve', served],
  ]);
  console.log(`${version}\n${text}`);
  if (!ok && worker.log().trim()) console.log(`workerd's own output:\n${worker.log().trim()}`);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.log(`workerd: 0 passed, 1 failed (could not run: ${error.message})`);
  process.exitCode = 1;
} finally {
  worker?.stop();
  rmSync(dir, { recursive: true, force: true });
}
