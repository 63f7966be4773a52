import { futureReason } from '../../dataset/futureReason.js';
import { extendDataset } from '../../dataset/extendDataset.js';
import type { DatasetFile } from '../../dataset/schema.js';
import { datasetVersion } from '../../dataset/version.js';
import type { Dataset } from '../../types.js';
import { adoptStored, recordAdopted } from '../store/adoptStored.js';
import { signedHead } from '../sign/versionRecord.js';
import { storedText } from '../store/storedText.js';
import { signedText } from '../sign/signedText.js';
import { fetchSource, type FetchSourceContext } from '../fetch/fetchSource.js';
import type { LiveState, RoundConfig } from './liveState.js';
import type { DatasetStoreTraits } from '../../contracts/datasetStore.js';
import { LiveFault, messageOf, redact } from '../fetch/liveFault.js';
import { nextSnapshot, type Contribution, type NextSnapshot } from './nextSnapshot.js';
import { storeCall } from '../store/storeCall.js';

const MAX_WARNINGS = 50;
/** The abort reason of a round its deadline abandoned (`roundTimeoutMs`), as against one `stop()` ended. */
export const ROUND_DEADLINE = Symbol('round deadline');
// A signal no one aborts: the store write of a dataset already swapped in runs to its own time bound.
const UNSTOPPED = new AbortController().signal;
const newestOf = (ds: Dataset) => ds.snapshots[ds.snapshots.length - 1]!;
const fileVersion = (file: DatasetFile) => {
  const newest = file.snapshots[file.snapshots.length - 1]!;
  return { date: newest.date, capturedAt: Date.parse(newest.updated_at) };
};

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
  // An instance that verifies what the store holds but cannot sign never writes it (its write would be
  // unsigned, refused by every other verifier): it follows the store as a read-only one.
  const readOnly = (store as DatasetStoreTraits | undefined)?.readOnly === true || (config.verifier !== undefined && config.signer === undefined);
  const bounds = { signal, timeoutMs: config.timeoutMs, timers: config.timers };
  const storeUsable = store ? await adoptStored(state, config, signal) : true;
  // A read-only store (an HTTP origin) is followed as a lease holder is: its publisher fetches.
  if (readOnly && storeUsable) {
    if (state.store.ok) state.lastSuccess = config.now().getTime();
    return;
  }
  if (store?.acquire && storeUsable && !signal.aborted) {
    let held = true;
    try {
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
      return;
    }
    // Taken over (or first held): the holder before may have stored a later curation state with the
    // same dataset (a round that withheld every value), which `readChanged` does not send.
    if (state.holder !== true && !signal.aborted) await adoptStored(state, config, signal, true);
    state.holder = true;
  }
  if (signal.aborted) return;
  const refuse = (i: number, code: LiveFault['code'], message: string) => {
    const source = config.sources[i]!;
    const st = state.sources[i]!;
    st.ok = false;
    st.error = { code, message: redact(`${source.name}: ${message}`, source.secrets) };
    // A timeout told while the fetch was open is not told again when it ends the same way.
    if (!(code === 'feed_timeout' && timedOut.has(i))) config.report({ ...st.error, source: source.name });
  };
  const context: FetchSourceContext = { ...config, signal, metadata: state.current };
  // A hung feed is unhealthy at once: a request past `timeoutMs` (retries may follow), or a fetch
  // still open when the round's deadline abandons it, turns its source `ok: false` with
  // `feed_timeout` then, reported once, not only when (if ever) the round settles.
  const open = new Set(config.sources.map((_, i) => i));
  const timedOut = new Set<number>();
  const flagTimeout = (i: number, message: string) => {
    if (timedOut.has(i)) return;
    refuse(i, 'feed_timeout', message);
    timedOut.add(i);
  };
  const abandoned = () => {
    if (signal.reason !== ROUND_DEADLINE) return;
    for (const i of open) flagTimeout(i, "no answer before the round's deadline (roundTimeoutMs); the round was abandoned");
  };
  signal.addEventListener('abort', abandoned, { once: true });
  const outcomes = await Promise.all(
    config.sources.map((source, i) =>
      fetchSource(source, state.sources[i]!.cache, { ...context, onTimeout: (fault) => flagTimeout(i, fault.message) })
        .finally(() => open.delete(i))
        .then(
          (file): { file: DatasetFile } | { fault: LiveFault } => {
            const future = futureReason(fileVersion(file), config.now());
            return future ? { fault: new LiveFault('feed_future', `the document is refused: ${future}`) } : { file };
          },
          (error: unknown): { fault: LiveFault } => ({ fault: error instanceof LiveFault ? error : new LiveFault('invalid_feed', messageOf(error)) }),
        ),
    ),
  );
  signal.removeEventListener('abort', abandoned);
  if (signal.aborted) return;

  const contributions: Contribution[] = [];
  outcomes.forEach((outcome, i) => {
    if ('fault' in outcome) refuse(i, outcome.fault.code, outcome.fault.message);
    else contributions.push({ source: config.sources[i]!.name, file: outcome.file });
  });
  const next = nextSnapshot(state.current, contributions, {
    rules: config.rules,
    curation: state.curation,
    combine: config.combine,
    carryForwardDays: config.carryForwardDays,
  });
  const roundDate = next.row?.date ?? newestOf(state.current).date;
  for (const { source: name, file } of contributions) {
    const i = config.sources.findIndex((s) => s.name === name);
    const st = state.sources[i]!;
    const { date, capturedAt } = fileVersion(file);
    const unconverted = next.warnings.find((w) => w.code === 'not_repivoted' && w.source === name);
    if (unconverted) refuse(i, unconverted.code, unconverted.message);
    else if (next.backwards.includes(name))
      refuse(i, 'feed_backwards', `the document is dated ${date}, before the newest snapshot ${newestOf(state.current).date}; nothing changed`);
    else if (next.skewed.includes(name))
      refuse(i, 'feed_skewed', `the document is dated ${date}, after ${roundDate}, the date of the other sources' documents; refused this round`);
    else {
      st.ok = true;
      st.error = undefined;
      st.quoteDate = date;
      st.captureMs = capturedAt;
    }
  }
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
