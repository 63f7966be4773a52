import { describe, expect, it, vi } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { loadDataset } from '../../src/index.js';
import { call, CONTRACT_CODES, ds, KEY, NOW, parseExact } from './helpers.js';

const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => NOW });

interface ErrorCase {
  readonly code: (typeof CONTRACT_CODES)[number] | 'invalid_option';
  readonly status: number;
  readonly path: string;
  readonly param?: string;
  readonly method?: string;
  readonly key?: string | null;
  readonly headers?: Record<string, string>;
}

const CASES: readonly ErrorCase[] = [
  { code: 'missing_parameter', status: 400, path: '/v1/convert?to=EUR', param: 'from' },
  { code: 'missing_parameter', status: 400, path: '/v1/crypto/convert?from=BTC', param: 'to' },
  { code: 'missing_parameter', status: 400, path: '/v1/history?base=EUR', param: 'date' },
  { code: 'invalid_parameter', status: 400, path: '/v1/convert?from=USD&to=EUR&amount=abc', param: 'amount' },
  { code: 'invalid_parameter', status: 400, path: '/v1/convert?from=USD&to=EUR&amount=1e1000000', param: 'amount' },
  { code: 'invalid_parameter', status: 400, path: '/v1/convert?from=USD&to=EUR&ammount=5', param: 'ammount' },
  { code: 'invalid_parameter', status: 400, path: '/v1/convert?from=USD&from=EUR&to=GBP', param: 'from' },
  { code: 'invalid_parameter', status: 400, path: '/v1/rates?base=', param: 'base' },
  { code: 'invalid_parameter', status: 400, path: '/v1/rates?base', param: 'base' },
  { code: 'invalid_parameter', status: 400, path: '/v1/rates?base=%E2%82', param: 'base' },
  { code: 'invalid_parameter', status: 400, path: '/v1/rates?b%zzase=USD', param: 'b%zzase' },
  { code: 'invalid_parameter', status: 400, path: '/v1/rates?__proto__=USD', param: '__proto__' },
  { code: 'invalid_parameter', status: 400, path: '/v1/history?date=2024-02-30', param: 'date' },
  { code: 'invalid_parameter', status: 400, path: '/v1/currencies?locale=not_a_locale', param: 'locale' },
  { code: 'invalid_parameter', status: 400, path: '/v1/crypto/convert?from=USD&to=EUR', param: 'to' },
  { code: 'invalid_parameter', status: 400, path: '/v1/crypto/currencies?base=USD', param: 'base' },
  { code: 'unknown_currency', status: 400, path: '/v1/convert?from=XYZ&to=EUR', param: 'from' },
  { code: 'unknown_currency', status: 400, path: '/v1/rates?base=btc', param: 'base' },
  { code: 'unknown_currency', status: 400, path: '/v1/rates?base=constructor', param: 'base' },
  { code: 'unsupported_locale', status: 400, path: '/v1/currencies?locale=fr-CA', param: 'locale' },
  { code: 'date_out_of_range', status: 400, path: '/v1/history?date=2024-02-29', param: 'date' },
  { code: 'date_out_of_range', status: 400, path: '/v1/history?date=2024-06-02', param: 'date' },
  { code: 'invalid_option', status: 400, path: '/v1/convert?from=USD&to=EUR&round=cents', param: 'round' },
  { code: 'invalid_option', status: 400, path: '/v1/convert?from=USD&to=EUR&round=', param: 'round' },
  { code: 'invalid_option', status: 400, path: '/v1/convert?from=USD&to=EUR&round=minor&rounding=bankers', param: 'rounding' },
  { code: 'invalid_option', status: 400, path: '/v1/crypto/convert?from=BTC&to=EUR&rounding=up', param: 'rounding' },
  { code: 'invalid_option', status: 400, path: '/v1/convert?from=USD&to=EUR&round=minor&rounding=up-ish', param: 'rounding' },
  { code: 'invalid_option', status: 400, path: '/v1/convert?from=USD&to=EUR&round=5', param: 'round' },
  { code: 'invalid_parameter', status: 400, path: '/v1/convert?from=USD&to=EUR&date=2024-13-01', param: 'date' },
  { code: 'date_out_of_range', status: 400, path: '/v1/convert?from=USD&to=EUR&date=2024-02-29', param: 'date' },
  { code: 'date_out_of_range', status: 400, path: '/v1/crypto/convert?from=BTC&to=EUR&date=2024-06-02', param: 'date' },
  { code: 'missing_parameter', status: 400, path: '/v1/currency', param: 'code' },
  { code: 'unknown_currency', status: 400, path: '/v1/currency?code=XYZ', param: 'code' },
  { code: 'unknown_currency', status: 400, path: '/v1/currency?code=btc', param: 'code' },
  { code: 'invalid_parameter', status: 400, path: '/v1/currency?code=USD&date=2024-02-30', param: 'date' },
  { code: 'invalid_parameter', status: 400, path: '/v1/currency?code=USD&base=EUR', param: 'base' },
  { code: 'missing_api_key', status: 401, path: '/v1/rates', key: null },
  { code: 'invalid_api_key', status: 401, path: '/v1/rates', key: 'live_wrong' },
  { code: 'not_found', status: 404, path: '/v1/rate' },
  { code: 'not_found', status: 404, path: '/' },
  { code: 'not_found', status: 404, path: '/v1/rates//' },
  { code: 'unsupported_version', status: 404, path: '/v2/rates' },
  { code: 'unsupported_version', status: 404, path: '/v0' },
  { code: 'method_not_allowed', status: 405, path: '/v1/rates', method: 'POST' },
  { code: 'method_not_allowed', status: 405, path: '/v1/convert?from=USD&to=EUR', method: 'DELETE' },
  { code: 'uri_too_long', status: 414, path: `/v1/rates?base=${'x'.repeat(8200)}` },
  { code: 'uri_too_long', status: 414, path: `/v1/rates?base=${'x'.repeat(8200)}`, key: null },
];

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

