import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { createFetchHandler, prometheusMetrics } from '../../src/http/index.js';
import { createLiveDataset, fawazahmed0 } from '../../src/live/index.js';
import { runCli } from '../../src/cli/runCli.js';
import { parsePrometheus, sampleValue } from '../http/prometheusText.js';
import { realUsd } from '../live/helpers.js';

const KEY = 'live_one_freshness_key_0123456789';
const HOUR = 3_600_000;
const template = JSON.parse(realUsd('2026-09-29').toString()) as Record<string, unknown>;

/**
 * The README's production line (`serve --live --every 600 --max-stale 90000`, default source
 * fawazahmed0) on a fake clock: the feed publishes each day's document `delayHours` into its day
 * (it reaches the CDNs within hours), a round runs every 10 minutes, and every 15 minutes
 * `/readyz`, `/v1/status`, `ratebook status --server` and `ratebook_data_stale` are asked.
 */
async function walk(startIso: string, delayHours: number, hours = 48, maxStale: number | null = 90_000) {
  const maxStaleSeconds = maxStale ?? undefined;
  let nowMs = Date.parse(startIso);
  const now = () => new Date(nowMs);
  const published = () => new Date(nowMs - delayHours * HOUR).toISOString().slice(0, 10);
  const live = createLiveDataset({
    initial: defaultDataset,
    sources: [fawazahmed0()],
    intervalSeconds: 0,
    now,
    fetch: async () => new Response(JSON.stringify({ ...template, date: published() })),
  });
  const metrics = prometheusMetrics();
  const handler = createFetchHandler({ dataset: live, auth: { keys: [KEY] }, health: true, maxStaleSeconds, metrics, now });
  // `ratebook status --server` asks this handler through fetch, in process.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => handler(new Request(input, init)));
  const steps: { at: string; ready: boolean; status: boolean; cli: boolean; metric: boolean; age: number }[] = [];
  for (let step = 0; step <= (hours * 60) / 15; step++) {
    // The rounds of the last 15 minutes (every 600 s); the fake clock stands still within a round.
    await live.refresh();
    const ready = (await handler(new Request('http://x/readyz'))).status === 200;
    const status = (await (await handler(new Request('http://x/v1/status', { headers: { authorization: `Bearer ${KEY}` } }))).json()) as {
      stale: boolean;
      age_seconds: number;
    };
    const metric = sampleValue(parsePrometheus(await (await handler(new Request('http://x/metrics'))).text()), 'ratebook_data_stale');
    const out: string[] = [];
    const exit = await runCli(['status', '--server', 'http://x', '--key', KEY], { stdout: (t) => out.push(t), stderr: () => {} });
    steps.push({ at: now().toISOString(), ready, status: !status.stale, cli: exit === 0, metric: metric === 0, age: status.age_seconds });
    nowMs += 15 * 60_000;
  }
  await live.stop();
  return steps;
}

afterEach(() => void vi.unstubAllGlobals());

describe('one freshness', () => {
  it("keeps the README's production line ready across two days of fawazahmed0's calendar (Christmas, a weekend): readiness = status = CLI = metric", async () => {
    // Thursday 24 December 2026, 06:00 UTC, to Saturday the 26th: TARGET holidays and a weekend day.
    const steps = await walk('2026-12-24T06:00:00Z', 6);
    expect(steps).toHaveLength(193);
    // The data's age passes --max-stale (25 h) every morning before the day's document is out ...
    expect(steps.filter((s) => s.age > 90_000).length).toBeGreaterThan(0);
    // ... and the calendar still expects nothing newer: ready, fresh, exit 0 and 0 at every step.
    expect(steps.filter((s) => !(s.ready && s.status && s.cli && s.metric))).toEqual([]);
  }, 60_000);

  it('turns stale in all four at once when the day’s document does not come, and only once --max-stale has passed too', async () => {
    // The feed publishes 30 hours into each day: the calendar expects it by 18:00 UTC.
    const steps = await walk('2026-12-24T06:00:00Z', 30, 24);
    for (const s of steps) expect([s.status, s.cli, s.metric]).toEqual([s.ready, s.ready, s.ready]);
    // Each day's document comes at 06:00 UTC the next day; the calendar expected it by 18:00 UTC of
    // its day (the age then 42 h, past --max-stale): stale from 18:00 to 06:00, fresh otherwise.
    const hour = (s: { at: string }) => Number(s.at.slice(11, 13));
    expect(steps.map((s) => `${s.at} ${s.ready}`)).toEqual(steps.map((s) => `${s.at} ${hour(s) >= 6 && hour(s) < 18}`));
    expect(steps.filter((s) => !s.ready).every((s) => s.age > 90_000)).toBe(true);
  }, 60_000);

  it('without --max-stale: readiness does not judge staleness, and the metric still says what status says', async () => {
    const steps = await walk('2026-12-24T06:00:00Z', 30, 24, null);
    // Frozen or late history is valid to serve: ready all along.
    expect(steps.filter((s) => !s.ready)).toEqual([]);
    // The calendar alone judges: stale from 18:00 (the document expected) to 06:00 (it comes).
    expect(steps.some((s) => !s.status)).toBe(true);
    expect(steps.some((s) => s.status)).toBe(true);
    for (const s of steps) expect([s.metric, s.cli]).toEqual([s.status, s.status]);
  }, 60_000);

  it("on a plain dataset, with and without --max-stale: the metric is /v1/status's stale", async () => {
    for (const maxStaleSeconds of [undefined, 90_000, 10 ** 12]) {
      const handler = createFetchHandler({ dataset: defaultDataset, auth: { keys: [KEY] }, health: true, maxStaleSeconds, metrics: true });
      const status = (await (await handler(new Request('http://x/v1/status', { headers: { authorization: `Bearer ${KEY}` } }))).json()) as { stale: boolean };
      const metric = sampleValue(parsePrometheus(await (await handler(new Request('http://x/metrics'))).text()), 'ratebook_data_stale');
      const ready = (await handler(new Request('http://x/readyz'))).status === 200;
      expect({ maxStaleSeconds, metric }).toEqual({ maxStaleSeconds, metric: status.stale ? 1 : 0 });
      expect(ready).toBe(maxStaleSeconds === undefined || !status.stale);
      // The embedded data is old by the real clock: stale unless the bound is absurdly wide.
      expect(status.stale).toBe(maxStaleSeconds !== 10 ** 12);
    }
  });
});
