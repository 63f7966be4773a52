// The fetch handler: requests per second through `handler(new Request(...))` with the body read,
// beside a trivial handler doing the same Request/Response/JSON work with a fixed body (the
// ceiling on this runtime), with key authentication and with `auth: false`.
import { createFetchHandler } from '../dist/http.js';
import { defaultDataset } from '../dist/data.js';
import { compare, runIfMain, SINK, spreadOf } from './harness.mjs';

const KEY = 'live_bench_0123456789abcdef';
const INIT = { headers: { authorization: `Bearer ${KEY}` } };
const ORIGIN = 'http://localhost';
const ROUTES = { convert: '/v1/convert?from=EUR&to=JPY&amount=100', rates: '/v1/rates?base=EUR' };

/** A handler that does no work beyond the Request/Response/JSON every handler does: the ceiling. */
function trivialHandler(fixed) {
  return async (_request) => new Response(JSON.stringify(fixed), { headers: { 'content-type': 'application/json' } });
}

/** Stricter still: the body already serialized, so only Request and Response remain. */
function staticHandler(text) {
  return async (_request) => new Response(text, { headers: { 'content-type': 'application/json' } });
}

export async function measure() {
  const withKeys = createFetchHandler({ dataset: defaultDataset, auth: { keys: [KEY] } });
  const open = createFetchHandler({ dataset: defaultDataset, auth: false });
  const out = [];
  for (const [route, path] of Object.entries(ROUTES)) {
    const url = ORIGIN + path;
    const res = await withKeys(new Request(url, INIT));
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: status ${res.status}: ${body}`);
    // The ceiling serializes an object of the same shape and size as ratebook's body.
    const ceiling = trivialHandler(JSON.parse(body));
    const floor = staticHandler(body);
    const cases = [
      {
        name: `trivial handler, fixed ${route} body (ceiling)`,
        async run(n) {
          for (let i = 0; i < n; i++) SINK[i & 1023] = await (await ceiling(new Request(url, INIT))).text();
        },
      },
      {
        name: `static handler, pre-serialized ${route} body`,
        async run(n) {
          for (let i = 0; i < n; i++) SINK[i & 1023] = await (await floor(new Request(url, INIT))).text();
        },
      },
      {
        name: `ratebook ${path}, auth { keys }`,
        async run(n) {
          for (let i = 0; i < n; i++) SINK[i & 1023] = await (await withKeys(new Request(url, INIT))).text();
        },
      },
      {
        name: `ratebook ${path}, auth: false`,
        async run(n) {
          for (let i = 0; i < n; i++) SINK[i & 1023] = await (await open(new Request(url, INIT))).text();
        },
      },
    ];
    const results = await compare(cases, { repMs: 200, reference: cases[0].name });
    // Shares: requests/s over the ceiling's (or the static handler's) requests/s, paired per repetition.
    const staticNs = results[1].samplesNs;
    const ceilingNs = results[0].samplesNs;
    const share = (r, ns) => spreadOf(r.samplesNs.map((x, rep) => ns[rep] / x));
    out.push({
      route,
      path,
      bodyBytes: Buffer.byteLength(body),
      results: results.map((r) => ({ ...r, shareOfCeiling: share(r, ceilingNs), shareOfStatic: share(r, staticNs) })),
    });
  }
  return out;
}

await runIfMain(import.meta, measure);
