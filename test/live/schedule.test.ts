import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/index.js';
import { defaultDataset } from '../../src/data.js';
import { importEcbXml } from '../../src/feeds/ecb/ecbXml.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { ecb } from '../../src/live/sources/ecb.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import { datasetFreshness } from '../../src/calendar/index.js';
import { DAILY, HOURLY } from '../../src/calendar/periodic.js';
import { datasetCalendar } from '../../src/calendar/datasetCalendar.js';
import { TARGET, isTargetBusinessDay } from '../../src/calendar/target.js';
import type { LiveDataset } from '../../src/live/types.js';
import { embeddedWithout, manualTimers, realEcbDaily, realUsd } from './helpers.js';

const stops: LiveDataset[] = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!.stop();
});

/** A fetch that answers `body` from memory and counts its calls. */
function memoryFetch(body: () => Uint8Array | Buffer) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    calls.push(String(input));
    return new Response(new Uint8Array(body()), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const ecbFriday = () => loadDataset(importEcbXml(realEcbDaily(), { metadata: defaultDataset }).dataset);

describe('the TARGET calendar', () => {
  it('closes on weekends and the TARGET holidays', () => {
    for (const closed of [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-12-25',
      '2026-12-26',
      '2026-11-21',
      '2026-11-22',
      '2025-04-18',
      '2025-04-21',
    ]) {
      expect(isTargetBusinessDay(closed), closed).toBe(false);
    }
    for (const open of ['2026-04-02', '2026-04-07', '2026-11-23', '2026-12-24', '2026-12-31', '2025-05-09']) expect(isTargetBusinessDay(open), open).toBe(true);
  });

  it('counts a publication as missed two hours after 16:00 Frankfurt', () => {
    const friday = Date.parse('2025-05-09T14:00:00Z'); // 16:00 CEST
    expect(TARGET.missed(friday, Date.parse('2025-05-11T23:00:00Z'), 0)).toBe(0);
    expect(TARGET.missed(friday, Date.parse('2025-05-12T15:59:59Z'), 0)).toBe(0);
    expect(TARGET.missed(friday, Date.parse('2025-05-12T16:00:00Z'), 0)).toBe(1);
    expect(TARGET.missed(friday, Date.parse('2025-05-14T17:00:00Z'), 0)).toBe(3);
  });

  it('daily and hourly calendars count their publications after their grace', () => {
    const day = Date.parse('2026-09-29T00:00:00Z');
    expect(DAILY.missed(day, Date.parse('2026-09-30T17:59:59Z'), 0)).toBe(0);
    expect(DAILY.missed(day, Date.parse('2026-09-30T18:00:00Z'), 0)).toBe(1);
    expect(DAILY.missed(day, Date.parse('2026-11-23T12:00:00Z'), 0)).toBe(54);
    expect(HOURLY.missed(Date.parse('2026-09-29T10:00:00Z'), Date.parse('2026-09-29T12:30:00Z'), 0)).toBe(1);
  });
});

describe('freshness of a plain dataset', () => {
  it('judges the embedded (daily) data stale today, and fresh on its own day', () => {
    expect(datasetCalendar(defaultDataset)).toBe(DAILY);
    expect(datasetFreshness(defaultDataset, new Date('2026-11-23T06:00:00Z'))).toEqual({
      date: '2026-09-29',
      updated_at: '2026-09-29T00:00:00Z',
      age_seconds: 55 * 86400 + 6 * 3600,
      stale: true,
    });
    expect(datasetFreshness(defaultDataset, new Date('2026-09-30T12:00:00Z')).stale).toBe(false);
  });

  it('judges an ECB series by TARGET business days', () => {
    const file = importEcbXml(realEcbDaily(), { metadata: defaultDataset }).dataset;
    // Five business days of the real rates make the series look like the ECB's.
    const days = ['2025-05-05', '2025-05-06', '2025-05-07', '2025-05-08', '2025-05-09'];
    file.snapshots = days.map((date) => ({ ...file.snapshots[0]!, date, updated_at: `${date}T14:00:00Z` }));
    const series = loadDataset(file);
    expect(datasetCalendar(series)).toBe(TARGET);
    expect(datasetFreshness(series, new Date('2025-05-11T20:00:00Z')).stale).toBe(false);
    expect(datasetFreshness(series, new Date('2025-05-12T16:00:00Z')).stale).toBe(true);
  });
});

describe('the schedule of a live dataset', () => {
  it('runs a round at once and then one every interval', async () => {
    const clock = manualTimers(new Date('2026-09-29T12:00:00Z'));
    const { fetch, calls } = memoryFetch(() => realUsd('2026-09-29'));
    const live = createLiveDataset({ initial: embeddedWithout(1), sources: [fawazahmed0()], intervalSeconds: 60, fetch, now: clock.now, timers: clock.timers });
    stops.push(live);
    expect(calls).toHaveLength(0);
    clock.advance(0);
    await live.refresh();
    expect(calls).toEqual(['https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/usd.min.json']);
    expect(live.status().next_attempt).toBe('2026-09-29T12:01:00.000Z');
    clock.advance(59_999);
    expect(calls).toHaveLength(1);
    clock.advance(1);
    await live.refresh();
    expect(calls).toHaveLength(2);
    clock.advance(60_000);
    await live.refresh();
    expect(calls).toHaveLength(3);
    await live.stop();
    expect(clock.pending()).toEqual([]);
    expect(live.status().next_attempt).toBeNull();
  });

  it('a weekend does not make ECB data stale; a missed business day does', async () => {
    let now = new Date('2025-05-11T12:00:00Z'); // Sunday
    const { fetch } = memoryFetch(() => realEcbDaily());
    const live = createLiveDataset({ initial: ecbFriday(), sources: [ecb()], intervalSeconds: 0, fetch, now: () => now });
    stops.push(live);
    await live.refresh();
    expect(live.status()).toMatchObject({
      date: '2025-05-09',
      stale: false,
      sources: [{ name: 'ecb', ok: true, quote_date: '2025-05-09', missed_publications: 0 }],
    });
    now = new Date('2025-05-12T12:00:00Z'); // Monday morning: today's rates are not due yet
    await live.refresh();
    expect(live.status().stale).toBe(false);
    now = new Date('2025-05-13T12:00:00Z'); // Tuesday: Monday's rates were due at 16:00 CEST
    await live.refresh();
    expect(live.status()).toMatchObject({ stale: true, sources: [{ ok: true, missed_publications: 1 }] });
  });

  it('fractional intervals are allowed; 0 means no timer', () => {
    const clock = manualTimers(new Date('2026-09-29T12:00:00Z'));
    const { fetch } = memoryFetch(() => realUsd('2026-09-29'));
    const none = createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0()], intervalSeconds: 0, fetch, timers: clock.timers });
    stops.push(none);
    expect(clock.pending()).toEqual([]);
    expect(none.status().next_attempt).toBeNull();
    const fast = createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0()], intervalSeconds: 0.25, fetch, timers: clock.timers });
    stops.push(fast);
    expect(clock.pending()).toHaveLength(1);
    expect(() => createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0()], intervalSeconds: -1 })).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', param: 'intervalSeconds' }),
    );
  });
});

