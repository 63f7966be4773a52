/**
 * The Worker of the HTTP conformance through ratebook/cloudflare, bundled by entry.mjs: every path is
 * answered by `createWorker` of the built package with the conformance's dataset and clock, its keys
 * from the binding RATEBOOK_KEYS, and `/limited/` with the binding RATEBOOK_RATE_LIMIT=1/60 counted by
 * the RateLimiterObject (the conformance's clock for the window, as its own app has). `/failing/` is
 * the conformance app's own handler (a provider that throws: the worker's dataset never does). At
 * `/__conformance` it runs every case inside workerd against the same worker, in memory.
 */
import fixture from '../../fixtures/small.json';
import { createWorker, RateLimiterObject } from '../../../dist/cloudflare.js';
import { loadDataset } from '../../../dist/index.js';
import { createConformanceApp, inMemory, NOW, runConformance } from '../conformance.mjs';

export { RateLimiterObject };

const dataset = loadDataset(fixture);
const now = () => NOW;
const quiet = () => {};
const main = createWorker({ dataset, handler: { now }, onError: quiet });
const limited = createWorker({ dataset, handler: { now, basePath: '/limited', rateLimit: { now: () => 30_000 } }, onError: quiet });
const cors = createWorker({ dataset, handler: { now, basePath: '/cors', cors: { origin: ['https://a.example', 'https://app.example'] } }, onError: quiet });
let failing;

function app(env, ctx) {
  failing ??= createConformanceApp(fixture, env.RATEBOOK_KEY);
  return (request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/limited/')) return limited.fetch(request, { ...env, RATEBOOK_RATE_LIMIT: '1/60' }, ctx);
    if (path.startsWith('/cors/')) return cors.fetch(request, env, ctx);
    if (path.startsWith('/failing/')) return failing(request);
    return main.fetch(request, env, ctx);
  };
}

export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === '/__conformance') return Response.json(await runConformance(inMemory(app(env, ctx))));
    return app(env, ctx)(request);
  },
};
