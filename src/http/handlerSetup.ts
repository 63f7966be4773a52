import type { LiveDataset } from '../contracts/liveDataset.js';
import type { Dataset } from '../types.js';
import { createAuthenticator, type Authenticator } from './auth.js';
import { createCors, variesByOrigin, type CorsHeaders } from './cors.js';
import { createDatasetStep, type DatasetStep } from './datasetStep.js';
import type { HealthOptions } from './healthRoutes.js';
import { createLimitStep, type LimitStep } from './limitStep.js';
import type { HandlerObserver } from './observer.js';
import { createPartLoader, type PartLoader } from './onDemand.js';
import { checkOptions, type FetchHandlerOptions } from './options.js';
import { prometheusMetrics, type PrometheusMetrics } from './prometheusMetrics.js';
import { createSeriesGate } from './seriesGate.js';
import { createSeriesAnswer, type SeriesAnswer } from './seriesRoute.js';
import { isLiveDataset, staleCheck } from './statusRoute.js';

/** What a fetch handler decides once from its options; every request's steps read it. */
export interface HandlerSetup {
  /** The base path without a trailing slash; '' for none. */
  readonly basePath: string;
  /** Writes the CORS headers; undefined without `cors`. */
  readonly writeCors: CorsHeaders | undefined;
  /** The `Vary` header every reply carries; '' for none. */
  readonly vary: string;
  /** The `Cache-Control` of a success. */
  readonly cacheControl: string;
  /** The clock. */
  readonly now: () => Date;
  /** The clock in milliseconds, without a Date where no clock was given. */
  readonly nowMs: () => number;
  /** The live dataset, when the dataset is one. */
  readonly live: LiveDataset | undefined;
  /** The `maxStaleSeconds` option. */
  readonly maxStaleSeconds: number | undefined;
  /** Whether a dataset is stale at a time. */
  readonly isStale: (dataset: Dataset, nowMs: number) => boolean;
  /** The `datasetTimeoutMs` option, default 10,000. */
  readonly datasetTimeoutMs: number;
  /** Who hears of requests, decisions and outages. */
  readonly observer: HandlerObserver | undefined;
  /** The observer served at `/metrics`, when it renders. */
  readonly exposed: PrometheusMetrics | undefined;
  /** The `health` option as an object; undefined when off. */
  readonly health: HealthOptions | undefined;
  /** Checks a request's key; undefined with `auth: false`. */
  readonly authenticate: Authenticator | undefined;
  /** The rate-limit step. */
  readonly limits: LimitStep;
  /** The dataset step. */
  readonly datasets: DatasetStep;
  /** Loads the parts only some requests need (policies, receipts), on first use. */
  readonly load: PartLoader;
  /** Answers a series route, counting its units. */
  readonly answerSeries: SeriesAnswer;
}

/**
 * Checks a fetch handler's options and decides what they leave to each request.
 *
 * @param options - The options given to `createFetchHandler`.
 * @returns The setup every step reads.
 */
export function setUpHandler(options: FetchHandlerOptions): HandlerSetup {
  const { dataset, auth, rateLimit, onError } = checkOptions(options);
  const live = isLiveDataset(dataset) ? dataset : undefined;
  const datasetTimeoutMs = options.datasetTimeoutMs ?? 10_000;
  const observer: HandlerObserver | undefined = options.metrics === true ? prometheusMetrics() : options.metrics || undefined;
  const limits = createLimitStep(rateLimit, observer, onError, createPartLoader);
  const load = createPartLoader(limits.report);
  return {
    basePath: (options.basePath ?? '').replace(/\/$/, ''),
    writeCors: options.cors && createCors(options.cors),
    vary: [auth === false ? '' : 'Authorization', variesByOrigin(options.cors) ? 'Origin' : ''].filter(Boolean).join(', '),
    cacheControl: `private, max-age=${options.maxAge ?? 60}`,
    now: options.now ?? (() => new Date()),
    // The stale check runs on every success response: without a clock option, no Date is made for it.
    nowMs: options.now ? () => options.now!().getTime() : Date.now,
    live,
    maxStaleSeconds: options.maxStaleSeconds,
    isStale: staleCheck(live, options.maxStaleSeconds),
    datasetTimeoutMs,
    observer,
    exposed: typeof (observer as Partial<PrometheusMetrics> | undefined)?.render === 'function' ? (observer as PrometheusMetrics) : undefined,
    health: options.health === true ? {} : options.health || undefined,
    // The key's digest is the limiter's identity and, cut to 8 hex digits, the fingerprint an access line carries.
    authenticate: auth === false ? undefined : createAuthenticator(auth, rateLimit !== undefined || observer?.request !== undefined),
    limits,
    datasets: createDatasetStep(dataset, live, datasetTimeoutMs, limits.report),
    load,
    answerSeries: createSeriesAnswer(createSeriesGate(), limits.limit, load),
  };
}
