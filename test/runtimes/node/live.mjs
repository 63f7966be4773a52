/**
 * The live-source conformance in Node (`node test/runtimes/node/live.mjs native|table`), the
 * reference run: the decoder probe first (`table` makes TextDecoder refuse windows-1251), then the
 * built package, then the cases with the recorded documents read from test/fixtures/central-banks/.
 * Prints `node: N passed, M failed (...)`; exits 1 on any failure.
 */
import { readFile } from 'node:fs/promises';

const mode = process.argv[2];
if (mode !== 'native' && mode !== 'table') {
  console.log(`node: 0 passed, 1 failed (the mode must be native or table, not ${mode})`);
  process.exit(1);
}
const { decoderProbe } = await import(mode === 'table' ? '../textDecoderTable.mjs' : '../textDecoderNative.mjs');
const { readLiveDocuments } = await import('../liveDocuments.mjs');
const { runLiveConformance, summarizeLive } = await import('../liveConformance.mjs');

const documents = await readLiveDocuments((url) => readFile(url), import.meta.url);
const { text, ok } = summarizeLive('node', await runLiveConformance(documents, decoderProbe), decoderProbe);
console.log(`node ${process.version}\n${text}`);
process.exitCode = ok ? 0 : 1;
