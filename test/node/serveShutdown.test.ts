import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serve } from '../../src/node/index.js';
import { caughtAsync } from '../errors.js';

/** A client that sent the request line and one header, and never the blank line that ends them. */
async function halfHeader(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.write('GET /v1/rates HTTP/1.1\r\nHost: 127.0.0.1\r\n', () => resolve()));
  return socket;
}

/** A GET through `agent`: its status and Connection header, or the error's code. */
function get(url: string, agent: Agent): Promise<{ status: number; connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe('serve close()', () => {
  it('answers a request in flight with Connection: close', async () => {
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = await serve(
      async () => {
        started();
        await held;
        return new Response('done');
      },
      { port: 0, shutdownGraceMs: 5000 },
    );
    const agent = new Agent({ keepAlive: true });
    const answer = get(`${server.url}/v1/rates`, agent);
    await arrived;
    const closing = server.close();
    release();
    expect(await answer).toEqual({ status: 200, connection: 'close' });
    await closing;
    agent.destroy();
  });

  it('answers a request sent on an idle keep-alive connection after close() began, with Connection: close, rather than resetting it', async () => {
    const server = await serve(() => new Response('ok'), { port: 0, shutdownGraceMs: 5000 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(`${server.url}/v1/rates`, agent)).toEqual({ status: 200, connection: 'keep-alive' });
    // The connection now sits idle in the agent's pool; the next request reuses it.
    const closing = server.close();
    expect(await get(`${server.url}/v1/rates`, agent)).toEqual({ status: 200, connection: 'close' });
    await closing;
    expect(await get(`${server.url}/v1/rates`, agent)).toEqual({ error: 'ECONNREFUSED' });
    agent.destroy();
  });

  it('closes a connection idle past the keep-alive timeout without waiting for the grace', async () => {
    const server = await serve(() => new Response('ok'), { port: 0, shutdownGraceMs: 600_000, headersTimeoutMs: 600_000, requestTimeoutMs: 600_000 });
    // Connected, never a request: idle since it connected, and closed 5 s (Node's keep-alive timeout) after that.
    const client = connect(server.port, '127.0.0.1');
    client.on('error', () => undefined);
    await once(client, 'connect');
    const closed = once(client, 'close');
    await server.close();
    await closed;
  }, 15_000);

  it('settles while a client holds half a header, and closes that client', async () => {
    const server = await serve(() => new Response('ok'), { port: 0, shutdownGraceMs: 200 });
    const client = await halfHeader(server.port);
    const closed = once(client, 'close');
    await expect(server.close()).resolves.toBeUndefined();
    await closed;
    expect(client.destroyed).toBe(true);
  });

  it('lets a request in flight finish within the grace, then refuses new connections', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    const server = await serve(
      async () => {
        started();
        await held;
        return new Response('done');
      },
      { port: 0, shutdownGraceMs: 2000 },
    );
    const answer = fetch(`${server.url}/v1/rates`);
    await arrived;
    const closing = server.close();
    release();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('done');
    await closing;
    await expect(fetch(`${server.url}/v1/rates`)).rejects.toThrow();
  });

  it('is the same promise when called twice', async () => {
    const server = await serve(() => new Response('ok'), { port: 0, shutdownGraceMs: 100 });
    expect(server.close()).toBe(server.close());
    await server.close();
  });

  it('refuses a grace that is not a whole number of milliseconds', async () => {
    expect(await caughtAsync(() => serve(() => new Response('ok'), { port: 0, shutdownGraceMs: -1 }))).toMatchObject({
      code: 'invalid_parameter',
      param: 'shutdownGraceMs',
    });
  });
});
