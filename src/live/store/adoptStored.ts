import { futureReason } from '../../dataset/futureReason.js';
import { loadDataset } from '../../dataset/loadDataset.js';
import { compareVersions, datasetVersion, sameSeries } from '../../dataset/version.js';
import type { Dataset } from '../../types.js';
import type { LiveState, RoundConfig } from '../round/liveState.js';
import { LiveFault, messageOf } from '../fetch/liveFault.js';
import { storeCall } from './storeCall.js';

/**
 * Reads the store and serves its dataset when it is valid, of this dataset's format and catalogue,
 * not from the future, and newer (by `compareVersions`) than the current one: another instance's,
 * or ours from before a restart. A value that fails any of these is reported (`store_invalid`,
 * `store_rejected`) and left where it is: never served, never deleted. The verdict on a text is
 * remembered, so an unchanged store is parsed once; a store with `readChanged` does not even send the
 * text of the version served, or of an older one. `state.storeBehind` says whether the store should
 * get this dataset back: it is empty, holds a record without its dataset, an older version, or a value
 * that fails validation (the store's compare-and-set decides whether the write lands).
 *
 * @param state - The live dataset's state; `store` records the verdict for `status()`.
 * @param config - The store, clock, bounds and observers.
 * @param signal - The round's signal; the read is bounded by it and by `timeoutMs`.
 * @returns True when the store could be read and holds nothing refused (absent, older, equal or adopted).
 * @example
 * if (!(await adoptStored(state, config, signal))) fetchAnyway = true;
 */
export async function adoptStored(state: LiveState, config: RoundConfig, signal: AbortSignal): Promise<boolean> {
  const { store } = config;
  let text: string | undefined | 'same' | 'older';
  try {
    // With `readChanged`, the text crosses the wire only when it can change what is served.
    const read = store!.readChanged ? () => store!.readChanged!(datasetVersion(state.current)) : () => store!.read();
    text = await storeCall("the store's read", read, { signal, timeoutMs: config.timeoutMs, timers: config.timers });
  } catch (error) {
    // A read abandoned because `stop()` ended the round says nothing about the store.
    if (signal.aborted) return false;
    const code = error instanceof LiveFault && error.code === 'store_rejected' ? 'store_rejected' : 'store_error';
    return refuse(state, config, code, `the store could not be read: ${messageOf(error)}`, false);
  }
  if (text === 'same' || text === 'older') return accept(state, text === 'older');
  if (text === undefined) return accept(state, true);
  if (text === state.storeText) return state.store.ok || refuse(state, config, state.store.error!.code as StoreErrorCode, state.store.error!.message, true);
  state.storeText = text;
  state.storeBehind = true;
  let stored: Dataset;
  try {
    stored = loadDataset(text);
  } catch (error) {
    return refuse(state, config, 'store_invalid', `the stored dataset is invalid and was ignored: ${messageOf(error)}`, true);
  }
  const version = datasetVersion(stored);
  const current = datasetVersion(state.current);
  if (!sameSeries(version, current)) {
    const what = version.format !== current.format ? `format ${version.format}` : `catalogue ${version.catalog}`;
    state.storeBehind = false; // the store's compare-and-set never replaces another catalogue's record
    return refuse(state, config, 'store_rejected', `the stored dataset is of another ${what} (this one: ${current.format}, ${current.catalog}); ignored, left in place`, true);
  }
  const future = futureReason(version, config.now());
  if (future) {
    // Left in place; the store's compare-and-set lets the next real new snapshot replace it.
    state.storeBehind = false;
    return refuse(state, config, 'store_rejected', `the stored dataset is from the future: ${future}; ignored, left in place`, true);
  }
  const order = compareVersions(version, current);
  if (order > 0) config.swap(stored);
  return accept(state, order < 0);
}

type StoreErrorCode = 'store_error' | 'store_invalid' | 'store_rejected';

function accept(state: LiveState, behind: boolean): true {
  state.store = { ok: true, error: undefined };
  state.storeBehind = behind;
  return true;
}

// `remembered`: the verdict belongs to the text now in the store, so an unchanged store keeps it.
function refuse(state: LiveState, config: RoundConfig, code: StoreErrorCode, message: string, remembered: boolean): false {
  state.store = { ok: false, error: { code, message } };
  if (!remembered) [state.storeText, state.storeBehind] = [undefined, false];
  config.report({ code, message });
  return false;
}
