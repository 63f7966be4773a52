import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDataset, LiveError } from '../../src/live/types.js';
import { redisDatasetStore } from '../../src/redis/index.js';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import { embeddedBefore, feedServer, manualTimers, realUsd, send, settle } from '../live/helpers.js';
import { CLIENTS, connectClient, type ClientKind } from './clients.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

// A live dataset whose Redis freezes (SIGSTOP) or stops taking writes (CLIENT PAUSE WRITE) at a
// chosen store call. Every store call is bounded by timeoutMs (300 ms here), so the round settles
// with store_error, fetches upstream itself, and stop() settles: the bounds are counts and
// timeoutMs, never the wall clock.
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
const NOW = new Date('2026-09-29T12:00:00Z');
const TIMEOUT_MS = 300;
let server: RedisServer;
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(() => server?.stop());
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  server.resume();
  while (cleanups.length) await cleanups.pop()!();
});

type Call = 'read' | 'write' | 'acquire';

/** The store, with `fault` inflicted just before the call `at` goes to Redis. */
function faulty(store: Required<DatasetStore>, at: Call, fault: () => Promise<void>): Required<Omit<DatasetStore, 'watch' | 'readRecord' | 'writeRecord'>> {
  let armed = true;
  const before = async (call: Call) => {
    if (call === at && armed) {
      armed = false;
      await fault();
    }
  };
  return {
    read: async () => (await before('read'), store.read()),
    readChanged: async (known) => (await before('read'), store.readChanged(known)),
    write: async (text, version) => (await before('write'), store.write(text, version)),
    acquire: async (owner, ttl) => (await before('acquire'), store.acquire(owner, ttl)),
    release: (owner) => store.release(owner),
  };
}

async function setUp(kind: ClientKind, key: string, at: Call, fault: 'freeze' | 'pause') {
  const upstream = await feedServer((_path, res) => send(res, realUsd('2026-09-29')));
  cleanups.push(upstream.close);
  const redis = await connectClient(kind, server.url);
  const admin = await connectClient(kind, server.url);
  cleanups.push(
    () => redis.close(),
    () => admin.close(),
  );
  await admin.send(['DEL', key, `${key}:lease`]);
  const inflict = fault === 'freeze' ? async () => server.pause() : async () => void (await admin.send(['CLIENT', 'PAUSE', '5000', 'WRITE']));
  cleanups.push(async () => void (await admin.send(['CLIENT', 'UNPAUSE']).catch(() => undefined)));
  const errors: LiveError[] = [];
  const live = createLiveDataset({
    initial: INITIAL,
    sources: [fawazahmed0({ url: `${upstream.url}/usd.min.json` })],
    intervalSeconds: 0,
    retries: 0,
    timeoutMs: TIMEOUT_MS,
    store: faulty(redisDatasetStore(redis.client, { key }), at, inflict),
    now: () => NOW,
    onError: (e) => errors.push(e),
  });
  return { live, errors, upstream };
}

/** Resolves 'settled' when `promise` settles within `bound` ms, 'pending' otherwise. */
const within = (promise: Promise<unknown>, bound: number) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), bound))]);

for (const kind of CLIENTS) {
  for (const fault of ['freeze', 'pause'] as const) {
    for (const at of ['read', 'acquire', 'write'] as const) {
      it(`${kind}: a Redis ${fault === 'freeze' ? 'frozen (SIGSTOP)' : 'under CLIENT PAUSE WRITE'} at the ${at}: the round settles with store_error, fetches upstream, and stop() settles`, async () => {
        const { live, errors, upstream } = await setUp(kind, `frozen:${kind}:${fault}:${at}`, at, fault);
        // Each store call costs at most timeoutMs; a round makes at most three (read, acquire, write).
        expect(await within(live.refresh(), 20 * TIMEOUT_MS)).toBe('settled');
        expect(errors.map((e) => e.code)).toContain('store_error');
        expect(upstream.requests).toHaveLength(1);
        expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
        // Still frozen or paused: the next round settles too, and stop() within its bound.
        expect(await within(live.refresh(), 20 * TIMEOUT_MS)).toBe('settled');
        expect(await within(live.stop(), 5 * TIMEOUT_MS)).toBe('settled');
      });
    }
  }
}

describe('rounds on a timer, facing a store that never answers', () => {
  it('sets the next round when a round starts, and ends a round at its deadline', async () => {
    const clock = manualTimers(NOW);
    const never = new Promise<never>(() => {});
    const store: DatasetStore = { read: () => never, write: () => never };
    const errors: LiveError[] = [];
    const live: LiveDataset = createLiveDataset({
      initial: INITIAL,
      sources: [fawazahmed0({ url: 'http://127.0.0.1:9/usd.min.json' })],
      intervalSeconds: 60,
      timeoutMs: 1000,
      roundTimeoutMs: 5000,
      store,
      fetch: () => never,
      now: clock.now,
      timers: clock.timers,
      onError: (e) => errors.push(e),
    });
    clock.advance(0); // the first round starts; its read hangs
    expect(
      clock
        .pending()
        .map((t) => t.ms)
        .sort((a, b) => a - b),
    ).toEqual([1000, 5000, 60_000]); // the read's bound, the deadline, the next round
    clock.advance(1000); // the read gives up: store_error, and the round fetches upstream itself (which hangs too)
    await settle();
    expect(errors.map((e) => e.code)).toEqual(['store_error']);
    clock.advance(4000); // the deadline
    await settle();
    // The upstream fetch the deadline abandoned is a hung feed too (feed_timeout, issue 30).
    expect(errors.map((e) => e.code)).toEqual(['store_error', 'round_timeout', 'feed_timeout']);
    expect(live.status().last_attempt).toBe(NOW.toISOString());
    clock.advance(55_000); // the next round starts on time, although the store still never answers
    expect(live.status().last_attempt).toBe(new Date(NOW.getTime() + 60_000).toISOString());
    await live.stop();
  });
});
