/**
 * Where request counts live. The methods are async so a store shared by many instances (Redis,
 * a database, a Durable Object) can implement it; the default keeps counts in this process.
 */
export interface RateLimitStore {
  /**
   * Adds one request to the counter `key` and resolves to the count including it. A new counter
   * starts at 0; the store may forget it once `expiresAt` (epoch milliseconds) has passed.
   */
  increment(key: string, expiresAt: number): Promise<number>;
}
