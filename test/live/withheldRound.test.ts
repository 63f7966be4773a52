import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileDatasetStore } from '../../src/node/fileDatasetStore.js';
import { defaultDataset } from '../../src/data.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveError } from '../../src/live/types.js';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import type { Dataset } from '../../src/types.js';
import { loadDataset } from '../../src/index.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { embeddedBefore, realUsd } from './helpers.js';
import { memoryStore } from './stored.js';

// A round that withholds every value (issue 27, Deliver 3 and 4): it says so to onWarning, and the
// curation state it leaves (these publications count toward a new level) goes to the store, so a
// restarted instance, or a follower that takes over, decides the next round as one process would.
// The feed is the real 2026-09-29 fawazahmed0 document with every fiat code ×5 (a move of its pivot;
// test input, never data).
const REAL = JSON.parse(realUsd('2026-09-29').toString('utf8')) as { date: string; usd: Record<string, number> };
const FIAT = new Set(defaultDataset.fiat.map((c) => c.toLowerCase()));
const MOVED = Object.fromEntries(
  Object.entries(REAL.usd)
    .filter(([c]) => FIAT.has(c) && c !== 'usd')
    .map(([c, v]) => [c, v * 5]),
);
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
const DATES = ['2026-09-29', '2026-09-30', '2026-10-01'];
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

/** A live dataset whose feed serves the moved document dated `feed.date`, on `store` if given. */
function instance(store?: DatasetStore, initial: Dataset = INITIAL) {
  const feed = { date: DATES[0]! };
  const errors: LiveError[] = [];
  const warnings: LiveError[] = [];
  const live = createLiveDataset({
    initial,
    sources: [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })],
    intervalSeconds: 0,
    retries: 0,
    ...(store ? { store } : {}),
    now: () => new Date(`${feed.date}T12:00:00Z`),
    fetch: async () => new Response(JSON.stringify({ date: feed.date, usd: MOVED })),
    onError: (e) => errors.push(e),
    onWarning: (w) => warnings.push(w),
  });
  stops.push(() => live.stop());
  const round = async (date: string) => {
    feed.date = date;
    warnings.length = 0;
    await live.refresh();
    return live.dataset().snapshots.at(-1)!.date;
  };
  return { live, errors, warnings, round };
}

const eur = (ds: Dataset) => ds.snapshots.at(-1)!.values[ds.columns.get('EUR')!]!;
const pending = (text: string | undefined) => (JSON.parse(text!) as { curation: { pending: Record<string, unknown[]> } }).curation.pending.EUR?.length ?? 0;

describe('a round that withholds every value', () => {
  it('warns every time, and one process accepts the move at its third publication', async () => {
    const t = instance();
    const served = [];
    for (const date of DATES) {
      served.push(await t.round(date));
      expect(t.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['pivot_moved']));
      if (served.at(-1) !== date) expect(t.warnings.map((w) => w.code)).toContain('jump_withheld');
    }
    expect(served).toEqual(['2026-09-28', '2026-09-28', '2026-10-01']);
    expect(eur(t.live.dataset())).toBe(MOVED.eur);
    expect(t.errors).toEqual([]);
  });

  it('stores its curation state each time, so an instance restarted before every round decides the same', async () => {
    const store = memoryStore();
    const served = [];
    const counts = [];
    for (const date of DATES) {
      const t = instance(store);
      served.push(await t.round(date));
      expect(t.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['pivot_moved']));
      expect(t.errors).toEqual([]);
      counts.push(pending(store.text));
      await t.live.stop();
    }
    expect(served).toEqual(['2026-09-28', '2026-09-28', '2026-10-01']);
    // The withheld rounds' publications are pending in the stored state, one more each round.
    expect(counts.slice(0, 2)).toEqual([1, 2]);
  });

  it('in a fileDatasetStore too: one process writes the same version again when its curation state moved', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'ratebook-withheld-')), 'live.json');
    const first = instance(fileDatasetStore(path));
    const counts = [];
    for (const date of DATES.slice(0, 2)) {
      expect(await first.round(date)).toBe('2026-09-28');
      counts.push(pending(readFileSync(path, 'utf8')));
    }
    await first.live.stop();
    expect(counts).toEqual([1, 2]);
    const restarted = instance(fileDatasetStore(path));
    expect(await restarted.round(DATES[2]!)).toBe('2026-10-01');
    expect(first.errors.concat(restarted.errors)).toEqual([]);
  });
});

/** `dataset` without one crypto code: another catalogue (an earlier release that did not quote it). */
function withoutCode(dataset: Dataset, code: string): Dataset {
  const file = datasetFile(dataset);
  const column = file.fiat.length + file.crypto.indexOf(code);
  const { [code]: _, ...cryptoMeta } = file.cryptoMeta;
  return loadDataset({
    ...file,
    crypto: file.crypto.filter((c) => c !== code),
    cryptoMeta,
    snapshots: file.snapshots.map((s) => ({ ...s, rates: s.rates.filter((_, i) => i !== column) })),
  });
}

describe('a stored dataset of another catalogue', () => {
  it('is refused, but an instance without a curation state yet takes its state (per code), and counts on', async () => {
    const store = memoryStore();
    const older = withoutCode(INITIAL, 'ZIL');
    for (const date of DATES.slice(0, 2)) {
      const t = instance(store, older);
      expect(await t.round(date)).toBe('2026-09-28');
      await t.live.stop();
    }
    expect(pending(store.text)).toBe(2);
    const t = instance(store); // the next release, quoting ZIL too
    expect(await t.round(DATES[2]!)).toBe('2026-10-01');
    expect(eur(t.live.dataset())).toBe(MOVED.eur);
    expect(t.errors.map((e) => e.code)).toEqual(['store_rejected']);
  });
});
