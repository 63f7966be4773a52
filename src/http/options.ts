import { RatebookError } from '../errors.js';
import { all, checkShape, list, object, oneOf, optional, test, type Shape } from './optionShapes.js';
import type { Dataset } from '../types.js';
import type { LiveDataset } from '../contracts/liveDataset.js';
import { MAX_KEY_LENGTH, type AuthOptions } from './auth.js';
import type { CorsOptions } from './cors.js';
import type { HealthOptions } from './healthRoutes.js';
import type { HandlerObserver } from './observer.js';
import type { RateLimitOptions } from './rateLimit.js';
import { isLiveDataset } from './statusRoute.js';

/** Options of `createFetchHandler`. */
export interface FetchHandlerOptions {
  /** The dataset, a function returning the current one (read once per request, so it can be swapped live), or a live dataset (`ratebook/live`). */
  readonly dataset: Dataset | (() => Dataset | Promise<Dataset>) | LiveDataset;
  /** Required: `{ keys }`, `{ verify }`, or `false` to serve without keys (in-process, behind your own auth). */
  readonly auth: AuthOptions;
  /** Path prefix before `/v1` (`'/api'`); default none. */
  readonly basePath?: string;
  /** Cross-origin access for browsers; default none (no CORS headers). */
  readonly cors?: CorsOptions;
  /** Rate limiting per API key; default none. */
  readonly rateLimit?: RateLimitOptions;
  /** `max-age` of success responses in seconds; default 60. */
  readonly maxAge?: number;
  /** Told about every unexpected error (the client only sees a bare 500); never given a key. */
  readonly onError?: (error: unknown) => void;
  /** The present, for refusing future history dates; default the system clock. */
  readonly now?: () => Date;
  /** Longest wait in ms for a provider's promised dataset; default 10,000. Past it: 503 `service_unavailable`, reported through `onError`. */
  readonly datasetTimeoutMs?: number;
  /** `true` (or `{ check }`) answers `GET /healthz` and `GET /readyz` without a key, never rate-limited; default off. */
  readonly health?: boolean | HealthOptions;
  /** The age tolerated once a publication the sources' calendars expected is missing: past it the data is stale in `/v1/status`, the stale header, the metric and (with `health`) `/readyz` 503 `stale`; default none (stale as soon as the calendar says so; `/readyz` then does not judge age). */
  readonly maxStaleSeconds?: number;
  /** `true` serves `GET /metrics` (Prometheus text, no key) from a `prometheusMetrics()`; an observer hears every request, rate-limit decision and store outage (and is served at `/metrics` when it has `render()`). */
  readonly metrics?: boolean | (HandlerObserver & { render?(): string });
}

const isFunction = (x: unknown) => typeof x === 'function';
const fn = test(isFunction, 'expected a function');
const isNumber = (x: unknown): x is number => typeof x === 'number' && !Number.isNaN(x);
const number = (expected: string, min: number, max = Infinity): Shape =>
  all(
    test(isNumber, expected),
    test((x) => Number.isInteger(x), 'expected an integer'),
    test((x) => (x as number) >= min, `expected ${min === 0 ? '0 or more' : `at least ${min}`}`),
    test((x) => (x as number) <= max, `expected at most ${max}`),
  );
const positiveInteger = number('expected a number', 1);
const string = (expected = 'expected a string') => test((x) => typeof x === 'string', expected);
const prefix = optional(string());

const AuthShape = oneOf(
  [
    test((x) => x === false, 'expected false'),
    object({
      // An environment variable that is not set (`keys: [process.env.RATEBOOK_KEY]`) comes as undefined.
      keys: all(
        list(string('expected a string (is the environment variable holding it set?)'), 'expected an array of keys'),
        test((x) => (x as unknown[]).length > 0, 'expected at least one key'),
      ),
      prefix,
    }),
    object({ verify: fn, prefix }),
  ],
  'expected { keys: [...] }, { verify: (key) => boolean } or false',
);

// Checked once, when the handler is created: a typo such as `ratelimit` fails loudly at start-up.
const OptionsShape = object({
  dataset: test(
    (x) => typeof x === 'function' || (typeof x === 'object' && x !== null && (Array.isArray((x as { snapshots?: unknown }).snapshots) || isLiveDataset(x))),
    'expected a dataset (from loadDataset), a function returning one, or a live dataset',
  ),
  auth: AuthShape,
  basePath: optional(
    all(
      string(),
      test((x) => /^(?:\/[^/?#\s]+)*\/?$/.test(x as string), 'expected a path such as "/api"'),
    ),
  ),
  cors: optional(object({ origin: oneOf([string(), list(string(), 'expected an array')], 'expected "*", an origin or a list of origins') })),
  rateLimit: optional(
    object({
      limit: positiveInteger,
      windowSeconds: positiveInteger,
      store: optional(object({ increment: fn }, 'expected a store with an increment method', true)),
      timeoutMs: optional(number('expected a number', 1, 60_000)),
      onStoreError: optional(test((x) => x === 'allow' || x === 'deny', 'expected "allow" or "deny"')),
      fleetSize: optional(number('expected a number', 1, 10_000)),
      now: optional(fn),
    }),
  ),
  maxAge: optional(number('expected a number', 0)),
  onError: optional(fn),
  now: optional(fn),
  datasetTimeoutMs: optional(positiveInteger),
  health: optional(
    oneOf([test((x) => typeof x === 'boolean', 'expected true or false'), object({ check: optional(fn) })], 'expected true, false or { check }'),
  ),
  maxStaleSeconds: optional(
    all(
      test(isNumber, 'expected a number'),
      test((x) => (x as number) >= 0, 'expected 0 or more'),
    ),
  ),
  metrics: optional(test((x) => typeof x === 'boolean' || (typeof x === 'object' && x !== null), 'expected true, false or an observer')),
});

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

function refuse(param: string, message: string): never {
  throw new RatebookError('invalid_parameter', `Invalid option ${param}: ${message}.`, { param });
}

/**
 * Validates the handler's options (optionShapes.ts), so a mistake stops start-up with the option's path
 * instead of surfacing as a 500 later. `auth` is required: an open API has to be asked for with `false`.
 * Listed keys must carry the prefix and be sendable in a header.
 *
 * @param options - What the caller passed.
 * @returns The options, typed.
 * @example
 * checkOptions({ dataset, auth: false }) // ok; checkOptions({ dataset }) throws (param "auth")
 */
export function checkOptions(options: unknown): FetchHandlerOptions {
  if (typeof options === 'object' && options !== null && (options as { auth?: unknown }).auth === undefined) {
    refuse('auth', 'required; pass { keys: [...] }, { verify } or false to serve without keys');
  }
  const problem = checkShape(OptionsShape, options);
  if (problem) throw new RatebookError('invalid_parameter', problem.message, { param: problem.param });
  const checked = options as FetchHandlerOptions;
  const { auth } = checked;
  if (auth !== false && 'keys' in auth) {
    const wanted = auth.prefix ?? 'live_';
    auth.keys.forEach((key, i) => {
      // The messages say what is wrong with a key, never the key itself.
      if (!key.startsWith(wanted) || key.length === wanted.length) refuse(`auth.keys.${i}`, `a live key starts with "${wanted}" and has more after it`);
      if (key.length > MAX_KEY_LENGTH || !VISIBLE_ASCII.test(key)) refuse(`auth.keys.${i}`, `expected at most ${MAX_KEY_LENGTH} visible ASCII characters`);
    });
  }
  return checked;
}
