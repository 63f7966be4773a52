/**
 * The conformance cases inside Deno (`deno run --allow-read --allow-net=127.0.0.1 entry.mjs`): first
 * calling the built handler in memory, then mounted as the README shows (`Deno.serve(options, handler)`)
 * and requested with Deno's own fetch. Prints `deno: N passed, M failed`; exits 1 on any failure.
 */
import { createConformanceApp, inMemory, overHttp, runConformance, summarize } from '../conformance.mjs';

const fixture = await Deno.readTextFile(new URL('../../fixtures/small.json', import.meta.url));

const inProcess = await runConformance(inMemory(createConformanceApp(fixture)));

const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, createConformanceApp(fixture));
let served;
try {
  served = await runConformance(overHttp(`http://127.0.0.1:${server.addr.port}`));
} finally {
  await server.shutdown();
}

const { text, ok } = summarize('deno', [
  ['in-process', inProcess],
  ['over Deno.serve', served],
]);
console.log(`deno ${Deno.version.deno}\n${text}`);
Deno.exit(ok ? 0 : 1);
