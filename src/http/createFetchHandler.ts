import { RatebookError } from '../errors.js';
import { notify } from '../contracts/notify.js';
import type { Dataset } from '../types.js';
import { challenge, createAuthenticator } from './auth.js';
import { ifNoneMatch } from './caching.js';
import { ALLOW_METHODS, createCors, variesByOrigin } from './cors.js';
import { checkOptions, type FetchHandlerOptions } from './options.js';
import { parseQuery } from './parseQuery.js';
import { MAX_URL_LENGTH, problemOf, URI_TOO_LONG, type Problem } from '../contracts/problem.js';
import { healthReply, HEALTH_PATHS, judgeReadiness } from './healthRoutes.js';
import { createRequestLimit, RateLimitStoreOutage, type RequestLimit } from './limitRequest.js';
import { tell, type HandlerObserver } from './observer.js';
import { PROMETHEUS_CONTENT_TYPE, prometheusMetrics, type PrometheusMetrics } from './prometheusMetrics.js';
import { REPLY, type Reply, type RequestLike } from '../contracts/reply.js';
import { toResponse } from './reply.js';
import { matchRoute } from './routes.js';
import { createSeriesGate } from './seriesGate.js';
import { createSeriesAnswer } from './seriesRoute.js';
import { settleWithin } from './settleWithin.js';
import { isLiveDataset, STALE_HEADER, staleCheck, statusBody } from './statusRoute.js';

/** Where a request went, for the observer: its route label, and whether it is counted at all. */
interface Trace {
  route: string;
  counted: boolean;
  /** The accepted key's fingerprint. */
  key?: string;
}

/** A Web-standard request handler, as Bun, Deno, Cloudflare Workers, Hono and Next.js take it. */
export type FetchHandler = (request: Request) => Promise<Response>;

export { MAX_URL_LENGTH };

// Key ids are digests of keys (hex): this one is no key's.
const READINESS_ID = '~readyz';

