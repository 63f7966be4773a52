/** One answered request, as `HandlerObserver.request` hears it. */
export interface RequestEvent {
  /** The endpoint's path below the base path (`/v1/rates`), or `other` for a path that is none. */
  readonly route: string;
  /** The request method. */
  readonly method: string;
  /** The status answered. */
  readonly status: number;
  /** From the request's arrival at the handler to its answer, in milliseconds. */
  readonly durationMs: number;
  /** The client's `X-Request-Id` when it sent a plain one, else one made here; echoed in the answer. */
  readonly requestId: string;
  /** The accepted key's fingerprint, `key#` and the first 8 hex digits of its SHA-256; absent without an accepted key. Never the key. */
  readonly key?: string;
  /** The client's address, where the runtime tells it (`RequestLike.client`). */
  readonly client?: string;
}

/** A live round's end, as `HandlerObserver.round` hears it (reported by whoever runs the rounds, such as `ratebook serve`). */
export interface RoundEvent {
  /** `updated` (a dataset swapped in), `unchanged` (nothing newer) or `failed`. */
  readonly outcome: 'updated' | 'unchanged' | 'failed';
  /** How long the round took, in milliseconds. */
  readonly durationMs: number;
}

/**
 * One observer for everything an operator counts: the handler calls `request`, `rateLimit`,
 * `storeOutage` and `data`; `round` is for the code that runs a live dataset's rounds. Every method
 * is optional and what it throws is ignored, so a Prometheus registry, StatsD or an access log is
 * one object (see `prometheusMetrics`). Nothing it hears carries a key: only a key's fingerprint.
 */
export interface HandlerObserver {
  /** Every answered request except `/healthz`, `/readyz` and `/metrics`. */
  request?(event: RequestEvent): void;
  /** Every rate-limit decision: allowed, or denied with 429. */
  rateLimit?(event: { readonly allowed: boolean }): void;
  /** A store outage starting or ending (`store` is `rate_limit` or `dataset`). */
  storeOutage?(event: { readonly store: string; readonly phase: 'started' | 'ended' }): void;
  /** A live round's outcome and duration. */
  round?(event: RoundEvent): void;
  /** The served data's age, told on each `/metrics` and `/readyz` request. */
  data?(event: { readonly ageSeconds: number; readonly stale: boolean }): void;
}

/**
 * Calls one method of an observer and swallows what it throws: counting must never break a request.
 *
 * @param observer - The observer, if any.
 * @param name - Which method.
 * @param event - What to tell it.
 * @example
 * tell(options.metrics, 'rateLimit', { allowed: true });
 */
export function tell<K extends keyof HandlerObserver>(
  observer: HandlerObserver | undefined,
  name: K,
  event: Parameters<NonNullable<HandlerObserver[K]>>[0],
): void {
  const method = observer?.[name] as ((event: unknown) => void) | undefined;
  if (method === undefined) return;
  try {
    method.call(observer, event);
  } catch {
    // Deliberately ignored: see above.
  }
}
