import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchHandler, FetchHandlerOptions } from '../../src/http/index.js';
import { call, ds, KEY, NOW } from './helpers.js';

// The parts only some requests need are chunks the handler imports on first use (src/http/onDemand.ts).
// A chunk that cannot be loaded (missing from a deployment) is a 503 problem, reported; never a 500.
async function handlerWithout(chunk: string, options: Partial<FetchHandlerOptions> = {}): Promise<FetchHandler> {
  vi.resetModules();
  vi.doMock(chunk, () => {
    throw new Error(`chunk ${chunk} is missing`);
  });
  const { createFetchHandler } = await import('../../src/http/index.js');
  return createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => NOW, ...options });
}

describe('parts of the handler loaded on first use', () => {
  afterEach(() => {
    vi.doUnmock('../../src/policy/policyEngine.js');
    vi.doUnmock('../../src/receipts/receiptEngine.js');
    vi.doUnmock('../../src/http/policiesRoute.js');
    vi.resetModules();
  });

  it('answers a request that names a policy, explains, or lists the policies, without importing ratebook/policies or ratebook/receipts', async () => {
    vi.resetModules();
    const { createFetchHandler } = await import('../../src/http/index.js');
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => NOW });
    const explained = await call(handler, '/v1/convert?from=EUR&to=JPY&explain=true');
    expect(explained.status).toBe(200);
    expect((await explained.json()).source.formula).toBe('cross');
    const policies = await call(handler, '/v1/policies');
    expect(policies.status).toBe(200);
    expect((await policies.json()).policies.length).toBeGreaterThan(0);
    // An unknown policy is the operation's refusal, as in-process: the policies were loaded for it.
    const unknown = await call(handler, '/v1/convert?from=EUR&to=USD&policy=');
    expect(await unknown.json()).toMatchObject({ status: 400, code: 'invalid_option', param: 'policy' });
  });

  for (const [chunk, path] of [
    ['../../src/policy/policyEngine.js', '/v1/convert?from=EUR&to=USD&policy=ecb-reference'],
    ['../../src/receipts/receiptEngine.js', '/v1/rates?base=EUR&explain=true'],
    ['../../src/http/policiesRoute.js', '/v1/policies'],
  ] as const) {
    it(`answers 503 service_unavailable, reported, when ${chunk.split('/').pop()} cannot be loaded`, async () => {
      const reported: unknown[] = [];
      const handler = await handlerWithout(chunk, { onError: (error) => reported.push(error) });
      const res = await call(handler, path);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const body = await res.json();
      expect(body).toMatchObject({ status: 503, code: 'service_unavailable' });
      expect(body.detail).not.toMatch(/chunk|missing|at /);
      expect(reported).toHaveLength(1);
      // What the operator hears is the import's own error (vitest wraps the one the mock throws).
      expect(reported[0]).toBeInstanceOf(Error);
      expect(reported[0]).not.toMatchObject({ code: 'service_unavailable' });
      // The rest of the API is not touched by it.
      expect((await call(handler, '/v1/convert?from=EUR&to=USD')).status).toBe(200);
    });
  }
});

describe('the rate limiter, a chunk made on the first request it counts', () => {
  afterEach(() => {
    vi.doUnmock('../../src/http/limitRequest.js');
    vi.resetModules();
  });

  it('answers 503 while its chunk cannot be loaded, reported, and counts once it can', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('../../src/http/limitRequest.js', async () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk limitRequest is missing');
      return vi.importActual('../../src/http/limitRequest.js');
    });
    const { createFetchHandler } = await import('../../src/http/index.js');
    const reported: unknown[] = [];
    const handler = createFetchHandler({
      dataset: ds,
      auth: { keys: [KEY] },
      now: () => NOW,
      rateLimit: { limit: 1, windowSeconds: 60 },
      onError: (error) => reported.push(error),
    });
    const first = await call(handler, '/v1/rates');
    expect(first.status).toBe(503);
    expect(await first.json()).toMatchObject({ code: 'service_unavailable' });
    expect(reported).toHaveLength(1);
    // The next request loads it again: one limiter from then on, counting as ever.
    const second = await call(handler, '/v1/rates');
    expect(second.status).toBe(200);
    expect(second.headers.get('ratelimit-remaining')).toBe('0');
    expect((await call(handler, '/v1/rates')).status).toBe(429);
  });
});
