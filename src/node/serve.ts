import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { INTERNAL_ERROR, problem } from '../contracts/problem.js';
import { ALLOW_METHODS, REPLY, type ReplyHandler } from '../contracts/reply.js';
import { fail } from '../errors.js';
import { answerClientError } from './answerClientError.js';
import { closeGracefully, DEFAULT_SHUTDOWN_GRACE_MS, trackConnections } from './closeGracefully.js';
import { NodeHeaders } from './nodeHeaders.js';
import { requestUrl } from './requestUrl.js';
import { writeProblem, writeReply, writeResponse } from './writeResponse.js';

/** Options of `serve`. */
export interface ServeOptions {
  /** TCP port; 0 picks a free one. Default 8787. */
  readonly port?: number;
  /** Interface to listen on; default `127.0.0.1` (this machine only). `0.0.0.0` or `::` for every interface. */
  readonly host?: string;
  /** Aborting it closes the server, as `close()` does. */
  readonly signal?: AbortSignal;
  /** Time a client has to send the request headers, in ms; default 20,000. Then: 408 and the connection closed. */
  readonly headersTimeoutMs?: number;
  /** Time a client has to send the whole request, in ms (at least `headersTimeoutMs`); default 30,000. */
  readonly requestTimeoutMs?: number;
  /** On `close()`: how long requests in flight may take before every remaining socket is closed, in ms; default 5,000. `close()` settles within this plus one second. */
  readonly shutdownGraceMs?: number;
  /** Told about every server error after start-up (EMFILE when out of file descriptors, say) and every error a handler threw (answered with a bare 500). */
  readonly onError?: (error: unknown) => void;
  /** Told about every request Node's HTTP parser refused before the handler could see it (a malformed request line, headers too large, a client too slow), once answered. */
  readonly onRefused?: (event: RefusedRequest) => void;
}

/** A request Node's HTTP parser refused, as `ServeOptions.onRefused` hears it. */
export interface RefusedRequest {
  /** The status answered: 400, 408, 413, 414 or 431. */
  readonly status: number;
  /** Node's parse error code, such as `HPE_INVALID_METHOD` or `HPE_HEADER_OVERFLOW`. */
  readonly code: string;
  /** The client's address. */
  readonly client?: string;
}

/** A running server. */
export interface RunningServer {
  /** Where it answers, such as `http://127.0.0.1:8787`. */
  readonly url: string;
  /** The port it listens on (the chosen one when 0 was asked for). */
  readonly port: number;
  /** Stops accepting connections, answers every request received with `Connection: close`, closes idle keep-alive sockets once the keep-alive timeout they were told has run, and after `shutdownGraceMs` closes every socket left; settles within the grace plus one second. */
  close(): Promise<void>;
}

const BAD_METHOD = problem('method_not_allowed', 'Use GET.');
// The Fetch standard forbids these methods, so no Request can carry them: they are answered here.
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
// Node looks for overdue clients on this period; its default (30 s) let a 20 s limit run to 50 s.
const MAX_CHECK_INTERVAL_MS = 1000;

function timeout(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1)
    fail('invalid_parameter', `Invalid option ${name}: expected a whole number of milliseconds, at least 1.`, name);
  return value;
}

