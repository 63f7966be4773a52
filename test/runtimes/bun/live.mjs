/**
 * The live-source conformance inside Bun (`bun run test/runtimes/bun/live.mjs native|table`): the
 * decoder probe first (`table` makes TextDecoder refuse windows-1251), then the built package, then
 * the cases with the recorded documents read by `Bun.file` from test/fixtures/central-banks/.
 * Prints `bun: N passed, M failed (...)`; exits 1 on any failure.
 */
const mode = process.argv[2];
if (mode !== 'native' && mode !== 'table') {
  console.log(`bun: 0 passed, 1 failed (the mode must be native or table, not ${mode})`);
  process.exit(1);
}
const { decoderProbe } = await import(mode === 'table' ? '../textDecoderTable.mjs' : '../textDecoderNative.mjs');
const { readLiveDocuments } = await import('../liveDocuments.mjs');
const { runLiveConformance, summarizeLive } = await import('../liveConformance.mjs');

const documents = await readLiveDocuments(async (url) => new Uint8Array(await Bun.file(url).arrayBuffer()), import.meta.url);
const { text, ok } = summarizeLive('bun', await runLiveConformance(documents, decoderProbe), decoderProbe);
console.log(`bun ${Bun.version}\n${text}`);
process.exit(ok ? 0 : 1);