describe('stop', () => {
  it('aborts a round in flight and leaves no timer', async () => {
    const clock = manualTimers(new Date('2026-09-29T12:00:00Z'));
    let aborted = false;
    const fetch: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const initial = embeddedWithout(1);
    const live = createLiveDataset({ initial, sources: [fawazahmed0()], intervalSeconds: 3600, fetch, now: clock.now, timers: clock.timers });
    clock.advance(0);
    expect(clock.pending()).toHaveLength(3); // the next round, the round's deadline, the request's timeout
    await live.stop();
    expect(aborted).toBe(true);
    expect(clock.pending()).toEqual([]);
    expect(live.dataset()).toBe(initial);
    await live.refresh(); // after stop: resolves, does nothing
  });

  it('concurrent refresh() calls share one round', async () => {
    const { fetch, calls } = memoryFetch(() => realUsd('2026-09-29'));
    const live = createLiveDataset({ initial: embeddedWithout(1), sources: [fawazahmed0()], intervalSeconds: 0, fetch });
    stops.push(live);
    const rounds = [live.refresh(), live.refresh(), live.refresh()];
    expect(rounds[1]).toBe(rounds[0]);
    await Promise.all(rounds);
    expect(calls).toHaveLength(1);
  });

  it('lets a process with a stopped live dataset exit on its own', () => {
    const dist = (name: string) => new URL(`../../dist/${name}`, import.meta.url).href;
    const script = `
      import { createLiveDataset, fawazahmed0 } from ${JSON.stringify(dist('live.js'))};
      import { defaultDataset } from ${JSON.stringify(dist('data.js'))};
      import { createServer } from 'node:http';
      const server = createServer(() => {}); // accepts and never answers
      server.listen(0, '127.0.0.1', async () => {
        const url = 'http://127.0.0.1:' + server.address().port + '/usd.min.json';
        const live = createLiveDataset({ initial: defaultDataset, sources: [fawazahmed0({ url })], intervalSeconds: 0.05, timeoutMs: 600000 });
        setTimeout(async () => {
          await live.stop();
          server.closeAllConnections();
          server.close();
          console.log('stopped');
        }, 200);
      });`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
      cwd: fileURLToPath(new URL('.', import.meta.url)),
    });
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('stopped');
    expect(child.signal).toBeNull();
    expect(child.status).toBe(0);
  });
});