/** Answers CONNECT, which Node hands over as a raw socket, with the same 405 as TRACE. */
function refuseConnect(socket: Socket): void {
  const { status, body } = BAD_METHOD;
  const head = [
    `HTTP/1.1 ${status} Method Not Allowed`,
    'content-type: application/problem+json',
    'cache-control: no-store',
    `allow: ${ALLOW_METHODS}`,
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  socket.on('error', () => socket.destroy());
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** A request's raw headers as Fetch Headers; a value the Fetch standard refuses (Node accepts a few) is left out. */
function fetchHeaders(raw: readonly string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i < raw.length; i += 2) {
    try {
      headers.append(raw[i]!, raw[i + 1]!);
    } catch {
      // Node accepts a few header values the Fetch standard refuses; such a header is left out.
    }
  }
  return headers;
}

/**
 * Serves a fetch handler over `node:http`: each IncomingMessage becomes a Web Request, the handler's
 * Response is written back (HEAD without a body), and a handler that throws gets a bare 500
 * instead of taking the process down. A handler made by `createFetchHandler` is answered without a
 * Request or a Response per request (same answers, a fraction of the work). Slow clients are bounded
 * by the header and request timeouts, enforced within a second of their expiry; `close()` stops
 * accepting, answers what was received (with `Connection: close`) and resets no request, and after
 * `shutdownGraceMs` closes every socket left, so no client can hold it open.
 *
 * @param handler - A `(request: Request) => Response | Promise<Response>`, such as `createFetchHandler(...)`.
 * @param options - `{ port, host, signal, headersTimeoutMs, requestTimeoutMs, shutdownGraceMs, onError, onRefused }`.
 * @returns Once listening: the URL, the port and `close()`.
 * @example
 * const server = await serve(createFetchHandler({ dataset, auth: { keys: [key] } }), { port: 8787 });
 * console.log(server.url); // http://127.0.0.1:8787
 */
export async function serve(handler: (request: Request) => Response | Promise<Response>, options: ServeOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const wildcard = host === '0.0.0.0' || host === '::';
  const urlHost = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  let fallbackHost = urlHost;
  const headersTimeout = timeout(options.headersTimeoutMs, 20_000, 'headersTimeoutMs');
  const requestTimeout = timeout(options.requestTimeoutMs, Math.max(30_000, headersTimeout), 'requestTimeoutMs');
  if (requestTimeout < headersTimeout) fail('invalid_parameter', 'Invalid option requestTimeoutMs: expected at least headersTimeoutMs.', 'requestTimeoutMs');
  const graceMs = timeout(options.shutdownGraceMs, DEFAULT_SHUTDOWN_GRACE_MS, 'shutdownGraceMs');
  const reply = (handler as { [REPLY]?: ReplyHandler })[REPLY];
  const report = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // An observer that throws must not take the server down.
    }
  };

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const method = req.method ?? 'GET';
      const url = FORBIDDEN_METHODS.has(method) ? undefined : requestUrl(req, fallbackHost);
      if (url === undefined) return writeProblem(res, BAD_METHOD, { allow: ALLOW_METHODS });
      const head = method === 'HEAD';
      if (reply) return writeReply(await reply({ url, method, headers: new NodeHeaders(req.rawHeaders), client: req.socket.remoteAddress }), res, head);
      // Request bodies are not forwarded: the API is GET only, and an unread body is drained by Node.
      await writeResponse(await handler(new Request(url, { method, headers: fetchHeaders(req.rawHeaders) })), res, head);
    } catch (error) {
      // The handler is expected to answer its own errors; whatever still escapes ends here.
      report(error);
      if (!res.headersSent) writeProblem(res, INTERNAL_ERROR);
      else res.destroy();
    }
  }

  // Nothing a request does may reject unobserved: that would end the process.
  const server = createServer(
    { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, Math.ceil(headersTimeout / 4)) },
    (req, res) => {
      // Once closing, an answer closes its connection rather than keeping it alive for more.
      if (closing) res.shouldKeepAlive = false;
      void respond(req, res).catch(() => res.destroy());
    },
  );
  const connections = trackConnections(server);
  server.on('connect', (_req: IncomingMessage, socket: Socket) => refuseConnect(socket));
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    const status = answerClientError(error, socket);
    if (status === undefined || !options.onRefused) return;
    try {
      options.onRefused({ status, code: error.code ?? 'unknown', client: socket.remoteAddress });
    } catch {
      // An observer that throws must not take the server down.
    }
  });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => (closing ??= closeGracefully(server, connections, graceMs));
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(options.signal.reason ?? new Error('Aborted before listening.'));
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      // After start-up a server error (the OS: EMFILE, ENFILE on accept) must not crash the process; it is reported.
      server.on('error', report);
      const { port } = server.address() as AddressInfo;
      fallbackHost = `${urlHost}:${port}`;
      // An abort while listen() was under way fired no event this listener could hear.
      if (options.signal?.aborted) void close();
      else options.signal?.addEventListener('abort', () => void close(), { once: true });
      resolve({ url: `http://${urlHost}:${port}`, port, close });
    });
  });
}
