// GET /v1/openapi.json: a valid OpenAPI 3.1 document (@apidevtools/swagger-parser), served without a
// key with an ETag, the same text as dist/openapi.json, and kept to: the handler's real answers,
// successes and problems, at least one per route and per status it documents, validate against it (Ajv, 2020-12).
import { readdirSync, readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '../../src/api/operations.js';
import { createFetchHandler, memoryRateLimitStore, type FetchHandler } from '../../src/http/index.js';
import { loadDataset } from '../../src/index.js';
import { importNbp } from '../../src/feeds/nbp/nbp.js';
import { catalog } from '../importers/catalog.js';
import { bankFile } from '../importers/banks/recorded.js';
import { call, ds, KEY, NOW } from '../http/helpers.js';
import { conformance, distText, DOCUMENT, TEXT } from './openApiDocument.js';

/** A request each operation answers 200 on the small fixture. */
const EXAMPLES: Readonly<Record<OperationName, string>> = {
  convert: 'from=usd&to=JPY&amount=19.99&round=minor&explain=true',
  rates: 'base=EUR&symbols=GBP,JPY',
  history: 'date=2024-03-02&base=GBP',
  timeseries: 'start=2024-03-01&end=2024-04-15&symbols=EUR&group=month&stat=high',
  currencies: 'locale=de',
  currency: 'code=KWD',
  policies: '',
  cryptoConvert: 'from=BTC&to=EUR&amount=0.5',
  cryptoRates: 'base=BTC&explain=true',
  cryptoHistory: 'date=2024-04-15&base=BTC&symbols=USD,EUR',
  cryptoTimeseries: 'start=2024-03-01&symbols=BTC',
  cryptoCurrencies: '',
  status: '',
};

const plain = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => NOW, health: true });
const limited = createFetchHandler({
  dataset: ds,
  auth: { keys: [KEY] },
  now: () => NOW,
  rateLimit: { limit: 1, windowSeconds: 3600, store: memoryRateLimitStore() },
});
const broken = createFetchHandler({
  dataset: () => {
    throw new Error('a provider that fails');
  },
  auth: { keys: [KEY] },
  onError: () => {},
});
const late = createFetchHandler({ dataset: () => new Promise(() => {}), auth: { keys: [KEY] }, datasetTimeoutMs: 5, onError: () => {} });
// Rates an NBP table A publishes, for the policy answers (pl-pit: 200, no rate: 404; eu-vat: 422).
const nbp = loadDataset(
  importNbp(
    ['nbp/nbp-1.json', 'nbp/nbp-2.json'].map((f) => ({ name: f.slice(4), bytes: bankFile(f) })),
    { metadata: catalog, allowMinimalMetadata: true },
  ).dataset,
);
const policyHandler = createFetchHandler({ dataset: nbp, auth: false, now: () => new Date('2026-03-20T00:00:00Z') });

const seen = new Map<string, Set<number>>();
let checked = 0;