// A client's own request id is echoed when it is plain enough to log as it is.
const REQUEST_ID = /^[\w.:-]{1,64}$/;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

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
  const { dataset, auth, rateLimit, onError } = checkOptions(options);
  const basePath = (options.basePath ?? '').replace(/\/$/, '');
  const writeCors = options.cors && createCors(options.cors);
  const vary = [auth === false ? '' : 'Authorization', variesByOrigin(options.cors) ? 'Origin' : ''].filter(Boolean).join(', ');
  const cacheControl = `private, max-age=${options.maxAge ?? 60}`;
  const now = options.now ?? (() => new Date());
  const live = isLiveDataset(dataset) ? dataset : undefined;
  // Only a provider's answer may be a promise to bound; a plain or live dataset is read as it is.
  const provide = live ? undefined : typeof dataset === 'function' ? dataset : undefined;
  const isStale = staleCheck(live, options.maxStaleSeconds);
  // The stale check runs on every success response: without a clock option, no Date is made for it.
  const nowMs = options.now ? () => options.now!().getTime() : Date.now;
  const datasetTimeoutMs = options.datasetTimeoutMs ?? 10_000;
  const datasetLate = `The dataset was not ready within ${datasetTimeoutMs} ms; try again shortly.`;

  const observer: HandlerObserver | undefined = options.metrics === true ? prometheusMetrics() : options.metrics || undefined;
  // The key's digest is the limiter's identity and, cut to 8 hex digits, the fingerprint an access line carries.
  const authenticate = auth === false ? undefined : createAuthenticator(auth, rateLimit !== undefined || observer?.request !== undefined);
  const exposed = typeof (observer as Partial<PrometheusMetrics> | undefined)?.render === 'function' ? (observer as PrometheusMetrics) : undefined;
  const health = options.health === true ? {} : options.health || undefined;
  // Readiness counts the limiter's store as required only where its outage refuses requests.
  const storeRequired = rateLimit?.store !== undefined && rateLimit.onStoreError === 'deny';
  let storeDown = false;
  const report = (error: unknown) => {
    if (error instanceof RateLimitStoreOutage) {
      storeDown = error.phase === 'started';
      tell(observer, 'storeOutage', { store: 'rate_limit', phase: error.phase });
    }
    notify(onError, error);
  };
  const counted = rateLimit && createRequestLimit(rateLimit, report);
  const limit: RequestLimit | undefined =
    counted && observer?.rateLimit
      ? async (id, headers, units) => {
          try {
            await counted(id, headers, units);
          } catch (error) {
            if (error instanceof RatebookError && error.code === 'rate_limited') tell(observer, 'rateLimit', { allowed: false });
            throw error;
          }
          tell(observer, 'rateLimit', { allowed: true });
        }
      : counted;
  const answerSeries = createSeriesAnswer(createSeriesGate(), limit);

  // A hung provider is answered 503, a code the client may see and so not reported below; the
  // operator must still hear of it. (A provider that rejects is a 500, reported as unexpected.)
  function reportAndThrow(error: unknown): never {
    if (error instanceof RatebookError && error.code === 'service_unavailable') report(error);
    throw error;
  }

  function send(p: Problem, headers: Record<string, string>, head: boolean): Reply {
    headers['content-type'] = 'application/problem+json';
    headers['cache-control'] = 'no-store';
    return { status: p.status, headers, body: head ? null : p.body };
  }

  /** The dataset a request would be served from now, or undefined when none can be had. */
  async function currentDataset(): Promise<Dataset | undefined> {
    try {
      if (live) return live.dataset();
      if (!provide) return dataset as Dataset;
      return await settleWithin(() => provide(), datasetTimeoutMs, datasetLate);
    } catch {
      return undefined;
    }
  }

  /** `/healthz`, `/readyz` and `/metrics`, or undefined where that one is not switched on. */
  async function operatorRoute(below: string, head: boolean): Promise<Reply | undefined> {
    if (below === HEALTH_PATHS.live) return health && healthReply([], head);
    if (below === HEALTH_PATHS.ready && !health) return undefined;
    if (below === HEALTH_PATHS.metrics && !exposed) return undefined;
    const found = judgeReadiness(await currentDataset(), live, options.maxStaleSeconds, nowMs());
    if (found.ageSeconds !== undefined) tell(observer, 'data', { ageSeconds: found.ageSeconds, stale: found.stale === true });
    if (below === HEALTH_PATHS.metrics) {
      const text = exposed!.render();
      return { status: 200, headers: { 'content-type': PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' }, body: head ? null : text };
    }
    const reasons = [...found.reasons];
    // An outage ends only when a count gets through; refused traffic (or none: a balancer that took
    // this instance out) would never tell, so readiness sends one count of its own, under an id no key has.
    if (storeRequired && storeDown) await counted!(READINESS_ID, {}).catch(() => {});
    if (storeRequired && storeDown) reasons.push('store_down');
    if (health?.check) {
      const more = await settleWithin(() => health.check!(), datasetTimeoutMs, 'health check late').catch(() => ['check_failed']);
      reasons.push(...more);
    }
    return healthReply(reasons, head);
  }

  async function answer(request: RequestLike, headers: Record<string, string>, head: boolean, trace?: Trace): Promise<Reply> {
    const { url, method } = request;
    if (url.length > MAX_URL_LENGTH) return send(URI_TOO_LONG, headers, head);
    const origin = writeCors ? request.headers.get('origin') : null;
    if (method === 'OPTIONS') {
      headers.allow = ALLOW_METHODS;
      writeCors?.(origin, headers, request.headers.has('access-control-request-method'));
      return { status: 204, headers, body: null };
    }
    writeCors?.(origin, headers, false);
    // request.url is usually absolute (scheme, authority, path), but Bun passes a bare path when
    // the Host header is missing; and Deno and workerd pass the target without removing dot
    // segments, which the URL parser then does here so every runtime routes alike.
    const scheme = url.indexOf('://');
    const pathStart = scheme < 0 ? 0 : url.indexOf('/', scheme + 3);
    const hash = url.indexOf('#', pathStart);
    const end = hash < 0 ? url.length : hash;
    const mark = url.indexOf('?', pathStart);
    const queryStart = mark < 0 || mark > end ? end : mark;
    let path = pathStart < 0 ? '/' : url.slice(pathStart, queryStart);
    if (path.includes('/.') || path.includes('\\') || /%2e/i.test(path)) path = new URL(path, 'http://x').pathname;
    const inBase = basePath === '' || (path.startsWith(basePath) && path.charCodeAt(basePath.length) === 47);
    const below = inBase ? path.slice(basePath.length) : '';
    // Health and metrics come before the key: a probe or a scraper holds none.
    if ((health || exposed) && (below === HEALTH_PATHS.live || below === HEALTH_PATHS.ready || below === HEALTH_PATHS.metrics)) {
      const answered = await operatorRoute(below, head);
      if (answered) {
        if (trace) trace.counted = false;
        return answered;
      }
    }
    // Matched before the key is checked (a refused request is counted under its route), answered after.
    const route = inBase ? matchRoute(below) : 'not_found';
    if (trace && typeof route !== 'string') trace.route = below.length > 1 && below.endsWith('/') ? below.slice(0, -1) : below;
    else if (trace && route === 'status') trace.route = '/v1/status';
    let id = authenticate ? authenticate(request.headers.get('authorization')) : '';
    if (typeof id !== 'string') id = await id;
    if (trace && id !== '') trace.key = `key#${id.slice(0, 8)}`;
    // Health is answered even when the limiter's store is down: /v1/status is neither counted nor denied.
    if (limit && route !== 'status') await limit(id || 'anonymous', headers);
    if (route === 'not_found') throw new RatebookError('not_found', 'No endpoint at this path; the endpoints are under /v1/.');
    if (route === 'unsupported_version') throw new RatebookError('unsupported_version', 'This API version is not served; the current version is v1.');
    if (method !== 'GET' && !head) {
      headers.allow = ALLOW_METHODS;
      throw new RatebookError('method_not_allowed', `Method ${method.slice(0, 20)} is not allowed; use GET.`);
    }
    const params = parseQuery(queryStart < end ? url.slice(queryStart + 1, end) : '');

    // One read of the provider per request: everything below comes from this one dataset.
    let current = live ? live.dataset() : provide ? provide() : (dataset as Dataset);
    if (provide && isThenable(current))
      current = await settleWithin(() => current as PromiseLike<Dataset>, datasetTimeoutMs, datasetLate).catch(reportAndThrow);
    if (route === 'status') {
      const body = statusBody(current as Dataset, live, params, now(), options.maxStaleSeconds);
      headers['cache-control'] = 'no-store';
      headers['content-type'] = 'application/json';
      return { status: 200, headers, body: head ? null : body };
    }
    const rep =
      typeof route === 'function'
        ? route(current as Dataset, params, now)
        : await answerSeries(route, current as Dataset, params, now(), id || 'anonymous', headers);
    if (isStale(current as Dataset, nowMs())) headers[STALE_HEADER] = 'true';

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

  async function plainReply(request: RequestLike, trace?: Trace): Promise<Reply> {
    const headers: Record<string, string> = vary === '' ? {} : { vary };
    let head = false;
    try {
      head = request.method === 'HEAD';
      return await answer(request, headers, head, trace);
    } catch (error) {
      const { problem: p, unexpected } = problemOf(error);
      if (unexpected) {
        report(error);
        // Nothing gathered for a success or a failure that did not happen stays on a bare 500.
        for (const name of ['etag', 'last-modified', 'allow']) delete headers[name];
      }
      const code = error instanceof RatebookError ? error.code : undefined;
      if (code === 'missing_api_key' || code === 'invalid_api_key') headers['www-authenticate'] = challenge(code);
      return send(p, headers, head);
    }
  }

  // Ids are this handler's random prefix and a counter: unique enough to find a line, and cheap.
  const idPrefix = Math.random().toString(36).slice(2, 8);
  let sequence = 0;
  const reply = !observer?.request
    ? plainReply
    : async (request: RequestLike): Promise<Reply> => {
        const start = performance.now();
        const trace: Trace = { route: 'other', counted: true };
        const given = request.headers.get('x-request-id');
        const requestId = given !== null && REQUEST_ID.test(given) ? given : `${idPrefix}-${(++sequence).toString(36)}`;
        const answered = await plainReply(request, trace);
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

  const handle = async (request: Request): Promise<Response> => toResponse(await reply(request));
  // serve (ratebook/node) answers through this, without a Request or Response per request.
  Object.defineProperty(handle, REPLY, { value: reply });
  return handle;
}
