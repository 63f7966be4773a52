import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { feedSource } from '../../src/live/sources/feedSource.js';
import { defaultDataset } from '../../src/data.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { type CachedAnswer, fetchSource } from '../../src/live/fetch/fetchSource.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDatasetOptions, LiveError, LiveSource } from '../../src/live/types.js';
import { embeddedWithout, feedServer, realUsd, send } from './helpers.js';

const NOW = new Date('2026-09-29T12:00:00Z');
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function server(answer: (path: string, res: ServerResponse) => void) {
  const s = await feedServer(answer);
  cleanups.push(s.close);
  return s;
}

/** A port on 127.0.0.1 that nothing listens on: a server that was opened and closed. */
async function closedPort(): Promise<string> {
  const s = await feedServer(() => {});
  await s.close();
  return s.url;
}

/** One round against `source`; the live dataset starts from the embedded data without its last day. */
async function oneRound(source: LiveSource, options: Partial<LiveDatasetOptions> = {}) {
  const errors: LiveError[] = [];
  const initial = options.initial ?? embeddedWithout(1);
  const live = createLiveDataset({
    initial,
    sources: [source],
    intervalSeconds: 0,
    timeoutMs: 2000,
    retries: 0,
    now: () => NOW,
    onError: (e) => errors.push(e),
    ...options,
  });
  cleanups.push(() => live.stop());
  await live.refresh();
  return { live, errors, initial, status: live.status(), kept: live.dataset() === initial };
}

