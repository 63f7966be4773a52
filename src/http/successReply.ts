import type { Reply, RequestLike } from '../contracts/reply.js';
import { ifNoneMatch, type Representation } from './caching.js';

/**
 * Creates a success reply for a representation: its validators and caching, a 304 when the client's
 * `If-None-Match` matches, and for HEAD the length the GET body would have.
 *
 * @param rep - The route's representation.
 * @param request - The request, for its `If-None-Match`.
 * @param headers - The headers gathered so far, written to.
 * @param head - Whether the request is a HEAD.
 * @param cacheControl - The handler's `Cache-Control` for a success.
 * @returns The reply.
 */
export function successReply(rep: Representation, request: RequestLike, headers: Record<string, string>, head: boolean, cacheControl: string): Reply {
  headers.etag = rep.etag;
  headers['last-modified'] = rep.lastModified;
  headers['cache-control'] = cacheControl;
  const condition = request.headers.get('if-none-match');
  if (condition !== null && ifNoneMatch(condition, rep.etag)) return { status: 304, headers, body: null };
  headers['content-type'] = 'application/json';
  if (!head) return { status: 200, headers, body: rep.body };
  // HEAD says how long the GET body would be, as RFC 9110 asks.
  headers['content-length'] = String(rep.body.byteLength);
  return { status: 200, headers, body: null };
}