async function problemOf(res: Response) {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.headers.get('cache-control')).toBe('no-store');
  return JSON.parse(await res.text()) as Record<string, unknown>;
}

describe('errors', () => {
  for (const c of CASES) {
    it(`answers ${c.code} for ${c.method ?? 'GET'} ${c.path.slice(0, 60)}`, async () => {
      const res = await call(handler, c.path, { method: c.method, key: c.key, headers: c.headers });
      expect(res.status).toBe(c.status);
      const body = await problemOf(res);
      expect(Object.keys(body)).toEqual(['type', 'title', 'status', 'code', 'detail', ...(c.param === undefined ? [] : ['param'])]);
      expect(body).toMatchObject({ type: 'about:blank', title: TITLES[c.status], status: c.status, code: c.code });
      expect(body.param).toBe(c.param);
      expect(typeof body.detail).toBe('string');
      if (c.code === 'method_not_allowed') expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      if (c.code === 'missing_api_key') expect(res.headers.get('www-authenticate')).toBe('Bearer realm="ratebook"');
      if (c.code === 'invalid_api_key') expect(res.headers.get('www-authenticate')).toBe('Bearer realm="ratebook", error="invalid_token"');
    });
  }

  it('answers rate_limited with 429, Retry-After and the RateLimit headers', async () => {
    const limited = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, rateLimit: { limit: 1, windowSeconds: 60, now: () => 30_000 } });
    expect((await call(limited, '/v1/rates')).status).toBe(200);
    const res = await call(limited, '/v1/rates');
    expect(res.status).toBe(429);
    expect(await problemOf(res)).toMatchObject({ status: 429, code: 'rate_limited', title: 'Too Many Requests' });
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('ratelimit-limit')).toBe('1');
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect(res.headers.get('ratelimit-reset')).toBe('30');
  });

  it('answers internal_error with a bare body and reports the error through onError', async () => {
    const onError = vi.fn();
    const failing = createFetchHandler({
      dataset: () => {
        throw new Error('disk on fire at /srv/secret/path');
      },
      auth: { keys: [KEY] },
      onError,
    });
    const res = await call(failing, '/v1/rates');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      code: 'internal_error',
      detail: 'An unexpected error occurred.',
    });
    expect(text).not.toContain('secret');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]![0] as Error).message).toContain('disk on fire');
  });

  it('turns a rejected async provider, a thrown non-Error and a failing onError into the same 500', async () => {
    const rejecting = createFetchHandler({ dataset: () => Promise.reject(new Error('x')), auth: false });
    expect((await call(rejecting, '/v1/rates')).status).toBe(500);
    const throwsUndefined = createFetchHandler({
      dataset: () => {
        throw undefined;
      },
      auth: false,
      onError: () => {
        throw new Error('reporter down');
      },
    });
    const res = await call(throwsUndefined, '/v1/rates');
    expect(res.status).toBe(500);
    expect(parseExact(await res.text())).toMatchObject({ code: 'internal_error' });
  });

  it('maps a dataset that fails validation (invalid_dataset) to a bare internal_error', async () => {
    const onError = vi.fn();
    const res = await call(createFetchHandler({ dataset: () => loadDataset('{}'), auth: false, onError }), '/v1/rates');
    expect(res.status).toBe(500);
    expect(parseExact(await res.text())).toMatchObject({ code: 'internal_error' });
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'invalid_dataset' });
  });

  it('checks authentication before the route, so an unauthenticated caller learns nothing', async () => {
    for (const path of ['/v2/rates', '/nowhere', '/v1/rates?base=XYZ']) {
      const res = await call(handler, path, { key: null });
      expect(res.status).toBe(401);
    }
    expect((await call(handler, '/v1/rates', { method: 'POST', key: null })).status).toBe(401);
  });

  it('checks the route before the method and the method before the parameters', async () => {
    expect((await problemOf(await call(handler, '/nowhere', { method: 'POST' }))).code).toBe('not_found');
    expect((await problemOf(await call(handler, '/v1/rates?base=XYZ', { method: 'PUT' }))).code).toBe('method_not_allowed');
  });

  it('covers every code of the contract', () => {
    const reached = new Set<string>([...CASES.map((c) => c.code), 'rate_limited', 'internal_error']);
    // invalid_option: the fourth round's code for an option of the wrong kind (CONTRACT.md, "Money booked right").
    expect([...reached].sort()).toEqual([...CONTRACT_CODES, 'invalid_option'].sort());
  });
});
