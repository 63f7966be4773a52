import { connect, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { serve, type RunningServer } from '../../src/node/index.js';
import { ds, KEY, NOW } from '../http/helpers.js';

const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, now: () => NOW });
let server: RunningServer;
beforeAll(async () => {
  server = await serve(handler, { port: 0 });
});
afterAll(() => server.close());

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function exchange(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = answer.indexOf('\r\n\r\n');
      resolve({ status: Number(answer.slice(9, 12)), headers: answer.slice(0, split), body: answer.slice(split + 4) });
    });
  });
}

/** The handler's own 414 body, asked in memory. */
async function handlers414(): Promise<string> {
  const res = await handler(new Request(`http://x/v1/rates?base=${'x'.repeat(9000)}`, { headers: { authorization: `Bearer ${KEY}` } }));
  expect(res.status).toBe(414);
  return res.text();
}

describe('serve, on request heads larger than Node reads', () => {
  for (const length of [17_000, 70_000]) {
    it(`answers a ${length}-character URL with the handler's 414 problem body`, async () => {
      const answer = await exchange(`GET /v1/rates?base=${'x'.repeat(length)} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\n\r\n`);
      expect(answer.status).toBe(414);
      expect(answer.headers).toMatch(/content-type: application\/problem\+json/i);
      expect(answer.body).toBe(await handlers414());
      expect(JSON.parse(answer.body)).toMatchObject({ status: 414, code: 'uri_too_long' });
    });
  }

  it('answers headers too large with a 431 problem body, and a HEAD without the body', async () => {
    const answer = await exchange(`GET /v1/rates HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 431, code: 'headers_too_large' });
    const head = await exchange(`HEAD /v1/rates?base=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(head.status).toBe(414);
    expect(head.body).toBe('');
  });

  it('still answers other malformed requests as Node does: 400', async () => {
    expect((await exchange('GET /v1/rates HTTP/1.1\r\nHost x\r\n\r\n')).status).toBe(400);
  });
});

describe('serve, on server errors', () => {
  // A real EMFILE on accept rarely reaches Node: libuv keeps a spare descriptor and drops the
  // connections it cannot take. What does reach the server's 'error' event is reported, never swallowed.
  it('reports a server error after start-up through onError, and keeps serving', async () => {
    let captured: Server | undefined;
    const listen = vi.spyOn(Server.prototype, 'listen').mockImplementation(function (this: Server, ...args: unknown[]) {
      captured = this;
      listen.mockRestore();
      return (Server.prototype.listen as (...a: unknown[]) => Server).apply(this, args);
    });
    const reports: unknown[] = [];
    const running = await serve(handler, { port: 0, onError: (error) => reports.push(error) });
    try {
      const emfile = Object.assign(new Error('accept EMFILE'), { code: 'EMFILE', errno: -24, syscall: 'accept' });
      captured!.emit('error', emfile);
      expect(reports).toEqual([emfile]);
      expect((await fetch(`${running.url}/v1/rates`, { headers: { authorization: `Bearer ${KEY}` } })).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('reports an error a handler threw, answered with a bare 500', async () => {
    const reports: unknown[] = [];
    const boom = new Error('boom');
    const running = await serve(() => Promise.reject(boom), { port: 0, onError: (error) => reports.push(error) });
    try {
      const res = await fetch(`${running.url}/v1/rates`);
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ code: 'internal_error' });
      expect(reports).toEqual([boom]);
    } finally {
      await running.close();
    }
  });
});
