import type { ServerResponse } from 'node:http';
import type { Problem } from '../contracts/problem.js';
import type { Reply } from '../contracts/reply.js';

/** Writes one of the handler's problem bodies, for the answers given before or after it runs. */
export function writeProblem(res: ServerResponse, { status, body }: Problem, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/problem+json',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
    ...extra,
  });
  res.end(body);
}

/**
 * Writes a handler's Reply: a body goes out in one piece with its Content-Length; without a body
 * (HEAD, 204, 304) the headers are written as the handler made them.
 *
 * @example
 * writeReply({ status: 204, headers: { allow: 'GET' }, body: null }, res, false)
 */
export function writeReply({ status, headers, body }: Reply, res: ServerResponse, head: boolean): void {
  if (body === null || head) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  res.writeHead(status, headers);
  res.end(body);
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    // A write to a closed response also answers false, and 'close' has already been emitted.
    if (res.destroyed) return resolve();
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Writes a fetch Response to Node: a body of one chunk goes out with Content-Length, a longer one
 * streams, with back-pressure, and stops when the client goes away.
 *
 * @example
 * await writeResponse(await handler(request), res, req.method === 'HEAD')
 */
export async function writeResponse(response: Response, res: ServerResponse, head: boolean): Promise<void> {
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
