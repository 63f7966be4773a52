import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveError } from '../../src/live/types.js';
import { fileDatasetStore } from '../../src/node/fileDatasetStore.js';
import { redisDatasetStore } from '../../src/redis/index.js';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import type { Dataset } from '../../src/types.js';
import { connectClient, type TestClient } from '../redis/clients.js';
import { startRedisServer, type RedisServer } from '../redis/redisServer.js';
import { embeddedBefore, feedServer, realUsd, send } from './helpers.js';

// Live rounds under the build's curation, on the real 2026-09-29 fawazahmed0 document. The walk and
// the devaluation change one rate of that real document per round (an attack and a simulated move:
// test input, never data), each round dated one day later.
const REAL = JSON.parse(realUsd('2026-09-29').toString('utf8')) as { date: string; usd: Record<string, number> };
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const dayAfter = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A feed whose document the test sets per round, and a live dataset on it (clock at the document's noon). */
async function liveOn(initial: Dataset, store?: DatasetStore) {
  const feed = { body: JSON.stringify(REAL) };
  const upstream = await feedServer((_p, res) => send(res, feed.body));
  cleanups.push(upstream.close);
  const errors: LiveError[] = [];
  const warnings: LiveError[] = [];
  let now = new Date('2026-09-29T12:00:00Z');
  const live = createLiveDataset({
    initial,
    sources: [fawazahmed0({ url: `${upstream.url}/usd.min.json` })],
    intervalSeconds: 0,
    retries: 0,
    now: () => now,
    onError: (e) => errors.push(e),
    onWarning: (w) => warnings.push(w),
    ...(store ? { store } : {}),
  });
  cleanups.push(() => live.stop());
  const round = async (date: string, usd: Record<string, number>) => {
    feed.body = JSON.stringify({ date, usd });
    now = new Date(`${date}T12:00:00Z`);
    await live.refresh();
  };
  return { live, errors, warnings, round };
}

const rateOf = (ds: Dataset, code: string) => ds.snapshots.at(-1)!.values[ds.columns.get(code)!]!;

describe('live rounds under the curation', () => {
  it('refuses a walk of ×2.9 per round: EUR moves one step in 7 rounds, never ×1,700', async () => {
    const { live, errors, warnings, round } = await liveOn(embeddedBefore('2026-09-29'));
    const start = REAL.usd.eur!;
    for (let n = 0; n < 7; n++) await round(dayAfter('2026-09-29', n), { ...REAL.usd, eur: start * 2.9 ** (n + 1) });
    const ds = live.dataset();
    expect(ds.snapshots.at(-1)!.date).toBe(dayAfter('2026-09-29', 6));
    // The first step is under ×3 and served; every later one is withheld (null), since the reference
    // is the median of the last five accepted quotes, which the one served step does not move.
    const eur = ds.snapshots.slice(-7).map((s) => s.values[ds.columns.get('EUR')!]!);
    expect(eur[0]).toBe(start * 2.9);
    expect(eur.slice(1).every((v) => Number.isNaN(v))).toBe(true);
    expect(rateOf(ds, 'JPY')).toBe(REAL.usd.jpy);
    expect(live.status().withheld.rules.jump).toContain('EUR');
    // Withheld values are warnings: onWarning hears each round's, onError nothing.
    expect(warnings.filter((e) => e.code === 'jump_withheld')).toHaveLength(6);
    expect(warnings.some((e) => e.code === 'level_change')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('accepts a real ×5 move held for three publications as a level change, and never drops the code for good', async () => {
    const { live, warnings, round } = await liveOn(embeddedBefore('2026-09-29'));
    const level = REAL.usd.ars! * 5;
    await round('2026-09-29', { ...REAL.usd, ars: level });
    expect(Number.isNaN(rateOf(live.dataset(), 'ARS'))).toBe(true);
    await round('2026-09-30', { ...REAL.usd, ars: level * 1.02 });
    expect(Number.isNaN(rateOf(live.dataset(), 'ARS'))).toBe(true);
    await round('2026-10-01', { ...REAL.usd, ars: level * 0.99 });
    expect(rateOf(live.dataset(), 'ARS')).toBe(level * 0.99);
    expect(warnings.filter((e) => e.code === 'level_change').map((e) => e.message.split(' ')[0])).toEqual(['ARS']);
    await round('2026-10-02', { ...REAL.usd, ars: level });
    expect(rateOf(live.dataset(), 'ARS')).toBe(level);
  });
});

describe('the replay through the stores', () => {
  let redis: RedisServer;
  let client: TestClient;
  beforeAll(async () => {
    redis = await startRedisServer();
    client = await connectClient('redis', redis.url);
  });
  afterAll(async () => {
    await client?.close();
    redis?.stop();
  });

  const embedded = defaultDataset.snapshots.at(-1)!;
  const sameAsEmbedded = (ds: Dataset) => {
    const newest = ds.snapshots.at(-1)!;
    expect([newest.date, newest.updatedAt]).toEqual([embedded.date, embedded.updatedAt]);
    expect(defaultDataset.codes.filter((code, i) => !Object.is(newest.values[ds.columns.get(code) ?? -1] ?? NaN, embedded.values[i]))).toEqual([]);
  };

  for (const kind of ['file', 'redis'] as const) {
    it(`serves the embedded 2026-09-29 snapshot exactly, written to and adopted from the ${kind} store`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ratebook-replay-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const shared = kind === 'file' ? fileDatasetStore(join(dir, 'live.json')) : redisDatasetStore(client.client, { key: 'replay:2026-09-29' });
      const writer = await liveOn(embeddedBefore('2026-09-29'), shared);
      await writer.round('2026-09-29', REAL.usd);
      sameAsEmbedded(writer.live.dataset());
      // A second instance on the same store adopts the curated dataset, not the raw document.
      const reader = createLiveDataset({
        initial: embeddedBefore('2026-09-29'),
        sources: [fawazahmed0({ url: 'http://127.0.0.1:9/none' })],
        intervalSeconds: 0,
        retries: 0,
        timeoutMs: 500,
        now: () => new Date('2026-09-29T12:00:00Z'),
        store: shared,
      });
      cleanups.push(() => reader.stop());
      await reader.refresh();
      sameAsEmbedded(reader.dataset());
    });
  }
});

describe('stop() right after an update', () => {
  it('lets the store write of the dataset just served finish (within timeoutMs), so a restart comes back with it', async () => {
    let release!: () => void;
    const written: string[] = [];
    const store: DatasetStore = {
      read: async () => undefined,
      write: (text) => new Promise<void>((resolve) => (release = () => (written.push(text), resolve()))),
    };
    const { live, round } = await liveOn(embeddedBefore('2026-09-29'), store);
    let updated = false;
    const refreshed = round('2026-09-29', REAL.usd).then(() => (updated = true));
    // Wait until the round is at its write (the dataset is already served), then stop.
    while (!release) await new Promise((r) => setTimeout(r, 5));
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    let stopDone = false;
    const stopped = live.stop().then(() => (stopDone = true));
    // stop() waits for the write (a process exits right after it: `ratebook serve` on SIGTERM).
    await new Promise((r) => setTimeout(r, 20));
    expect(stopDone).toBe(false);
    release();
    await Promise.all([stopped, refreshed]);
    expect(updated).toBe(true);
    expect(written).toHaveLength(1);
    // The write was waited for, not given up on when stop() aborted the round.
    expect(live.status().store).toMatchObject({ ok: true });
  });

  for (const call of ['read', 'lease'] as const)
    it(`does not report a store ${call} that stop() abandoned as a store failure`, async () => {
      let reading!: () => void;
      const started = new Promise<void>((resolve) => (reading = resolve));
      const hang = () => (reading(), new Promise<never>(() => {}));
      const store: DatasetStore =
        call === 'read'
          ? { read: hang, write: async () => {} }
          : { read: async () => undefined, write: async () => {}, acquire: hang, release: async () => {} };
      const { live, errors, round } = await liveOn(embeddedBefore('2026-09-29'), store);
      const refreshed = round('2026-09-29', REAL.usd);
      await started;
      await live.stop();
      await refreshed;
      expect(errors.map((e) => e.code)).not.toContain('store_error');
      expect(live.status().store).not.toMatchObject({ error: { code: 'store_error' } });
    });
});
