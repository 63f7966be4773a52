import { datasetAsOf } from '../dataset/datasetAsOf.js';
import { RatebookError } from '../errors.js';
import { MAX_URL_LENGTH, URI_TOO_LONG } from '../contracts/problem.js';
import { ALLOW_METHODS, type Reply, type RequestLike } from '../contracts/reply.js';
import { isThenable } from './datasetStep.js';
import type { HandlerSetup } from './handlerSetup.js';
import type { Trace } from './observedReply.js';
import { isOperatorPath } from './operatorPaths.js';
import { OPENAPI_PATH } from '../api/paths.js';
import { openapiReply } from './openapiRoute.js';
import { loadOptionParts } from './onDemand.js';
import { parseQuery } from './parseQuery.js';
import { failureReply, problemReply } from './problemReply.js';
import { readTarget, type RequestTarget } from './requestTarget.js';
import { matchRoute, type Route } from './routes.js';
import type { SeriesRoute } from './seriesRoute.js';
import { STALE_HEADER, statusBody } from './statusRoute.js';
import { successReply } from './successReply.js';
import type { Dataset } from '../types.js';

/** A matched route: an operation, a series, or the freshness endpoint. */
type Served = Route | SeriesRoute | 'status';

/**
 * Answers one request through the handler's steps, in the contract's order (URL length, CORS,
 * operator routes, route, auth, limit, method, parameters, dataset, representation); whatever a
 * step throws becomes its problem reply.
 *
 * @param setup - The handler's setup.
 * @param request - The request.
 * @param trace - Filled in for the observer, where there is one.
 * @returns The reply; never rejects.
 */
export async function answerRequest(setup: HandlerSetup, request: RequestLike, trace?: Trace): Promise<Reply> {
  const headers: Record<string, string> = setup.vary === '' ? {} : { vary: setup.vary };
  let head = false;
  try {
    head = request.method === 'HEAD';
    return await answer(setup, request, headers, head, trace);
  } catch (error) {
    return failureReply(error, headers, head, setup.limits.report);
  }
}

async function answer(setup: HandlerSetup, request: RequestLike, headers: Record<string, string>, head: boolean, trace?: Trace): Promise<Reply> {
  if (request.url.length > MAX_URL_LENGTH) return problemReply(URI_TOO_LONG, headers, head);
  if (corsStep(setup, request, headers)) return { status: 204, headers, body: null };
  const target = readTarget(request.url, setup.basePath);
  const operator =
    isOperatorPath(setup, target.below) &&
    (await (await setup.load('health and metrics', () => import('./operatorRoutes.js'))).operatorRoute(setup, target.below, head));
  if (operator) {
    if (trace) trace.counted = false;
    return operator;
  }
  // The API's description is public, as a probe's answer is: no key, not counted.
  if (target.inBase && target.below === OPENAPI_PATH) {
    if (trace) trace.route = OPENAPI_PATH;
    return openapiReply(request, headers, head);
  }
  // Matched before the key is checked (a refused request is counted under its route), answered after.
  const route = routeStep(target, trace);
  const given = authStep(setup, request, trace);
  const id = (typeof given === 'string' ? given : await given) || 'anonymous';
  // Health is answered even when the limiter's store is down: /v1/status is neither counted nor denied.
  if (setup.limits.limit && route !== 'status') await setup.limits.limit(id, headers);
  const served = methodStep(route, request.method, head, headers);
  const params = parseQuery(target.query);
  // One read of the provider per request: everything below comes from this one dataset.
  const read = setup.datasets.read();
  const current = isThenable(read) ? await read : read;
  if (served === 'status') {
    const body = statusBody(current, setup.live, params, setup.now(), setup.maxStaleSeconds);
    headers['cache-control'] = 'no-store';
    headers['content-type'] = 'application/json';
    return { status: 200, headers, body: head ? null : body };
  }
  const known = asOfStep(current, params);
  await loadOptionParts(params, setup.load);
  const rep =
    typeof served === 'function'
      ? await served(known, params, setup.now, setup.load)
      : await setup.answerSeries(served, known, params, setup.now(), id, headers);
  if (setup.isStale(current, setup.nowMs())) headers[STALE_HEADER] = 'true';
  return successReply(rep, request, headers, head, setup.cacheControl);
}

/**
 * `?as_of=` for every endpoint in one place: the operation answers from the dataset as known at that
 * instant (`datasetAsOf`), so it never sees the parameter; a bad instant is `invalid_parameter` naming `as_of`.
 */
function asOfStep(current: Dataset, params: Record<string, string>): Dataset {
  const asOf = params.as_of;
  if (asOf === undefined) return current;
  delete params.as_of;
  return datasetAsOf(current, asOf, 'as_of');
}

/** Writes the CORS headers; true for a preflight (OPTIONS), answered 204 with them. */
function corsStep({ writeCors }: HandlerSetup, request: RequestLike, headers: Record<string, string>): boolean {
  const origin = writeCors ? request.headers.get('origin') : null;
  if (request.method === 'OPTIONS') {
    headers.allow = ALLOW_METHODS;
    writeCors?.(origin, headers, request.headers.has('access-control-request-method'));
    return true;
  }
  writeCors?.(origin, headers, false);
  return false;
}

/** The route at the target, its label traced. */
function routeStep({ inBase, below }: RequestTarget, trace?: Trace): ReturnType<typeof matchRoute> {
  const route = inBase ? matchRoute(below) : 'not_found';
  if (trace && typeof route !== 'string') trace.route = below.length > 1 && below.endsWith('/') ? below.slice(0, -1) : below;
  else if (trace && route === 'status') trace.route = '/v1/status';
  return route;
}

/** The key's id ('' without auth), its fingerprint traced; a missing or wrong key throws. A sync check stays sync. */
function authStep({ authenticate }: HandlerSetup, request: RequestLike, trace?: Trace): string | Promise<string> {
  const id = authenticate ? authenticate(request.headers.get('authorization')) : '';
  if (typeof id === 'string') return traceKey(id, trace);
  return id.then((found) => traceKey(found, trace));
}

function traceKey(id: string, trace?: Trace): string {
  if (trace && id !== '') trace.key = `key#${id.slice(0, 8)}`;
  return id;
}

/** Refuses what no route serves: an unknown path, an unserved version, a method other than GET or HEAD. */
function methodStep(route: ReturnType<typeof matchRoute>, method: string, head: boolean, headers: Record<string, string>): Served {
  if (route === 'not_found') throw new RatebookError('not_found', 'No endpoint at this path; the endpoints are under /v1/.');
  if (route === 'unsupported_version') throw new RatebookError('unsupported_version', 'This API version is not served; the current version is v1.');
  if (method !== 'GET' && !head) {
    headers.allow = ALLOW_METHODS;
    throw new RatebookError('method_not_allowed', `Method ${method.slice(0, 20)} is not allowed; use GET.`);
  }
  return route;
}
