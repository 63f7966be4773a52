import * as fs from 'node:fs/promises';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveError } from '../../src/live/types.js';
import { fileDatasetStore, type FileStoreFs } from '../../src/node/fileDatasetStore.js';
import { embeddedWithout, feedServer, realUsd, send } from '../live/helpers.js';
import { datasetVersion } from '../../src/dataset/version.js';
import { caught, caughtAsync } from '../errors.js';

const NOW = () => new Date('2026-09-29T12:00:00Z');
const dirs: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ratebook-store-'));
  dirs.push(dir);
  return dir;
}

describe('fileDatasetStore', () => {
  it('reads nothing before the first write, then what was written', async () => {
    const store = fileDatasetStore(join(tempDir(), 'live.json'));
    expect(await store.read()).toBeUndefined();
    await store.write('{"a":1}');
    await store.write('{"a":2}');
    expect(await store.read()).toBe('{"a":2}');
  });

  it('refuses a file over maxBytes from its size, unread, and skips a write no newer than its last', async () => {
    const path = join(tempDir(), 'live.json');
    const text = JSON.stringify(datasetFile(embeddedWithout(1)));
    writeFileSync(path, text);
    expect(await caughtAsync(() => fileDatasetStore(path, { maxBytes: Buffer.byteLength(text) - 1 }).read())).toMatchObject({ code: 'invalid_dataset' });
    expect(await fileDatasetStore(path, { maxBytes: Buffer.byteLength(text) }).read()).toBe(text);
    expect(caught(() => fileDatasetStore(path, { maxBytes: 0 }))).toMatchObject({ code: 'invalid_parameter', param: 'maxBytes' });
    const store = fileDatasetStore(path);
    const newer = embeddedWithout(1);
    const older = embeddedWithout(2);
    await store.write(JSON.stringify(datasetFile(newer)), datasetVersion(newer));
    await store.write(JSON.stringify(datasetFile(older)), datasetVersion(older));
    expect(JSON.parse(readFileSync(path, 'utf8')).snapshots.at(-1).date).toBe(newer.snapshots.at(-1)!.date);
  });

  it('a crash between writing and renaming leaves the old file whole and readable', async () => {
    const dir = tempDir();
    const path = join(dir, 'live.json');
    const old = JSON.stringify(datasetFile(embeddedWithout(1)));
    writeFileSync(path, old);
    const steps: string[] = [];
    // The process "dies" at the rename: the temporary file is written and flushed, the rename never happens.
    const crashing: FileStoreFs = {
      readFile: (p, e) => fs.readFile(p, e),
      stat: (p) => fs.stat(p),
      open: async (p, flags) => {
        const handle = await fs.open(p, flags);
        return {
          writeFile: async (data: string) => {
            steps.push('write');
            await handle.writeFile(data);
          },
          sync: async () => {
            steps.push('sync');
            await handle.sync();
          },
          close: () => handle.close(),
        };
      },
      rename: async () => {
        steps.push('rename');
        throw Object.assign(new Error('killed'), { code: 'EINTR' });
      },
      unlink: async () => {
        // A dead process cleans nothing up: the temporary file stays behind.
      },
    };
    await expect(fileDatasetStore(path, { fs: crashing }).write(JSON.stringify(datasetFile(defaultDataset)))).rejects.toThrow('killed');
    expect(steps).toEqual(['write', 'sync', 'rename']);
    expect(readFileSync(path, 'utf8')).toBe(old);
    expect(readdirSync(dir).some((name) => name.endsWith('.tmp'))).toBe(true);
    // After the restart the live dataset starts from the old file, which is whole.
    const server = await feedServer((_p, res) => {
      res.writeHead(503);
      res.end();
    });
    cleanups.push(server.close);
    const live = createLiveDataset({
      initial: embeddedWithout(5),
      sources: [fawazahmed0({ url: `${server.url}/usd.min.json` })],
      store: fileDatasetStore(path),
      intervalSeconds: 0,
      retries: 0,
      now: NOW,
    });
    cleanups.push(() => live.stop());
    await live.refresh();
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-28');
  });

  it('a corrupt file on start is reported and ignored; the next good round replaces it; a restart comes back with it', async () => {
    const path = join(tempDir(), 'live.json');
    writeFileSync(path, JSON.stringify(datasetFile(defaultDataset)).slice(0, 5000));
    const server = await feedServer((_p, res) => send(res, realUsd('2026-09-29')));
    cleanups.push(server.close);
    const errors: LiveError[] = [];
    const options = { sources: [fawazahmed0({ url: `${server.url}/usd.min.json` })], store: fileDatasetStore(path), intervalSeconds: 0, now: NOW };
    const first = createLiveDataset({ ...options, initial: embeddedWithout(1), onError: (e) => errors.push(e) });
    await first.refresh();
    expect(errors.map((e) => e.code)).toContain('store_invalid');
    expect(first.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    await first.stop();
    // Restart with an older initial and the feed down: the store's newest good dataset comes back.
    await server.close();
    const restarted = createLiveDataset({ ...options, initial: embeddedWithout(10), retries: 0 });
    cleanups.push(() => restarted.stop());
    await restarted.refresh();
    expect(restarted.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    expect(restarted.dataset().snapshots).toHaveLength(defaultDataset.snapshots.length);
  });
});

describe('fileDatasetStore adopted record', () => {
  it('keeps the newer record: an older one written after it (a slow instance) does not set it back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratebook-record-'));
    try {
      const store = fileDatasetStore(join(dir, 'live.json'));
      const head = (date: string, capturedAt: number, catalog = 'c1') => JSON.stringify({ format: 'f', catalog, date, capturedAt, signature: 's' });
      await store.writeRecord!(head('2026-09-30', 5));
      await store.writeRecord!(head('2026-09-29', 9));
      await store.writeRecord!(head('2026-09-30', 4));
      expect(await store.readRecord!()).toBe(head('2026-09-30', 5));
      await store.writeRecord!(head('2026-09-30', 6));
      expect(await store.readRecord!()).toBe(head('2026-09-30', 6));
      await store.writeRecord!(head('2026-01-01', 1, 'c2'));
      expect(await store.readRecord!()).toBe(head('2026-01-01', 1, 'c2'));
      // No temporary file left behind.
      expect(readdirSync(dir).sort()).toEqual(['live.json.adopted']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
