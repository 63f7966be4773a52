import { describe, expect, it, vi } from 'vitest';
import { createFetchHandler, type FetchHandler } from '../../src/http/index.js';
import { call, ds, KEY, OTHER_KEY } from './helpers.js';

const handler = createFetchHandler({ dataset: ds, auth: { keys: [OTHER_KEY, KEY] } });

async function outcome(h: FetchHandler, authorization: string | undefined) {
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  const res = await h(new Request('http://localhost/v1/rates', { headers }));
  const text = await res.text();
  const body = JSON.parse(text) as { code?: string };
  return { status: res.status, code: body.code, text, challenge: res.headers.get('www-authenticate') };
}

describe('authentication', () => {
  it('accepts the Bearer scheme in any case, with one or more spaces before the key', async () => {
    for (const header of [`Bearer ${KEY}`, `bearer ${KEY}`, `BEARER ${OTHER_KEY}`, `Bearer    ${KEY}`, `  Bearer ${KEY}  `]) {
      expect((await outcome(handler, header)).status).toBe(200);
    }
  });

  it('answers missing_api_key without a header (or with an empty one)', async () => {
    for (const header of [undefined, '', '   ']) {
      expect(await outcome(handler, header)).toMatchObject({ status: 401, code: 'missing_api_key', challenge: 'Bearer realm="ratebook"' });
    }
  });

  it('answers invalid_api_key for a wrong scheme, an empty, unknown or malformed key', async () => {
    const headers = [
      `Basic ${KEY}`,
      `Token ${KEY}`,
      `Bearer\t${KEY}`,
      'Bearer',
      'Bearer ',
      `Bearer${KEY}`,
      `Bearer ${KEY}x`,
      `Bearer ${KEY.slice(0, -1)}`,
      `Bearer ${KEY} extra`,
      'Bearer live_',
      `Bearer test_${KEY.slice(5)}`,
      `Bearer ${'a'.repeat(100_000)}`,
      `Bearer ${KEY.toUpperCase()}`,
    ];
    for (const header of headers) {
      const result = await outcome(handler, header);
      expect(result).toMatchObject({ status: 401, code: 'invalid_api_key', challenge: 'Bearer realm="ratebook", error="invalid_token"' });
    }
  });

  it('never puts the presented key in a response', async () => {
    for (const header of [`Bearer ${KEY}x`, `Basic ${KEY}`, `Bearer ${KEY}`]) {
      const res = await handler(new Request('http://localhost/v1/nowhere?x=1', { headers: { authorization: header } }));
      const text = await res.text();
      expect(text).not.toContain(KEY);
      res.headers.forEach((value) => expect(value).not.toContain(KEY));
    }
  });

  it('takes a verifier, sync or async, that only sees keys with the prefix', async () => {
    const verify = vi.fn(async (key: string) => key === 'live_from_db');
    const verified = createFetchHandler({ dataset: ds, auth: { verify } });
    expect((await outcome(verified, 'Bearer live_from_db')).status).toBe(200);
    expect((await outcome(verified, 'Bearer live_other')).code).toBe('invalid_api_key');
    expect((await outcome(verified, 'Bearer test_from_db')).code).toBe('invalid_api_key');
    expect(verify.mock.calls.map(([key]) => key)).toEqual(['live_from_db', 'live_other']);
    const sync = createFetchHandler({ dataset: ds, auth: { verify: (key) => key.endsWith('ok') } });
    expect((await outcome(sync, 'Bearer live_ok')).status).toBe(200);
  });

  it('accepts only a true from the verifier, and reports a verifier that throws as internal_error', async () => {
    const truthy = createFetchHandler({ dataset: ds, auth: { verify: () => 'yes' as unknown as boolean } });
    expect((await outcome(truthy, 'Bearer live_x')).code).toBe('invalid_api_key');
    const onError = vi.fn();
    const throwing = createFetchHandler({
      dataset: ds,
      auth: {
        verify: () => {
          throw new Error('db down');
        },
      },
      onError,
    });
    const result = await outcome(throwing, 'Bearer live_secret_key');
    expect(result).toMatchObject({ status: 500, code: 'internal_error' });
    expect(result.text).not.toContain('live_secret_key');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('uses a configured prefix', async () => {
    const custom = createFetchHandler({ dataset: ds, auth: { keys: ['rb_live_1'], prefix: 'rb_live_' } });
    expect((await outcome(custom, 'Bearer rb_live_1')).status).toBe(200);
    expect((await outcome(custom, 'Bearer live_1')).code).toBe('invalid_api_key');
  });

  it('is off with auth: false', async () => {
    const open = createFetchHandler({ dataset: ds, auth: false });
    expect((await outcome(open, undefined)).status).toBe(200);
    expect((await outcome(open, 'Basic whatever')).status).toBe(200);
  });

  it('does not require a key for OPTIONS', async () => {
    expect((await call(handler, '/v1/rates', { method: 'OPTIONS', key: null })).status).toBe(204);
  });
});
