/**
 * The live-source conformance inside Deno (`deno run --allow-read live.mjs native|table`): the
 * decoder probe first (`table` makes TextDecoder refuse windows-1251), then the built package, then
 * the cases with the recorded documents read by `Deno.readFile` from test/fixtures/central-banks/.
 * Prints `deno: N passed, M failed (...)`; exits 1 on any failure.
 */
const mode = Deno.args[0];
if (mode !== 'native' && mode !== 'table') {
  console.log(`deno: 0 passed, 1 failed (the mode must be native or table, not ${mode})`);
  Deno.exit(1);
}
const { decoderProbe } = await import(mode === 'table' ? '../textDecoderTable.mjs' : '../textDecoderNative.mjs');
const { readLiveDocuments } = await import('../liveDocuments.mjs');
const { runLiveConformance, summarizeLive } = await import('../liveConformance.mjs');

const documents = await readLiveDocuments((url) => Deno.readFile(url), import.meta.url);
const { text, ok } = summarizeLive('deno', await runLiveConformance(documents, decoderProbe), decoderProbe);
console.log(`deno ${Deno.version.deno}\n${text}`);
Deno.exit(ok ? 0 : 1);
