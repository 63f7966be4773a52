import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { createFetchHandler, type RateLimitStore } from '../../src/http/index.js';
import { timeseriesJson } from '../../src/http/seriesJson.js';
import { LARGE_SERIES_VALUES, seriesRequest } from '../../src/http/seriesRepresentation.js';
import { MAX_LARGE_SERIES_RUNNING, MAX_LARGE_SERIES_WAITING } from '../../src/http/seriesGate.js';
import { timeseries } from '../../src/index.js';
import { planSeries } from '../../src/ops/seriesIn.js';
import { call } from './helpers.js';

/** Asserts a problem response by status and code, never by its text. */
async function expectProblem(res: Response, expected: { status: number; code: string }): Promise<void> {
  expect(res.status).toBe(expected.status);
  expect(await res.json()).toMatchObject({ status: expected.status, code: expected.code });
}

// Series cost by their size: the rate limiter charges ceil(values / 1000), large series are built a
// slice at a time under a cap, and their bodies never push the small ones out. On the embedded data
// (203 dates, 158 fiat codes): every fiat code over the whole history is a large series (32,074 values).
const ds = defaultDataset;
const NOW = new Date('2026-11-01T00:00:00Z');
const FIATS = ds.fiat.filter((code) => code !== 'USD');
const whole = (base: string) => `/v1/timeseries?start=2024-01-01&base=${base}`;

/** A store that records the units of every increment, and counts them. */
function recordingStore(): RateLimitStore & { units: number[] } {
  let count = 0;
  const units: number[] = [];
  return {
    units,
    async increment(_key, _expiresAt, request) {
      units.push(request?.units ?? 1);
      return (count += request?.units ?? 1);
    },
  };
}

describe('series limits', () => {
  it('charges a series ceil(values / 1000) units in all, and any other request 1', async () => {
    const store = recordingStore();
    const handler = createFetchHandler({ dataset: ds, auth: false, now: () => NOW, rateLimit: { limit: 1_000_000, windowSeconds: 60, store } });
    const query = { start: '2024-01-01', symbols: 'EUR,GBP,JPY,CHF,CAD,AUD' };
    const { values } = planSeries(ds, query, { now: NOW }, 'fiat', 'timeseries');
    expect(values).toBeGreaterThan(1000);
    const res = await call(handler, `/v1/timeseries?start=${query.start}&symbols=${query.symbols}`, { key: null });
    expect(res.status).toBe(200);
    expect(store.units.reduce((a, b) => a + b, 0)).toBe(Math.ceil(values / 1000));
    expect(Number(res.headers.get('ratelimit-remaining'))).toBe(1_000_000 - Math.ceil(values / 1000));
    store.units.length = 0;
    await call(handler, '/v1/timeseries?start=2026-09-01&symbols=EUR', { key: null });
    await call(handler, '/v1/rates', { key: null });
    expect(store.units).toEqual([1, 1]);
  });

  it('answers 429 to a series whose charge passes the limit, where a request counted as 1 would pass', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: false, now: () => NOW, rateLimit: { limit: 40, windowSeconds: 60, now: () => 0 } });
    const first = await call(handler, whole('EUR'), { key: null }); // 33 units of 40
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('7');
    const second = await call(handler, whole('GBP'), { key: null });
    expect(second.headers.get('ratelimit-remaining')).toBe('0');
    await expectProblem(second, { status: 429, code: 'rate_limited' });
  });

  it(`builds at most ${MAX_LARGE_SERIES_RUNNING} large series at once with ${MAX_LARGE_SERIES_WAITING} in line, and answers the rest 503 with Retry-After`, async () => {
    const handler = createFetchHandler({ dataset: ds, auth: false, now: () => NOW });
    const responses = await Promise.all(FIATS.slice(0, 10).map((base) => call(handler, whole(base), { key: null })));
    const served = responses.filter((res) => res.status === 200);
    const refused = responses.filter((res) => res.status === 503);
    expect(served).toHaveLength(MAX_LARGE_SERIES_RUNNING + MAX_LARGE_SERIES_WAITING);
    expect(refused).toHaveLength(10 - served.length);
    for (const res of refused) {
      expect(res.headers.get('retry-after')).toBe('1');
      await expectProblem(res, { status: 503, code: 'service_unavailable' });
    }
    // The line is served in full, then free again.
    expect((await call(handler, whole(FIATS[20]!), { key: null })).status).toBe(200);
  });

  it('writes a large series a slice at a time, byte for byte what the core and timeseriesJson give', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: false, now: () => NOW });
    const res = await call(handler, whole('EUR'), { key: null });
    const expected = timeseriesJson(timeseries(ds, { start: '2024-01-01', base: 'EUR' }, { numbers: 'string', now: NOW }));
    expect(await res.text()).toBe(expected);
    const small = await call(handler, '/v1/timeseries?start=2024-01-01&base=EUR&symbols=GBP', { key: null });
    expect(small.headers.get('etag')).not.toBe(res.headers.get('etag'));
    // A kept large body is served again, even while the cap is busy, with the same tag.
    const again = await call(handler, whole('EUR'), { key: null, headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('builds an equal series once when two requests for it wait in line together', async () => {
    const query = { start: '2024-01-01', base: 'CHF' };
    const [first, second] = [seriesRequest(ds, query, NOW, 'fiat', 'timeseries'), seriesRequest(ds, query, NOW, 'fiat', 'timeseries')];
    expect(first.kept ?? second.kept).toBeUndefined();
    const built = await first.build();
    expect(await second.build()).toBe(built);
  });

  it('keeps small series bodies while clients cycle through more large ones than their pool holds', async () => {
    const small = { start: '2024-01-01', symbols: 'EUR,GBP' };
    const first = seriesRequest(ds, small, NOW, 'fiat', 'timeseries');
    expect(first.large).toBe(false);
    await first.build();
    let largeBytes = 0;
    for (const base of FIATS.slice(0, 24)) {
      const series = seriesRequest(ds, { start: '2024-01-01', base }, NOW, 'fiat', 'timeseries');
      expect(series.values).toBeGreaterThan(LARGE_SERIES_VALUES);
      largeBytes += (await series.build()).body.byteLength;
    }
    expect(largeBytes).toBeGreaterThan(8 << 20);
    expect(seriesRequest(ds, small, NOW, 'fiat', 'timeseries').kept).toBeDefined();
    // The oldest large bodies were dropped: the large pool is bounded too.
    expect(seriesRequest(ds, { start: '2024-01-01', base: FIATS[0]! }, NOW, 'fiat', 'timeseries').kept).toBeUndefined();
  });
  it('groups a large series over HTTP as the core does, with its counts (it was served daily and without counts)', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: false, now: () => NOW });
    const start = ds.snapshots[0]!.date;
    expect(planSeries(ds, { start, group: 'year' }, { now: NOW }, 'fiat', 'timeseries').values).toBeGreaterThan(LARGE_SERIES_VALUES);
    for (const query of [`start=${start}&group=year`, `start=${start}&group=month&stat=close`]) {
      const res = await call(handler, `/v1/timeseries?${query}`, { key: null });
      expect(res.status).toBe(200);
      const params = Object.fromEntries(new URLSearchParams(query)) as { start: string };
      expect(await res.text()).toBe(timeseriesJson(timeseries(ds, params, { numbers: 'string', now: NOW })));
    }
  });
});
