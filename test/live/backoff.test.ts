import { afterEach, describe, expect, it } from 'vitest';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/index.js';
import type { LiveTimers } from '../../src/live/index.js';
import { embeddedWithout } from './helpers.js';

// The retry backoff of a source: exponential with full jitter, `retryDelayMs × 2^attempt × random()`,
// so the waits double from one retry to the next and never reach `retryDelayMs × 2^attempt`.
const NOW = new Date('2026-09-29T12:00:00Z');
const TIMEOUT_MS = 2000;
const ROUND_TIMEOUT_MS = 50_000;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Timers that record every wait but the request's and the round's bounds, and end it at once. */
function recordingTimers() {
  const waits: number[] = [];
  const timers: LiveTimers = {
    setTimeout(callback, ms) {
      if (ms === TIMEOUT_MS || ms === ROUND_TIMEOUT_MS) return setTimeout(callback, ms);
      waits.push(ms);
      return setTimeout(callback, 0);
    },
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  };
  return { timers, waits };
}

/** One round against a feed that always answers 503 (retryable, no Retry-After): the waits between its attempts. */
async function backoff(retryDelayMs: number, random: () => number) {
  let requests = 0;
  const fetch: typeof globalThis.fetch = async () => {
    requests++;
    return new Response('unavailable', { status: 503, headers: { 'content-type': 'text/plain' } });
  };
  const { timers, waits } = recordingTimers();
  const live = createLiveDataset({
    initial: embeddedWithout(1),
    sources: [fawazahmed0()],
    intervalSeconds: 0,
    retries: 2,
    retryDelayMs,
    random,
    fetch,
    timers,
    timeoutMs: TIMEOUT_MS,
    roundTimeoutMs: ROUND_TIMEOUT_MS,
    now: () => NOW,
  });
  cleanups.push(() => live.stop());
  await live.refresh();
  expect(live.status().sources[0]!.error?.code).toBe('feed_http_status');
  // Three attempts (the first and two retries), each trying the source's URL and its fallback.
  expect(requests).toBe(3 * fawazahmed0().urls.length);
  return waits;
}

describe('the retry backoff', () => {
  it('doubles from one retry to the next: retryDelayMs × 2^attempt × random()', async () => {
    expect(await backoff(100, () => 0.5)).toEqual([50, 100]);
    expect(await backoff(300, () => 0.25)).toEqual([75, 150]);
  });

  it('draws a new jitter for every retry (full jitter: anywhere from 0 to the exponential bound)', async () => {
    const draws = [0.9, 0.1];
    let i = 0;
    // The lease owner id may draw too when crypto.randomUUID is missing: only the jitter's draws are scripted.
    const waits = await backoff(100, () => draws[i++ % draws.length]!);
    expect(waits).toEqual([90, 20]);
    expect(await backoff(1000, () => 0)).toEqual([0, 0]);
  });

  it('stays below retryDelayMs × 2^attempt, so a round waits less than 3 × retryDelayMs in all', async () => {
    const almostOne = 1 - 2 ** -53;
    for (const retryDelayMs of [1, 100, 1000]) {
      const waits = await backoff(retryDelayMs, () => almostOne);
      expect(waits).toHaveLength(2);
      expect(waits[0]).toBeLessThan(retryDelayMs);
      expect(waits[1]).toBeLessThan(2 * retryDelayMs);
      expect(waits[1]).toBeGreaterThan(1.99 * retryDelayMs);
      expect(waits[0]! + waits[1]!).toBeLessThan(3 * retryDelayMs);
    }
  });
});
