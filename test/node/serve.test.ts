import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { serve, type RunningServer } from '../../src/node/index.js';
import { ENDPOINT_CASES } from '../http/cases.js';
import { ds, KEY, NOW, numbersAsText, parseExact, SHAPES } from '../http/helpers.js';

const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => NOW, cors: { origin: '*' } });
let server: RunningServer;

beforeAll(async () => {
  server = await serve(handler, { host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

const authed = { authorization: `Bearer ${KEY}` };

/** A raw HTTP/1.1 request, for what fetch will not send (TRACE, odd targets). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  port = server.port,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serve', () => {
  it('listens on the asked host with a random port', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  describe('endpoints over a real socket', () => {
    for (const c of ENDPOINT_CASES) {
      it(`answers ${c.name}`, async () => {
        const res = await fetch(`${server.url}${c.path}`, { headers: authed });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json');
        const text = await res.text();
        expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
        const body = parseExact(text) as Record<string, unknown>;
        expect(Object.keys(body)).toEqual(SHAPES[c.shape]);
        expect(body).toEqual(numbersAsText(c.expected(ds, NOW)));
      });
    }
  });

  it('gives the same bytes and headers as the handler in memory', async () => {
    const path = '/v1/crypto/convert?from=btc&to=SHIB&amount=0.123456789';
    const local = await handler(new Request(`http://localhost${path}`, { headers: authed }));
    const remote = await fetch(`${server.url}${path}`, { headers: authed });
    expect(await remote.text()).toBe(await local.text());
    for (const name of ['etag', 'last-modified', 'cache-control', 'vary', 'access-control-allow-origin'])
      expect(remote.headers.get(name)).toBe(local.headers.get(name));
  });

  it('answers errors as problem details with their headers', async () => {
    const missing = await fetch(`${server.url}/v1/rates`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="ratebook"');
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    expect(await missing.json()).toMatchObject({ code: 'missing_api_key' });
    const bad = await fetch(`${server.url}/v1/convert?from=USD&to=EUR&amount=1e1000000`, { headers: authed });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_parameter', param: 'amount' });
    const post = await fetch(`${server.url}/v1/rates`, { method: 'POST', headers: authed, body: 'ignored' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const long = await fetch(`${server.url}/v1/rates?base=${'x'.repeat(9000)}`, { headers: authed });
    expect(long.status).toBe(414);
    expect(await long.json()).toMatchObject({ code: 'uri_too_long' });
  });

  it('answers HEAD with the length of the GET body and no body', async () => {
    const get = await raw('GET', '/v1/rates?base=EUR', authed);
    const head = await raw('HEAD', '/v1/rates?base=EUR', authed);
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('answers OPTIONS and a 304 over the socket', async () => {
    const options = await fetch(`${server.url}/v1/rates`, {
      method: 'OPTIONS',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-headers')).toContain('Authorization');
    const first = await fetch(`${server.url}/v1/rates`, { headers: authed });
    const again = await fetch(`${server.url}/v1/rates`, { headers: { ...authed, 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves a request whose Host header no URL can hold (a port above 65535) at its own address', async () => {
    expect((await raw('GET', '/v1/rates', { ...authed, host: 'example.com:99999' })).status).toBe(200);
  });

  it('answers a method no Request can carry (TRACE) with 405, and OPTIONS * with 204', async () => {
    const trace = await raw('TRACE', '/v1/rates', authed);
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body)).toMatchObject({ code: 'method_not_allowed' });
    const star = await raw('OPTIONS', '*', authed);
    expect(star.status).toBe(204);
  });

  it('answers 500 without crashing when a handler throws or returns garbage, and keeps serving', async () => {
    const bad = await serve(
      (request) => {
        if (request.url.endsWith('/throw')) throw new Error('boom');
        return 'not a response' as unknown as Response;
      },
      { port: 0 },
    );
    try {
      for (const path of ['/throw', '/garbage']) {
        const res = await fetch(`${bad.url}${path}`);
        expect(res.status).toBe(500);
        expect(await res.json()).toMatchObject({ code: 'internal_error' });
      }
    } finally {
      await bad.close();
    }
  });

  it('streams a body of many chunks', async () => {
    const chunks = Array.from({ length: 50 }, (_, i) => `chunk ${i};`);
    const streaming = await serve(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
              controller.close();
            },
          }),
        ),
      { port: 0 },
    );
    try {
      const res = await fetch(streaming.url);
      expect(await res.text()).toBe(chunks.join(''));
    } finally {
      await streaming.close();
    }
  });

  it('stops reading a streamed body when the client goes away', async () => {
    let cancel!: () => void;
    const cancelled = new Promise<void>((resolve) => (cancel = resolve));
    let served = 0;
    const streaming = await serve(
      () =>
        new Response(
          new ReadableStream({
            async pull(controller) {
              // Slow enough that the client is gone between two chunks.
              if (served++ > 1) await sleep(20);
              controller.enqueue(new TextEncoder().encode(`chunk ${served};`));
            },
            cancel,
          }),
        ),
      { port: 0 },
    );
    try {
      await new Promise<void>((resolve) => {
        const req = httpRequest({ host: '127.0.0.1', port: streaming.port, path: '/' }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => {});
        req.on('close', resolve);
        req.end();
      });
      // The server must cancel the body (and so settle its write loop) rather than wait for a drain
      // that a closed connection never emits.
      await cancelled;
    } finally {
      await streaming.close();
    }
  });

  it('closes when its signal aborts, and close() can be called again', async () => {
    const controller = new AbortController();
    const s = await serve(handler, { port: 0, signal: controller.signal });
    expect((await fetch(`${s.url}/v1/rates`, { headers: authed })).status).toBe(200);
    controller.abort();
    await s.close();
    await s.close();
    await expect(fetch(`${s.url}/v1/rates`, { headers: authed })).rejects.toThrow();
  });

  it('closes when its signal aborts before it is listening', async () => {
    const controller = new AbortController();
    const pending = serve(handler, { port: 0, signal: controller.signal });
    // listen() calls back on a later tick: the abort falls between the call and the listening.
    controller.abort();
    const s = await pending;
    try {
      await expect(fetch(`${s.url}/v1/rates`, { headers: authed })).rejects.toThrow();
    } finally {
      await s.close();
    }
  });

  it('answers CONNECT with 405 instead of dropping the socket', async () => {
    const socket = connect(server.port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    await once(socket, 'close');
    expect(received).toMatch(/^HTTP\/1\.1 405 /);
    expect(received.toLowerCase()).toContain('allow: get, head, options');
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'method_not_allowed', status: 405 });
  });

  describe('slow clients', () => {
    /** Opens a socket, sends `start`, then one `drip` every 20 ms until the server closes it or `budget` drips are spent. */
    async function trickle(port: number, start: string, drip: (i: number) => string, budget = 500): Promise<{ received: string; drips: number }> {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (received += chunk));
      socket.on('error', () => {});
      const closed = once(socket, 'close');
      socket.write(start);
      let drips = 0;
      while (socket.writable && drips < budget) {
        await sleep(20);
        if (socket.writable) socket.write(drip(drips));
        drips++;
      }
      socket.destroy();
      await closed;
      return { received, drips };
    }

    it('closes a client that trickles its headers with 408 once headersTimeoutMs has passed', async () => {
      const slow = await serve(handler, { port: 0, headersTimeoutMs: 100, requestTimeoutMs: 200 });
      try {
        const { received, drips } = await trickle(
          slow.port,
          `GET /v1/rates HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\n`,
          (i) => `x-slow-${i}: 1\r\n`,
        );
        expect(received).toMatch(/^HTTP\/1\.1 408 /);
        expect(drips).toBeLessThan(500);
      } finally {
        await slow.close();
      }
    });

    it('closes a client that trickles its request body once requestTimeoutMs has passed', async () => {
      const slow = await serve(handler, { port: 0, headersTimeoutMs: 100, requestTimeoutMs: 200 });
      try {
        const { received, drips } = await trickle(
          slow.port,
          `POST /v1/rates HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\nContent-Length: 100000\r\n\r\n`,
          () => 'x',
        );
        expect(received).toMatch(/^HTTP\/1\.1 405 /);
        expect(drips).toBeLessThan(500);
      } finally {
        await slow.close();
      }
    });

    it('refuses timeouts that are not whole positive milliseconds, or a request timeout below the header timeout', async () => {
      await expect(serve(handler, { port: 0, headersTimeoutMs: 0 })).rejects.toMatchObject({ code: 'invalid_parameter', param: 'headersTimeoutMs' });
      await expect(serve(handler, { port: 0, requestTimeoutMs: 1.5 })).rejects.toMatchObject({ code: 'invalid_parameter', param: 'requestTimeoutMs' });
      await expect(serve(handler, { port: 0, headersTimeoutMs: 500, requestTimeoutMs: 400 })).rejects.toMatchObject({
        code: 'invalid_parameter',
        param: 'requestTimeoutMs',
      });
    });
  });

  it('answers alike through the Response-free path and through Request and Response', async () => {
    // A wrapper hides the handler's Response-free entry, so the second server builds a Request and reads a Response.
    const generic = await serve((request) => handler(request), { port: 0 });
    try {
      const requests: [string, string, Record<string, string>][] = [
        ...ENDPOINT_CASES.map((c): [string, string, Record<string, string>] => ['GET', c.path, authed]),
        ['HEAD', '/v1/rates?base=EUR', authed],
        ['GET', '/v1/rates', {}],
        ['GET', '/v1/rates', { authorization: 'Basic x' }],
        ['GET', '/v1/convert?from=USD&to=EUR&amount=1e1000000', authed],
        ['GET', `/v1/rates?base=${'x'.repeat(9000)}`, authed],
        ['POST', '/v1/rates', authed],
        ['DELETE', '/nowhere', authed],
        ['OPTIONS', '/v1/rates', { origin: 'https://x.example', 'access-control-request-method': 'GET' }],
        ['GET', 'http://elsewhere.example/v1/rates?base=JPY', authed],
        ['GET', '/v1/../v1/./rates?base=%45UR', authed],
        ['GET', "/v1/rates?base='EUR'", authed],
        ['GET', '/v2/rates', authed],
        ['TRACE', '/v1/rates', authed],
        ['GET', '/v1/rates', { ...authed, host: 'example.com:99999' }],
        ['GET', '/v1/rates', { ...authed, host: 'EXAMPLE.com' }],
      ];
      const strip = ({ headers, ...rest }: Awaited<ReturnType<typeof raw>>) => {
        const { date, connection, 'keep-alive': keepAlive, ...kept } = headers;
        return { ...rest, headers: kept };
      };
      for (const [method, path, headers] of requests) {
        const fast = await raw(method, path, headers);
        const slow = await raw(method, path, headers, generic.port);
        expect(strip(fast), `${method} ${path}`).toEqual(strip(slow));
      }
    } finally {
      await generic.close();
    }
  });

  it('rejects when the port is taken', async () => {
    await expect(serve(handler, { host: '127.0.0.1', port: server.port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
