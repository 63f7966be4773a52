import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveDataset } from '../../src/live/types.js';
import { createLogger } from '../../src/cli/output/logger.js';
import { watchLive } from '../../src/cli/output/liveWatch.js';

type Source = { name: string; ok: boolean; error?: { code: string; message: string } };

/** A live dataset whose status is whatever the test sets: only `status()` is read by the watch. */
function fakeLive(sources: Source[]): { live: LiveDataset; set(next: Source[]): void } {
  let current = sources;
  const live = {
    status: () => ({ sources: current, last_success: null, last_attempt: null }),
  } as unknown as LiveDataset;
  return { live, set: (next) => void (current = next) };
}

describe('watchLive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs source_recovered only after a failure, not after the first round of a source that never failed', () => {
    const lines: string[] = [];
    const log = createLogger(
      'json',
      (line) => lines.push(line),
      (line) => lines.push(line),
    );
    // Before the first round every source is not ok, with no error.
    const { live, set } = fakeLive([{ name: 'ecb', ok: false }]);
    const watch = watchLive(live, log, () => undefined);
    set([{ name: 'ecb', ok: true }]);
    vi.advanceTimersByTime(1000);
    expect(lines.filter((l) => l.includes('source_recovered'))).toEqual([]);
    set([{ name: 'ecb', ok: false, error: { code: 'feed_http_status', message: '503' } }]);
    vi.advanceTimersByTime(1000);
    set([{ name: 'ecb', ok: true }]);
    vi.advanceTimersByTime(1000);
    expect(lines.filter((l) => l.includes('source_recovered'))).toHaveLength(1);
    watch.stop();
  });

  it('logs source_recovered for a failure told through failed() and mended before the next look at the status', () => {
    const lines: string[] = [];
    const log = createLogger(
      'json',
      (line) => lines.push(line),
      (line) => lines.push(line),
    );
    const { live, set } = fakeLive([{ name: 'ecb', ok: false }]);
    const watch = watchLive(live, log, () => undefined);
    watch.failed({ code: 'feed_http_status', message: 'ecb: 500', source: 'ecb' });
    set([{ name: 'ecb', ok: true }]);
    vi.advanceTimersByTime(1000);
    expect(lines.filter((l) => l.includes('source_recovered'))).toHaveLength(1);
    watch.stop();
  });
});
