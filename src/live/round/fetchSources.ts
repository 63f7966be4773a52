import { futureReason } from '../../dataset/futureReason.js';
import type { DatasetFile } from '../../dataset/schema.js';
import { fetchSource, type FetchSourceContext } from '../fetch/fetchSource.js';
import { LiveFault, messageOf, redact } from '../fetch/liveFault.js';
import type { LiveState, RoundConfig } from './liveState.js';

/** The abort reason of a round its deadline abandoned (`roundTimeoutMs`), as against one `stop()` ended. */
export const ROUND_DEADLINE = Symbol('round deadline');

/** What one source's fetch came to: a document, or why there is none. */
export type SourceOutcome = { file: DatasetFile } | { fault: LiveFault };

/** Turns a source `ok: false` with an error, reported (a timeout told while its fetch was open, once). */
export type Refuse = (i: number, code: LiveFault['code'], message: string) => void;

/** The date and capture time of a document's newest snapshot. */
export function fileVersion(file: DatasetFile): { date: string; capturedAt: number } {
  const newest = file.snapshots[file.snapshots.length - 1]!;
  return { date: newest.date, capturedAt: Date.parse(newest.updated_at) };
}

/**
 * Fetches every source concurrently and refuses documents from the future. A hung feed is
 * unhealthy at once: a request past `timeoutMs` (retries may follow), or a fetch still open when the
 * round's deadline abandons it, turns its source `ok: false` with `feed_timeout` then, reported once,
 * not only when (if ever) the round settles.
 *
 * @param state - The live dataset's state.
 * @param config - The round settings.
 * @param signal - The round's signal.
 * @returns Each source's outcome, in the sources' order, and the refusal that remembers the timeouts told.
 */
export async function fetchSources(state: LiveState, config: RoundConfig, signal: AbortSignal): Promise<{ outcomes: SourceOutcome[]; refuse: Refuse }> {
  const timedOut = new Set<number>();
  const refuse: Refuse = (i, code, message) => {
    const source = config.sources[i]!;
    const st = state.sources[i]!;
    st.ok = false;
    st.error = { code, message: redact(`${source.name}: ${message}`, source.secrets) };
    // A timeout told while the fetch was open is not told again when it ends the same way.
    if (!(code === 'feed_timeout' && timedOut.has(i))) config.report({ ...st.error, source: source.name });
  };
  const context: FetchSourceContext = { ...config, signal, metadata: state.current };
  const open = new Set(config.sources.map((_, i) => i));
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
          (file): SourceOutcome => {
            const future = futureReason(fileVersion(file), config.now());
            return future ? { fault: new LiveFault('feed_future', `the document is refused: ${future}`) } : { file };
          },
          (error: unknown): { fault: LiveFault } => ({ fault: error instanceof LiveFault ? error : new LiveFault('invalid_feed', messageOf(error)) }),
        ),
    ),
  );
  signal.removeEventListener('abort', abandoned);
  return { outcomes, refuse };
}
