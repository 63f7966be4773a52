import { RatebookError } from '../errors.js';
import type { Dataset } from '../types.js';

/**
 * Waits for a dataset provider's promise, at most `ms` milliseconds: a provider that never settles
 * (a stuck store, a lost connection) must not hold requests open forever. Past the bound the request
 * is answered 503 `service_unavailable`, which a client may retry.
 *
 * @param pending - What the provider returned.
 * @param ms - The bound.
 * @returns The dataset, or a rejection with `service_unavailable`.
 * @example
 * const ds = await awaitDataset(provider(), 10_000);
 */
export function awaitDataset(pending: PromiseLike<Dataset>, ms: number): Promise<Dataset> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RatebookError('service_unavailable', `The dataset was not ready within ${ms} ms; try again shortly.`)), ms);
  });
  return Promise.race([pending, expired]).finally(() => clearTimeout(timer));
}
