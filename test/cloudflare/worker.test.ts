import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { datasetVersion } from '../../src/dataset/version.js';
import { unsignedOrSigned } from '../../src/cli/feeds/storeKeys.js';
import { feedServer, realUsd, send } from '../live/helpers.js';
import { bundle, KEY, skip, startWorker, type RunningWorker } from './miniflare.js';

// ratebook/cloudflare's worker inside workerd (Miniflare), built from dist/ as a user's bundle is:
// every promise of issue 41 where its conditions end. Needs `npm run build` first (npm test builds).
const SIGNING_KEY = 'a-test-signing-secret-of-40-bytes-or-more';
const HOSTILE_KEY = 'another-secret-the-worker-does-not-know-at-all';
const NEWEST = defaultDataset.snapshots.at(-1)!.date; // 2026-09-29
const BEFORE = defaultDataset.snapshots.at(-2)!.date; // 2026-09-28

let script: string;
beforeAll(async () => {
  if (!skip) script = await bundle('./testWorker.mjs');
});

const json = async (res: Response) => JSON.parse(await res.text());

describe.skipIf(skip)('ratebook/cloudflare in Miniflare', () => {
  describe('keys and the embedded fallback', () => {
    let worker: RunningWorker;
    beforeAll(async () => {
      worker = await startWorker(script, { TEST_WORKER: 'default', RATEBOOK_SIGNING_KEY: SIGNING_KEY });
    });
    afterAll(() => worker?.stop());

    it('answers 401 without a key, and with an unknown one', async () => {
      const none = await worker.request('/v1/rates', { key: null });
      expect(none.status).toBe(401);
      expect((await json(none)).code).toBe('missing_api_key');
      expect((await json(await worker.request('/v1/rates', { key: 'live_nope' }))).code).toBe('invalid_api_key');
    });

    it('serves the embedded dataset while KV holds nothing', async () => {
      const res = await worker.request('/v1/rates?base=EUR&symbols=USD');
      expect(res.status).toBe(200);
      expect((await json(res)).date).toBe(NEWEST);
      const status = await json(await worker.request('/v1/status'));
      expect(status.store).toEqual({ ok: true });
      // The isolate follows KV without sources of its own: it judges the data by the dataset's own
      // calendar, as a plain dataset is judged (the embedded data ends in the past, so it is stale).
      expect(status.stale).toBe(true);
      expect(res.headers.get('ratebook-stale')).toBe('true');
    });

    it('serves the embedded dataset when KV holds garbage, and says why in /v1/status', async () => {
      const kv = await worker.kv();
      await kv.put('ratebook:dataset', '{"not":"a dataset"');
      await kv.put('ratebook:dataset:version', JSON.stringify({ format: 'x', catalog: 'y', date: '2099-01-01', capturedAt: 1, bytes: 10 }));
      await worker.restart(); // a new isolate reads KV at its first request
      const res = await worker.request('/v1/rates?symbols=EUR');
      expect((await json(res)).date).toBe(NEWEST);
      const status = await json(await worker.request('/v1/status'));
      expect(status.store.ok).toBe(false);
      expect(status.store.error.code).toBe('store_rejected');
    });
  });

  describe('the limit, counted by one Durable Object a key', () => {
    let worker: RunningWorker;
    beforeAll(async () => {
      worker = await startWorker(script, { TEST_WORKER: 'fixed-clock', RATEBOOK_RATE_LIMIT: '100/3600', RATEBOOK_KEYS: `${KEY},live_other_key` });
    });
    afterAll(() => worker?.stop());

    it('is exact under 1,000 concurrent requests: 100 served, 900 refused, and the other key untouched', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 1000 }, async () => {
          const res = await worker.request('/v1/rates?symbols=EUR');
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(100);
      expect(statuses.filter((s) => s === 429)).toHaveLength(900);
      const other = await worker.request('/v1/rates?symbols=EUR', { key: 'live_other_key' });
      expect(other.status).toBe(200);
      expect(other.headers.get('ratelimit-remaining')).toBe('99');
    });

    it('keeps the count through a restart of workerd (the object reads its storage back)', async () => {
      await worker.restart();
      const res = await worker.request('/v1/rates?symbols=EUR', { key: 'live_other_key' });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-remaining')).toBe('98');
      expect((await worker.request('/v1/rates?symbols=EUR')).status).toBe(429);
    });
  });

  describe('the live dataset in KV', () => {
    let worker: RunningWorker;
    let feed: Awaited<ReturnType<typeof feedServer>>;
    beforeAll(async () => {
      feed = await feedServer((_path, res) => send(res, realUsd('2026-09-29')));
      worker = await startWorker(script, {
        TEST_WORKER: 'before-last',
        RATEBOOK_SIGNING_KEY: SIGNING_KEY,
        RATEBOOK_SOURCE_URL: `fawazahmed0=${feed.url}/usd.min.json`,
      });
    });
    afterAll(async () => {
      await worker?.stop();
      await feed?.close();
    });

    it('refuses a dataset a hostile writer put in KV: unsigned, or signed by another key', async () => {
      const text = JSON.stringify(datasetFile(defaultDataset));
      const version = { ...datasetVersion(defaultDataset), bytes: text.length };
      for (const [written, reason] of [
        [text, 'unsigned'],
        [await unsignedOrSigned(text, HOSTILE_KEY), 'another key'],
      ] as const) {
        const kv = await worker.kv(); // a stub of this run of workerd (restart makes new ones)
        await kv.put('ratebook:dataset', written);
        await kv.put('ratebook:dataset:version', JSON.stringify(version));
        await worker.restart();
        expect((await json(await worker.request('/v1/rates?symbols=EUR'))).date, reason).toBe(BEFORE);
        const { store } = await json(await worker.request('/v1/status'));
        expect(store.error, reason).toMatchObject({ code: 'store_rejected', reason: 'signature' });
      }
    });

    it('runs a scheduled round from a loopback feed, writes KV signed, and the next request serves it', async () => {
      const before = feed.requests.length;
      expect((await worker.scheduled()).outcome).toBe('ok');
      expect(feed.requests.length).toBe(before + 1);
      const res = await worker.request('/v1/rates?base=EUR&symbols=USD');
      expect((await json(res)).date).toBe(NEWEST);
      const kv = await worker.kv();
      const stored = JSON.parse(await kv.get('ratebook:dataset'));
      expect(stored.signature).toMatchObject({ alg: 'HMAC-SHA-256' });
      expect(JSON.parse(await kv.get('ratebook:dataset:version')).date).toBe(NEWEST);
    });

    it('writes KV only when the dataset changed: the same document again writes nothing', async () => {
      const kv = await worker.kv();
      // A mark in the stored version (readers ignore other fields): a write would replace it.
      const marked = JSON.stringify({ ...JSON.parse(await kv.get('ratebook:dataset:version')), mark: 1 });
      await kv.put('ratebook:dataset:version', marked);
      expect((await worker.scheduled()).outcome).toBe('ok');
      expect(await kv.get('ratebook:dataset:version')).toBe(marked);
    });
  });
});
