import type { Reply } from '../contracts/reply.js';

/**
 * Turns a Reply into the Response the fetch handler returns.
 *
 * @example
 * toResponse({ status: 204, headers: {}, body: null }).status // 204
 */
export function toResponse({ status, headers, body }: Reply): Response {
  return new Response(body, { status, headers });
}
