/**
 * The conformance cases inside Bun (`bun run test/runtimes/bun/entry.mjs`): first calling the
 * built handler in memory, then mounted as the README shows (`Bun.serve({ port, fetch: handler })`)
 * and requested with Bun's own fetch. Prints `bun: N passed, M failed`; exits 1 on any failure.
 */
import { createConformanceApp, inMemory, overHttp, runConformance, summarize } from '../conformance.mjs';

const fixture = await Bun.file(new URL('../../fixtures/small.json', import.meta.url)).text();

const inProcess = await runConformance(inMemory(createConformanceApp(fixture)));

const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: createConformanceApp(fixture) });
let served;
try {
  served = await runConformance(overHttp(`http://127.0.0.1:${server.port}`));
} finally {
  server.stop(true);
}

const { text, ok } = summarize('bun', [
  ['in-process', inProcess],
  ['over Bun.serve', served],
]);
console.log(`bun ${Bun.version}\n${text}`);
process.exit(ok ? 0 : 1);
