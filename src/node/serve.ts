import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ALLOW_METHODS } from '../http/cors.js';
import { INTERNAL_ERROR, problem, type Problem } from '../http/problem.js';

/** Options of `serve`. */
export interface ServeOptions {
  /** TCP port; 0 picks a free one. Default 8787. */
  readonly port?: number;
  /** Interface to listen on; default `127.0.0.1` (this machine only). `0.0.0.0` or `::` for every interface. */
  readonly host?: string;
  /** Aborting it closes the server, as `close()` does. */
  readonly signal?: AbortSignal;
}

/** A running server. */
export interface RunningServer {
  /** Where it answers, such as `http://127.0.0.1:8787`. */
  readonly url: string;
  /** The port it listens on (the chosen one when 0 was asked for). */
  readonly port: number;
  /** Stops accepting connections, lets requests in flight finish, and resolves once all are closed. */
  close(): Promise<void>;
}

// The Host header becomes the request URL's authority, so only plain host[:port] forms are trusted.
const HOST_HEADER = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
// The handler's own problem bodies, for the two answers given before or after it runs.
const BAD_METHOD = problem('method_not_allowed', 'Use GET.');

function toRequest(req: IncomingMessage, fallbackHost: string): Request | undefined {
  const host = req.headers.host;
  const authority = host !== undefined && HOST_HEADER.test(host) ? host : fallbackHost;
  const raw = req.url ?? '/';
  // Origin-form (`/v1/rates?...`) is the normal case; absolute-form (`http://host/v1/...`) must be
  // accepted too (RFC 9112 §3.2.2) and keeps only its path and query; anything else is a path.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(raw);
  const target = absolute ? raw.slice(absolute[0].length) || '/' : raw;
  const url = `http://${authority}${target.charCodeAt(0) === 47 ? target : `/${target}`}`;
  const headers = new Headers();
  const rawHeaders = req.rawHeaders;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    try {
      headers.append(rawHeaders[i]!, rawHeaders[i + 1]!);
    } catch {
      // Node accepts a few header values the Fetch standard refuses; such a header is left out.
    }
  }
  try {
    // Request bodies are not forwarded: the API is GET only, and an unread body is drained by Node.
    return new Request(url, { method: req.method, headers });
  } catch {
    // The Fetch standard forbids CONNECT, TRACE and TRACK, so no Request can carry them.
    return undefined;
  }
}

function sendProblem(res: ServerResponse, { status, body }: Problem, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/problem+json', 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(body)), ...extra });
  res.end(body);
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Writes a fetch Response to Node: a body of one chunk goes out with Content-Length, a longer one streams. */
async function send(response: Response, res: ServerResponse, head: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = response.body;
  if (body === null || head) {
    if (body !== null) await body.cancel();
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  const reader = body.getReader();
  const first = await reader.read();
  const second = first.done ? first : await reader.read();
  if (second.done) {
    const chunk = first.done ? undefined : first.value;
    if (chunk !== undefined && !(chunk instanceof Uint8Array)) throw new TypeError('A response body chunk must be a Uint8Array.');
    headers['content-length'] = String(chunk?.byteLength ?? 0);
    res.writeHead(response.status, headers);
    res.end(chunk);
    return;
  }
  res.writeHead(response.status, headers);
  res.write(first.value);
  let next: ReadableStreamReadResult<Uint8Array> = second;
  while (!next.done) {
    if (!res.write(next.value)) await drained(res);
    if (res.destroyed) {
      await reader.cancel();
      return;
    }
    next = await reader.read();
  }
  res.end();
}

/**
 * Serves a fetch handler over `node:http`: each IncomingMessage becomes a Web Request, the handler's
 * Response is written back (HEAD without a body), and a handler that throws gets a bare 500
 * instead of taking the process down. Slow clients are bounded by header and request timeouts.
 *
 * @param handler - A `(request: Request) => Response | Promise<Response>`, such as `createFetchHandler(...)`.
 * @param options - `{ port, host, signal }`.
 * @returns Once listening: the URL, the port and `close()`.
 * @example
 * const server = await serve(createFetchHandler({ dataset, auth: { keys: [key] } }), { port: 8787 });
 * console.log(server.url); // http://127.0.0.1:8787
 */
export function serve(handler: (request: Request) => Response | Promise<Response>, options: ServeOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const wildcard = host === '0.0.0.0' || host === '::';
  const urlHost = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  let fallbackHost = urlHost;

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const request = toRequest(req, fallbackHost);
      if (request === undefined) return sendProblem(res, BAD_METHOD, { allow: ALLOW_METHODS });
      const response = await handler(request);
      await send(response, res, req.method === 'HEAD');
    } catch {
      // The handler is expected to answer its own errors; whatever still escapes ends here.
      if (!res.headersSent) sendProblem(res, INTERNAL_ERROR);
      else res.destroy();
    }
  }

  // Nothing a request does may reject unobserved: that would end the process.
  const server = createServer((req, res) => void respond(req, res).catch(() => res.destroy()));
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(error) : resolve()));
      server.closeIdleConnections();
    }));

  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(options.signal.reason ?? new Error('Aborted before listening.'));
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      // After start-up a server error (rare: the OS) must not crash the process; requests already report theirs.
      server.on('error', () => {});
      const { port } = server.address() as AddressInfo;
      fallbackHost = `${urlHost}:${port}`;
      options.signal?.addEventListener('abort', () => void close(), { once: true });
      resolve({ url: `http://${urlHost}:${port}`, port, close });
    });
  });
}
