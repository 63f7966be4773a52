import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDatasetOptions, LiveError } from '../../src/live/types.js';
import { redisDatasetStore } from '../../src/redis/index.js';
import type { Dataset } from '../../src/types.js';
import { embeddedBefore, realUsd } from '../live/helpers.js';
import { extendedText, hmacSigned, OTHER_SECRET, SECRET } from '../live/stored.js';
import { replayScenario } from '../live/rollback.js';
import { connectClient, type TestClient } from './clients.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

// Poisoned values on a real redis-server (issue 27 item 4): another client writes a valid dataset
// with EUR ×1000 to the key, which announces it on the update channel. Before, a follower served it
// within moments and the leader adopted it on its next round. Now a follower with a verify key
// refuses what is unsigned or wrongly signed, and every instance refuses what fails the jump checks.
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
const NOW = new Date('2026-09-29T12:00:00Z');
let server: RedisServer;
let redis: TestClient;
beforeAll(async () => {
  server = await startRedisServer();
  redis = await connectClient('redis', server.url);
});
afterAll(async () => {
  await redis?.close();
  server?.stop();
});
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function follower(key: string, options: Partial<LiveDatasetOptions> = {}) {
  const client = await connectClient('redis', server.url);
  cleanups.push(() => client.close());
  const errors: LiveError[] = [];
  const updates: Dataset[] = [];
  const usd = realUsd('2026-09-29').toString('utf8');
  const live = createLiveDataset({
    initial: INITIAL,
    sources: [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })],
    intervalSeconds: 0,
    retries: 0,
    store: redisDatasetStore(client.client, { key }),
    now: () => NOW,
    fetch: async () => new Response(usd),
    onError: (e) => errors.push(e),
    onUpdate: (ds) => updates.push(ds),
    ...options,
  });
  cleanups.push(() => live.stop());
  // Subscribed: the channel answers PUBSUB NUMSUB once the watch is up.
  await until(async () => Number(((await redis.send(['PUBSUB', 'NUMSUB', `${key}:updates`])) as [string, number])[1]) >= 1, 'the watch');
  return { live, errors, updates };
}

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 2000; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never happened: ${what}`);
}

/** Another client writes `text` to the key through the store (which announces it on the channel). */
async function poison(key: string, text: string) {
  await redisDatasetStore(redis.client, { key }).write(text);
}

const eurOf = (ds: Dataset) => ds.snapshots.at(-1)!.values[ds.columns.get('EUR')!]!;
const storeErrors = (errors: LiveError[]) => errors.filter((e) => e.code.startsWith('store_')).map((e) => [e.code, e.reason]);

describe('a poisoned Redis value', () => {
  const poisoned = () => extendedText(INITIAL, '2026-09-29', { EUR: 1000 });

  for (const [name, sign] of [
    ['unsigned', async (t: string) => t],
    ['signed with another key', (t: string) => hmacSigned(t, OTHER_SECRET)],
  ] as const) {
    it(`${name}, announced: a follower with a verify key refuses it (store_rejected, signature), serves nothing of it, leaves it in place`, async () => {
      const key = `signed:${name}`;
      const { live, errors, updates } = await follower(key, { verifyKey: SECRET });
      const text = await sign(poisoned());
      await poison(key, text);
      await until(() => errors.length > 0, 'the refusal');
      expect(storeErrors(errors)).toEqual([['store_rejected', 'signature']]);
      expect(updates).toEqual([]);
      expect(live.dataset()).toBe(INITIAL);
      expect(live.status().store).toMatchObject({ ok: false, error: { code: 'store_rejected', reason: 'signature' } });
      expect(await redis.send(['HGET', key, 'dataset'])).toBe(text);
      // Its own round refuses it the same way and serves its own fetch; without a signing key it never
      // writes the store (issue 38: its write would be unsigned), so the value stays for a signer to replace.
      await live.refresh();
      expect(eurOf(live.dataset())).toBe(JSON.parse(realUsd('2026-09-29').toString('utf8')).usd.eur);
      expect(await redis.send(['HGET', key, 'dataset'])).toBe(text);
    });
  }

  it('signed by the right key but with EUR ×1000: refused by the jump checks (store_rejected, jump)', async () => {
    const key = 'signed:right-key';
    const { live, errors, updates } = await follower(key, { verifyKey: SECRET });
    await poison(key, await hmacSigned(poisoned(), SECRET));
    await until(() => errors.length > 0, 'the refusal');
    expect(storeErrors(errors)).toEqual([['store_rejected', 'jump']]);
    expect(updates).toEqual([]);
    expect(live.dataset()).toBe(INITIAL);
  });

  it('unsigned, to a follower without a verify key: refused by the jump checks, never served', async () => {
    const key = 'signed:no-verify-key';
    const { live, errors, updates } = await follower(key);
    await poison(key, poisoned());
    await until(() => errors.length > 0, 'the refusal');
    expect(storeErrors(errors)).toEqual([['store_rejected', 'jump']]);
    expect(updates).toEqual([]);
    expect(live.dataset()).toBe(INITIAL);
  });

  it('a good dataset signed by the right key is adopted at once', async () => {
    const key = 'signed:good';
    const { live, errors, updates } = await follower(key, { verifyKey: SECRET });
    await poison(key, await hmacSigned(extendedText(INITIAL, '2026-09-29'), SECRET));
    await until(() => updates.length > 0, 'the adoption');
    expect(storeErrors(errors)).toEqual([]);
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
  });

  it("a leader's signed writes are adopted by a follower with the verify key, with their curation state", async () => {
    const key = 'signed:fleet';
    const { live: reader, errors, updates } = await follower(key, { verifyKey: SECRET, fetch: async () => new Response('down', { status: 503 }) });
    const client = await connectClient('redis', server.url);
    cleanups.push(() => client.close());
    const leader = createLiveDataset({
      initial: INITIAL,
      sources: [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })],
      intervalSeconds: 0,
      retries: 0,
      store: redisDatasetStore(client.client, { key }),
      now: () => NOW,
      fetch: async () => new Response(realUsd('2026-09-29').toString('utf8')),
      signingKey: SECRET,
    });
    cleanups.push(() => leader.stop());
    await leader.refresh();
    await until(() => updates.length > 0, 'the adoption');
    expect(storeErrors(errors)).toEqual([]);
    expect(reader.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    const stored = JSON.parse((await redis.send(['HGET', key, 'dataset'])) as string);
    expect(Object.keys(stored).slice(-3)).toEqual(['curation', 'head', 'signature']);
  });
});

describe('no rollback on a real redis-server', () => {
  for (const library of ['redis', 'ioredis'] as const) {
    it(`${library}: a replayed older signed dataset is refused (rollback), the key not rewritten, and refused after a restart by the record`, async () => {
      const key = `rollback:${library}`;
      const open = async () => {
        const client = await connectClient(library, server.url);
        cleanups.unshift(() => client.close());
        return redisDatasetStore(client.client, { key });
      };
      // The whole record (version fields and text) copied back, as a replay by another client would.
      const raw = {
        read: async () => (await redis.send(['HGET', key, 'dataset'])) as string | undefined,
        capture: async () => redis.send(['HGETALL', key]),
        replay: async (fields: unknown) => {
          const pairs = Array.isArray(fields) ? (fields as string[]) : Object.entries(fields as Record<string, string>).flat();
          await redis.send(['HSET', key, ...pairs]);
        },
      };
      await replayScenario(open, raw, cleanups);
      expect(String(await redis.send(['GET', `${key}:adopted`]))).toContain('"date":"2026-09-30"');
    }, 30_000);
  }
});
