import { describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { call, ds, KEY } from './helpers.js';

const preflight = { origin: 'https://app.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' };

describe('cors', () => {
  it('answers a preflight with 204, without a key, allowing the Authorization header', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, cors: { origin: '*' } });
    const res = await call(handler, '/v1/rates', { method: 'OPTIONS', key: null, headers: preflight });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('echoes an allowed origin from a list, says Vary: Origin, and exposes ETag and the rate-limit headers', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, cors: { origin: ['https://a.example', 'https://app.example'] } });
    const res = await call(handler, '/v1/rates', { headers: { origin: 'https://app.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(res.headers.get('vary')).toBe('Authorization, Origin');
    expect(res.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(res.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
  });

  it('gives an origin that is not allowed no CORS headers', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, cors: { origin: 'https://app.example' } });
    const res = await call(handler, '/v1/rates', { method: 'OPTIONS', key: null, headers: { ...preflight, origin: 'https://evil.example' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await call(handler, '/v1/rates', { headers: { origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('puts the CORS headers on errors too, so a browser can read them', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, cors: { origin: '*' } });
    const res = await call(handler, '/v1/rates', { key: null, headers: { origin: 'https://app.example' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('adds no CORS headers when the option is absent', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] } });
    const res = await call(handler, '/v1/rates', { method: 'OPTIONS', key: null, headers: preflight });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
