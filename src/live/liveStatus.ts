import { datasetFreshness, type PublishingCalendar } from '../calendar/index.js';
import type { LiveState, RoundConfig } from './round/liveState.js';
import type { LiveStatus } from './types.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Describes a live dataset's state for `status()`: its freshness, its rounds, each source and the store.
 *
 * @param state - The live dataset's state.
 * @param round - Its round settings (sources and store).
 * @param calendars - The sources' publishing calendars, in their order; undefined for the dataset's own (a follower without sources).
 * @param intervalMs - The round interval.
 * @param at - The present.
 * @param nextAttempt - When the next round starts; null when none is set (or the dataset is stopped).
 * @returns A copy of the status, safe to keep.
 */
export function liveStatus(
  state: LiveState,
  round: RoundConfig,
  calendars: readonly PublishingCalendar[] | undefined,
  intervalMs: number,
  at: Date,
  nextAttempt: number | null,
): LiveStatus {
  const newestMs = Date.parse(state.current.snapshots[state.current.snapshots.length - 1]!.updatedAt);
  const freshness = datasetFreshness(state.current, at, calendars, intervalMs);
  return {
    ...freshness,
    last_attempt: iso(state.lastAttempt),
    last_success: iso(state.lastSuccess),
    next_attempt: iso(nextAttempt),
    sources: round.sources.map((source, i) => {
      const st = state.sources[i]!;
      return {
        name: source.name,
        ok: st.ok,
        quote_date: st.quoteDate,
        missed_publications: source.calendar.missed(st.captureMs ?? newestMs, at.getTime(), intervalMs),
        ...(st.error ? { error: { ...st.error } } : {}),
      };
    }),
    withheld: { ...state.withheld, rules: { ...state.withheld.rules } },
    warnings: [...state.warnings],
    ...(round.store ? { store: { ok: state.store.ok, ...(state.store.error ? { error: { ...state.store.error } } : {}) } } : {}),
  };
}