/** Sends a request and validates the answer against the document; returns the response. */
async function conforms(handler: FetchHandler, documentPath: string, path: string, init: Parameters<typeof call>[2] = {}): Promise<Response> {
  const response = await call(handler, path, init);
  const body = init.method === 'HEAD' ? '' : await response.clone().text();
  expect(conformance(documentPath, response.status, response.headers.get('content-type'), body), `${init.method ?? 'GET'} ${path}`).toEqual([]);
  if (!seen.has(documentPath)) seen.set(documentPath, new Set());
  seen.get(documentPath)!.add(response.status);
  checked++;
  return response;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    const api = (await SwaggerParser.validate(JSON.parse(TEXT))) as { openapi: string; paths: object };
    expect(api.openapi).toBe('3.1.0');
    expect(Object.keys(api.paths).length).toBe(Object.keys(OPERATIONS).length + 4);
  });

  it('describes every operation of src/api/operations.ts with its parameters, and its answer by schema', () => {
    for (const [name, op] of Object.entries(OPERATIONS)) {
      const get = DOCUMENT.paths[op.path]!.get;
      expect(get.operationId).toBe(name);
      expect((get.parameters ?? []).map((p) => p.name)).toEqual(op.params);
      expect((get.parameters ?? []).filter((p) => p.required).map((p) => p.name)).toEqual(op.required);
      expect(JSON.stringify(get.responses['200'])).toContain(`#/components/schemas/${op.answer}`);
    }
  });

  it('is served at /v1/openapi.json without a key, with an ETag, and is the text of dist/openapi.json', async () => {
    const response = await conforms(plain, '/v1/openapi.json', '/v1/openapi.json', { key: null });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(TEXT);
    const dist = distText();
    if (dist !== undefined) expect(dist === TEXT, 'dist/openapi.json is the text served (npm run build when it is stale)').toBe(true);
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await conforms(plain, '/v1/openapi.json', '/v1/openapi.json', { key: null, headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await call(plain, '/v1/openapi.json', { key: null, method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, String(new TextEncoder().encode(TEXT).length), '']);
    const post = await call(plain, '/v1/openapi.json', { key: null, method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
    // Below a base path, like every route.
    const based = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, basePath: '/fx' });
    expect((await call(based, '/fx/v1/openapi.json', { key: null })).status).toBe(200);
    expect((await call(based, '/v1/openapi.json', { key: null })).status).toBe(401);
  });

  it('every answer of every route conforms: 200, 304, 400, 401, 405, 414, 429, 500, 503 (Ajv 2020-12)', async () => {
    for (const [name, op] of Object.entries(OPERATIONS) as [OperationName, (typeof OPERATIONS)[OperationName]][]) {
      const path = `${op.path}?${EXAMPLES[name]}`;
      const ok = await conforms(plain, op.path, path);
      expect(ok.status, path).toBe(200);
      if (name !== 'status') {
        const etag = ok.headers.get('etag')!;
        expect((await conforms(plain, op.path, path, { headers: { 'if-none-match': etag } })).status).toBe(304);
      }
      expect((await conforms(plain, op.path, `${op.path}?zzz=1`)).status).toBe(400);
      if (op.required.length > 0) expect((await conforms(plain, op.path, op.path)).status).toBe(400);
      expect((await conforms(plain, op.path, path, { key: null })).status).toBe(401);
      expect((await conforms(plain, op.path, path, { key: 'live_not_a_key_we_know' })).status).toBe(401);
      expect((await conforms(plain, op.path, path, { method: 'POST' })).status).toBe(405);
      expect((await conforms(plain, op.path, `${op.path}?pad=${'x'.repeat(8200)}`)).status).toBe(414);
      // The status is never limited (a probe must reach it).
      await conforms(limited, op.path, path);
      expect((await conforms(limited, op.path, path)).status).toBe(name === 'status' ? 200 : 429);
      expect((await conforms(broken, op.path, path)).status).toBe(500);
      expect((await conforms(late, op.path, path)).status).toBe(503);
    }
    // The codes of a parameter's value, per family.
    for (const [path, status] of [
      ['/v1/convert?from=USD&to=XYZ', 400],
      ['/v1/convert?from=USD&to=EUR&amount=1e400', 400],
      ['/v1/history?date=2020-01-01', 400],
      ['/v1/currencies?locale=xx-qq', 400],
      ['/v1/rates?base=EUR&explain=maybe', 400],
      ['/v1/timeseries?start=2024-03-01&stat=mean', 400],
    ] as const)
      expect((await conforms(plain, path.split('?')[0]!, path)).status, path).toBe(status);
  });

  it('the answers under a rate policy conform: 200, 404 (no rate fits) and 422 (another source)', async () => {
    const at = (path: string) => conforms(policyHandler, path.split('?')[0]!, path);
    expect((await at('/v1/convert?from=EUR&to=PLN&date=2026-03-04&policy=pl-pit&explain=true')).status).toBe(200);
    expect((await at('/v1/history?date=2026-03-04&base=PLN&policy=pl-pit')).status).toBe(200);
    expect((await at('/v1/timeseries?start=2026-03-04&end=2026-03-06&base=PLN&symbols=EUR&policy=pl-pit')).status).toBe(200);
    expect((await at('/v1/convert?from=EUR&to=PLN&date=2026-03-12')).status).toBe(200);
    expect((await at('/v1/convert?from=EUR&to=PLN&date=2026-03-02&policy=pl-pit')).status).toBe(404);
    expect((await at('/v1/convert?from=EUR&to=PLN&date=2026-03-12&maxAgeDays=3')).status).toBe(404);
    expect((await at('/v1/convert?from=EUR&to=PLN&date=2026-03-04&policy=eu-vat')).status).toBe(422);
    expect((await at('/v1/history?date=2026-03-04&base=PLN&policy=eu-vat')).status).toBe(422);
    expect((await at('/v1/history?date=2026-03-02&base=PLN&policy=pl-pit')).status).toBe(404);
    expect((await at('/v1/timeseries?start=2026-03-04&base=PLN&policy=eu-vat')).status).toBe(422);
    expect((await at('/v1/crypto/convert?from=EUR&to=PLN&date=2026-03-04&policy=eu-vat')).status).toBe(422);
    expect((await conforms(plain, '/v1/crypto/convert', '/v1/crypto/convert?from=BTC&to=USD&date=2024-04-10&maxAgeDays=3')).status).toBe(404);
    expect((await at('/v1/crypto/timeseries?start=2026-03-04&base=PLN&policy=eu-vat')).status).toBe(422);
  });

  it('health, readiness and an unknown path conform', async () => {
    const live = await call(plain, '/healthz', { key: null });
    expect(conformance('/healthz', live.status, live.headers.get('content-type'), await live.text())).toEqual([]);
    const ready = await call(plain, '/readyz', { key: null });
    expect(conformance('/readyz', ready.status, ready.headers.get('content-type'), await ready.text())).toEqual([]);
    const gone = createFetchHandler({ dataset: () => loadDataset({ ...JSON.parse('{}') }), auth: false, health: true, onError: () => {} });
    const down = await call(gone, '/readyz', { key: null });
    expect(down.status).toBe(503);
    expect(conformance('/readyz', down.status, down.headers.get('content-type'), await down.text())).toEqual([]);
    // A path the document does not have is a 404 problem of the same schema.
    const nowhere = await call(plain, '/v1/nowhere');
    expect(nowhere.status).toBe(404);
    expect(conformance('/v1/convert', 404, nowhere.headers.get('content-type'), await nowhere.text())).toEqual([]);
  });

  it('every example request of README.md and docs/*.md is answered in conformance with it', async () => {
    // The requests as readmeWords.test.ts finds them, answered by a handler over the embedded data (what `ratebook serve` serves).
    const { defaultDataset } = await import('../../src/data.js');
    const served = createFetchHandler({ dataset: defaultDataset, auth: { keys: [KEY] }, health: true });
    const documents = [
      'README.md',
      ...readdirSync(new URL('../../docs/', import.meta.url))
        .filter((n) => n.endsWith('.md'))
        .map((n) => `docs/${n}`),
    ];
    let examples = 0;
    for (const document of documents) {
      for (const m of readFileSync(new URL(`../../${document}`, import.meta.url), 'utf8').matchAll(/curl [^\n]*?'?https?:\/\/localhost:8787(\/[^'\s]*)/g)) {
        const path = m[1]!;
        const documentPath = path.split('?')[0]!.replace(/\/$/, '');
        if (!DOCUMENT.paths[documentPath]) continue;
        const response = await call(served, path, { key: documentPath === '/v1/openapi.json' || documentPath.endsWith('z') ? null : KEY });
        const body = await response.text();
        expect(conformance(documentPath, response.status, response.headers.get('content-type'), body), `${document}: ${path}`).toEqual([]);
        examples++;
      }
    }
    expect(examples).toBeGreaterThanOrEqual(5);
    console.log(`openapi: ${examples} example requests of the documents conform`);
  });

  it('counted: every path and status checked', () => {
    // Each route: its success, its 304 (but status), and its problems.
    for (const op of Object.values(OPERATIONS)) {
      const statuses = Object.keys(DOCUMENT.paths[op.path]!.get.responses).map(Number);
      expect([...seen.get(op.path)!].sort(), op.path).toEqual(statuses.sort());
    }
    expect(checked).toBeGreaterThan(130);
    console.log(
      `openapi: ${Object.keys(DOCUMENT.paths).length} paths, ${Object.keys(DOCUMENT.components.schemas).length} schemas, ${checked} answers validated`,
    );
  });
});
