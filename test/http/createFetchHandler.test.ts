import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { ENDPOINT_CASES, ERROR_OPERATION_CASES } from './cases.js';
import { RatebookError } from '../../src/index.js';
import { call, ds, KEY, NOW, numbersAsText, parseExact, SHAPES } from './helpers.js';

const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => NOW });

describe('createFetchHandler', () => {
  describe('endpoints', () => {
    for (const c of ENDPOINT_CASES) {
      it(`answers ${c.name}`, async () => {
        const res = await call(handler, c.path);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json');
        const body = parseExact(await res.text()) as Record<string, unknown>;
        expect(Object.keys(body)).toEqual(SHAPES[c.shape]);
        expect(body).toEqual(numbersAsText(c.expected(ds, NOW)));
      });
    }

    for (const c of ERROR_OPERATION_CASES) {
      it(`refuses ${c.name} as the operation does, with { code, param }`, async () => {
        const res = await call(handler, c.path);
        expect(res.status).toBe(400);
        const body = JSON.parse(await res.text()) as Record<string, unknown>;
        expect({ code: body.code, param: body.param }).toEqual({ code: c.code, param: c.param });
        let thrown: unknown;
        try {
          c.call(ds, NOW);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(RatebookError);
        expect({ code: (thrown as RatebookError).code, param: (thrown as RatebookError).param }).toEqual({ code: c.code, param: c.param });
      });
    }

    it('writes result as the exact product amount × rate, digit for digit', async () => {
      for (const path of [
        '/v1/crypto/convert?from=USD&to=SHIB&amount=123456789.123456789',
        '/v1/crypto/convert?from=SHIB&to=KWD&amount=0.000000000000000000000000000001',
        '/v1/convert?from=JPY&to=KWD&amount=-3.5',
      ]) {
        const body = parseExact(await (await call(handler, path)).text()) as Record<string, string>;
        expect(new Big(body.result!).eq(new Big(body.amount!).times(body.rate!))).toBe(true);
        expect(body.result).toMatch(/^-?\d+(\.\d+)?$/);
      }
    });

    it('echoes the amount normalized and writes numbers that JSON.parse reads', async () => {
      const res = await call(handler, '/v1/convert?from=USD&to=EUR&amount=%2B0100.500');
      const text = await res.text();
      expect(text).toContain('"amount":100.5,');
      expect(JSON.parse(text).amount).toBe(100.5);
    });

    it('shares its kept bodies safely: a client that scribbles on the bytes it read changes no later response', async () => {
      const first = await call(handler, '/v1/currencies?locale=de');
      const bytes = new Uint8Array(await first.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      bytes.fill(0x20);
      const reader = (await call(handler, '/v1/currencies?locale=de')).body!.getReader();
      const { value } = await reader.read();
      value!.fill(0x21);
      expect(await (await call(handler, '/v1/currencies?locale=de')).text()).toBe(text);
    });

    it('tolerates a trailing slash', async () => {
      const res = await call(handler, '/v1/crypto/currencies/');
      expect(res.status).toBe(200);
    });

    it('serves under a base path and nowhere else', async () => {
      const based = createFetchHandler({ dataset: ds, auth: false, basePath: '/api/fx/' });
      expect((await call(based, '/api/fx/v1/rates')).status).toBe(200);
      expect((await call(based, '/api/fx/v1/rates/')).status).toBe(200);
      expect(parseExact(await (await call(based, '/v1/rates')).text())).toMatchObject({ code: 'not_found' });
      expect(parseExact(await (await call(based, '/api/fxv1/rates')).text())).toMatchObject({ code: 'not_found' });
    });

    it('answers HEAD with the GET headers and no body', async () => {
      const get = await call(handler, '/v1/rates?base=GBP');
      const head = await call(handler, '/v1/rates?base=GBP', { method: 'HEAD' });
      expect(head.status).toBe(200);
      const body = await get.text();
      expect(await head.text()).toBe('');
      expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      for (const name of ['content-type', 'etag', 'last-modified', 'cache-control', 'vary']) expect(head.headers.get(name)).toBe(get.headers.get(name));
    });

    it('answers HEAD errors with the problem headers and no body', async () => {
      const res = await call(handler, '/v1/rates?base=XYZ', { method: 'HEAD' });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(await res.text()).toBe('');
    });

    it('answers OPTIONS with 204 and Allow, on any path and without a key', async () => {
      for (const path of ['/v1/rates', '/nowhere', '/v9/x']) {
        const res = await call(handler, path, { method: 'OPTIONS', key: null });
        expect(res.status).toBe(204);
        expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
        expect(await res.text()).toBe('');
      }
    });
  });

  describe('caching', () => {
    it('gives base=eur and base=EUR one ETag, and Last-Modified from updated_at', async () => {
      const lower = await call(handler, '/v1/rates?base=eur');
      const upper = await call(handler, '/v1/rates?base=EUR');
      const etag = lower.headers.get('etag');
      expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
      expect(upper.headers.get('etag')).toBe(etag);
      expect(lower.headers.get('last-modified')).toBe('Mon, 15 Apr 2024 16:00:00 GMT');
      expect(lower.headers.get('cache-control')).toBe('private, max-age=60');
      expect(lower.headers.get('vary')).toBe('Authorization');
    });

    it('gives different parameters or snapshots different ETags', async () => {
      const tags = new Set<string | null>();
      for (const path of [
        '/v1/rates?base=EUR',
        '/v1/rates?base=USD',
        '/v1/history?date=2024-03-01',
        '/v1/history?date=2024-03-04',
        '/v1/convert?from=USD&to=EUR&amount=2',
        '/v1/convert?from=USD&to=EUR&amount=3',
        '/v1/currencies?locale=de',
        '/v1/currencies',
      ]) {
        tags.add((await call(handler, path)).headers.get('etag'));
      }
      expect(tags.size).toBe(8);
    });

    it('answers a matching If-None-Match with 304 and no body', async () => {
      const first = await call(handler, '/v1/convert?from=usd&to=eur&amount=10');
      const etag = first.headers.get('etag')!;
      for (const condition of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
        const again = await call(handler, '/v1/convert?from=USD&to=EUR&amount=10.0', { headers: { 'if-none-match': condition } });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe('private, max-age=60');
        expect(await again.text()).toBe('');
      }
      const stale = await call(handler, '/v1/convert?from=USD&to=EUR&amount=10', { headers: { 'if-none-match': '"0000000000000000"' } });
      expect(stale.status).toBe(200);
    });

    it('uses the max-age option and drops Vary: Authorization without auth', async () => {
      const open = createFetchHandler({ dataset: ds, auth: false, maxAge: 300 });
      const res = await call(open, '/v1/rates', { key: null });
      expect(res.headers.get('cache-control')).toBe('private, max-age=300');
      expect(res.headers.get('vary')).toBeNull();
    });

    it('marks error responses no-store', async () => {
      const res = await call(handler, '/v1/convert?from=USD');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
    });
  });

  describe('options', () => {
    const refused = (options: unknown) => {
      try {
        createFetchHandler(options as never);
      } catch (error) {
        return { code: (error as { code?: string }).code, param: (error as { param?: string }).param };
      }
      throw new Error('expected the options to be refused');
    };

    it('requires auth to be configured, false included', () => {
      expect(refused({ dataset: ds })).toEqual({ code: 'invalid_parameter', param: 'auth' });
      expect(() => createFetchHandler({ dataset: ds, auth: false })).not.toThrow();
    });

    it('refuses keys without the prefix, empty key lists and unknown options', () => {
      expect(refused({ dataset: ds, auth: { keys: ['secret'] } })).toEqual({ code: 'invalid_parameter', param: 'auth.keys.0' });
      expect(refused({ dataset: ds, auth: { keys: [KEY, 'live_ with space'] } })).toEqual({ code: 'invalid_parameter', param: 'auth.keys.1' });
      expect(refused({ dataset: ds, auth: { keys: [] } })).toMatchObject({ code: 'invalid_parameter' });
      expect(refused({ dataset: ds, auth: false, ratelimit: { limit: 1 } })).toMatchObject({ code: 'invalid_parameter' });
      expect(refused({ dataset: ds, auth: false, rateLimit: { limit: 0, windowSeconds: 60 } })).toEqual({
        code: 'invalid_parameter',
        param: 'rateLimit.limit',
      });
      expect(refused({ dataset: ds, auth: false, basePath: 'api' })).toEqual({ code: 'invalid_parameter', param: 'basePath' });
      expect(refused({ dataset: 'nope', auth: false })).toEqual({ code: 'invalid_parameter', param: 'dataset' });
    });

    it("says what is wrong with any option in its own words, naming the option, never in valibot's", () => {
      const message = (options: unknown) => {
        try {
          createFetchHandler(options as never);
        } catch (error) {
          expect(error).toMatchObject({ code: 'invalid_parameter' });
          return { param: (error as { param: string }).param, message: (error as Error).message };
        }
        throw new Error('expected the options to be refused');
      };
      const table: [options: unknown, param: string][] = [
        [{ dataset: ds, auth: false, ratelimit: {} }, 'ratelimit'],
        [{ dataset: ds, auth: false, rateLimit: { limit: 1, windowSecond: 60 } }, 'rateLimit.windowSecond'],
        [{ dataset: ds, auth: { keys: [KEY], prefx: 'k_' } }, 'auth.prefx'],
        [{ dataset: ds, auth: { key: [KEY] } }, 'auth.key'],
        [{ dataset: ds, auth: { keys: [undefined] } }, 'auth.keys.0'],
        [{ dataset: ds, auth: { keys: KEY } }, 'auth.keys'],
        [{ dataset: ds, auth: { verify: 'yes' } }, 'auth.verify'],
        [{ dataset: ds, auth: true }, 'auth'],
        [{ dataset: ds, auth: false, cors: { origins: '*' } }, 'cors.origins'],
        [{ dataset: ds, auth: false, basePath: 3 }, 'basePath'],
        [{ dataset: ds, auth: false, maxAge: 'x' }, 'maxAge'],
        [{ dataset: ds, auth: false, rateLimit: 5 }, 'rateLimit'],
        [{ dataset: ds, auth: false, rateLimit: { windowSeconds: 60 } }, 'rateLimit.limit'],
        [{ auth: false }, 'dataset'],
        [null, 'options'],
      ];
      for (const [options, param] of table) {
        const refusal = message(options);
        expect(refusal.param).toBe(param);
        if (param !== 'options') expect(refusal.message).toContain(`${param}`);
        // valibot's own phrasing ("Invalid key: Expected never but received ...") never reaches a person.
        expect(refusal.message).not.toMatch(/Invalid (key|type|length|value)|Expected|received/);
        expect(refusal.message).not.toContain(KEY);
      }
      // A typo gets the option it most likely meant; a key left unset is said to be no string.
      expect(message({ dataset: ds, auth: false, ratelimit: {} }).message).toContain('"rateLimit"');
      expect(message({ dataset: ds, auth: { keys: [undefined] } }).message).toMatch(/auth\.keys\.0: expected a string/);
    });

    it('never puts a refused key in the error message', () => {
      try {
        createFetchHandler({ dataset: ds, auth: { keys: ['sk_secret_value'] } });
      } catch (error) {
        expect((error as Error).message).not.toContain('sk_secret_value');
        return;
      }
      throw new Error('expected a refusal');
    });
  });
});
