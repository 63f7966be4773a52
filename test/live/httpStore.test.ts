import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/index.js';
import { createLiveDataset, httpDatasetStore } from '../../src/live/index.js';
import type { HttpDatasetStoreOptions } from '../../src/live/store/httpDatasetStore.js';
import type { LiveDatasetOptions, LiveError } from '../../src/live/types.js';
import { embeddedBefore } from './helpers.js';
import { ed25519Pair, extendedText, hmacSigned, OTHER_SECRET, SECRET } from './stored.js';

// A dataset file served by an HTTP origin with ETags (issue 29 item 3), read by followers with no
// sources of their own. The files are the embedded history extended by a copy of its newest row.
const INITIAL = embeddedBefore('2026-09-29'); // ends on 2026-09-28
const V1 = extendedText(INITIAL, '2026-09-29');
const V2 = extendedText(loadDataset(V1), '2026-09-30');
const NOW = () => new Date('2026-09-30T12:00:00Z');
const newest = (live: { dataset(): { snapshots: readonly { date: string }[] } }) => live.dataset().snapshots.at(-1)!.date;

interface Answer {
  readonly status: number;
  readonly bytes: number;
}

/** A loopback origin serving `file.text` with an ETag (its version number), answering 304 to a matching If-None-Match. */
async function origin(file: { text: string; etag: string; hang?: boolean }) {
  const answers: Answer[] = [];
  const seen: IncomingMessage['headers'][] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push(req.headers);
    if (file.hang) return; // never answers
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, { etag: file.etag });
      res.end();
      answers.push({ status: 304, bytes: 0 });
      return;
    }
    const body = Buffer.from(file.text);
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(body.length),
      etag: file.etag,
      'last-modified': 'Tue, 29 Sep 2026 16:00:00 GMT',
    });
    res.end(body);
    answers.push({ status: 200, bytes: body.length });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  closers.push(close);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/dataset.json`, answers, seen };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A follower of `url`: no sources, rounds through refresh() only. */
function follower(store: HttpDatasetStoreOptions, options: Partial<LiveDatasetOptions> = {}) {
  const errors: LiveError[] = [];
  const live = createLiveDataset({
    initial: INITIAL,
    sources: [],
    intervalSeconds: 0,
    now: NOW,
    store: httpDatasetStore({ intervalSeconds: 0, ...store }),
    onError: (e) => errors.push(e),
    ...options,
  });
  closers.push(() => live.stop());
  return { live, errors };
}

describe('httpDatasetStore', () => {
  it('adopts the published file, then transfers nothing while it is unchanged, then adopts the next', async () => {
    const file = { text: V1, etag: '"v1"' };
    const { url, answers, seen } = await origin(file);
    const { live, errors } = follower({ url });
    await live.refresh();
    expect(newest(live)).toBe('2026-09-29');
    expect(live.status().store).toEqual({ ok: true });
    expect(live.status().last_success).not.toBeNull();

    await live.refresh();
    expect(seen[1]!['if-none-match']).toBe('"v1"');
    expect(seen[1]!['if-modified-since']).toBe('Tue, 29 Sep 2026 16:00:00 GMT');
    expect(answers[1]).toEqual({ status: 304, bytes: 0 });
    expect(newest(live)).toBe('2026-09-29');
    expect(live.status().store).toEqual({ ok: true });

    Object.assign(file, { text: V2, etag: '"v2"' });
    await live.refresh();
    expect(answers[2]!.status).toBe(200);
    expect(newest(live)).toBe('2026-09-30');
    expect(errors).toEqual([]);
  });

  it('refuses an unsigned or wrongly signed file with a verify key, and adopts a rightly signed one', async () => {
    const file = { text: V1, etag: '"unsigned"' };
    const { url } = await origin(file);
    const { live, errors } = follower({ url, verifyKey: SECRET });
    await live.refresh();
    expect(newest(live)).toBe('2026-09-28');
    expect(errors.map((e) => [e.code, e.reason])).toEqual([['store_rejected', 'signature']]);
    expect(live.status().store).toMatchObject({ ok: false, error: { code: 'store_rejected', reason: 'signature' } });

    Object.assign(file, { text: await hmacSigned(V1, OTHER_SECRET), etag: '"other"' });
    await live.refresh();
    expect(newest(live)).toBe('2026-09-28');
    expect(errors.at(-1)).toMatchObject({ code: 'store_rejected', reason: 'signature' });

    Object.assign(file, { text: await hmacSigned(V1, SECRET), etag: '"signed"' });
    await live.refresh();
    expect(newest(live)).toBe('2026-09-29');
    expect(live.status().store).toEqual({ ok: true });
  });

  it("refuses an older signed file than it serves (rollback), as `ratebook publish` and `fetch` sign them, with the version's head", async () => {
    const { unsignedOrSigned } = await import('../../src/cli/feeds/storeKeys.js');
    const signedV1 = await unsignedOrSigned(V1, SECRET);
    const signedV2 = await unsignedOrSigned(V2, SECRET);
    expect(JSON.parse(signedV2)).toMatchObject({ head: { date: '2026-09-30', signature: expect.any(Object) } });
    const file = { text: signedV2, etag: '"v2"' };
    const { url } = await origin(file);
    const { live, errors } = follower({ url, verifyKey: SECRET });
    await live.refresh();
    expect(newest(live)).toBe('2026-09-30');
    // The origin (or whoever can write it) serves the older signed file again: refused, not served.
    Object.assign(file, { text: signedV1, etag: '"v1"' });
    await live.refresh();
    expect(newest(live)).toBe('2026-09-30');
    expect(errors.map((e) => [e.code, e.reason])).toEqual([['store_rejected', 'rollback']]);
    expect(live.status().store).toMatchObject({ ok: false, error: { code: 'store_rejected', reason: 'rollback' } });
  });

  it('takes the verify key from createLiveDataset too (Ed25519), and refuses two different keys', async () => {
    const pair = await ed25519Pair();
    const { signedText } = await import('../../src/live/sign/signedText.js');
    const { keySpec, importDatasetKey } = await import('../../src/live/sign/datasetKey.js');
    const spec = keySpec(pair.signing, 'sign', 'signingKey');
    const file = { text: await signedText(V1, { alg: spec.alg, key: () => importDatasetKey(spec, 'sign') }), etag: '"ed"' };
    const { url } = await origin(file);
    const other = await ed25519Pair();
    const wrong = follower({ url }, { verifyKey: other.verify });
    await wrong.live.refresh();
    expect(wrong.errors.map((e) => e.reason)).toEqual(['signature']);
    const right = follower({ url }, { verifyKey: pair.verify });
    await right.live.refresh();
    expect(newest(right.live)).toBe('2026-09-29');
    expect(() => follower({ url, verifyKey: pair.verify }, { verifyKey: other.verify })).toThrow(/verifyKey/);
    expect(() => follower({ url, verifyKey: pair.verify }, { verifyKey: pair.verify })).not.toThrow();
  });

  it('refuses a file over maxBytes unread, and is bounded by timeoutMs on a hung origin', async () => {
    const big = await origin({ text: V1, etag: '"v1"' });
    const capped = follower({ url: big.url, maxBytes: 1000 });
    await capped.live.refresh();
    expect(capped.errors).toHaveLength(1);
    expect(capped.errors[0]).toMatchObject({ code: 'store_rejected' });
    expect(capped.errors[0]!.message).toMatch(/larger than the cap of 1000 bytes; refused unread/);
    expect(newest(capped.live)).toBe('2026-09-28');

    const hung = await origin({ text: V1, etag: '"v1"', hang: true });
    const waiting = follower({ url: hung.url, timeoutMs: 50 });
    await waiting.live.refresh();
    expect(waiting.errors.map((e) => e.code)).toEqual(['store_error']);
    expect(waiting.errors[0]!.message).toMatch(/did not answer within 50 ms/);
    expect(waiting.live.status().store).toMatchObject({ ok: false, error: { code: 'store_error' } });
  });

  it('never writes: write refuses, and a follower whose origin holds an invalid file writes nothing', async () => {
    const { url } = await origin({ text: '{"format":"ratebook-dataset@1"}', etag: '"bad"' });
    const store = httpDatasetStore({ url, intervalSeconds: 0 });
    await expect(store.write(V1)).rejects.toMatchObject({ code: 'invalid_parameter' });
    const { live, errors } = follower({ url });
    await live.refresh();
    expect(errors.map((e) => e.code)).toEqual(['store_invalid']);
    expect(live.status().store).toMatchObject({ ok: false, error: { code: 'store_invalid' } });
  });

  it('checks the origin every intervalSeconds without rounds of its own', async () => {
    const file = { text: V1, etag: '"v1"' };
    const { url } = await origin(file);
    let updated: (date: string) => void = () => {};
    const live = createLiveDataset({
      initial: INITIAL,
      sources: [],
      intervalSeconds: 0,
      now: NOW,
      store: httpDatasetStore({ url, intervalSeconds: 0.02 }),
      onUpdate: (ds) => updated(ds.snapshots.at(-1)!.date),
    });
    closers.push(() => live.stop());
    const next = () => new Promise<string>((resolve) => (updated = resolve));
    expect(await next()).toBe('2026-09-29');
    Object.assign(file, { text: V2, etag: '"v2"' });
    expect(await next()).toBe('2026-09-30');
  });

  it('follows redirects as feeds do: freely without secrets, within the origin only with headers', async () => {
    const target = await origin({ text: V1, etag: '"v1"' });
    const server = createServer((_req, res) => {
      res.writeHead(302, { location: target.url });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const moved = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dataset.json`;
    const plain = follower({ url: moved });
    await plain.live.refresh();
    expect(newest(plain.live)).toBe('2026-09-29');
    const keyed = follower({ url: moved, headers: { authorization: 'Bearer origin-token' } });
    await keyed.live.refresh();
    expect(newest(keyed.live)).toBe('2026-09-28');
    expect(keyed.errors[0]).toMatchObject({ code: 'store_error' });
    expect(keyed.errors[0]!.message).toMatch(/redirected to another origin/);
    expect(keyed.errors[0]!.message).not.toContain('origin-token');
  });

  it('fetches its own sources only while the origin cannot be read, and never writes what they give', async () => {
    const { fawazahmed0 } = await import('../../src/live/sources/fawazahmed0.js');
    const { realUsd } = await import('./helpers.js');
    const down = await origin({ text: V1, etag: '"v1"', hang: true });
    let asked = 0;
    const { live, errors } = follower(
      { url: down.url, timeoutMs: 50 },
      {
        sources: [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })],
        retries: 0,
        fetch: async () => (asked++, new Response(realUsd('2026-09-29').toString('utf8'))),
      },
    );
    await live.refresh();
    expect(asked).toBe(1);
    expect(newest(live)).toBe('2026-09-29');
    // The write would refuse: none was attempted (the store's verdict is the read's).
    expect(errors.map((e) => e.code)).toEqual(['store_error']);
    expect(live.status().store!.error!.message).toMatch(/did not answer/);

    const up = await origin({ text: V2, etag: '"v2"' });
    const following = follower(
      { url: up.url },
      {
        sources: [fawazahmed0({ url: 'https://feed.invalid/usd.min.json' })],
        fetch: async () => (asked++, new Response(realUsd('2026-09-29').toString('utf8'))),
      },
    );
    await following.live.refresh();
    expect(asked).toBe(1);
    expect(newest(following.live)).toBe('2026-09-30');
  });

  it('refuses a bad url or bound at creation, and sources: [] without a store', () => {
    expect(() => httpDatasetStore({ url: 'file:///etc/passwd' })).toThrow(/url/);
    expect(() => httpDatasetStore({ url: 'https://x.example/d.json', maxBytes: 0 })).toThrow(/maxBytes/);
    expect(() => httpDatasetStore({ url: 'https://x.example/d.json', verifyKey: 'short' })).toThrow(/verifyKey/);
    expect(() => createLiveDataset({ initial: INITIAL, sources: [] })).toThrow(/sources/);
  });
});
