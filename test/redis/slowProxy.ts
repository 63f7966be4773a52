import { createConnection, createServer, type Socket } from 'node:net';

/** A loopback TCP proxy in front of a server, holding what passes through it. */
export interface SlowProxy {
  /** `redis://127.0.0.1:<port>` of the proxy. */
  readonly url: string;
  /** Closes the proxy and every connection through it. */
  close(): Promise<void>;
}

/**
 * Starts a TCP proxy on a free port of 127.0.0.1 that passes every chunk, both ways, `delayMs` after it
 * arrived (in order): a Redis `delayMs` farther away for each command and each answer, as a store
 * across a network or under load would be.
 *
 * @param port - The server's port on 127.0.0.1.
 * @param delayMs - How long each chunk is held.
 * @returns The proxy.
 * @example
 * const proxy = await startSlowProxy(server.port, 10);
 * const client = await connectClient('redis', proxy.url);
 */
export async function startSlowProxy(port: number, delayMs: number): Promise<SlowProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = createConnection({ port, host: '127.0.0.1' });
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    const relay = (from: Socket, to: Socket) =>
      from.on('data', (chunk) =>
        setTimeout(() => {
          if (!to.destroyed) to.write(chunk);
        }, delayMs),
      );
    relay(inbound, outbound);
    relay(outbound, inbound);
    const end = () => {
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('close', end).on('error', end);
    outbound.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${own}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