describe('a round that fails keeps the previous dataset and says why', () => {
  it('connection refused: feed_unreachable', async () => {
    const url = await closedPort();
    const { kept, status } = await oneRound(fawazahmed0({ url: `${url}/usd.min.json` }));
    expect(kept).toBe(true);
    expect(status.sources[0]).toMatchObject({ name: 'fawazahmed0', ok: false, quote_date: null, error: { code: 'feed_unreachable' } });
  });

  it('a server that never answers: feed_timeout, bounded by timeoutMs', async () => {
    const s = await server(() => {});
    const { kept, status } = await oneRound(fawazahmed0({ url: `${s.url}/usd.min.json` }), { timeoutMs: 150 });
    expect(kept).toBe(true);
    expect(status.sources[0]!.error?.code).toBe('feed_timeout');
  });

  it('a 500: feed_http_status, retried a bounded number of times', async () => {
    const s = await server((_p, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('oops');
    });
    const { kept, status } = await oneRound(fawazahmed0({ url: `${s.url}/usd.min.json` }), { retries: 2, retryDelayMs: 100, random: () => 0.5 });
    expect(kept).toBe(true);
    expect(status.sources[0]!.error?.code).toBe('feed_http_status');
    expect(s.requests).toHaveLength(3);
  });

  it('a 200 with an HTML page: feed_html', async () => {
    const s = await server((_p, res) => send(res, '<!DOCTYPE html><html><body>Bandwidth exceeded</body></html>', 'text/html'));
    const { kept, status } = await oneRound(fawazahmed0({ url: `${s.url}/usd.min.json` }));
    expect(kept).toBe(true);
    expect(status.sources[0]!.error?.code).toBe('feed_html');
  });

  it('a truncated body: feed_truncated', async () => {
    const body = realUsd('2026-09-29');
    const s = await server((_p, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
      res.write(body.subarray(0, 2000));
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const { kept, status } = await oneRound(fawazahmed0({ url: `${s.url}/usd.min.json` }));
    expect(kept).toBe(true);
    expect(status.sources[0]!.error?.code).toBe('feed_truncated');
  });

  it('a body past the byte cap, announced or streamed: feed_too_large', async () => {
    const body = realUsd('2026-09-29');
    const announced = await server((_p, res) => send(res, body));
    const a = await oneRound(fawazahmed0({ url: `${announced.url}/usd.min.json`, maxBytes: 1000 }));
    expect(a.kept).toBe(true);
    expect(a.status.sources[0]!.error?.code).toBe('feed_too_large');
    // No Content-Length: the stream is read up to the cap and then cancelled.
    let written = 0;
    const streamed = await server((_p, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (written < 64 * 1024 * 1024 && res.write(chunk)) written += chunk.length;
        if (written < 64 * 1024 * 1024) res.once('drain', pump);
        else res.end();
      };
      res.on('close', () => (written = Infinity));
      pump();
    });
    const b = await oneRound(fawazahmed0({ url: `${streamed.url}/usd.min.json`, maxBytes: 100_000 }));
    expect(b.status.sources[0]!.error?.code).toBe('feed_too_large');
    expect(b.kept).toBe(true);
  });

  it('a document dated before the newest snapshot: feed_backwards, nothing changes', async () => {
    const s = await server((_p, res) => send(res, realUsd('2026-09-28')));
    const { kept, status } = await oneRound(fawazahmed0({ url: `${s.url}/usd.min.json` }), { initial: defaultDataset });
    expect(kept).toBe(true);
    expect(status.sources[0]!.error?.code).toBe('feed_backwards');
    expect(status.sources[0]!.quote_date).toBeNull();
  });

  it('a document that fails validation: invalid_feed', async () => {
    const bad = JSON.stringify({ date: '2026-09-29', usd: { eur: -0.85, jpy: 'lots' } });
    const s = await server((_p, res) => send(res, bad));
    const { kept, status } = await oneRound(fawazahmed0({ url: `${s.url}/usd.min.json` }));
    expect(kept).toBe(true);
    expect(status.sources[0]!.error?.code).toBe('invalid_feed');
    const notJson = await server((_p, res) => send(res, realUsd('2026-09-29').subarray(0, 3000)));
    const second = await oneRound(fawazahmed0({ url: `${notJson.url}/usd.min.json` }));
    expect(second.status.sources[0]!.error?.code).toBe('invalid_feed');
  });

  it('a document against a pivot nothing converts: not_repivoted', async () => {
    // A made-up fault: real rates relabelled as against EUR, with USD (the dataset's pivot) left out.
    const real = JSON.parse(realUsd('2026-09-29').toString()) as { date: string; usd: Record<string, number> };
    const eur = { date: real.date, eur: Object.fromEntries(Object.entries(real.usd).filter(([code]) => code !== 'usd' && code !== 'eur')) };
    const s = await server((_p, res) => send(res, JSON.stringify(eur)));
    const { kept, status } = await oneRound(fawazahmed0({ base: 'eur', url: `${s.url}/eur.min.json` }));
    expect(kept).toBe(true);
    expect(status.sources[0]).toMatchObject({ ok: false, error: { code: 'not_repivoted' } });
  });

  it('the primary down and the fallback up: the fallback serves', async () => {
    const down = await closedPort();
    const up = await server((_p, res) => send(res, realUsd('2026-09-29')));
    const { live, status } = await oneRound(fawazahmed0({ url: `${down}/usd.min.json`, fallbacks: [`${up.url}/usd.min.json`] }));
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    expect(status.sources[0]).toMatchObject({ ok: true, quote_date: '2026-09-29' });
    expect(status.sources[0]!.error).toBeUndefined();
  });

  it('when the first source fails, the others still serve', async () => {
    const down = await closedPort();
    const up = await server((_p, res) => send(res, realUsd('2026-09-29')));
    const { live, status } = await oneRound(fawazahmed0({ url: `${down}/usd.min.json` }), {
      sources: [fawazahmed0({ name: 'primary', url: `${down}/usd.min.json` }), fawazahmed0({ name: 'secondary', url: `${up.url}/usd.min.json` })],
    });
    expect(live.dataset().snapshots.at(-1)!.date).toBe('2026-09-29');
    expect(status.sources.map((s) => [s.name, s.ok])).toEqual([
      ['primary', false],
      ['secondary', true],
    ]);
  });
});

describe('conditional requests', () => {
  it('send the validators of the previous answer; a 304 changes nothing', async () => {
    const body = realUsd('2026-09-29');
    const s = await server((_p, res) => {
      const seen = s.requests.at(-1)!.headers;
      if (seen['if-none-match'] === '"v29"') {
        res.writeHead(304, { etag: '"v29"' });
        res.end();
        return;
      }
      send(res, body, 'application/json', { etag: '"v29"', 'last-modified': 'Tue, 29 Sep 2026 05:14:00 GMT' });
    });
    const { live } = await oneRound(fawazahmed0({ url: `${s.url}/usd.min.json` }));
    const first = live.dataset();
    expect(first.snapshots.at(-1)!.date).toBe('2026-09-29');
    expect(s.requests[0]!.headers['if-none-match']).toBeUndefined();
    await live.refresh();
    expect(s.requests[1]!.headers['if-none-match']).toBe('"v29"');
    expect(s.requests[1]!.headers['if-modified-since']).toBe('Tue, 29 Sep 2026 05:14:00 GMT');
    expect(live.dataset()).toBe(first);
    expect(live.status().sources[0]).toMatchObject({ ok: true, quote_date: '2026-09-29' });
  });
});

describe('an unchanged document', () => {
  it('is not read again when its bytes and the catalog are the same, without validators too', async () => {
    let body = realUsd('2026-09-29');
    const s = await server((_p, res) => send(res, body));
    const source = fawazahmed0({ url: `${s.url}/usd.min.json` });
    // Reads of the document, and loads of the file read (loadDataset reads its fiatMeta, the round nothing else does).
    let [reads, loads] = [0, 0];
    const counted: LiveSource = {
      ...source,
      read: (bytes, metadata) => {
        reads++;
        const { dataset } = source.read(bytes, metadata);
        return { dataset: new Proxy(dataset, { get: (file, key) => (key === 'fiatMeta' && loads++, Reflect.get(file, key)) }), warnings: [] };
      },
    };
    const { live } = await oneRound(counted);
    const first = live.dataset();
    expect([first.snapshots.at(-1)!.date, reads]).toEqual(['2026-09-29', 1]);
    // The round swapped in a new dataset, the catalog the next read takes: read again, nothing new.
    await live.refresh();
    expect(reads).toBe(2);
    const loaded = loads;
    expect(loaded).toBeGreaterThan(0);
    // The same bytes and the same catalog: the file read before, neither read nor loaded again, the source ok.
    await live.refresh();
    await live.refresh();
    expect([reads, loads]).toEqual([2, loaded]);
    expect(s.requests).toHaveLength(4);
    expect(live.status().sources[0]).toMatchObject({ ok: true, quote_date: '2026-09-29' });
    // A changed byte (a newline after the JSON) is read.
    body = Buffer.concat([body, Buffer.from('\n')]);
    await live.refresh();
    expect(reads).toBe(3);
  });
});

describe('secrets', () => {
  it('never appear in status, errors or messages', async () => {
    const appId = 'oxr-s3cr3t-app-id';
    const apiKey = 'cg-s3cr3t-api-key';
    const s = await server((path, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: true, message: `invalid_app_id ${path}` }));
    });
    const down = await closedPort();
    const { status, errors } = await oneRound(feedSource('oxr', { appId, url: `${s.url}/api/latest.json` }), {
      sources: [
        feedSource('oxr', { appId, url: `${s.url}/api/latest.json` }),
        feedSource('oxr', { appId, name: 'oxr-down', url: `${down}/api/latest.json` }),
        feedSource('coingecko', { apiKey, url: `${s.url}/api/v3/simple/price` }),
        feedSource('coingecko', { apiKey, name: 'cg-down', url: `${down}/api/v3/simple/price` }),
      ],
    });
    expect(s.requests.some((r) => r.path.includes(`app_id=${appId}`))).toBe(true);
    expect(s.requests.some((r) => r.headers['x-cg-demo-api-key'] === apiKey)).toBe(true);
    expect(status.sources.map((x) => x.error?.code)).toEqual(['feed_http_status', 'feed_unreachable', 'feed_http_status', 'feed_unreachable']);
    const shown = JSON.stringify({ status, errors });
    expect(shown).not.toContain(appId);
    expect(shown).not.toContain(apiKey);
    expect(shown).not.toContain('app_id');
  });

  it('a missing app id is refused when the source is made', () => {
    expect(() => feedSource('oxr', { appId: '' })).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'appId' }));
  });
});

