import { RatebookError } from '../errors.js';

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
