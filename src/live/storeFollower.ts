import { messageOf } from './fetch/liveFault.js';
import type { LiveState, RoundConfig } from './round/liveState.js';
import { adoptStored } from './store/adoptStored.js';

/** Tries of a failed adoption of a stored dataset, and the first wait (doubled each time). */
const FOLLOW_RETRIES = 3;
const FOLLOW_RETRY_MS = 1000;

/** Adopts what the store says was written, between rounds. */
export interface StoreFollower {
  /** The store says a dataset was written: adopt it now, or after the round in flight. */
  readonly follow: () => void;
  /** Whether a write was told of and not adopted yet. */
  readonly noticed: () => boolean;
  /** The adoption running, if any. */
  readonly adopting: () => Promise<void> | undefined;
  /** Aborts the adoption running and the retry waiting. */
  readonly stop: () => void;
}

/**
 * Creates the follower of a live dataset's store: an adoption is a store read, never an upstream
 * fetch, bounded like every store call, and never runs beside a round.
 *
 * @param state - The live dataset's state.
 * @param round - Its round settings.
 * @param stopped - Whether the live dataset was stopped.
 * @param roundRunning - Whether a round is in flight.
 * @returns The follower.
 */
export function createStoreFollower(state: LiveState, round: RoundConfig, stopped: () => boolean, roundRunning: () => boolean): StoreFollower {
  const { timers, report } = round;
  let noticed = false;
  let adopting: Promise<void> | undefined;
  let adoption: AbortController | undefined;
  // A failed adoption is tried again (1, 2, 4 s): the write it was told of is announced once, and a
  // store failing over answers the read that follows the announcement with an error.
  let followRetry: unknown;
  let followFailures = 0;
  function retryFollow(): void {
    if (stopped() || followRetry !== undefined || followFailures >= FOLLOW_RETRIES) return;
    followRetry = timers.setTimeout(
      () => {
        followRetry = undefined;
        follow();
      },
      FOLLOW_RETRY_MS * 2 ** followFailures++,
    );
  }
  function follow(): void {
    noticed = true;
    if (stopped() || roundRunning() || adopting) return;
    adopting = (async () => {
      while (noticed && !stopped() && !roundRunning()) {
        noticed = false;
        const own = (adoption = new AbortController());
        const adopted = await adoptStored(state, round, own.signal).catch((error: unknown) => {
          report({ code: 'store_error', message: `the store's dataset could not be adopted: ${messageOf(error)}` });
          return false;
        });
        if (adopted) followFailures = 0;
        else if (!own.signal.aborted && state.store.error?.code === 'store_error') retryFollow();
      }
    })().finally(() => (adopting = undefined));
  }
  return {
    follow,
    noticed: () => noticed,
    adopting: () => adopting,
    stop() {
      adoption?.abort();
      if (followRetry !== undefined) timers.clearTimeout(followRetry);
    },
  };
}
