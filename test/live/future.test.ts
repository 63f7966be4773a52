import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { feedSource } from '../../src/live/sources/feedSource.js';
import { createFetchHandler } from '../../src/http/createFetchHandler.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDataset, LiveError, LiveSource } from '../../src/live/types.js';
import { fileDatasetStore } from '../../src/node/fileDatasetStore.js';
import type { DatasetStore } from '../../src/contracts/datasetStore.js';
import type { Dataset } from '../../src/types.js';
import { embeddedBefore, feedServer, memoryStore, realUsd, send } from './helpers.js';

// The real fawazahmed0 document of 2026-09-29 on top of the embedded history before it. A document
// "from the future" is that real document with its date field changed: what a broken or hostile
// mirror would serve.
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
const NOON = new Date('2026-09-29T12:00:00Z');
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const dir = mkdtempSync(join(tmpdir(), 'ratebook-future-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The real 2026-09-29 document, redated. */
const redated = (date: string) => Buffer.from(realUsd('2026-09-29').toString('utf8').replace('"date":"2026-09-29"', `"date":"${date}"`));

/** The real CoinGecko capture of 2026-04-10, every `last_updated_at` moved to `at`. */
function coinGeckoAt(at: string): string {
  const doc = JSON.parse(readFileSync(new URL('../fixtures/feeds/coingecko/simple-price-2026-04-10.json', import.meta.url), 'utf8')) as Record<
    string,
    { last_updated_at: number }
  >;
  for (const coin of Object.values(doc)) coin.last_updated_at = Date.parse(at) / 1000;
  return JSON.stringify(doc);
}

async function live(options: { documents: Record<string, () => Buffer | string>; now: () => Date; store?: DatasetStore; initial?: Dataset; coin?: boolean }) {
  const server = await feedServer((path, res) => send(res, (path.includes('simple/price') ? options.documents.coingecko! : options.documents.fawazahmed0!)()));
  cleanups.push(server.close);
  const errors: LiveError[] = [];
  const sources: LiveSource[] = [fawazahmed0({ url: `${server.url}/usd.min.json` })];
  if (options.coin) sources.push(feedSource('coingecko', { url: `${server.url}/api/v3/simple/price` }));
  const ds = createLiveDataset({
    initial: options.initial ?? INITIAL,
    sources,
    intervalSeconds: 0,
    retries: 0,
    now: options.now,
    store: options.store,
    onError: (e) => errors.push(e),
  });
  cleanups.push(() => ds.stop());
  return { ds, errors, server };
}

/** What /v1/rates and /v1/history?date=<today> answer for a live dataset at `now`. */
async function served(ds: LiveDataset, now: Date) {
  const handler = createFetchHandler({ dataset: ds, auth: false, now: () => now });
  const get = async (path: string) => (await (await handler(new Request(`http://localhost${path}`))).json()) as { date: string; rates: Record<string, number> };
  const today = now.toISOString().slice(0, 10);
  return {
    rates: await get('/v1/rates'),
    history: await get(`/v1/history?date=${today}`),
    status: (await (await handler(new Request('http://localhost/v1/status'))).json()) as Record<string, unknown>,
  };
}

describe('nothing from the future', () => {
  it('refuses a document dated 2099-01-01 (feed_future), keeps serving, and takes the real one afterwards', async () => {
    let document: Buffer = redated('2099-01-01');
    const { ds } = await live({ documents: { fawazahmed0: () => document }, now: () => NOON });
    await ds.refresh();
    expect(ds.dataset()).toBe(INITIAL);
    expect(ds.status().sources[0]).toMatchObject({ ok: false, error: { code: 'feed_future' } });
    const before = await served(ds, NOON);
    expect([before.rates.date, before.history.date]).toEqual(['2026-09-28', '2026-09-28']);
    expect(before.status).toMatchObject({ date: '2026-09-28', sources: [{ ok: false, error: { code: 'feed_future' } }] });

    document = realUsd('2026-09-29');
    await ds.refresh();
    expect(ds.status().sources[0]).toMatchObject({ ok: true, quote_date: '2026-09-29' });
    const after = await served(ds, NOON);
    expect([after.rates.date, after.history.date]).toEqual(['2026-09-29', '2026-09-29']);
    expect(after.rates.rates).toEqual(after.history.rates);
  });

  it('takes a document dated tomorrow only once its capture is within 10 minutes of now', async () => {
    // fawazahmed0's capture is its date at 00:00 UTC: tomorrow's document is captured at midnight.
    const early = await live({ documents: { fawazahmed0: () => redated('2026-09-30') }, now: () => new Date('2026-09-29T23:49:59Z') });
    await early.ds.refresh();
    expect(early.ds.status().sources[0]).toMatchObject({ ok: false, error: { code: 'feed_future' } });
    expect(early.ds.dataset()).toBe(INITIAL);

    const late = await live({ documents: { fawazahmed0: () => redated('2026-09-30') }, now: () => new Date('2026-09-29T23:50:00Z') });
    await late.ds.refresh();
    expect(late.ds.status().sources[0]).toMatchObject({ ok: true, quote_date: '2026-09-30' });
    expect(late.ds.dataset().snapshots.at(-1)!.date).toBe('2026-09-30');
  });

  it('refuses a source dated ahead of the others on its own (feed_skewed) and serves the first source whole', async () => {
    const at = new Date('2026-09-30T00:10:00Z');
    const alone = await live({ documents: { fawazahmed0: () => realUsd('2026-09-29') }, now: () => at });
    await alone.ds.refresh();
    const both = await live({
      documents: { fawazahmed0: () => realUsd('2026-09-29'), coingecko: () => coinGeckoAt('2026-09-30T00:05:00Z') },
      now: () => at,
      coin: true,
    });
    await both.ds.refresh();
    expect(both.ds.status().sources.map((s) => [s.name, s.ok, s.error?.code])).toEqual([
      ['fawazahmed0', true, undefined],
      ['coingecko', false, 'feed_skewed'],
    ]);
    const [a, b] = [alone.ds.dataset().snapshots.at(-1)!, both.ds.dataset().snapshots.at(-1)!];
    expect([b.date, b.updatedAt]).toEqual(['2026-09-29', '2026-09-29T00:00:00Z']);
    expect(b.values).toEqual(a.values);
    const { rates, history } = await served(both.ds, at);
    expect(Object.keys(rates.rates).length).toBeGreaterThan(150);
    expect(rates.rates.EUR).toBeGreaterThan(0);
    expect(history.date).toBe('2026-09-29');
  });

  it('orders captures by time, not text: …00.5Z is newer than …00Z', async () => {
    // The history with its newest snapshot captured half a second after midnight.
    const file = datasetFile(embeddedBefore('2026-09-30'));
    file.snapshots.at(-1)!.updated_at = '2026-09-29T00:00:00.5Z';
    const stored = JSON.stringify(file);
    // The real document of that date is captured at …00Z: older, so nothing changes.
    const store = memoryStore(() => NOON.getTime());
    await store.store.write(stored);
    const { ds } = await live({
      documents: { fawazahmed0: () => realUsd('2026-09-29') },
      now: () => NOON,
      store: store.store,
      initial: embeddedBefore('2026-09-30'),
    });
    await ds.refresh();
    const newest = ds.dataset().snapshots.at(-1)!;
    expect(newest.updatedAt).toBe('2026-09-29T00:00:00.5Z'); // adopted from the store, then kept
    expect(store.calls.writes).toBe(1); // ours only: nothing newer was built
  });
});

describe('nothing from the future in a store', () => {
  const future = () => {
    const file = datasetFile(INITIAL);
    const newest = file.snapshots.at(-1)!;
    file.snapshots.push({ ...newest, date: '2099-01-01', updated_at: '2099-01-01T00:00:00Z' });
    return JSON.stringify(file);
  };

  it('fileDatasetStore: a future file is store_rejected, not adopted, left in place, and the next real snapshot replaces it', async () => {
    const path = join(dir, 'future.json');
    writeFileSync(path, future());
    let document: Buffer = realUsd('2026-09-29');
    const at = new Date('2026-09-28T12:00:00Z');
    const { ds, errors } = await live({
      documents: { fawazahmed0: () => document },
      now: () => at,
      store: fileDatasetStore(path),
      initial: embeddedBefore('2026-09-28'),
    });
    document = realUsd('2026-09-28');
    await ds.refresh();
    expect(errors.filter((e) => e.code.startsWith('store_')).map((e) => e.code)).toEqual(['store_rejected']);
    // The store is refused and the round fetched upstream itself; the day's document is new, so it is written.
    expect(ds.status().store).toMatchObject({ ok: true });
    expect(JSON.parse(readFileSync(path, 'utf8')).snapshots.at(-1).date).toBe('2026-09-28');
    expect(ds.dataset().snapshots.at(-1)!.date).toBe('2026-09-28');
  });

  it('fileDatasetStore: a future file with nothing new to write stays where it is, reported', async () => {
    const path = join(dir, 'future-kept.json');
    const text = future();
    writeFileSync(path, text);
    const { ds, errors } = await live({ documents: { fawazahmed0: () => realUsd('2026-09-28') }, now: () => NOON, store: fileDatasetStore(path) });
    await ds.refresh();
    expect(ds.status().store).toMatchObject({ ok: false, error: { code: 'store_rejected' } });
    expect(errors.map((e) => e.code)).toContain('store_rejected');
    expect(ds.dataset()).toBe(INITIAL);
    expect(readFileSync(path, 'utf8')).toBe(text);
    const { rates, history } = await served(ds, NOON);
    expect([rates.date, history.date]).toEqual(['2026-09-28', '2026-09-28']);
  });
});
