import { expect } from 'vitest';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDatasetOptions, LiveError } from '../../src/live/types.js';
import { embeddedBefore, realUsd } from './helpers.js';
import { SECRET } from './stored.js';

const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
const REAL = JSON.parse(realUsd('2026-09-29').toString('utf8')) as Record<string, unknown>;

/**
 * TUF's timestamp rule on a store (issue 38 item 4): a signing instance writes 2026-09-29, then
 * 2026-09-30; a verify-only follower adopts the newer; someone who can write the store (not the key)
 * replays the older signed text. The follower refuses it (`rollback`) and does not write the store;
 * a follower restarted from nothing refuses it too, by the record beside the store, and serves what
 * it fetches itself without writing it.
 *
 * @param open - A new handle on the same store (a restart opens its own).
 * @param raw - Reads the stored dataset text; `capture` and `replay` copy the whole stored value back, as a store writer without the key does.
 * @param cleanups - Where the instances' stops go.
 */
export async function replayScenario(
  open: () => Promise<DatasetStore> | DatasetStore,
  raw: { read(): Promise<string | undefined>; capture(): Promise<unknown>; replay(captured: unknown): Promise<void> },
  cleanups: (() => Promise<unknown> | void)[],
): Promise<void> {
  const day = { value: '2026-09-29' };
  const instance = async (options: Partial<LiveDatasetOptions>) => {
    const errors: LiveError[] = [];
    const live = createLiveDataset({
      initial: INITIAL,
      sources: [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })],
      intervalSeconds: 0,
      retries: 0,
      store: await open(),
      now: () => new Date(`${day.value}T12:00:00Z`),
      fetch: async () => new Response(JSON.stringify({ ...REAL, date: day.value })),
      onError: (e) => errors.push(e),
      ...options,
    });
    cleanups.push(() => live.stop());
    return { live, errors };
  };
  const rollbacks = (errors: LiveError[]) => errors.filter((e) => e.code === 'store_rejected' && e.reason === 'rollback');
  const signer = await instance({ signingKey: SECRET, verifyKey: SECRET });
  await signer.live.refresh();
  const older = (await raw.read())!;
  const captured = await raw.capture();
  expect(older).toContain('"head":{');
  day.value = '2026-09-30';
  await signer.live.refresh();
  await signer.live.stop();
  expect(signer.live.dataset().snapshots.at(-1)!.date).toBe('2026-09-30');

  // A verify-only follower adopts 2026-09-30 and keeps its record.
  const follower = await instance({ verifyKey: SECRET, fetch: async () => new Response('down', { status: 503 }) });
  await follower.live.refresh();
  expect(follower.live.dataset().snapshots.at(-1)!.date).toBe('2026-09-30');
  // The replay: refused, never served, the store not rewritten (unsigned or otherwise).
  await raw.replay(captured);
  await follower.live.refresh();
  // Refused at each look: the refresh's, and on Redis the look the follower takes when its subscription
  // comes up (a write may have been missed meanwhile), which a loaded machine may delay past the replay.
  expect(rollbacks(follower.errors).length).toBeGreaterThanOrEqual(1);
  expect(follower.errors.filter((e) => e.code === 'store_rejected')).toEqual(rollbacks(follower.errors));
  expect(follower.live.status().store).toMatchObject({ ok: false, error: { code: 'store_rejected', reason: 'rollback' } });
  expect(follower.live.dataset().snapshots.at(-1)!.date).toBe('2026-09-30');
  expect(await raw.read()).toBe(older);
  await follower.live.stop();

  // A restarted follower (from the embedded history) refuses the replay by the record, fetches its
  // own data while the store holds a refused value, and writes nothing.
  day.value = '2026-10-01';
  const restarted = await instance({ verifyKey: SECRET });
  await restarted.live.refresh();
  expect(rollbacks(restarted.errors)).toHaveLength(1);
  expect(restarted.live.dataset().snapshots.map((s) => s.date)).not.toContain('2026-09-29');
  expect(await raw.read()).toBe(older);
}
