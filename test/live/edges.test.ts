import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { feedSource } from '../../src/live/sources/feedSource.js';
import { createFetchHandler } from '../../src/http/index.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import { MAX_RETRY_AFTER_MS } from '../../src/live/fetch/retryAfter.js';
import type { LiveDatasetOptions, LiveError, LiveSource, LiveTimers } from '../../src/live/types.js';
import { embeddedWithout, feedServer, realUsd, send } from './helpers.js';

// The live sources under the faults of issue 19: secrets echoed inside long values, carried in a
// URL's user-info or across a redirect; Retry-After; a lying Content-Length; duplicate keys.
const NOW = new Date('2026-09-29T12:00:00Z');
const TIMEOUT_MS = 2000;
// The round's one deadline (issue 19): a real timer in recordingTimers, like the request bound.
const ROUND_TIMEOUT_MS = 50_000;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function server(answer: (path: string, res: ServerResponse, headers: IncomingHttpHeaders) => void) {
  const s = await feedServer(answer);
  cleanups.push(s.close);
  return s;
}

async function oneRound(sources: LiveSource[], options: Partial<LiveDatasetOptions> = {}) {
  const errors: LiveError[] = [];
  const live = createLiveDataset({
    initial: embeddedWithout(1),
    sources,
    intervalSeconds: 0,
    timeoutMs: TIMEOUT_MS,
    roundTimeoutMs: ROUND_TIMEOUT_MS,
    retries: 0,
    now: () => NOW,
    onError: (e) => errors.push(e),
    ...options,
  });
  cleanups.push(() => live.stop());
  await live.refresh();
  const status = await (await createFetchHandler({ dataset: live, auth: false, now: () => NOW })(new Request('http://x/v1/status'))).text();
  return { live, errors, status: live.status(), shown: JSON.stringify({ errors, status: live.status() }) + status };
}

/** Every piece of `secret` at least 6 characters long that appears in `text`. */
function pieces(text: string, secret: string): string[] {
  const found: string[] = [];
  for (let i = 0; i + 6 <= secret.length; i++) if (text.includes(secret.slice(i, i + 6))) found.push(secret.slice(i, i + 6));
  return found;
}

describe('secrets', () => {
  it('are redacted before a long bad value that echoes them is shortened (OXR App ID, CoinGecko key)', async () => {
    const appId = '0123456789abcdef0123456789abcdef'; // 32 characters, as OXR's
    const apiKey = 'CG-AbCdEfGhIjKlMnOpQrStUvWx'; // 27 characters, as CoinGecko's
    const oxr = await server((_p, res) => send(res, JSON.stringify({ timestamp: 1759147200, base: 'USD', rates: { EUR: `invalid app id: ${appId}` } })));
    const gecko = await server((_p, res) => send(res, JSON.stringify({ bitcoin: { usd: `bad key echoed ${apiKey}`, last_updated_at: 1759147200 } })));
    const { status, shown } = await oneRound([
      feedSource('oxr', { appId, url: `${oxr.url}/api/latest.json` }),
      feedSource('coingecko', { apiKey, ids: ['bitcoin'], url: `${gecko.url}/api/v3/simple/price` }),
    ]);
    expect(status.sources.map((s) => s.error?.code)).toEqual(['invalid_feed', 'invalid_feed']);
    expect(pieces(shown, appId)).toEqual([]);
    expect(pieces(shown, apiKey)).toEqual([]);
  });

  it("in a URL's user-info are sent as Basic credentials and never shown", async () => {
    const token = 'tok-9f8e7d6c5b4a39281706';
    const s = await server((_p, res, headers) => {
      if (headers.authorization !== `Basic ${Buffer.from(`reader:${token}`).toString('base64')}`) {
        res.writeHead(401, { 'content-type': 'text/plain' });
        res.end(`who are you? ${token}`);
        return;
      }
      send(res, realUsd('2026-09-29'));
    });
    const url = `http://reader:${token}@127.0.0.1:${s.port}/usd.min.json`;
    const ok = await oneRound([fawazahmed0({ url })]);
    expect(ok.status.sources[0]).toMatchObject({ ok: true, quote_date: '2026-09-29' });
    // Refused, and the answer echoes the token: still nothing of it shows.
    const refused = await oneRound([fawazahmed0({ url: `http://reader:${token}-wrong@127.0.0.1:${s.port}/usd.min.json` })]);
    expect(refused.status.sources[0]!.error?.code).toBe('feed_http_status');
    expect(pieces(ok.shown + refused.shown, token)).toEqual([]);
  });

  it('never follow a redirect to another origin with a key: feed_redirect; within the origin they do', async () => {
    const apiKey = 'CG-AbCdEfGhIjKlMnOpQrStUvWx';
    const elsewhere = await server((_p, res) => send(res, '{}'));
    const redirecting = await server((path, res) => {
      if (path.startsWith('/final')) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('down');
        return;
      }
      res.writeHead(302, { location: path.startsWith('/same') ? `/final?x=1` : `${elsewhere.url}/steal` });
      res.end();
    });
    const away = await oneRound([feedSource('coingecko', { apiKey, ids: ['bitcoin'], url: `${redirecting.url}/api/v3/simple/price` })]);
    expect(away.status.sources[0]!.error?.code).toBe('feed_redirect');
    const appId = '0123456789abcdef0123456789abcdef';
    const oxrAway = await oneRound([feedSource('oxr', { appId, url: `${redirecting.url}/api/latest.json` })]);
    expect(oxrAway.status.sources[0]!.error?.code).toBe('feed_redirect');
    expect(elsewhere.requests).toEqual([]);
    expect(pieces(away.shown + oxrAway.shown, apiKey) + pieces(oxrAway.shown, appId).join()).toBe('');
    // Within the origin: followed, with the key.
    const same = await oneRound([feedSource('coingecko', { apiKey, ids: ['bitcoin'], url: `${redirecting.url}/same/simple/price` })]);
    expect(redirecting.requests.at(-1)).toMatchObject({ path: '/final?x=1', headers: { 'x-cg-demo-api-key': apiKey } });
    expect(same.status.sources[0]!.error?.code).toBe('feed_http_status');
    // A source without a secret follows any redirect, as fetch does.
    await oneRound([fawazahmed0({ url: `${redirecting.url}/usd.min.json` })]);
    expect(elsewhere.requests).toHaveLength(1);
  });
});

