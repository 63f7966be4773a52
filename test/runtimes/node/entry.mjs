/**
 * The reference run (`node test/runtimes/node/entry.mjs`): the same cases in Node, in memory and over
 * `serve` from ratebook/node, so a case that fails everywhere is told apart from a runtime's own
 * difference. Prints `node: N passed, M failed`; exits 1 on any failure.
 */
import { readFile } from 'node:fs/promises';
import { serve } from '../../../dist/node.js';
import { createConformanceApp, inMemory, overHttp, runConformance, summarize } from '../conformance.mjs';

const fixture = await readFile(new URL('../../fixtures/small.json', import.meta.url), 'utf8');

const inProcess = await runConformance(inMemory(createConformanceApp(fixture)));

const server = await serve(createConformanceApp(fixture), { host: '127.0.0.1', port: 0 });
let served;
try {
  served = await runConformance(overHttp(server.url));
} finally {
  await server.close();
}

const { text, ok } = summarize('node', [
  ['in-process', inProcess],
  ['over ratebook/node serve', served],
]);
console.log(`node ${process.version}\n${text}`);
process.exitCode = ok ? 0 : 1;
