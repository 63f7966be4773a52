import { once } from 'node:events';
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

describe('serve close()', () => {
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
