import { RatebookError } from '../errors.js';
import { ALLOW_METHODS, type Reply, type RequestLike } from '../contracts/reply.js';
import { representation, type Representation } from './caching.js';
import { successReply } from './successReply.js';

// The document never changes within a process: one body, one ETag. It is loaded on the first
// request for it (a chunk of its own), so the handler's bundle does not carry its 40 kB.
let document: Promise<Representation> | undefined;
// A fixed Last-Modified: the document changes with the package, not with the dataset.
const SINCE = '2026-01-01T00:00:00Z';
// Public: the same for every caller, key or none.
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * Answers `GET /v1/openapi.json`, the OpenAPI 3.1 document of the API (the package's
 * `ratebook/openapi.json`, generated at build time from src/api/operations.ts), without a key:
 * cacheable, with its ETag, a 304 to a current `If-None-Match`, 405 to a method other than GET or HEAD.
 *
 * @param request - The request.
 * @param headers - The headers gathered so far (CORS, Vary), written to.
 * @param head - Whether the request is a HEAD.
 * @returns The reply.
 * @example
 * await openapiReply(new Request('http://x/v1/openapi.json'), {}, false) // 200, the document
 */
export async function openapiReply(request: RequestLike, headers: Record<string, string>, head: boolean): Promise<Reply> {
  if (request.method !== 'GET' && !head) {
    headers.allow = ALLOW_METHODS;
    throw new RatebookError('method_not_allowed', `Method ${request.method.slice(0, 20)} is not allowed; use GET.`);
  }
  document ??= import('./openapiText.js').then(({ OPENAPI_TEXT }) => representation(OPENAPI_TEXT, SINCE));
  return successReply(await document, request, headers, head, CACHE_CONTROL);
}
