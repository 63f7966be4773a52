import type { Reply, RequestLike } from '../contracts/reply.js';
import { tell, type HandlerObserver } from './observer.js';

/** Where a request went, for the observer: its route label, and whether it is counted at all. */
export interface Trace {
  route: string;
  counted: boolean;
  /** The accepted key's fingerprint. */
  key?: string;
}

/** Answers a request, filling in its trace where one is given. */
export type TracedReply = (request: RequestLike, trace?: Trace) => Promise<Reply>;

// A client's own request id is echoed when it is plain enough to log as it is.
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * Wraps a reply function so that every counted request is told to the observer, with its duration
 * and a request id (the client's own, or this handler's), which the reply carries as `X-Request-Id`.
 *
 * @param observer - Who hears of each request.
 * @param reply - The reply function, tracing each request.
 * @returns The observed reply function.
 */
export function observeReplies(observer: HandlerObserver, reply: TracedReply): (request: RequestLike) => Promise<Reply> {
  // Ids are this handler's random prefix and a counter: unique enough to find a line, and cheap.
  const idPrefix = Math.random().toString(36).slice(2, 8);
  let sequence = 0;
  return async (request) => {
    const start = performance.now();
    const trace: Trace = { route: 'other', counted: true };
    const given = request.headers.get('x-request-id');
    const requestId = given !== null && REQUEST_ID.test(given) ? given : `${idPrefix}-${(++sequence).toString(36)}`;
    const answered = await reply(request, trace);
    answered.headers['x-request-id'] = requestId;
    if (trace.counted)
      tell(observer, 'request', {
        route: trace.route,
        method: request.method,
        status: answered.status,
        durationMs: performance.now() - start,
        requestId,
        key: trace.key,
        client: request.client,
      });
    return answered;
  };
}
