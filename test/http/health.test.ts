import { describe, expect, it } from 'vitest';
import { createFetchHandler, memoryRateLimitStore, prometheusMetrics, type RateLimitStore } from '../../src/http/index.js';
import { call, ds, KEY, NOW } from './helpers.js';
import { parsePrometheus, sampleValue } from './prometheusText.js';

describe('health', () => {
  it('answers /healthz and /readyz without a key, never rate-limited and never counted', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, health: true, rateLimit: { limit: 1, windowSeconds: 60 }, now: () => NOW });
    for (let i = 0; i < 3; i++) {
      for (const path of ['/healthz', '/readyz']) {
        const res = await call(handler, path, { key: null });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('ratelimit')).toBeNull();
        expect(await res.json()).toEqual({ status: 'ok' });
      }
    }
    expect((await call(handler, '/v1/rates')).status).toBe(200);
  });

  it('is off by default: /healthz is an ordinary 401 then', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] } });
    expect((await call(handler, '/healthz', { key: null })).status).toBe(401);
  });

  it('answers 503 stale past maxStaleSeconds, with words only', async () => {
    let now = new Date('2024-04-15T17:00:00Z');
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, health: true, maxStaleSeconds: 86_400, now: () => now });
    expect((await call(handler, '/readyz', { key: null })).status).toBe(200);
    now = new Date('2024-04-17T17:00:00Z');
    const res = await call(handler, '/readyz', { key: null });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', reasons: ['stale'] });
    expect((await call(handler, '/healthz', { key: null })).status).toBe(200);
  });

  it('answers 503 no_dataset while a provider has none, and the reasons of its check', async () => {
    let failing = true;
    const handler = createFetchHandler({
      dataset: () => (failing ? Promise.reject(new Error('loading')) : ds),
      auth: { keys: [KEY] },
      health: { check: () => (failing ? ['store_down'] : []) },
    });
    const res = await call(handler, '/readyz', { key: null });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', reasons: ['no_dataset', 'store_down'] });
    failing = false;
    expect((await call(handler, '/readyz', { key: null })).status).toBe(200);
  });

  it('answers 503 store_down while a required rate-limit store is out, 200 once it answers, with no traffic in between', async () => {
    let down = false;
    const memory = memoryRateLimitStore();
    const store: RateLimitStore = { increment: (key, endsAt, req) => (down ? Promise.reject(new Error('down')) : memory.increment(key, endsAt, req)) };
    const handler = createFetchHandler({
      dataset: ds,
      auth: { keys: [KEY] },
      health: true,
      rateLimit: { limit: 100, windowSeconds: 60, store, onStoreError: 'deny' },
    });
    down = true;
    expect((await call(handler, '/v1/rates')).status).toBe(503);
    expect(await (await call(handler, '/readyz', { key: null })).json()).toEqual({ status: 'unavailable', reasons: ['store_down'] });
    down = false;
    // No request in between (a balancer sends none to an unready instance): readiness finds out itself.
    expect((await call(handler, '/readyz', { key: null })).status).toBe(200);
    expect((await call(handler, '/v1/rates')).status).toBe(200);
  });

  it('refuses a health option of the wrong kind', () => {
    expect(() => createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, health: 'yes' as never })).toThrow(expect.objectContaining({ param: 'health' }));
  });
});

describe('metrics', () => {
  it('serves /metrics in the Prometheus text format, its counters matching the requests sent', async () => {
    const handler = createFetchHandler({
      dataset: ds,
      auth: { keys: [KEY] },
      metrics: true,
      health: true,
      rateLimit: { limit: 5, windowSeconds: 60 },
      now: () => NOW,
    });
    for (let i = 0; i < 4; i++) await call(handler, '/v1/rates?base=EUR');
    await call(handler, '/v1/convert?from=USD&to=EUR&amount=1');
    await call(handler, '/v1/rates?base=EUR'); // the sixth: 429
    await call(handler, '/v1/nope', { key: null }); // 401
    await call(handler, '/healthz', { key: null }); // not counted
    const res = await call(handler, '/metrics', { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    const m = parsePrometheus(text);
    expect(m.types.get('ratebook_http_request_duration_seconds')).toBe('histogram');
    expect(sampleValue(m, 'ratebook_http_requests_total', { route: '/v1/rates', status: '200' })).toBe(4);
    expect(sampleValue(m, 'ratebook_http_requests_total', { route: '/v1/rates', status: '429' })).toBe(1);
    expect(sampleValue(m, 'ratebook_http_requests_total', { route: '/v1/convert', status: '200' })).toBe(1);
    expect(sampleValue(m, 'ratebook_http_requests_total', { route: 'other', status: '401' })).toBe(1);
    expect(sampleValue(m, 'ratebook_http_request_duration_seconds_count', { route: '/v1/rates' })).toBe(5);
    expect(sampleValue(m, 'ratebook_rate_limit_decisions_total', { decision: 'allowed' })).toBe(5);
    expect(sampleValue(m, 'ratebook_rate_limit_decisions_total', { decision: 'denied' })).toBe(1);
    expect(sampleValue(m, 'ratebook_data_age_seconds')).toBeGreaterThan(0);
    const total = m.samples.filter((s) => s.name === 'ratebook_http_requests_total').reduce((a, s) => a + s.value, 0);
    expect(total).toBe(7);
  });

  it('tells an observer every request with its id, echoed to the client', async () => {
    const seen: unknown[] = [];
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, metrics: { request: (e) => seen.push(e) } });
    const res = await call(handler, '/v1/rates', { headers: { 'x-request-id': 'abc-1' } });
    expect(res.headers.get('x-request-id')).toBe('abc-1');
    const other = await call(handler, '/v1/rates', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(other.headers.get('x-request-id')).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    expect(seen[0]).toMatchObject({ route: '/v1/rates', method: 'GET', status: 200, requestId: 'abc-1' });
    // An observer without render() serves no /metrics.
    expect((await call(handler, '/metrics', { key: null })).status).toBe(401);
  });

  it('escapes label values and keeps histograms cumulative', () => {
    const m = prometheusMetrics();
    m.request({ route: 'a"b\\c\nd', method: 'GET', status: 200, durationMs: 3, requestId: 'x' });
    m.round({ outcome: 'updated', durationMs: 1500 });
    m.storeOutage({ store: 'rate_limit', phase: 'started' });
    const parsed = parsePrometheus(m.render());
    expect(sampleValue(parsed, 'ratebook_http_requests_total', { route: 'a"b\\c\nd' })).toBe(1);
    expect(sampleValue(parsed, 'ratebook_live_round_duration_seconds_bucket', { le: '1' })).toBe(0);
    expect(sampleValue(parsed, 'ratebook_live_round_duration_seconds_bucket', { le: '2.5' })).toBe(1);
    expect(sampleValue(parsed, 'ratebook_store_up', { store: 'rate_limit' })).toBe(0);
    expect(() => parsePrometheus('x 1\n')).toThrow(/no TYPE/);
    expect(() => parsePrometheus('# TYPE x counter\nx{a="\\t"} 1\n')).toThrow(/bad escape/);
  });
});
