// One description of the operations (src/api/operations.ts): the route table, the OpenAPI document
// and the MCP tools derive from it, so a parameter an operation accepts and the description does not
// list fails here. The names an operation accepts are learnt from the operation itself (its refusal
// of an unknown parameter or option lists them) and from the handler (each candidate sent alone);
// the document's and the tools' parameters are held to the description by test/api/openapi.test.ts
// and test/cli/mcp.test.ts.
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '../../src/api/operations.js';
import { PATHS } from '../../src/api/paths.js';
import { PARAMETER_SCHEMAS } from '../../src/api/parameterSchemas.js';
import { matchRoute } from '../../src/http/routes.js';
import { createFetchHandler } from '../../src/http/index.js';
import * as ratebook from '../../src/index.js';
import { ds } from '../http/helpers.js';
import { DOCUMENT } from './openApiDocument.js';

const handler = createFetchHandler({ dataset: ds, auth: false });

// The names an in-process operation lists when it refuses `zzz` as a parameter and as an option.
function namesOf(name: OperationName): string[] {
  const fn = (ratebook as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
  if (typeof fn !== 'function') return [];
  const listed: string[] = [];
  for (const args of [
    [ds, { zzz: 1 }],
    [ds, {}, { zzz: 1 }],
  ]) {
    try {
      fn(...args);
    } catch (e) {
      const takes = /it takes ([^.;]+)/.exec((e as Error).message)?.[1];
      if (takes && takes !== 'no parameters') listed.push(...takes.split(', '));
    }
  }
  // `numbers` and `now` are the handler's to set, never the query's.
  // `asOf` is `as_of` in a query (the handler's one step for every endpoint).
  return listed.filter((n) => n !== 'numbers' && n !== 'now').map((n) => (n === 'asOf' ? 'as_of' : n));
}

/** Whether the handler takes `name` on `path`: anything but "unknown parameter" counts. */
async function accepts(path: string, name: string): Promise<boolean> {
  const response = await handler(new Request(`http://x${path}?${encodeURIComponent(name)}=qq`));
  const body = (await response.json()) as { code?: string; param?: string; detail?: string };
  return !(response.status === 400 && body.param === name && /Unknown (parameter|option)|takes no parameter/.test(body.detail ?? ''));
}

describe('the one description of the operations', () => {
  const all = new Set<string>(Object.keys(PARAMETER_SCHEMAS));
  for (const name of Object.keys(OPERATIONS) as OperationName[]) for (const n of namesOf(name)) all.add(n);

  it('lists exactly the parameters each operation accepts over HTTP', async () => {
    expect(all.size).toBeGreaterThanOrEqual(Object.keys(PARAMETER_SCHEMAS).length);
    for (const [name, op] of Object.entries(OPERATIONS)) {
      const accepted: string[] = [];
      for (const candidate of [...all, 'zzz']) if (await accepts(op.path, candidate)) accepted.push(candidate);
      expect(accepted.sort(), `${name}: what the handler takes`).toEqual([...op.params].sort());
      // What the in-process function takes is taken over HTTP too (and so described), but for the
      // one gap known: GET /v1/crypto/history does not pass a policy on (cryptoHistory takes one).
      const gap = name === 'cryptoHistory' ? ['policy', 'at', 'maxAgeDays'] : [];
      for (const n of namesOf(name as OperationName)) if (!gap.includes(n)) expect(op.params, `${name} takes ${n}`).toContain(n);
    }
  });

  it('gives the route table its paths: every operation is routed, and only these', () => {
    for (const [name, op] of Object.entries(OPERATIONS)) {
      expect(op.path).toBe(PATHS[name as OperationName]);
      const route = matchRoute(op.path);
      expect(route === 'not_found' || route === 'unsupported_version', op.path).toBe(false);
    }
    for (const path of Object.keys(DOCUMENT.paths).filter((p) => p.startsWith('/v1/') && p !== '/v1/openapi.json'))
      expect(Object.values(PATHS)).toContain(path);
  });

  it('every parameter has its schema and every schema is some parameter', () => {
    const used = new Set(Object.values(OPERATIONS).flatMap((op) => op.params as readonly string[]));
    expect([...used].sort()).toEqual(Object.keys(PARAMETER_SCHEMAS).sort());
  });
});
