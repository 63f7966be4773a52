import { RatebookError } from '../errors.js';
import { notify } from '../contracts/notify.js';
import type { RequestLimit } from './limitRequest.js';
import type { PartLoader } from './onDemand.js';
import { RateLimitStoreOutage } from './rateLimitStoreOutage.js';
import { tell, type HandlerObserver } from './observer.js';
import type { RateLimitOptions } from './rateLimit.js';

/** The handler's rate-limit step: the limiter, the one report of errors, and the store's state for readiness. */
export interface LimitStep {
  /** Counts a request against its key's limit (refusing it past the limit); undefined without `rateLimit`. */
  readonly limit: RequestLimit | undefined;
  /** Tells `onError` of an error, and the observer of a store outage starting or ending. */
  readonly report: (error: unknown) => void;
  /** Whether readiness should say `store_down`: only where an outage refuses requests, after a count of its own. */
  readonly storeDown: () => Promise<boolean>;
}

// Key ids are digests of keys (hex): this one is no key's.
const READINESS_ID = '~readyz';

/**
 * Creates the rate-limit step of a fetch handler.
 *
 * @param rateLimit - The handler's `rateLimit` option, or undefined for none.
 * @param observer - The handler's observer, told of every decision and store outage.
 * @param onError - The handler's `onError` option.
 * @param load - The handler's part loader: the limiter is a chunk loaded by the first request it counts.
 * @returns The limiter, the error report and the store check.
 */
export function createLimitStep(
  rateLimit: RateLimitOptions | undefined,
  observer: HandlerObserver | undefined,
  onError: ((error: unknown) => void) | undefined,
  load: (report: (error: unknown) => void) => PartLoader,
): LimitStep {
  // Readiness counts the limiter's store as required only where its outage refuses requests.
  const storeRequired = rateLimit?.store !== undefined && rateLimit.onStoreError === 'deny';
  let down = false;
  const report = (error: unknown) => {
    if (error instanceof RateLimitStoreOutage) {
      down = error.phase === 'started';
      tell(observer, 'storeOutage', { store: 'rate_limit', phase: error.phase });
    }
    notify(onError, error);
  };
  const counted = rateLimit && loadedLimit(rateLimit, report, load(report));
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
  const storeDown = async () => {
    if (!storeRequired || !down) return false;
    // An outage ends only when a count gets through; refused traffic (or none: a balancer that took
    // this instance out) would never tell, so readiness sends one count of its own, under an id no key has.
    await counted!(READINESS_ID, {}).catch(() => {});
    return down;
  };
  return { limit, report, storeDown };
}

/**
 * The limiter, made on the first request it counts from its chunk (limitRequest.ts and the counting
 * of rateLimit.ts): one limiter, with one store of counts, for every request after. A chunk that
 * cannot be loaded is a 503 for that request, and the next request tries again.
 */
function loadedLimit(rateLimit: RateLimitOptions, report: (error: unknown) => void, load: PartLoader): RequestLimit {
  let made: Promise<RequestLimit> | undefined;
  return async (id, headers, units) => {
    made ??= load('rate limiter', () => import('./limitRequest.js')).then(
      (m) => m.createRequestLimit(rateLimit, report),
      (error: unknown) => {
        made = undefined;
        throw error;
      },
    );
    return (await made)(id, headers, units);
  };
}
