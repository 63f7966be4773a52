import { extendDataset } from '../../dataset/extendDataset.js';
import { loadDataset } from '../../dataset/loadDataset.js';
import { datasetVersion } from '../../dataset/version.js';
import type { Dataset } from '../../types.js';
import { recordAdopted } from '../store/adoptStored.js';
import { signedHead } from '../sign/versionRecord.js';
import { storedText } from '../store/storedText.js';
import { signedText } from '../sign/signedText.js';
import type { LiveState, RoundConfig } from './liveState.js';
import { LiveFault, messageOf } from '../fetch/liveFault.js';
import { nextSnapshot, type Contribution, type NextSnapshot } from './nextSnapshot.js';
import { storeCall } from '../store/storeCall.js';
import { fetchSources } from './fetchSources.js';
import { sourceVerdicts } from './sourceVerdicts.js';
import { isReadOnly, noStoreTurn, storeTurn } from './storeTurn.js';

export { ROUND_DEADLINE } from './fetchSources.js';

const MAX_WARNINGS = 50;
// A signal no one aborts: the store write of a dataset already swapped in runs to its own time bound.
const UNSTOPPED = new AbortController().signal;

/**
 * One round: adopt a newer dataset from the store; take the store's lease (when it has one) or leave
 * the fetching to its holder (to its publisher, for a read-only store, which is never written); fetch every source concurrently; refuse documents from the future and
 * documents dated ahead of the round's date; build the next snapshot; validate; swap; write the store.
 * Every failure is reported and leaves the served dataset as it was. Every store call is bounded by
 * `timeoutMs` and `signal`; a store that cannot be read, or holds a value this dataset refuses, does
 * not stop the round from fetching upstream itself.
 *
 * @param state - The live dataset's state (changed in place).
 * @param config - Sources, store, bounds, observers.
 * @param signal - Aborted by `stop()` and the round's deadline: nothing is swapped or written after that.
 * @example
 * await runRound(state, config, controller.signal);
 */
export async function runRound(state: LiveState, config: RoundConfig, signal: AbortSignal): Promise<void> {
  state.lastAttempt = config.now().getTime();
  const { store } = config;
  const readOnly = isReadOnly(config);
  const fetching = store ? await storeTurn(state, config, signal, readOnly) : noStoreTurn(state, config, signal, readOnly);
  if (!fetching) return;
  const { outcomes, refuse } = await fetchSources(state, config, signal);
  if (signal.aborted) return;

  const contributions: Contribution[] = [];
  outcomes.forEach((outcome, i) => {
    if ('fault' in outcome) refuse(i, outcome.fault.code, outcome.fault.message);
    else {
      const { name, frequency } = config.sources[i]!;
      const st = state.sources[i]!;
      // The same file as the source's last (a 304, the same bytes): its dataset, loaded then.
      if (st.loaded?.file !== outcome.file) st.loaded = { file: outcome.file, dataset: loadDataset(outcome.file) };
      contributions.push({ source: name, file: outcome.file, loaded: st.loaded.dataset, ...(frequency && frequency !== 'daily' ? { frequency } : {}) });
    }
  });
  const next = nextSnapshot(state.current, contributions, {
    rules: config.rules,
    curation: state.curation,
    combine: config.combine,
    carryForwardDays: config.carryForwardDays,
  });
  sourceVerdicts(state, config, contributions, next, refuse);
  if (state.sources.some((st) => st.ok)) state.lastSuccess = config.now().getTime();
  // Warnings come with a snapshot the curation judged; an unchanged document would only repeat them
  // every round. A round that withheld every value still tells them (never silent), and its
  // curation state goes on: those publications count toward a new level.
  let curationMoved = false;
  if (!next.row && next.curation) {
    curationMoved = JSON.stringify(next.curation) !== JSON.stringify(state.curation);
    state.curation = next.curation;
    for (const warning of next.warnings) if (warning.code !== 'not_repivoted') config.report(warning);
    state.warnings = next.warnings.slice(0, MAX_WARNINGS);
  }
  if (!next.row) {
    // Nothing new, but the store is empty, older or damaged, or holds a curation state this round
    // moved on: give it this dataset back (the same version, with this state), so followers are not
    // left without it and a restart counts these publications as this instance does.
    if (store && !readOnly && (state.storeBehind || curationMoved) && !signal.aborted) await writeStore(state, config, state.current, undefined, signal);
    return;
  }
  for (const warning of next.warnings) if (warning.code !== 'not_repivoted') config.report(warning);

  // Only the new row is validated and serialised: a round costs the same whatever the history's length.
  const base = state.current;
  let dataset: Dataset;
  try {
    // Rows of earlier dates (sources that publish later than the others) go in first, oldest first.
    dataset = [...(next.earlier ?? []), next.row].reduce<Dataset>((ds, row) => extendDataset(ds, row), base);
  } catch (error) {
    config.report({ code: 'invalid_dataset', message: `the round's dataset failed validation and was not served: ${messageOf(error)}` });
    return;
  }
  if (signal.aborted) return;
  state.warnings = next.warnings.slice(0, MAX_WARNINGS);
  state.curation = next.curation;
  state.withheld = withheldStatus(next.row.date, next.withheld);
  config.swap(dataset);
  // The dataset is served now: its write is not given up when `stop()` aborts the round (a process
  // stopped right after an update would otherwise come back without it), only bounded by `timeoutMs`.
  if (store && !readOnly) {
    // stop() settles the round as soon as it aborts it, so it waits for this write through `served`:
    // a process that exits right after stop() keeps the dataset it served.
    state.served = writeStore(state, config, dataset, base, UNSTOPPED);
    await state.served;
    state.served = undefined;
  }
}

/**
 * Writes a dataset to the store within the round's bounds, with the curation state that goes with it
 * and, with a signing key, signed; and records the outcome for `status()`.
 */
async function writeStore(state: LiveState, config: RoundConfig, dataset: Dataset, base: Dataset | undefined, signal: AbortSignal): Promise<void> {
  try {
    const version = datasetVersion(dataset);
    const unsigned = storedText(dataset, base, state.curation);
    // With a signing key, the version's signed head goes in too: an instance with the verify key keeps it as its record.
    const head = config.signer ? await signedHead(version, config.signer) : undefined;
    const text = config.signer ? await signedText(`${unsigned.slice(0, -1)},"head":${head}}`, config.signer) : unsigned;
    const bounds = { signal, timeoutMs: config.timeoutMs, timers: config.timers };
    await storeCall("the store's write", () => config.store!.write(text, version), bounds);
    if (head && config.verifier) await recordAdopted(state, config, version, head, bounds);
    [state.storeText, state.storeBehind] = [text, false];
    state.store = { ok: true, error: undefined };
  } catch (error) {
    const code = error instanceof LiveFault && error.code === 'store_rejected' ? 'store_rejected' : 'store_error';
    const problem = { code, message: `the store did not take the dataset (${messageOf(error)})` } as const;
    state.store = { ok: false, error: problem };
    config.report(problem);
  }
}

/** `status().withheld` of a served row: the count, and the codes by rule. */
function withheldStatus(date: string, withheld: NextSnapshot['withheld']): LiveState['withheld'] {
  const rules: Record<string, string[]> = {};
  for (const w of withheld) (rules[w.rule] ??= []).push(w.code);
  return { date, count: withheld.length, rules };
}
