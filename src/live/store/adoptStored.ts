import { futureReason } from '../../dataset/futureReason.js';
import { loadDataset, parseDatasetText } from '../../dataset/loadDataset.js';
import type { DatasetFile } from '../../dataset/schema.js';
import type { StoreRejection } from '../../contracts/liveError.js';
import type { CurationState } from '../../curation/types.js';
import { compareVersions, datasetVersion, sameSeries } from '../../dataset/version.js';
import type { Dataset } from '../../types.js';
import type { LiveState, RoundConfig } from '../round/liveState.js';
import { LiveFault, messageOf } from '../fetch/liveFault.js';
import { storeCall } from './storeCall.js';
import { signatureFault } from '../sign/signedText.js';
import { adoptionFault } from './adoptionFault.js';
import { checkStoredMembers } from './checkStoredMembers.js';
import { headVersion } from '../sign/versionRecord.js';
import type { DatasetVersion } from '../../dataset/version.js';

const SIGNATURE_WORDS = {
  unsigned: 'carries no signature',
  mismatch: 'is signed with another algorithm than the verify key',
  invalid: 'carries a signature the verify key does not verify',
} as const;

/**
 * Reads the store and serves its dataset when it is valid, of this dataset's format and catalogue,
 * not from the future, newer (by `compareVersions`) than the current one (another instance's, or ours
 * from before a restart), signed by the verify key when there is one, and within the jump checks
 * against the dataset served (`adoptionFault`). A value that fails any of these is reported
 * (`store_invalid`, `store_rejected` with `reason: 'signature'` or `'jump'`) and left where it is:
 * never served, never deleted. The curation state it carries is adopted with it (or alone, when it
 * is the version served and this instance has none: a restart), so the next round decides as the
 * writer's would; from a dataset of another catalogue (same format and pivot) only its curation state is
 * taken, by an instance that has none yet. The verdict on a text is
 * remembered, so an unchanged store is parsed once; a store with `readChanged` does not even send the
 * text of the version served, or of an older one. `state.storeBehind` says whether the store should
 * get this dataset back: it is empty, holds a record without its dataset, an older version, or a value
 * that fails validation (the store's compare-and-set decides whether the write lands).
 *
 * @param state - The live dataset's state; `store` records the verdict for `status()`.
 * @param config - The store, clock, bounds and observers.
 * @param signal - The round's signal; the read is bounded by it and by `timeoutMs`.
 * @param full - Read the whole text even of the version served, and take its curation state (a lease
 *   taken over: the holder before may have stored a later state with the same dataset).
 * @returns True when the store could be read and holds nothing refused (absent, older, equal or adopted).
 * @example
 * if (!(await adoptStored(state, config, signal))) fetchAnyway = true;
 */