/** Timers whose waits fire at once (and are recorded), except the request's and the round's time bounds, which are real. */
function recordingTimers() {
  const waits: number[] = [];
  const timers: LiveTimers = {
    setTimeout(callback, ms) {
      if (ms === TIMEOUT_MS || ms === ROUND_TIMEOUT_MS) return setTimeout(callback, ms);
      waits.push(ms);
      return setTimeout(callback, 0);
    },
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  };
  return { timers, waits };
}

describe('Retry-After', () => {
  it('is honoured before a retry, in seconds or as a date', async () => {
    for (const header of ['30', new Date(NOW.getTime() + 30_000).toUTCString()]) {
      let calls = 0;
      const s = await server((_p, res) => {
        if (calls++ === 0) {
          res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': header });
          res.end('slow down');
          return;
        }
        send(res, realUsd('2026-09-29'));
      });
      const { timers, waits } = recordingTimers();
      const { status } = await oneRound([fawazahmed0({ url: `${s.url}/usd.min.json` })], { retries: 2, retryDelayMs: 100, random: () => 0.5, timers });
      expect(status.sources[0]).toMatchObject({ ok: true });
      expect(s.requests).toHaveLength(2);
      expect(waits).toEqual([30_000]);
    }
  });

  it(`ends the retries of the round when it asks for more than ${MAX_RETRY_AFTER_MS} ms`, async () => {
    const s = await server((_p, res) => {
      res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '3600' });
      res.end('maintenance');
    });
    const { timers, waits } = recordingTimers();
    const { status } = await oneRound([fawazahmed0({ url: `${s.url}/usd.min.json` })], { retries: 2, retryDelayMs: 100, random: () => 0.5, timers });
    expect(status.sources[0]!.error?.code).toBe('feed_http_status');
    expect(s.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});

describe('documents', () => {
  it('a body cut short after a Content-Length that promised more: feed_truncated', async () => {
    const body = realUsd('2026-09-29');
    const s = await server((_p, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length + 1000) });
      res.write(body);
      res.socket!.end();
    });
    const { status } = await oneRound([fawazahmed0({ url: `${s.url}/usd.min.json` })]);
    expect(status.sources[0]!.error?.code).toBe('feed_truncated');
  });

  it('an answer cut inside its head, after its Content-Length: feed_truncated, not feed_unreachable', async () => {
    const raw = createServer((socket) =>
      socket.once('data', () => socket.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 5000\r\nETa')),
    );
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => raw.close(resolve)));
    const { port } = raw.address() as AddressInfo;
    const { status } = await oneRound([fawazahmed0({ url: `http://127.0.0.1:${port}/usd.min.json` })]);
    expect(status.sources[0]!.error?.code).toBe('feed_truncated');
  });

  it('a key repeated in one object: invalid_feed', async () => {
    const s = await server((_p, res) => send(res, '{"date":"2026-09-29","usd":{"eur":0.85,"jpy":147.5,"eur":0.86}}'));
    const { status } = await oneRound([fawazahmed0({ url: `${s.url}/usd.min.json` })]);
    expect(status.sources[0]!.error?.code).toBe('invalid_feed');
  });
});
