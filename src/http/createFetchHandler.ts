import type { RequestLike } from '../contracts/reply.js';
import { MAX_URL_LENGTH } from '../contracts/problem.js';
import { REPLY } from '../contracts/reply.js';
import { answerRequest } from './answerRequest.js';
import { setUpHandler } from './handlerSetup.js';
import { observeReplies, type Trace } from './observedReply.js';
import type { FetchHandlerOptions } from './options.js';
import { toResponse } from './reply.js';

/** A Web-standard request handler, as Bun, Deno, Cloudflare Workers, Hono and Next.js take it. */
export type FetchHandler = (request: Request) => Promise<Response>;

export { MAX_URL_LENGTH };

/**
 * Creates the fetch handler that serves the seven GET endpoints under `{basePath}/v1/...` by calling
 * the pure operations: it reads the query, calls, serializes with exact decimal literals, and maps
 * errors to RFC 9457 problem details. Checks run in the contract's order: URL length, CORS preflight,
 * authentication, rate limit, version and route, method, parameters.
 *
 * With `health`, `/healthz` and `/readyz` are answered before authentication and never rate-limited;
 * with `metrics`, every request, rate-limit decision and store outage is told to the observer, and
 * `/metrics` serves a `prometheusMetrics()` registry (also unauthenticated).
 *
 * @param options - The dataset (or a provider), `auth` (required), and the optional `basePath`,
 *   `cors`, `rateLimit`, `maxAge`, `onError`, `now`, `datasetTimeoutMs`, `health`, `maxStaleSeconds` and `metrics`.
 * @returns A `(request: Request) => Promise<Response>` that never rejects.
 * @example
 * const handler = createFetchHandler({ dataset: defaultDataset, auth: { keys: [process.env.RATEBOOK_KEY!] } });
 * const res = await handler(new Request('http://x/v1/rates?base=EUR', { headers: { authorization: `Bearer ${key}` } }));
 */
export function createFetchHandler(options: FetchHandlerOptions): FetchHandler {
  // In hono's manner, the options are decided once and a request runs through small steps
  // (answerRequest.ts): CORS, operator routes, route, auth, limit, method, dataset, representation,
  // and one place that turns whatever a step threw into a problem.
  // The HTTP API takes `policy=` and `explain=true` and serves GET /v1/policies: the first request
  // that asks for one loads the rate policies or the receipts (onDemand.ts), chunks of their own.
  const setup = setUpHandler(options);
  const traced = (request: RequestLike, trace?: Trace) => answerRequest(setup, request, trace);
  const reply = setup.observer?.request ? observeReplies(setup.observer, traced) : traced;
  const handle = async (request: Request): Promise<Response> => toResponse(await reply(request));
  // serve (ratebook/node) answers through this, without a Request or Response per request.
  Object.defineProperty(handle, REPLY, { value: reply });
  return handle;
}
