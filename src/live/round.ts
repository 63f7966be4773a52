import { loadDataset } from '../dataset/loadDataset.js';
import type { Dataset } from '../types.js';
import { datasetFile } from './datasetFile.js';
import { fetchSource, type FetchSourceContext } from './fetchSource.js';
import type { LiveState, RoundConfig } from './liveState.js';
import { LiveFault, messageOf, redact } from './liveFault.js';
import { nextSnapshot, type Contribution } from './nextSnapshot.js';

const MAX_WARNINGS = 50;
const newestOf = (ds: Dataset) => ds.snapshots[ds.snapshots.length - 1]!;
const isNewer = (a: Dataset, b: Dataset) => {
  const x = newestOf(a);
  const y = newestOf(b);
  return x.date > y.date || (x.date === y.date && x.updatedAt > y.updatedAt);
};

/**
 * One round: adopt a newer dataset from the store; take the store's lease (when it has one) or leave
 * the fetching to its holder; fetch every source concurrently; build the next snapshot; validate;
 * swap; write the store. Every failure is reported and leaves the served dataset as it was.
 *
 * @param state - The live dataset's state (changed in place).
 * @param config - Sources, store, bounds, observers.
 * @param signal - Aborted by `stop()`: nothing is swapped or written after that.
 * @example
 * await runRound(state, config, controller.signal);
 */
export async function runRound(state: LiveState, config: RoundConfig, signal: AbortSignal): Promise<void> {
  state.lastAttempt = config.now().getTime();
  const { store } = config;
  if (store) await adoptStored(state, config);
  if (store?.acquire && !signal.aborted) {
    let held = true;
    try {
      held = await store.acquire(config.owner, config.leaseMs);
    } catch (error) {
      // Without the lease service, fetching ourselves keeps the data current; at worst a few instances fetch.
      config.report({ code: 'store_error', message: `the store's lease failed (${messageOf(error)}); fetching anyway` });
    }
    if (!held) return;
  }
  const context: FetchSourceContext = { ...config, signal, metadata: state.current };
  const outcomes = await Promise.all(
    config.sources.map((source, i) =>
      fetchSource(source, state.sources[i]!.cache, context).then(
        (file) => ({ file }),
        (error: unknown) => ({ fault: error instanceof LiveFault ? error : new LiveFault('invalid_feed', messageOf(error)) }),
      ),
    ),
  );
  if (signal.aborted) return;

  const contributions: Contribution[] = [];
  outcomes.forEach((outcome, i) => {
    const source = config.sources[i]!;
    const st = state.sources[i]!;
    if ('fault' in outcome) {
      st.ok = false;
      st.error = { code: outcome.fault.code, message: redact(`${source.name}: ${outcome.fault.message}`, source.secrets) };
      config.report({ ...st.error, source: source.name });
      return;
    }
    contributions.push({ source: source.name, file: outcome.file });
  });
  const next = nextSnapshot(state.current, contributions, config);
  for (const { source: name, file } of contributions) {
    const i = config.sources.findIndex((s) => s.name === name);
    const st = state.sources[i]!;
    const newest = file.snapshots[file.snapshots.length - 1]!;
    const unconverted = next.warnings.find((w) => w.code === 'not_repivoted' && w.source === name);
    if (next.backwards.includes(name) || unconverted) {
      st.ok = false;
      st.error = unconverted
        ? { code: unconverted.code, message: `${name}: ${unconverted.message}` }
        : { code: 'feed_backwards', message: `${name}: the document is dated ${newest.date}, before the newest snapshot ${newestOf(state.current).date}; nothing changed` };
      config.report({ ...st.error, source: name });
      continue;
    }
    st.ok = true;
    st.error = undefined;
    st.quoteDate = newest.date;
    st.captureMs = Date.parse(newest.updated_at);
  }
  if (state.sources.some((st) => st.ok)) state.lastSuccess = config.now().getTime();
  // Warnings come with a new snapshot; an unchanged document would only repeat them every round.
  if (!next.row) return;
  for (const warning of next.warnings) if (warning.code !== 'not_repivoted') config.report(warning);

  const file = datasetFile(state.current);
  if (file.snapshots[file.snapshots.length - 1]!.date === next.row.date) file.snapshots.pop();
  file.snapshots.push(next.row);
  let dataset: Dataset;
  try {
    dataset = loadDataset(file);
  } catch (error) {
    config.report({ code: 'invalid_dataset', message: `the round's dataset failed validation and was not served: ${messageOf(error)}` });
    return;
  }
  if (signal.aborted) return;
  state.warnings = next.warnings.slice(0, MAX_WARNINGS);
  config.swap(dataset);
  if (!store) return;
  const text = JSON.stringify(file);
  try {
    await store.write(text);
    state.storeText = text;
  } catch (error) {
    config.report({ code: 'store_error', message: `the store refused the new dataset (${messageOf(error)})` });
  }
}

/** Serves the store's dataset when it is valid and newer than the current one (another instance's, or ours before a restart). */
async function adoptStored(state: LiveState, config: RoundConfig): Promise<void> {
  let text: string | undefined;
  try {
    text = await config.store!.read();
  } catch (error) {
    config.report({ code: 'store_error', message: `the store could not be read (${messageOf(error)})` });
    return;
  }
  if (text === undefined || text === state.storeText) return;
  state.storeText = text;
  let stored: Dataset;
  try {
    stored = loadDataset(text);
  } catch (error) {
    config.report({ code: 'store_invalid', message: `the stored dataset is invalid and was ignored: ${messageOf(error)}` });
    return;
  }
  if (isNewer(stored, state.current)) config.swap(stored);
}
