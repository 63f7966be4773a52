import type { Duplex } from 'node:stream';
import { HEADERS_TOO_LARGE, MAX_URL_LENGTH, URI_TOO_LONG, type Problem } from '../contracts/problem.js';

/** A parse error of Node's HTTP parser, with the bytes it had read (`rawPacket`). */
type ClientError = Error & { readonly code?: string; readonly rawPacket?: Buffer };

const TITLES: Readonly<Record<number, string>> = { 414: 'URI Too Long', 431: 'Request Header Fields Too Large' };

/** What Node itself answers to the other parse errors (with a 'clientError' listener it answers nothing). */
const PLAIN: Readonly<Record<string, string>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n',
};
const BAD_REQUEST = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';

/** Which problem a request head too large for Node is: its request line (414) or its headers (431). */
function overflowOf(raw: Buffer | undefined): Problem {
  const lineEnd = raw ? raw.indexOf('\r\n') : -1;
  // "GET " and " HTTP/1.1" around the target: a line longer than the URL limit plus those is a long URL.
  return lineEnd < 0 || lineEnd > MAX_URL_LENGTH + 16 ? URI_TOO_LONG : HEADERS_TOO_LARGE;
}

/**
 * Answers a request that Node's parser refused before any handler could see it. A request line or
 * headers larger than Node accepts (`HPE_HEADER_OVERFLOW`) get the handler's problem body: 414
 * `uri_too_long` when the request line is the long part, else 431 `headers_too_large`, instead of
 * Node's bare 431 and an empty body. Other parse errors get what Node answers (408 for a client too
 * slow, 400 otherwise). The connection is closed after the answer.
 *
 * @param error - The 'clientError' event's error.
 * @param socket - The client's socket.
 * @returns The status answered, or undefined when the client was gone (nothing to answer, nothing to log).
 * @example
 * server.on('clientError', answerClientError);
 */
export function answerClientError(error: ClientError, socket: Duplex): number | undefined {
  socket.on('error', () => socket.destroy());
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return undefined;
  }
  if (error.code !== 'HPE_HEADER_OVERFLOW') {
    const plain = PLAIN[error.code ?? ''] ?? BAD_REQUEST;
    socket.end(plain);
    return Number(plain.slice(9, 12));
  }
  const { status, body } = overflowOf(error.rawPacket);
  const head = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  const lines = [
    `HTTP/1.1 ${status} ${TITLES[status]}`,
    'content-type: application/problem+json',
    'cache-control: no-store',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${head ? '' : body}`);
  return status;
}
