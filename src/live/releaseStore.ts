import { messageOf } from './fetch/liveFault.js';
import type { RoundConfig } from './round/liveState.js';
import { storeCall } from './store/storeCall.js';

/**
 * Lets go of a stopped live dataset's store: its notifications stopped and its lease released,
 * each bounded like every store call; a failure is reported, never thrown.
 *
 * @param round - The round settings (store, owner, timers, report).
 * @param unwatch - What the store's `watch` returned, if it was watched.
 * @returns When both are done.
 */
export async function releaseStore(round: RoundConfig, unwatch: (() => Promise<void>) | undefined): Promise<void> {
  const { store, timers, report, timeoutMs } = round;
  if (unwatch) {
    try {
      await storeCall("the store's watch", unwatch, { signal: new AbortController().signal, timeoutMs, timers });
    } catch (error) {
      report({ code: 'store_error', message: `the store's notifications could not be stopped (${messageOf(error)})` });
    }
  }
  if (store?.release) {
    try {
      await storeCall("the store's lease release", () => store.release!(round.owner), {
        signal: new AbortController().signal,
        timeoutMs,
        timers,
      });
    } catch (error) {
      report({ code: 'store_error', message: `the store's lease could not be released (${messageOf(error)})` });
    }
  }
}
