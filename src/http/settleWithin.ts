import { RatebookError } from '../errors.js';

/**
 * Settles within `ms` milliseconds whatever `start` does: its value or rejection when it answers in
 * time (a synchronous throw becomes a rejection), else a `service_unavailable` rejection with
 * `message`, which a client may retry. The timer is cleared either way, so nothing is left behind;
 * a late answer is ignored. The handler bounds its two waits on someone else's I/O with it: the
 * dataset provider and the rate-limit store.
 *
 * @param start - Starts the work; called at once.
 * @param ms - The bound.
 * @param message - The message of the rejection past the bound.
 * @returns What `start` answered, or a rejection.
 * @example
 * const ds = await settleWithin(() => provider(), 10_000, 'The dataset was not ready within 10000 ms; try again shortly.');
 */
export function settleWithin<T>(start: () => T | PromiseLike<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RatebookError('service_unavailable', message)), ms);
    const settle =
      <V>(finish: (value: V) => void) =>
      (value: V) => {
        clearTimeout(timer);
        finish(value);
      };
    try {
      Promise.resolve(start()).then(settle(resolve), settle(reject));
    } catch (error) {
      settle(reject)(error);
    }
  });
}
