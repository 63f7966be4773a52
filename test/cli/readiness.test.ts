import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedServer, realUsd, send } from '../live/helpers.js';
import { parsePrometheus, sampleValue } from '../http/prometheusText.js';
import { serveUrl, startServe } from './serveProcess.js';

const KEY = 'live_readiness_key_0123456789';
// Two days old: its calendar expected a newer document by 18:00 UTC yesterday, so --max-stale decides.
const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const document = JSON.stringify({ ...JSON.parse(realUsd('2026-09-29').toString()), date: day });
let failing = true;
let feed: Awaited<ReturnType<typeof feedServer>>;
beforeAll(async () => {
  feed = await feedServer((_p, res) => (failing ? void res.writeHead(500).end('down') : send(res, document)));
});
afterAll(() => feed.close());

const ready = async (url: string) => {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; reasons?: string[] } };
};

async function until(test: () => Promise<boolean>, attempts = 800): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < attempts; i++) {
    if (await test()) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never held');
}

describe('ratebook serve readiness and recovery', () => {
  it('is 503 stale while the feed fails, 200 once a round brings fresh data, 503 again past --max-stale; logs the failure and the recovery', async () => {
    // A fawazahmed0 snapshot is captured at 00:00 UTC of its date: this one is this old, and turns stale 6 s on.
    const maxStale = Math.ceil((Date.now() - Date.parse(`${day}T00:00:00Z`)) / 1000) + 6;
    const serve = startServe(['--live', '--every', '3600', '--max-stale', String(maxStale), '--log', 'json', '--metrics', '--port', '0', '--key', KEY], {
      RATEBOOK_SOURCE_URL: `fawazahmed0=${feed.url}/usd.min.json`,
    });
    const url = await serveUrl(serve);
    expect(await ready(url)).toEqual({ status: 503, body: { status: 'unavailable', reasons: ['stale'] } });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    await serve.waitFor(/"level":"error","event":"live_error"/, 30_000);
    failing = false;
    serve.child.kill('SIGHUP');
    const toReady = await until(async () => (await ready(url)).status === 200).catch((error: Error) => {
      throw new Error(`${error.message}:\n${serve.lines.join('\n')}`);
    });
    await serve.waitFor(/"event":"recovered"/);
    const toStale = await until(async () => (await ready(url)).status === 503);
    expect((await ready(url)).body.reasons).toEqual(['stale']);
    const metrics = parsePrometheus(await (await fetch(`${url}/metrics`)).text());
    expect(sampleValue(metrics, 'ratebook_live_rounds_total', { outcome: 'updated' })).toBe(1);
    expect(sampleValue(metrics, 'ratebook_live_round_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(metrics, 'ratebook_data_stale')).toBeDefined();
    expect(await serve.stop()).toBe(0);
    const events = serve.lines.filter((l) => l !== '').map((l) => JSON.parse(l) as { level: string; event: string });
    expect(events.find((e) => e.event === 'source_recovered')).toMatchObject({ level: 'info' });
    expect(events.find((e) => e.event === 'shutdown')).toMatchObject({ level: 'info' });
    console.log(
      `readiness: 503 -> 200 ${toReady.toFixed(0)} ms after SIGHUP; 200 -> 503 stale ${toStale.toFixed(0)} ms later (--max-stale: 6 s past the capture)`,
    );
  }, 90_000);
});
