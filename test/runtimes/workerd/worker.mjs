/**
 * The Worker under test, bundled by entry.mjs into one ES module. It mounts the conformance app as
 * the README's Cloudflare Workers snippet does (the key arrives in `env` with the first request, so
 * the handler is made then), and at `/__conformance` runs every case inside workerd against a fresh
 * app in memory, answering `{ passed, failed }`.
 */
import fixture from '../../fixtures/small.json';
import { createConformanceApp, inMemory, runConformance } from '../conformance.mjs';

let app;
export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname === '/__conformance') {
      return Response.json(await runConformance(inMemory(createConformanceApp(fixture, env.RATEBOOK_KEY))));
    }
    app ??= createConformanceApp(fixture, env.RATEBOOK_KEY);
    return app(request);
  },
};
