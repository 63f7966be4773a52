import { describe, expect, it } from 'vitest';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveError } from '../../src/live/types.js';
import { embeddedBefore } from './helpers.js';
import { extendedText } from './stored.js';

// A follower told of a write adopts it even when the read after the announcement fails (a store
// failing over): the write is announced once, so the adoption is tried again, 1, 2 and 4 s later.
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28

/** A store that announces through `watch`, and whose next `failures` reads fail. */
function flakyStore(failures: number) {
  let listener: (() => void) | undefined;
  const store: DatasetStore & { text?: string; reads: number; announce(text: string): void } = {
    reads: 0,
    async read() {
      store.reads++;
      if (failures > 0) {
        failures--;
        throw new Error('CLUSTERDOWN The cluster is down');
      }
      return store.text;
    },
    async write() {},
    watch(onChange) {
      listener = onChange;
      return async () => {};
    },
    announce(text) {
      store.text = text;
      listener?.();
    },
  };
  return store;
}

/** Timers that run a callback on the next turn and record the waits asked for (10,000 ms: each store call's bound). */
function quickTimers(waits: number[]) {
  return {
    setTimeout: (callback: () => void, ms: number) => {
      waits.push(ms);
      return setTimeout(callback, 0);
    },
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 2));
}

function follower(store: DatasetStore, waits: number[], errors: LiveError[]) {
  return createLiveDataset({
    initial: INITIAL,
    sources: [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })],
    intervalSeconds: 0,
    store,
    timers: quickTimers(waits),
    now: () => new Date('2026-09-29T12:00:00Z'),
    fetch: async () => new Response('', { status: 500 }),
    onError: (e) => errors.push(e),
  });
}

describe('a follower told of a write', () => {
  it('adopts it when the first two reads fail, trying again 1 and 2 s later', async () => {
    const store = flakyStore(2);
    const waits: number[] = [];
    const errors: LiveError[] = [];
    const live = follower(store, waits, errors);
    store.announce(extendedText(INITIAL, '2026-09-29'));
    await until(() => live.dataset().snapshots.at(-1)!.date === '2026-09-29');
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    expect(errors.map((e) => e.code)).toEqual(['store_error', 'store_error']);
    expect(waits.filter((ms) => ms !== 10_000)).toEqual([1000, 2000]);
    await live.stop();
  });

  it('gives up after three more tries, and adopts at the next announcement', async () => {
    const store = flakyStore(4);
    const waits: number[] = [];
    const errors: LiveError[] = [];
    const live = follower(store, waits, errors);
    store.announce(extendedText(INITIAL, '2026-09-29'));
    await until(() => errors.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.reads).toBe(4);
    expect(waits.filter((ms) => ms !== 10_000)).toEqual([1000, 2000, 4000]);
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-28');
    store.announce(extendedText(INITIAL, '2026-09-29'));
    await until(() => live.dataset().snapshots.at(-1)!.date === '2026-09-29');
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    await live.stop();
  });
});
