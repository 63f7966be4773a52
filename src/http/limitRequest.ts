import { RatebookError } from '../errors.js';
import { memoryRateLimitStore } from './memoryRateLimitStore.js';
import { createRateLimiter, writeRateLimitHeaders, type RateLimitOptions } from './rateLimit.js';

/** `Retry-After` (seconds) of the 503 that `onStoreError: 'deny'` answers: a store outage is often brief, and each retry costs at most `timeoutMs`. */
export const STORE_RETRY_AFTER = 1;

/**
 * What `onError` hears of a rate-limit store outage: once when the store first fails (`phase`
 * `'started'`, `cause` its error) and once when it answers again (`'ended'`, with the number of
 * requests whose count failed in between), instead of once per request. Code `service_unavailable`,
 * param `rateLimit.store`.
 */
export class RateLimitStoreOutage extends RatebookError {
  constructor(
    readonly phase: 'started' | 'ended',
    readonly affected: number,
    cause?: unknown,
  ) {
    const message =
      phase === 'started'
        ? 'The rate-limit store failed; requests follow rateLimit.onStoreError until it answers again.'
        : `The rate-limit store answers again; ${affected} requests were answered without it.`;
    super('service_unavailable', message, { param: 'rateLimit.store', cause });
  }
}

/** Counts a request's units and throws the 429 or 503 it gets; writes the RateLimit headers. */
export type RequestLimit = (id: string, headers: Record<string, string>, units?: number) => Promise<void>;

/**
 * Creates the handler's rate-limit step: counts through the store, answers 429 past the limit, and
 * applies `onStoreError` when the store fails, rejects or is late. An outage is reported once when it
 * starts and once when it ends, with the count of requests it affected, so a flood during an outage
 * does not become a flood of reports.
 *
 * @param options - The handler's `rateLimit` option.
 * @param report - The handler's `onError`, guarded.
 * @returns The step.
 * @example
 * const limit = createRequestLimit({ limit: 100, windowSeconds: 60 }, report);
 * await limit(keyDigest, headers); // throws rate_limited past 100 a minute
 */
export function createRequestLimit(options: RateLimitOptions, report: (error: unknown) => void): RequestLimit {
  const limiter = createRateLimiter(options, options.store ?? memoryRateLimitStore({ now: options.now }));
  let affected = 0;
  return async (id, headers, units = 1) => {
    let verdict;
    try {
      verdict = await limiter(id, units);
    } catch (error) {
      // By default a limiter outage must not become an API outage: serve unlimited.
      if (affected++ === 0) report(new RateLimitStoreOutage('started', 0, error));
      if (options.onStoreError !== 'deny') return;
      headers['retry-after'] = String(STORE_RETRY_AFTER);
      throw new RatebookError('service_unavailable', `Rate limiting is unavailable right now; retry after ${STORE_RETRY_AFTER} s.`);
    }
    if (affected > 0) {
      report(new RateLimitStoreOutage('ended', affected));
      affected = 0;
    }
    writeRateLimitHeaders(options.limit, verdict, headers);
    if (verdict.limited) throw new RatebookError('rate_limited', `Rate limit of ${options.limit} requests per ${options.windowSeconds} s reached; retry after ${verdict.reset} s.`);
  };
}
