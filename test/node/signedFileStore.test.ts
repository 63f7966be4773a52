import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDatasetOptions, LiveError } from '../../src/live/types.js';
import { fileDatasetStore } from '../../src/node/fileDatasetStore.js';
import { loadDataset } from '../../src/dataset/loadDataset.js';
import { datasetVersion } from '../../src/dataset/version.js';
import { embeddedBefore, realUsd } from '../live/helpers.js';
import { extendedText, hmacSigned, OTHER_SECRET, SECRET } from '../live/stored.js';
import { replayScenario } from '../live/rollback.js';

// The same adoption path through the file store: a file someone else wrote, and a restart.
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
const REAL = JSON.parse(realUsd('2026-09-29').toString('utf8')) as { usd: Record<string, number> };
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function fileStore(text?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'ratebook-signed-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'live.json');
  if (text !== undefined) writeFileSync(path, text);
  return { path, store: fileDatasetStore(path) };
}

function instance(path: string, options: Partial<LiveDatasetOptions> = {}, body: () => Response = () => new Response('down', { status: 503 })) {
  const errors: LiveError[] = [];
  const date = { value: '2026-09-29' };
  const live = createLiveDataset({
    initial: INITIAL,
    sources: [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })],
    intervalSeconds: 0,
    retries: 0,
    store: fileDatasetStore(path),
    now: () => new Date(`${date.value}T12:00:00Z`),
    fetch: async () => body(),
    onError: (e) => errors.push(e),
    ...options,
  });
  cleanups.push(() => live.stop());
  return { live, errors, date };
}

const rejected = (errors: LiveError[]) => errors.filter((e) => e.code === 'store_rejected').map((e) => e.reason);

describe('fileDatasetStore with signed, curated data', () => {
  const poisoned = () => extendedText(INITIAL, '2026-09-29', { EUR: 1000 });

  it('with a verify key, refuses an unsigned or wrongly signed file (signature), and a right-key one with EUR ×1000 (jump); the file stays', async () => {
    for (const [text, reason] of [
      [poisoned(), 'signature'],
      [await hmacSigned(poisoned(), OTHER_SECRET), 'signature'],
      [await hmacSigned(poisoned(), SECRET), 'jump'],
    ] as const) {
      const { path } = fileStore(text);
      const { live, errors } = instance(path, { verifyKey: SECRET });
      await live.refresh();
      expect(rejected(errors)).toEqual([reason]);
      expect(live.dataset()).toBe(INITIAL);
      expect(readFileSync(path, 'utf8')).toBe(text);
    }
  });

  it('adopts a good file signed by the right key', async () => {
    const { path } = fileStore(await hmacSigned(extendedText(INITIAL, '2026-09-29'), SECRET));
    const { live, errors } = instance(path, { verifyKey: SECRET });
    await live.refresh();
    expect(errors.filter((e) => e.code.startsWith('store_'))).toEqual([]);
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
  });

  it('keeps as its record only a head that verifies: a head signed by another key inside a signed file is not kept', async () => {
    const text = extendedText(INITIAL, '2026-09-29');
    const { format, catalog } = datasetVersion(loadDataset(text));
    const far = await hmacSigned(JSON.stringify({ format, catalog, date: '2026-12-31', capturedAt: 1 }), OTHER_SECRET);
    const { path } = fileStore(await hmacSigned(`${text.trimEnd().slice(0, -1)},"head":${far}}`, SECRET));
    const { live, errors } = instance(path, { verifyKey: SECRET });
    await live.refresh();
    expect(errors.filter((e) => e.code.startsWith('store_'))).toEqual([]);
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    expect(() => readFileSync(`${path}.adopted`, 'utf8')).toThrow(/ENOENT/);
  });

  it('reads the record beside the file only when it verifies: a forged far-future record does not make a good file a rollback', async () => {
    const text = extendedText(INITIAL, '2026-09-29');
    const { format, catalog } = datasetVersion(loadDataset(text));
    const { path } = fileStore(await hmacSigned(text, SECRET));
    writeFileSync(`${path}.adopted`, JSON.stringify({ format, catalog, date: '2026-12-31', capturedAt: 1 }));
    const { live, errors } = instance(path, { verifyKey: SECRET });
    await live.refresh();
    // The record is reported and ignored; the good file is adopted.
    expect(rejected(errors)).toEqual(['signature']);
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
  });

  it('a restart decides as the process before it: the state of two withheld publications comes back from the file', async () => {
    const { path } = fileStore();
    const level = REAL.usd.ars! * 5;
    const usd = { value: REAL.usd };
    const document = () => new Response(JSON.stringify({ date: first.date.value, usd: usd.value }));
    const first = instance(path, { signingKey: SECRET, verifyKey: SECRET }, document);
    for (const [date, factor] of [
      ['2026-09-29', 1],
      ['2026-09-30', 1.02],
    ] as const) {
      [first.date.value, usd.value] = [date, { ...REAL.usd, ars: level * factor }];
      await first.live.refresh();
    }
    await first.live.stop();
    const second = instance(path, { signingKey: SECRET, verifyKey: SECRET }, () => new Response(JSON.stringify({ date: second.date.value, usd: usd.value })));
    [second.date.value, usd.value] = ['2026-10-01', { ...REAL.usd, ars: level * 0.99 }];
    await second.live.refresh();
    expect(second.errors).toEqual([]);
    const ds = second.live.dataset();
    expect(ds.snapshots.at(-1)!.values[ds.columns.get('ARS')!]).toBe(level * 0.99);
  });

  it('refuses a replayed older signed file (rollback), does not rewrite it, and a restarted follower refuses it by the record beside the file', async () => {
    const { path } = fileStore();
    const read = async () => readFileSync(path, 'utf8');
    const raw = { read, capture: read, replay: async (text: unknown) => writeFileSync(path, text as string) };
    await replayScenario(() => fileDatasetStore(path), raw, cleanups);
    expect(readFileSync(`${path}.adopted`, 'utf8')).toMatch(/^\{"format":"ratebook-dataset@1","catalog":"[0-9a-f]+","date":"2026-09-30"/);
  });
});
