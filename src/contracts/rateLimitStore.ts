/**
 * Where request counts live. The methods are async so a store shared by many instances (Redis,
 * a database, a Durable Object) can implement it; the default keeps counts in this process.
 */
export interface RateLimitStore {
  /**
   * Adds `request.units` (default 1) to the counter `key` and resolves to the count including them.
   * A new counter starts at 0; the store may forget it once `expiresAt` (epoch milliseconds) has
   * passed. The handler stops waiting at `request.deadline` and then aborts `request.signal`: that
   * request was answered without its count (a 503 under `onStoreError: 'deny'`), so an increment
   * that lands later must be undone or, better, refused by the store (as the Redis store does).
   */
  increment(key: string, expiresAt: number, request?: IncrementRequest): Promise<number>;
}

/** What the handler tells a store about one increment. */
export interface IncrementRequest {
  /** How much the request counts: 1, or `ceil(values / 1000)` for a time series. */
  readonly units: number;
  /** When the handler stops waiting, in epoch milliseconds of this process's clock (`Date.now()`). */
  readonly deadline: number;
  /** Aborted when the handler stopped waiting and answered without this count. */
  readonly signal: AbortSignal;
}
