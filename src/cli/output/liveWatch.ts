import type { HandlerObserver } from '../../http/observer.js';
import type { LiveDataset, LiveError } from '../../live/types.js';
import type { Logger } from './logger.js';

/** What `watchLive` returns: hooks for the live dataset's observers, and `stop()`. */
export interface LiveWatch {
  /** To call from `onUpdate`: the round in progress swapped a dataset in. */
  updated(): void;
  /** To call from `onError`: a round-level failure ends the round as failed. */
  failed(error: LiveError): void;
  /** Stops watching. */
  stop(): void;
}

// The errors that end a whole round; a feed's own failure is one source of several.
const ROUND_FAILURES = new Set(['round_timeout', 'invalid_dataset']);

/**
 * Watches a live dataset's `status()` once a second for what its observers do not say: a round that
 * ended unchanged, a source or a store that answers again after failing (one `recovered` line each),
 * and the round outcomes and durations for the metrics. The timer does not keep the process alive.
 *
 * @param live - The live dataset.
 * @param log - Where the recovery lines go.
 * @param observer - The metrics observer, once there is one.
 * @returns The hooks and `stop()`.
 * @example
 * const watch = watchLive(live, log, () => metrics);
 */
export function watchLive(live: LiveDataset, log: Logger, observer: () => HandlerObserver | undefined): LiveWatch {
  let lastSuccess = live.status().last_success;
  let updated = false;
  let failing = false;
  // A source has failed when a round said why; before its first round it is not ok either, and has not failed.
  const failed = (source: { ok: boolean; error?: unknown }) => !source.ok && source.error !== undefined;
  const sources = new Map(live.status().sources.map((s) => [s.name, failed(s)]));
  let storeOk = live.status().store?.ok ?? true;
  const round = (outcome: 'updated' | 'unchanged' | 'failed', durationMs: number) => {
    try {
      observer()?.round?.({ outcome, durationMs: Math.max(0, durationMs) });
    } catch {
      // Counting must not break the watch.
    }
  };
  const timer = setInterval(() => {
    const status = live.status();
    for (const source of status.sources) {
      if (sources.get(source.name) === true && source.ok) log.log('info', 'source_recovered', `live: ${source.name} answers again`, { source: source.name });
      sources.set(source.name, failed(source));
    }
    const nowOk = status.store?.ok ?? true;
    if (nowOk !== storeOk) {
      try {
        observer()?.storeOutage?.({ store: 'dataset', phase: nowOk ? 'ended' : 'started' });
      } catch {
        // As above.
      }
      if (nowOk) log.log('info', 'store_recovered', 'live: the dataset store answers again', { store: 'dataset' });
      storeOk = nowOk;
    }
    if (status.last_success !== null && status.last_success !== lastSuccess) {
      lastSuccess = status.last_success;
      const started = status.last_attempt === null ? Number.NaN : Date.parse(status.last_attempt);
      round(updated ? 'updated' : 'unchanged', Date.parse(status.last_success) - (Number.isNaN(started) ? Date.parse(status.last_success) : started));
      if (failing) log.log('info', 'recovered', 'live: rounds succeed again', {});
      updated = false;
      failing = false;
    }
  }, 1000);
  (timer as unknown as { unref?(): void }).unref?.();
  return {
    updated: () => void (updated = true),
    failed(error) {
      // Heard at once, so a recovery within the same second of polling is still one.
      if (error.source !== undefined && error.code !== 'feed_backwards') sources.set(error.source, true);
      if (!ROUND_FAILURES.has(error.code)) {
        failing = true;
        return;
      }
      failing = true;
      const attempt = live.status().last_attempt;
      round('failed', attempt === null ? 0 : Date.now() - Date.parse(attempt));
    },
    stop: () => clearInterval(timer),
  };
}