export async function adoptStored(state: LiveState, config: RoundConfig, signal: AbortSignal, full = false): Promise<boolean> {
  const { store } = config;
  let text: string | undefined | 'same' | 'older';
  if (config.verifier && store!.readRecord && !state.floorRead) await readFloor(state, config, signal);
  try {
    // With `readChanged`, the text crosses the wire only when it can change what is served.
    const read = store!.readChanged && !full ? () => store!.readChanged!(datasetVersion(state.current)) : () => store!.read();
    text = await storeCall("the store's read", read, { signal, timeoutMs: config.timeoutMs, timers: config.timers });
  } catch (error) {
    // A read abandoned because `stop()` ended the round says nothing about the store.
    if (signal.aborted) return false;
    const code = error instanceof LiveFault && error.code === 'store_rejected' ? 'store_rejected' : 'store_error';
    return refuse(state, config, code, `the store could not be read: ${messageOf(error)}`, false);
  }
  if (text === 'older' && config.verifier) return rollback(state, config);
  if (text === 'same' || text === 'older') return accept(state, text === 'older');
  if (text === undefined) return accept(state, true);
  if (text === state.storeText)
    return state.store.ok || refuse(state, config, state.store.error!.code as StoreErrorCode, state.store.error!.message, true, state.store.error!.reason);
  state.storeText = text;
  state.storeBehind = true;
  if (config.verifier) {
    const refused = await signatureRefusal(state, config, text);
    if (refused !== undefined) return refused;
  }
  let stored: Dataset;
  let file: DatasetFile;
  try {
    file = parseDatasetText(text) as DatasetFile;
    stored = loadDataset(file);
    checkStoredMembers(file);
  } catch (error) {
    return refuse(state, config, 'store_invalid', `the stored dataset is invalid and was ignored: ${messageOf(error)}`, true);
  }
  const version = datasetVersion(stored);
  const current = datasetVersion(state.current);
  if (!sameSeries(version, current)) return otherSeries(state, config, stored, file, version, current);
  const future = futureReason(version, config.now());
  if (future) {
    // Left in place; the store's compare-and-set lets the next real new snapshot replace it.
    state.storeBehind = false;
    return refuse(state, config, 'store_rejected', `the stored dataset is from the future: ${future}; ignored, left in place`, true);
  }
  const order = compareVersions(version, current);
  // With a verify key, an older signed dataset is a replay (TUF's timestamp rule): refused, never
  // written over by a follower; below the record of what was adopted before a restart, too.
  if (config.verifier && (order < 0 || (state.floor && sameSeries(version, state.floor) && compareVersions(version, state.floor) < 0)))
    return rollback(state, config);
  if (order > 0) {
    const jump = adoptionFault(state.current, stored, config.rules, state.curation, file.curation?.levels);
    if (jump) {
      state.storeBehind = false;
      return refuse(state, config, 'store_rejected', `the stored dataset fails the jump checks: ${jump}; ignored, left in place`, true, 'jump');
    }
    state.curation = curationOf(file, config.now());
    config.swap(stored);
    if (config.verifier && file.head)
      await recordAdopted(state, config, version, JSON.stringify(file.head), { signal, timeoutMs: config.timeoutMs, timers: config.timers });
  } else if (order === 0 && (state.curation === undefined || full) && file.curation) {
    state.curation = curationOf(file, config.now());
  }
  return accept(state, order < 0);
}

/** The refusal of a stored text whose signature fails or cannot be checked; undefined when it verifies. */
async function signatureRefusal(state: LiveState, config: RoundConfig, text: string): Promise<boolean | undefined> {
  let fault;
  try {
    fault = await signatureFault(text, config.verifier!);
  } catch (error) {
    return refuse(state, config, 'store_error', `the stored dataset's signature could not be checked: ${messageOf(error)}`, false);
  }
  if (fault) {
    // Left in place, as every refused value: the writer's next real version replaces it.
    state.storeBehind = false;
    return refuse(state, config, 'store_rejected', `the stored dataset ${SIGNATURE_WORDS[fault]}; ignored, left in place`, true, 'signature');
  }
  return undefined;
}

/** Refuses a stored dataset of another format or catalogue, taking its curation state where it applies. */
function otherSeries(state: LiveState, config: RoundConfig, stored: Dataset, file: DatasetFile, version: DatasetVersion, current: DatasetVersion): boolean {
  const what = version.format !== current.format ? `format ${version.format}` : `catalogue ${version.catalog}`;
  state.storeBehind = false; // the store's compare-and-set never replaces another catalogue's record
  // Its curation state is per code and per pivot, not per catalogue: an instance that starts (a new
  // release quoting one more code) counts the writer's pending publications on as the writer would.
  if (state.curation === undefined && version.format === current.format && stored.pivot === state.current.pivot && !futureReason(version, config.now()))
    state.curation = curationOf(file, config.now());
  return refuse(
    state,
    config,
    'store_rejected',
    `the stored dataset is of another ${what} (this one: ${current.format}, ${current.catalog}); ignored, left in place`,
    true,
  );
}

/**
 * The stored curation state, without entries dated after tomorrow (none a writer leaves). Entries
 * after the dataset's newest snapshot are kept: a round that withheld every value leaves its
 * publications pending toward a new level, dated after the newest snapshot it served.
 */
