/**
 * The live-source conformance inside workerd, driven from Node (`node test/runtimes/workerd/live.mjs
 * native|table`): reads the recorded documents from test/fixtures/central-banks/, bundles
 * liveWorker.mjs with them and the mode's decoder probe (`table` makes TextDecoder refuse
 * windows-1251), serves it with `workerd serve` and asks it to run every case (`/__live`).
 * Prints `workerd: N passed, M failed (...)`; exits 1 on any failure. workerd is always stopped.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locate } from '../../../scripts/runtimes/binaries.mjs';
import { readLiveDocuments } from '../liveDocuments.mjs';
import { summarize } from '../conformance.mjs';
import { serveWorker } from './workerd.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const mode = process.argv[2];
if (mode !== 'native' && mode !== 'table') {
  console.log(`workerd: 0 passed, 1 failed (the mode must be native or table, not ${mode})`);
  process.exit(1);
}
const { bin, version, skip } = locate('workerd');
if (skip) {
  console.log(`workerd: skipped: ${skip}`);
  process.exit(0);
}

/** Resolves the Worker's two virtual imports: the mode's probe, and the documents as base64. */
function testModules(documents) {
  const probe = join(here, '..', mode === 'table' ? 'textDecoderTable.mjs' : 'textDecoderNative.mjs');
  const encoded = Object.fromEntries(Object.entries(documents).map(([path, bytes]) => [path, Buffer.from(bytes).toString('base64')]));
  return {
    name: 'ratebook-test',
    setup(build) {
      build.onResolve({ filter: /^ratebook-test:/ }, (args) =>
        args.path === 'ratebook-test:decoder-probe' ? { path: probe } : { path: args.path, namespace: 'ratebook-test' },
      );
      build.onLoad({ filter: /.*/, namespace: 'ratebook-test' }, () => ({ contents: `export default ${JSON.stringify(encoded)};`, loader: 'js' }));
    },
  };
}

const dir = mkdtempSync(join(tmpdir(), 'ratebook-workerd-live-'));
let worker;
try {
  const documents = await readLiveDocuments((url) => readFileSync(url), import.meta.url);
  worker = await serveWorker({ bin, entry: join(here, 'liveWorker.mjs'), dir, plugins: [testModules(documents)] });
  const res = await fetch(`${worker.origin}/__live`, { signal: AbortSignal.timeout(80_000) });
  if (res.status !== 200) throw new Error(`/__live answered ${res.status}: ${(await res.text()).slice(0, 500)}\n${worker.log()}`);
  const { result, label } = await res.json();
  const { text, ok } = summarize('workerd', [[label, result]]);
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
