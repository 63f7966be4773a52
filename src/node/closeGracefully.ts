import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** The default of `shutdownGraceMs`: what requests in flight get to finish once `close()` is called. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 5000;
// What `close()` may take beyond the grace: the time sockets destroyed at its end take to report closed.
const SETTLE_MARGIN_MS = 1000;

interface SocketState {
  /** Requests received on it and not yet answered. */
  busy: number;
  /** When its last answer ended (or it connected), by `performance.now()`. */
  idleSince: number;
  timer?: NodeJS.Timeout;
}

/** A server's connections as a graceful close needs them: each socket's unanswered requests, and the answers under way. */
export interface Connections {
  /** Every socket accepted and not yet closed, CONNECT sockets included. */
  readonly sockets: Map<Socket, SocketState>;
  /** Answers begun and not finished. */
  readonly answers: Set<ServerResponse>;
  /** Set by `closeGracefully`: told of each socket whose last request has just been answered. */
  onIdle?: (socket: Socket, state: SocketState) => void;
}

/**
 * Follows a server's sockets and requests: which socket has requests unanswered, and since when
 * an idle one has been idle.
 *
 * @param server - The `node:http` server, before it listens.
 * @returns Its connections, kept current.
 * @example
 * const connections = trackConnections(server);
 */
export function trackConnections(server: Server): Connections {
  const connections: Connections = { sockets: new Map(), answers: new Set() };
  const { sockets, answers } = connections;
  const add = (socket: Socket) => {
    if (sockets.has(socket)) return;
    sockets.set(socket, { busy: 0, idleSince: performance.now() });
    socket.once('close', () => {
      clearTimeout(sockets.get(socket)?.timer);
      sockets.delete(socket);
    });
  };
  server.on('connection', add);
  server.on('connect', (_req: unknown, socket: Socket) => add(socket));
  server.on('request', (req: { socket: Socket }, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    answers.add(res);
    if (state) {
      state.busy++;
      clearTimeout(state.timer);
    }
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      answers.delete(res);
      if (!state || --state.busy > 0) return;
      state.idleSince = performance.now();
      connections.onIdle?.(req.socket, state);
    };
    res.once('finish', finished);
    res.once('close', finished);
  });
  return connections;
}

/**
 * Closes a server as Kubernetes asks of a pod: stop accepting, finish what was accepted, then exit.
 * The listener closes at once. Every answer not yet begun says `Connection: close`, and so does the
 * answer to any request that still arrives on an open socket, after which Node closes that socket. A
 * socket with nothing to answer is closed once it has been idle for the keep-alive timeout the
 * server announced (`Keep-Alive: timeout=5`), at once when it already was: its client may have sent a
 * request that is still on its way, and Node's own `close()`, which destroys idle sockets at once,
 * resets that request. After `graceMs` every socket still open is destroyed (a client that sent
 * half its headers, a slow reader), so the promise settles within `graceMs` plus one second whatever the
 * clients do: a shutdown that waits on a client is a shutdown a client controls.
 *
 * @param server - The listening `node:http` server.
 * @param connections - Its connections, from `trackConnections(server)`.
 * @param graceMs - How long requests in flight may take before their sockets are closed.
 * @returns A promise that resolves once every connection is closed (rejects only on an unexpected close error).
 * @example
 * const connections = trackConnections(server);
 * await closeGracefully(server, connections, 5000);
 */
export function closeGracefully(server: Server, connections: Connections, graceMs: number): Promise<void> {
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
    // Node told each client `Keep-Alive: timeout=N` (its keepAliveTimeout): an idle connection may be
    // closed after N seconds, not sooner, since a request may already be on its way on it.
    const idleLimit = server.keepAliveTimeout > 0 ? server.keepAliveTimeout : graceMs;
    // Judged after the event loop's next poll: a request already on the socket is read, and counted, first.
    const closeIfIdle = (socket: Socket, state: SocketState) =>
      setImmediate(() => {
        if (state.busy > 0) return;
        if (performance.now() - state.idleSince >= idleLimit - 1) socket.destroy();
        else linger(socket, state);
      });
    const linger = (socket: Socket, state: SocketState): void => {
      const left = state.idleSince + idleLimit - performance.now();
      if (left <= 0) closeIfIdle(socket, state);
      else state.timer = setTimeout(closeIfIdle, left, socket, state);
    };
    // The net server's close stops accepting and waits for the sockets; http's would also destroy the idle ones now.
    NetServer.prototype.close.call(server, (error?: Error) =>
      settle(error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? error : undefined),
    );
    for (const res of connections.answers) if (!res.headersSent) res.shouldKeepAlive = false;
    connections.onIdle = linger;
    for (const [socket, state] of connections.sockets) if (state.busy === 0) linger(socket, state);
    timers.push(
      setTimeout(() => {
        server.closeAllConnections();
        for (const socket of connections.sockets.keys()) socket.destroy();
      }, graceMs),
      // Node's close callback waits for every connection it knows of; this bound does not depend on it.
      setTimeout(() => settle(), graceMs + SETTLE_MARGIN_MS),
    );
  });
}
