import { INTERNAL_ERROR, problem } from '../contracts/problem.js';
import type { LiveDataset } from '../contracts/liveDataset.js';
import { defaultDataset } from '../data.js';
import { RatebookError } from '../errors.js';
import { createFetchHandler, type FetchHandler } from '../http/createFetchHandler.js';
import type { FetchHandlerOptions } from '../http/options.js';
import type { RateLimitOptions } from '../http/rateLimit.js';
import type { LiveError } from '../live/types.js';
import type { Dataset } from '../types.js';
import { readBindings, type RatebookEnv } from './bindings.js';
import { durableRateLimitStore } from './durableRateLimitStore.js';
import { edgeData, type EdgeData, type ExecutionContextLike } from './edgeData.js';
import { scheduledRound } from './scheduledRound.js';

/** Options of `createWorker`: what the bindings do not say. */
export interface WorkerOptions {
  /** The dataset served without live data, and the history the scheduled round extends; default the embedded `defaultDataset`. */
  readonly dataset?: Dataset;
  /** Options of the fetch handler beside what the bindings give (`basePath`, `cors`, `maxAge`, `health`, `metrics`, `now`, ...); `rateLimit`'s are laid over the binding's. */
  readonly handler?: Omit<Partial<FetchHandlerOptions>, 'dataset' | 'auth' | 'rateLimit'> & { readonly rateLimit?: Partial<RateLimitOptions> };
  /** Seconds an isolate serves what it read from KV before it looks again; default 60 (KV itself takes up to 60 s to show a write everywhere). */
  readonly cacheSeconds?: number;
  /** The live sources' fetch; default the global one. */
  readonly fetch?: typeof globalThis.fetch;
  /** Told of every failure (a source's, the store's, an unexpected error, a binding's mistake); default a JSON line on `console.error` (Workers Logs). Never given a secret. */
  readonly onError?: (error: unknown) => void;
}

/** The scheduled event's controller, as much as the worker reads of it. */
export interface ScheduledControllerLike {
  readonly scheduledTime?: number;
  readonly cron?: string;
}

/** A Workers module: `export default createWorker()`. */
export interface RatebookWorker {
  /** Answers a request with the fetch handler, configured by the bindings. */
  fetch(request: Request, env: RatebookEnv, ctx: ExecutionContextLike): Promise<Response>;
  /** Runs one live round (a Cron Trigger): writes KV when the dataset changed. */
  scheduled(controller: ScheduledControllerLike, env: RatebookEnv, ctx: ExecutionContextLike): Promise<void>;
}

/** What one isolate builds at its first event, from its bindings. */
interface Isolate {
  readonly handler: FetchHandler;
  readonly data: EdgeData;
  readonly writer: () => LiveDataset;
}

const logError = (error: unknown) => {
  const { code, message } = error as { code?: unknown; message?: unknown };
  console.error(JSON.stringify({ level: 'error', code: typeof code === 'string' ? code : 'internal_error', message: String(message ?? error) }));
};

function isolateOf(env: RatebookEnv, options: WorkerOptions): Isolate {
  const config = readBindings(env);
  const initial = options.dataset ?? defaultDataset;
  const onError = options.onError ?? logError;
  const report = (error: LiveError) => onError(new RatebookError('service_unavailable', `${error.code}: ${error.message}`));
  const { rateLimit: limitOverrides, ...handlerOptions } = options.handler ?? {};
  const now = handlerOptions.now;
  const data = edgeData(initial, config, { cacheMs: (options.cacheSeconds ?? 60) * 1000, timeoutMs: 3000, now, onError: report });
  const handler = createFetchHandler({
    onError,
    ...handlerOptions,
    dataset: data.dataset,
    auth: { keys: [...config.keys] },
    ...(config.rateLimit
      ? { rateLimit: { ...config.rateLimit, store: durableRateLimitStore(config.limiter!), timeoutMs: 1000, ...limitOverrides } as RateLimitOptions }
      : {}),
  });
  let writer: LiveDataset | undefined;
  return {
    handler,
    data,
    writer: () => (writer ??= scheduledRound(initial, config, { fetch: options.fetch, now, onError: report, onWarning: () => {} })),
  };
}

/**
 * Creates ratebook's Cloudflare worker: `fetch` answers the HTTP API with the keys of
 * `RATEBOOK_KEYS`, the limit of `RATEBOOK_RATE_LIMIT` counted exactly by one `RateLimiterObject` a
 * key (`RATEBOOK_LIMITER`), and the live dataset the scheduled round keeps in KV (`RATEBOOK_DATA`),
 * read by each isolate at its first request and then every `cacheSeconds`, the embedded dataset
 * while KV holds none it accepts; `scheduled` runs one round of `RATEBOOK_SOURCE_URL`'s sources and
 * writes KV when the dataset changed. Each isolate reads its bindings once, at its first event (a
 * Worker may not do I/O or set timers before); a binding's mistake answers 500 and is told to
 * `onError` with the binding's name.
 *
 * @param options - The dataset, handler options, cache time, the sources' fetch and the error report; all optional.
 * @returns The Workers module's default export.
 * @example
 * export default createWorker({ handler: { basePath: '/rates', cors: { origin: 'https://app.example' } } });
 * export { RateLimiterObject } from 'ratebook/cloudflare';
 */
export function createWorker(options: WorkerOptions = {}): RatebookWorker {
  const isolates = new WeakMap<object, Isolate>();
  const isolate = (env: RatebookEnv) => {
    let found = isolates.get(env);
    if (!found) isolates.set(env, (found = isolateOf(env, options)));
    return found;
  };
  return {
    async fetch(request, env, ctx) {
      let current: Isolate;
      try {
        current = isolate(env);
      } catch (error) {
        (options.onError ?? logError)(error);
        const { status, body } =
          error instanceof RatebookError ? problem('internal_error', 'The worker is misconfigured; its log names the binding.') : INTERNAL_ERROR;
        return new Response(body, { status, headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store' } });
      }
      await current.data.fresh(ctx);
      return current.handler(request);
    },
    async scheduled(_controller, env) {
      const current = isolate(env);
      const writer = current.writer();
      await writer.refresh();
      // The isolate that ran the round serves it from its next request; the others within cacheSeconds.
      await current.data.adopt();
      if (!writer.status().sources.some((source) => source.ok))
        throw new RatebookError('service_unavailable', 'The scheduled round got nothing from its sources; KV keeps what it had (the reasons are in the log).');
    },
  };
}
