import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import type { Dataset } from '../../src/index.js';
import { call, ds, KEY, NOW } from './helpers.js';

const never = (): Promise<Dataset> => new Promise<Dataset>(() => {});

describe('a dataset provider that never settles', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is answered 503 service_unavailable after datasetTimeoutMs, and reported', async () => {
    const reported: unknown[] = [];
    const handler = createFetchHandler({ dataset: never, auth: { keys: [KEY] }, now: () => NOW, datasetTimeoutMs: 20, onError: (e) => reported.push(e) });
    const res = await call(handler, '/v1/rates');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 503, title: 'Service Unavailable', code: 'service_unavailable' });
    expect(reported).toMatchObject([{ code: 'service_unavailable' }]);
  });

  it('is bounded by default, at 10 s', async () => {
    vi.useFakeTimers();
    const handler = createFetchHandler({ dataset: never, auth: { keys: [KEY] }, now: () => NOW });
    const pending = call(handler, '/v1/convert?from=USD&to=EUR');
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(503);
  });

  it('leaves a provider that answers in time alone', async () => {
    const slow = () => new Promise<Dataset>((resolve) => setTimeout(() => resolve(ds), 5));
    const handler = createFetchHandler({ dataset: slow, auth: { keys: [KEY] }, now: () => NOW, datasetTimeoutMs: 60_000 });
    expect((await call(handler, '/v1/rates')).status).toBe(200);
  });

  it('refuses a bound that is not a whole positive number of milliseconds', () => {
    for (const datasetTimeoutMs of [0, -1, 1.5, '10' as unknown as number]) {
      expect(() => createFetchHandler({ dataset: ds, auth: false, datasetTimeoutMs })).toThrow(
        expect.objectContaining({ code: 'invalid_parameter', param: 'datasetTimeoutMs' }),
      );
    }
  });
});
