import { afterEach, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDataset, LiveError } from '../../src/live/types.js';
import { isLiveWarning } from '../../src/contracts/isLiveWarning.js';
import { embeddedWithout, feedServer, memoryStore, realUsd, send } from './helpers.js';

const NOW = new Date('2026-09-29T12:00:00Z');
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function usdServer(date: '2026-09-28' | '2026-09-29') {
  const server = await feedServer((_path, res) => send(res, realUsd(date)));
  cleanups.push(server.close);
  return server;
}

function live(options: Partial<Parameters<typeof createLiveDataset>[0]> & { url: string }): LiveDataset {
  const { url, ...rest } = options;
  const ds = createLiveDataset({
    initial: embeddedWithout(1),
    sources: [fawazahmed0({ url: `${url}/usd.min.json` })],
    intervalSeconds: 0,
    now: () => NOW,
    ...rest,
  });
  cleanups.push(() => ds.stop());
  return ds;
}

describe('createLiveDataset', () => {
  it('continues the embedded series: the real 2026-09-29 document gives the embedded newest snapshot', async () => {
    const server = await usdServer('2026-09-29');
    const warnings: LiveError[] = [];
    const ds = live({ url: server.url, onWarning: (w) => warnings.push(w) });
    expect(ds.dataset().snapshots.at(-1)!.date).toBe('2026-09-28');
    await ds.refresh();
    const got = ds.dataset();
    const embedded = defaultDataset.snapshots.at(-1)!;
    const newest = got.snapshots.at(-1)!;
    expect(got.snapshots).toHaveLength(defaultDataset.snapshots.length);
    expect(got.codes).toEqual(defaultDataset.codes);
    expect(got.pivot).toBe('USD');
    expect(newest.date).toBe('2026-09-29');
    expect(newest.updatedAt).toBe(embedded.updatedAt);
    const differing: string[] = [];
    const onlyLive: string[] = [];
    defaultDataset.codes.forEach((code, column) => {
      const want = embedded.values[column]!;
      const have = newest.values[column]!;
      if (Number.isNaN(want)) {
        if (!Number.isNaN(have)) onlyLive.push(code);
      } else if (want !== have) differing.push(code);
    });
    // Every code the embedded snapshot quotes, the live one quotes with the same value.
    expect(differing).toEqual([]);
    // The round runs the build's own curation (ratebook/curation), so it withholds exactly what the
    // build withholds on that date: the live snapshot is the embedded one, value for value.
    expect(onlyLive).toEqual([]);
    expect(warnings.filter((e) => e.code === 'withdrawn').map((e) => e.message.split(':')[0])).toEqual(['withdrawn']);
    expect(ds.status().withheld).toMatchObject({ date: '2026-09-29' });
    const byRule = ds.status().withheld.rules;
    expect(byRule.withdrawn).toEqual(['ANG', 'BGN', 'ZWL']);
    expect(ds.status().withheld.count).toBe(Object.values(byRule).flat().length);
  });
});

describe('onWarning and onError', () => {
  it("tells a round's withheld and unknown codes to onWarning alone, and a feed failure to onError alone", async () => {
    const server = await usdServer('2026-09-29');
    const errors: LiveError[] = [];
    const warnings: LiveError[] = [];
    const ds = live({ url: server.url, retries: 0, onError: (e) => errors.push(e), onWarning: (w) => warnings.push(w) });
    await ds.refresh();
    expect(ds.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    // The real document quotes withdrawn currencies, values other rules withhold, and codes without
    // metadata: warnings, and no failure.
    expect(new Set(warnings.map((w) => w.code))).toEqual(new Set(['withdrawn', 'withheld', 'unknown_code']));
    expect(warnings.every((w) => isLiveWarning(w.code))).toBe(true);
    expect(errors).toEqual([]);
    expect(
      ds
        .status()
        .warnings.map((w) => w.code)
        .sort(),
    ).toEqual(warnings.map((w) => w.code).sort());

    // The same live dataset, its feed gone: one failure, to onError only.
    warnings.length = 0;
    await server.close();
    const later = live({ url: server.url, retries: 0, onError: (e) => errors.push(e), onWarning: (w) => warnings.push(w) });
    await later.refresh();
    expect(errors.map((e) => e.code)).toEqual(['feed_unreachable']);
    expect(warnings).toEqual([]);
  });

  it('without onWarning, warnings stay in status() and never reach onError', async () => {
    const server = await usdServer('2026-09-29');
    const errors: LiveError[] = [];
    const ds = live({ url: server.url, onError: (e) => errors.push(e) });
    await ds.refresh();
    expect(ds.status().warnings.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe('a fleet sharing a store with a lease', () => {
  it('fetches upstream once per lease, and the others adopt the shared dataset', async () => {
    const server = await usdServer('2026-09-29');
    let clock = NOW.getTime();
    const shared = memoryStore(() => clock);
    const a = live({ url: server.url, store: shared.store, leaseMs: 60_000, now: () => new Date(clock) });
    const b = live({ url: server.url, store: shared.store, leaseMs: 60_000, now: () => new Date(clock) });
    await a.refresh();
    expect(server.requests).toHaveLength(1);
    expect(shared.calls.writes).toBe(1);
    await b.refresh();
    // b read the store, adopted a's dataset, and left the fetching to the lease holder.
    expect(server.requests).toHaveLength(1);
    expect(b.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    await a.refresh();
    expect(server.requests).toHaveLength(2);
    clock += 60_001;
    await b.refresh();
    expect(server.requests).toHaveLength(3);
  });

  it('releases the lease on stop, so another instance fetches at once', async () => {
    const server = await usdServer('2026-09-29');
    const shared = memoryStore(() => NOW.getTime());
    const a = live({ url: server.url, store: shared.store });
    const b = live({ url: server.url, store: shared.store });
    await a.refresh();
    await a.stop();
    expect(shared.lease()).toBeUndefined();
    await b.refresh();
    expect(server.requests).toHaveLength(2);
  });

  it('starts from the store when it holds a newer valid dataset, and ignores an invalid one', async () => {
    const server = await feedServer((_p, res) => {
      res.writeHead(500);
      res.end();
    });
    cleanups.push(server.close);
    const shared = memoryStore(() => NOW.getTime());
    await shared.store.write(JSON.stringify(datasetFile(defaultDataset)));
    const ds = live({ url: server.url, store: shared.store, retries: 0 });
    await ds.refresh();
    expect(ds.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');

    const bad = memoryStore(() => NOW.getTime());
    await bad.store.write('{"format":"ratebook-dataset@1","pivot":"USD"');
    const errors: LiveError[] = [];
    const other = live({ url: server.url, store: bad.store, retries: 0, onError: (e) => errors.push(e) });
    await other.refresh();
    expect(other.dataset().snapshots.at(-1)!.date).toBe('2026-09-28');
    expect(errors.map((e) => e.code)).toContain('store_invalid');
  });
});
