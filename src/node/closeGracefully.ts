import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** The default of `shutdownGraceMs`: what requests in flight get to finish once `close()` is called. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 5000;
// What `close()` may take beyond the grace: the time sockets destroyed at its end take to report closed.
const SETTLE_MARGIN_MS = 1000;

/** Every socket a server has accepted and not yet seen closed, CONNECT sockets included. */
export function trackSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  const add = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  server.on('connection', add);
  server.on('connect', (_req: unknown, socket: Socket) => add(socket));
  return sockets;
}

/**
 * Closes a server in three steps: stop accepting and close idle keep-alive connections at once;
 * let requests in flight finish for `graceMs`; then destroy every socket still open (a client that
 * sent half its headers, a slow reader). The promise settles within `graceMs` plus one second
 * whatever the clients do, because a shutdown that waits on a client is a shutdown a client controls.
 *
 * @param server - The listening `node:http` server.
 * @param sockets - Its open sockets, from `trackSockets(server)`.
 * @param graceMs - How long requests in flight may take before their sockets are closed.
 * @returns A promise that resolves once the server is closed (rejects only on an unexpected close error).
 * @example
 * const sockets = trackSockets(server);
 * await closeGracefully(server, sockets, 5000);
 */
export function closeGracefully(server: Server, sockets: Set<Socket>, graceMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      for (const timer of timers) clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    server.close((error) => settle(error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? error : undefined));
    server.closeIdleConnections();
    timers.push(
      setTimeout(() => {
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }, graceMs),
      // Node's close callback waits for every connection it knows of; this bound does not depend on it.
      setTimeout(() => settle(), graceMs + SETTLE_MARGIN_MS),
    );
  });
}
