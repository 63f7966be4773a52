import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { serve } from '../../src/node/index.js';
import { ds, KEY, NOW } from './helpers.js';

const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => NOW });

// What some runtimes hand the handler: a url that the WHATWG URL parser did not serialize.
function rawRequest(url: string): Request {
  return { url, method: 'GET', headers: new Headers({ authorization: `Bearer ${KEY}` }) } as unknown as Request;
}

describe('request URLs as runtimes pass them', () => {
  it('routes a bare path, as Bun passes it when the Host header is missing', async () => {
    const res = await handler(rawRequest('/v1/rates?base=EUR'));
    expect(res.status).toBe(200);
    expect((await res.json()).base).toBe('EUR');
  });

  it('removes dot segments and backslashes, as Deno and workerd leave them', async () => {
    for (const url of ['http://x/v1/./x/../rates', 'http://x/v1/x/%2e%2e/rates', 'http://x/v1\\rates']) {
      expect((await handler(rawRequest(url))).status, url).toBe(200);
    }
    expect((await handler(rawRequest('http://x/v1/../v2/rates'))).status).toBe(404);
  });
});

describe('serve', () => {
  it('accepts an absolute-form request target (RFC 9112 §3.2.2)', async () => {
    const server = await serve(handler, { host: '127.0.0.1', port: 0 });
    try {
      const response = await new Promise<string>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () => {
          socket.write(
            `GET http://other.example/v1/rates?base=GBP HTTP/1.1\r\nHost: other.example\r\nAuthorization: Bearer ${KEY}\r\nConnection: close\r\n\r\n`,
          );
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(response).toMatch(/^HTTP\/1\.1 200 /);
      expect(response).toContain('"base":"GBP"');
    } finally {
      await server.close();
    }
  });
});