function curationOf(file: DatasetFile, now: Date): CurationState | undefined {
  const stored = file.curation;
  if (!stored) return undefined;
  const newest = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const dated = <T>(record: Readonly<Record<string, T>>, date: (value: T) => string) =>
    Object.fromEntries(Object.entries(record).filter(([, value]) => date(value) <= newest));
  const last = <T extends { date: string }>(list: readonly T[]) => list[list.length - 1]?.date ?? '';
  return {
    pending: dated(stored.pending, last),
    levels: dated(stored.levels, (d) => d),
    recent: dated(stored.recent, last),
    ...(stored.alternating ? { alternating: dated(stored.alternating, (d) => d) } : {}),
  };
}

/** Reads the record of the newest version adopted before (a restart); one that does not verify is reported and ignored. */
async function readFloor(state: LiveState, config: RoundConfig, signal: AbortSignal): Promise<void> {
  try {
    const text = await storeCall("the store's record", () => config.store!.readRecord!(), { signal, timeoutMs: config.timeoutMs, timers: config.timers });
    state.floorRead = true;
    if (text === undefined) return;
    const version = await headVersion(text, config.verifier!);
    if (version) state.floor = version;
    else config.report({ code: 'store_rejected', message: 'the record of the newest adopted version does not verify; ignored', reason: 'signature' });
  } catch (error) {
    // Read again at the next adoption; meanwhile the dataset served is the floor.
    if (!signal.aborted) config.report({ code: 'store_error', message: `the store's record could not be read: ${messageOf(error)}` });
  }
}

/**
 * Keeps the signed head of a version adopted (or written) as the record beside the store, when it
 * verifies, names that version, and is newer than the record: a restart then refuses anything older.
 *
 * @param state - The live dataset's state (`floor`).
 * @param config - The store and the verify key.
 * @param version - The version adopted.
 * @param head - Its signed head (`signedHead`).
 * @param bounds - The call's bounds.
 * @example
 * await recordAdopted(state, config, datasetVersion(stored), JSON.stringify(file.head), bounds);
 */
export async function recordAdopted(
  state: LiveState,
  config: RoundConfig,
  version: DatasetVersion,
  head: string,
  bounds: Parameters<typeof storeCall>[2],
): Promise<void> {
  const named = await headVersion(head, config.verifier!);
  if (!named || compareVersions(named, version) !== 0 || (state.floor && sameSeries(version, state.floor) && compareVersions(version, state.floor) <= 0))
    return;
  state.floor = version;
  if (!config.store!.writeRecord) return;
  try {
    await storeCall("the store's record", () => config.store!.writeRecord!(head), bounds);
  } catch (error) {
    config.report({ code: 'store_error', message: `the record of the newest adopted version could not be written: ${messageOf(error)}` });
  }
}

/** An older signed dataset than the one served, or than the record: a replay. Left in place; only a signer writes over it. */
function rollback(state: LiveState, config: RoundConfig): false {
  refuse(
    state,
    config,
    'store_rejected',
    'the stored dataset is older than the newest this instance adopted (a rollback); ignored, left in place',
    true,
    'rollback',
  );
  state.storeBehind = config.signer !== undefined;
  return false;
}

type StoreErrorCode = 'store_error' | 'store_invalid' | 'store_rejected';

function accept(state: LiveState, behind: boolean): true {
  state.store = { ok: true, error: undefined };
  state.storeBehind = behind;
  return true;
}

// `remembered`: the verdict belongs to the text now in the store, so an unchanged store keeps it.
function refuse(state: LiveState, config: RoundConfig, code: StoreErrorCode, message: string, remembered: boolean, reason?: StoreRejection): false {
  const problem = { code, message, ...(reason ? { reason } : {}) };
  state.store = { ok: false, error: problem };
  if (!remembered) [state.storeText, state.storeBehind] = [undefined, false];
  config.report(problem);
  return false;
}
