import { afterEach, describe, expect, it } from 'vitest';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/index.js';
import type { LiveDataset, LiveDatasetOptions, LiveError } from '../../src/live/index.js';
import type { Dataset } from '../../src/types.js';
import { embeddedWithout, manualTimers, realUsd, settle } from './helpers.js';

// A round aborted by stop() or by its deadline changes nothing after the abort: no swap, no status,
// no report. The two windows where an abort can land are the fetches (asynchronous) and the work
// between the fetches and the swap (synchronous, where only an observer called by the round can
// stop it); each has its own check in the round, and each test below fails without it.
const NOW = new Date('2026-09-29T12:00:00Z');
const ROUND_TIMEOUT_MS = 1000;
const TIMEOUT_MS = 10_000; // above the round's deadline, so the deadline is what ends the round
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A fetch that answers the real 2026-09-29 document, ignoring its abort signal, once `open` is called. */
function gatedFetch() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let called!: () => void;
  const started = new Promise<void>((resolve) => (called = resolve));
  const fetch: typeof globalThis.fetch = async () => {
    called();
    await gate;
    return new Response(new Uint8Array(realUsd('2026-09-29')), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, started, open };
}

/** A live dataset one snapshot behind the real document, with manual timers and every observer recorded. */
function liveWith(options: Partial<LiveDatasetOptions>) {
  const clock = manualTimers(NOW);
  const seen = { errors: [] as LiveError[], warnings: [] as LiveError[], updates: [] as Dataset[] };
  const initial = embeddedWithout(1);
  const live: LiveDataset = createLiveDataset({
    initial,
    sources: [fawazahmed0()],
    intervalSeconds: 0,
    retries: 0,
    timeoutMs: TIMEOUT_MS,
    roundTimeoutMs: ROUND_TIMEOUT_MS,
    now: clock.now,
    timers: clock.timers,
    onError: (e) => seen.errors.push(e),
    onWarning: (w) => seen.warnings.push(w),
    onUpdate: (ds) => seen.updates.push(ds),
    ...options,
  });
  cleanups.push(() => live.stop());
  return { live, clock, seen, initial };
}

describe('a round aborted while its fetches run', () => {
  for (const by of ['stop()', 'its deadline'] as const) {
    it(`by ${by}: the answers that come after change nothing (no swap, no source status, no report after it)`, async () => {
      const feed = gatedFetch();
      const { live, clock, seen, initial } = liveWith({ fetch: feed.fetch });
      const round = live.refresh();
      await feed.started;
      if (by === 'stop()') await live.stop();
      else clock.advance(ROUND_TIMEOUT_MS);
      await round;
      // The deadline abandons a fetch still open: that source is feed_timeout (told once); stop() is no failure.
      const reported = by === 'stop()' ? [] : ['round_timeout', 'feed_timeout'];
      expect(seen.errors.map((e) => e.code)).toEqual(reported);
      feed.open();
      await settle();
      await settle();
      expect(live.dataset()).toBe(initial);
      expect(seen.updates).toEqual([]);
      expect(seen.warnings).toEqual([]);
      expect(seen.errors.map((e) => e.code)).toEqual(reported);
      const status = live.status();
      expect(status.last_success).toBeNull();
      expect(status.sources[0]).toMatchObject({ ok: false, quote_date: null });
      expect(status.sources[0]!.error?.code).toBe(by === 'stop()' ? undefined : 'feed_timeout');
      expect(status.withheld).toMatchObject({ date: null, count: 0 });
    });
  }
});

describe('a round aborted after its fetches, before its swap', () => {
  // The round tells its warnings before it validates and swaps: an observer that stops the live
  // dataset, or a clock that passes the deadline meanwhile, is the one way to abort it there.
  for (const by of ['stop()', 'its deadline'] as const) {
    it(`by ${by}: does not swap in the dataset it built`, async () => {
      const document = realUsd('2026-09-29');
      const fetch: typeof globalThis.fetch = async () =>
        new Response(new Uint8Array(document), { status: 200, headers: { 'content-type': 'application/json' } });
      let abort = () => {};
      let stopping: Promise<void> | undefined;
      const { live, clock, seen, initial } = liveWith({
        fetch,
        onWarning: (w) => {
          seen.warnings.push(w);
          abort();
        },
      });
      abort = () => {
        abort = () => {};
        if (by === 'stop()') stopping = live.stop();
        else clock.advance(ROUND_TIMEOUT_MS);
      };
      await live.refresh();
      await stopping;
      // The round did reach its warnings (the real document quotes withdrawn currencies) ...
      expect(seen.warnings.length).toBeGreaterThan(0);
      // ... and served nothing after the abort.
      expect(live.dataset()).toBe(initial);
      expect(seen.updates).toEqual([]);
      expect(live.status().withheld).toMatchObject({ date: null, count: 0 });
      expect(seen.errors.map((e) => e.code)).toEqual(by === 'stop()' ? [] : ['round_timeout']);
    });
  }

  it('the same round, not aborted, swaps the dataset in (the tests above would pass for a round that never swaps)', async () => {
    const fetch: typeof globalThis.fetch = async () =>
      new Response(new Uint8Array(realUsd('2026-09-29')), { status: 200, headers: { 'content-type': 'application/json' } });
    const { live, seen, initial } = liveWith({ fetch });
    await live.refresh();
    expect(live.dataset()).not.toBe(initial);
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    expect(seen.updates).toHaveLength(1);
  });
});
