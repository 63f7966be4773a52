import type { Dataset } from '../../types.js';
import { fileVersion, type Refuse } from './fetchSources.js';
import type { LiveState, RoundConfig } from './liveState.js';
import type { Contribution, NextSnapshot } from './nextSnapshot.js';

/**
 * Judges each contributing source by the next snapshot: one whose document could not be converted,
 * went backwards or is dated ahead of the round's date is refused; the others are `ok` with their
 * document's date and capture time.
 *
 * @param state - The live dataset's state (its sources changed in place).
 * @param config - The round settings.
 * @param contributions - The documents the round used, by source name.
 * @param next - The next snapshot built from them.
 * @param refuse - How a source is refused.
 */
export function sourceVerdicts(state: LiveState, config: RoundConfig, contributions: readonly Contribution[], next: NextSnapshot, refuse: Refuse): void {
  const newestOf = (ds: Dataset) => ds.snapshots[ds.snapshots.length - 1]!;
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
}
