import type { DatasetStoreTraits } from '../../contracts/datasetStore.js';
import { messageOf } from '../fetch/liveFault.js';
import { adoptStored } from '../store/adoptStored.js';
import { storeCall } from '../store/storeCall.js';
import type { LiveState, RoundConfig } from './liveState.js';

/**
 * Whether a round's instance never writes the store: a read-only store, or an instance that
 * verifies what the store holds but cannot sign (its write would be unsigned, refused by every
 * other verifier), which follows the store as a read-only one.
 */
export function isReadOnly(config: RoundConfig): boolean {
  return (config.store as DatasetStoreTraits | undefined)?.readOnly === true || (config.verifier !== undefined && config.signer === undefined);
}

/**
 * A round's turn at its store: adopts a newer dataset from it, then takes its lease (when it has
 * one) or leaves the fetching to its holder (to its publisher, for a read-only store).
 *
 * @param state - The live dataset's state (changed in place).
 * @param config - The round settings.
 * @param signal - The round's signal.
 * @param readOnly - Whether this instance never writes the store.
 * @returns Whether this instance fetches upstream this round.
 */
export async function storeTurn(state: LiveState, config: RoundConfig, signal: AbortSignal, readOnly: boolean): Promise<boolean> {
  const store = config.store!;
  const storeUsable = await adoptStored(state, config, signal);
  // A read-only store (an HTTP origin) is followed as a lease holder is: its publisher fetches.
  if (readOnly && storeUsable) {
    if (state.store.ok) state.lastSuccess = config.now().getTime();
    return false;
  }
  if (store.acquire && storeUsable && !signal.aborted) {
    let held = true;
    try {
      const bounds = { signal, timeoutMs: config.timeoutMs, timers: config.timers };
      held = await storeCall("the store's lease", () => store.acquire!(config.owner, config.leaseMs), bounds);
    } catch (error) {
      // Without the lease service, fetching ourselves keeps the data current; at worst a few instances
      // fetch. A call abandoned because `stop()` ended the round is no store failure: not reported.
      if (!signal.aborted) config.report({ code: 'store_error', message: `the store's lease failed (${messageOf(error)}); fetching anyway` });
    }
    // A follower: the holder fetches. Its data is the shared dataset, read and found current just now,
    // so that is its last success; its sources' `ok` stay its own (it did not ask them).
    if (!held) {
      state.holder = false;
      if (state.store.ok) state.lastSuccess = config.now().getTime();
      return false;
    }
    // Taken over (or first held): the holder before may have stored a later curation state with the
    // same dataset (a round that withheld every value), which `readChanged` does not send.
    if (state.holder !== true && !signal.aborted) await adoptStored(state, config, signal, true);
    state.holder = true;
  }
  return !signal.aborted;
}

/**
 * A round's turn without a store: nothing to adopt or lease; decided at once, so the fetches start
 * in the same turn of the event loop as the round.
 *
 * @returns Whether this instance fetches upstream this round.
 */
export function noStoreTurn(state: LiveState, config: RoundConfig, signal: AbortSignal, readOnly: boolean): boolean {
  if (readOnly) {
    if (state.store.ok) state.lastSuccess = config.now().getTime();
    return false;
  }
  return !signal.aborted;
}
