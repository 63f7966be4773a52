import { describe, expect, it } from 'vitest';
import { createFetchHandler, type RateLimitStore } from '../../src/http/index.js';
import { call, ds, KEY } from './helpers.js';

describe('readyz reasons', () => {
  it("says a fault once when two checks find it (the limiter's store out, and a PING of it failing)", async () => {
    const store: RateLimitStore = { increment: () => Promise.reject(new Error('down')) };
    const handler = createFetchHandler({
      dataset: ds,
      auth: { keys: [KEY] },
      // As `ratebook serve --redis --on-store-error deny` wires it.
      health: { check: () => ['store_down'] },
      rateLimit: { limit: 100, windowSeconds: 60, store, onStoreError: 'deny' },
    });
    expect((await call(handler, '/v1/rates')).status).toBe(503);
    expect(await (await call(handler, '/readyz', { key: null })).json()).toEqual({ status: 'unavailable', reasons: ['store_down'] });
  });
});