describe("a source's cache of answers by URL", () => {
  it('keeps the last eight URLs: a source that asks a dated URL every day does not keep every day it asked', async () => {
    const s = await server((_p, res) => send(res, realUsd('2026-09-29')));
    const source: LiveSource = {
      ...fawazahmed0({ url: `${s.url}/usd.min.json` }),
      urlsAt: (now) => [`${s.url}/${now.toISOString().slice(0, 10)}/usd.min.json`],
    };
    const cache = new Map<string, CachedAnswer>();
    const context = {
      fetch: globalThis.fetch,
      timers: { setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (h: unknown) => clearTimeout(h as NodeJS.Timeout) },
      timeoutMs: 10_000,
      retries: 0,
      retryDelayMs: 0,
      random: () => 0,
      signal: new AbortController().signal,
      metadata: defaultDataset,
    };
    for (let day = 1; day <= 20; day++) {
      const now = () => new Date(Date.UTC(2026, 8, day, 12));
      await fetchSource(source, cache, { ...context, now });
    }
    expect(s.requests).toHaveLength(20);
    expect([...cache.keys()].map((url) => url.slice(s.url.length + 1, s.url.length + 11))).toEqual(
      Array.from({ length: 8 }, (_, i) => `2026-09-${String(13 + i).padStart(2, '0')}`),
    );
    // The newest day asked again is an answer still kept: one more request, nothing added.
    await fetchSource(source, cache, { ...context, now: () => new Date(Date.UTC(2026, 8, 20, 13)) });
    expect(cache.size).toBe(8);
  });
});
