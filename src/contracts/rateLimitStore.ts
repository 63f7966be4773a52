/**
 * Where request counts live. The methods are async so a store shared by many instances (Redis,
 * a database, a Durable Object) can implement it; the default keeps counts in this process.
 */
export interface RateLimitStore {
  /**
   * Adds `request.units` (default 1) to the counter `key` and resolves to the count including them.
   * A new counter starts at 0; the store may forget it once `expiresAt` (epoch milliseconds) has
   * passed. The handler stops waiting at `request.deadline` and then aborts `request.signal`: that
   * request was answered without its count (by `onStoreError`), so an increment that lands later
   * must be undone or, better, refused by the store (as the Redis store does).
   *
   * A store may hold calls a moment to send several as one (the Redis store sends the increments of
   * one key made in one tick as one command, and hands out their counts in the order of the calls):
   * it then calls `request.sent()` as it sends, and the handler's wait restarts from there.
   */
  increment(key: string, expiresAt: number, request?: IncrementRequest): Promise<number>;
}

/** What the handler tells a store about one increment. */
export interface IncrementRequest {
  /** How much the request counts: 1, or `ceil(values / 1000)` for a time series. */
  readonly units: number;
  /**
   * When the handler stops waiting, in epoch milliseconds of this process's clock (`Date.now()`):
   * `timeoutMs` after the call, or after the last `sent()` once the store called it.
   */
  readonly deadline: number;
  /** Aborted when the handler stopped waiting and answered without this count. */
  readonly signal: AbortSignal;
  /**
   * For a store that queues calls before sending them: tells the handler this increment leaves now,
   * so the handler waits `timeoutMs` from here rather than from the call (time spent in the store's
   * own queue is bounded by a first `timeoutMs`). Returns the new `deadline`. Two calls count: one as
   * the store hands the command to its client, one as the client writes it (node-redis writes on its
   * next turn); after the handler gave up it changes nothing. The handler always passes it; a store
   * that sends at once may ignore it.
   */
  readonly sent?: () => number;
}
