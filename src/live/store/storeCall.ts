import { RatebookError } from '../../errors.js';
import { LiveFault, messageOf } from '../fetch/liveFault.js';
import type { LiveTimers } from '../types.js';

/** What bounds one store call: the round's signal, the time bound, and the timers to measure it. */
export interface StoreCallBounds {
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
  readonly timers: LiveTimers;
}

/**
 * Runs one store call (read, write, acquire, release) within `timeoutMs` and the round's abort
 * signal: a frozen Redis (SIGSTOP, `CLIENT PAUSE WRITE`) or a hung disk costs a round at most that,
 * never the round itself. The call is not cancelled (a store method takes no signal); its late
 * answer is ignored. A store's `RatebookError` (a refusal: a value over the byte cap, another
 * catalogue's record) becomes `store_rejected`; anything else, a timeout included, `store_error`.
 *
 * @param what - The call, for the message ("the store's read").
 * @param call - Starts the call.
 * @param bounds - Signal, time bound and timers.
 * @returns What the call resolved to.
 * @throws LiveFault `store_error` or `store_rejected`.
 * @example
 * const text = await storeCall("the store's read", () => store.read(), { signal, timeoutMs: 10_000, timers });
 */
export function storeCall<T>(what: string, call: () => Promise<T>, bounds: StoreCallBounds): Promise<T> {
  const { signal, timeoutMs, timers } = bounds;
  return new Promise<T>((resolve, reject) => {
    let timer: unknown;
    const done = () => {
      timers.clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    const failWith = (fault: LiveFault) => {
      done();
      reject(fault);
    };
    const onAbort = () => failWith(new LiveFault('store_error', `${what} was abandoned: the round ended`));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    timer = timers.setTimeout(() => failWith(new LiveFault('store_error', `${what} took longer than ${timeoutMs} ms`)), timeoutMs);
    let started: Promise<T>;
    try {
      started = Promise.resolve(call());
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (value) => {
        done();
        resolve(value);
      },
      (error: unknown) =>
        failWith(
          error instanceof LiveFault
            ? error
            : new LiveFault(error instanceof RatebookError ? 'store_rejected' : 'store_error', `${what} failed (${messageOf(error)})`),
        ),
    );
  });
}
