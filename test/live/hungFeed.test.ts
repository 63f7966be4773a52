import { afterEach, describe, expect, it } from 'vitest';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/index.js';
import type { LiveError } from '../../src/live/types.js';
import { embeddedWithout, feedServer, manualTimers, realUsd, send, settle } from './helpers.js';

// A loopback feed that answers the real document until told to hang: then it accepts every
// request and never answers. Time is the test's (manual timers): no assertion depends on wall time.
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function hungFeed(options: { timeoutMs?: number; roundTimeoutMs?: number; intervalSeconds?: number }) {
  let hang = false;
  const server = await feedServer((_p, res) => (hang ? undefined : send(res, realUsd('2026-09-29'))));
  cleanups.push(server.close);
  const clock = manualTimers(new Date('2026-09-29T12:00:00Z'));
  const errors: LiveError[] = [];
  const live = createLiveDataset({
    initial: embeddedWithout(1),
    sources: [fawazahmed0({ url: `${server.url}/usd.min.json`, fallbacks: [] })],
    intervalSeconds: 0,
    random: () => 0,
    timers: clock.timers,
    now: clock.now,
    onError: (e) => errors.push(e),
    ...options,
  });
  cleanups.push(() => live.stop());
  const requested = async (n: number) => {
    while (server.requests.length < n) await settle();
  };
  // The good round first: the source is healthy.
  const first = live.refresh();
  await requested(1);
  await first;
  expect(live.status().sources[0]).toMatchObject({ ok: true });
  return { live, clock, errors, server, requested, hang: () => (hang = true) };
}

const source = (live: { status(): { sources: readonly { ok: boolean; error?: { code: string } }[] } }) => live.status().sources[0]!;

describe('a hung feed is unhealthy at once', () => {
  it('as at --every 30 (timeout 10 s, round 20 s): ok flips to false with feed_timeout when the request times out, not when the round ends', async () => {
    const { live, clock, errors, requested, hang } = await hungFeed({ timeoutMs: 10_000, roundTimeoutMs: 20_000 });
    hang();
    const round = live.refresh();
    await requested(2);
    clock.advance(9_999);
    await settle();
    expect(source(live).ok).toBe(true);
    clock.advance(1);
    await settle();
    // The request's timeout: the round still runs (it retries), the source is already unhealthy.
    expect(source(live)).toMatchObject({ ok: false, error: { code: 'feed_timeout' } });
    expect(errors.map((e) => e.code)).toEqual(['feed_timeout']);
    // The retries hang too (the backoff is 0 with random() 0); the deadline abandons the round; feed_timeout is told once.
    clock.advance(0);
    await requested(3);
    clock.advance(10_000);
    await round;
    expect(source(live)).toMatchObject({ ok: false, error: { code: 'feed_timeout' } });
    expect(errors.map((e) => e.code)).toEqual(['feed_timeout', 'round_timeout']);
  });

  it('with the defaults of an hourly interval (round 60 s), it flips at the request timeout too', async () => {
    const { live, clock, errors, requested, hang } = await hungFeed({ intervalSeconds: 0 });
    hang();
    void live.refresh();
    await requested(2);
    clock.advance(10_000);
    await settle();
    expect(source(live)).toMatchObject({ ok: false, error: { code: 'feed_timeout' } });
    expect(errors[0]).toMatchObject({ code: 'feed_timeout', source: 'fawazahmed0' });
  });

  it('a fetch still open when the round deadline comes first is feed_timeout too; stop() is no timeout', async () => {
    const { live, clock, errors, requested, hang } = await hungFeed({ timeoutMs: 10_000, roundTimeoutMs: 10_000 });
    hang();
    const round = live.refresh();
    await requested(2);
    clock.advance(10_000);
    await round;
    expect(source(live)).toMatchObject({ ok: false, error: { code: 'feed_timeout' } });
    expect(errors.map((e) => e.code)).toEqual(['round_timeout', 'feed_timeout']);

    const other = await hungFeed({ timeoutMs: 10_000 });
    other.hang();
    void other.live.refresh();
    await other.requested(2);
    await other.live.stop();
    expect(source(other.live).ok).toBe(true);
    expect(other.errors).toEqual([]);
  });
});
