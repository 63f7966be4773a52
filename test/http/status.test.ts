import { afterEach, describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { createFetchHandler } from '../../src/http/index.js';
import { history } from '../../src/index.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { datasetFile } from '../../src/live/store/datasetFile.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import { embeddedWithout, feedServer, realUsd, send } from '../live/helpers.js';
import { call, KEY } from './helpers.js';

const TODAY = new Date('2026-11-23T06:00:00Z');
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('GET /v1/status on a plain dataset', () => {
  const handler = createFetchHandler({ dataset: defaultDataset, auth: { keys: [KEY] }, now: () => TODAY });

  it('answers the freshness judged by the dataset own dates', async () => {
    const res = await call(handler, '/v1/status');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ date: '2026-09-29', updated_at: '2026-09-29T00:00:00Z', age_seconds: 55 * 86400 + 6 * 3600, stale: true });
  });

  it('is authenticated and takes no parameters, like every endpoint', async () => {
    const anonymous = await call(handler, '/v1/status', { key: null });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'missing_api_key' });
    const param = await call(handler, '/v1/status?verbose=1');
    expect(await param.json()).toMatchObject({ code: 'invalid_parameter', param: 'verbose' });
    expect((await call(handler, '/v1/status/')).status).toBe(200);
    expect((await call(handler, '/v1/status', { method: 'POST' })).status).toBe(405);
  });

  it('marks success responses from stale data with Ratebook-Stale, and only those', async () => {
    const stale = await call(handler, '/v1/rates');
    expect(stale.headers.get('ratebook-stale')).toBe('true');
    expect((await call(handler, '/v1/nowhere')).headers.get('ratebook-stale')).toBeNull();
    const fresh = createFetchHandler({ dataset: defaultDataset, auth: { keys: [KEY] }, now: () => new Date('2026-09-29T12:00:00Z') });
    expect((await call(fresh, '/v1/rates')).headers.get('ratebook-stale')).toBeNull();
  });
});

describe('a handler serving a live dataset', () => {
  async function liveOn(days: Buffer[], initial = embeddedWithout(1), now = () => new Date('2026-09-29T12:00:00Z')) {
    let round = 0;
    const server = await feedServer((_p, res) => send(res, days[Math.min(round++, days.length - 1)]!));
    cleanups.push(server.close);
    const live = createLiveDataset({ initial, sources: [fawazahmed0({ url: `${server.url}/usd.min.json` })], intervalSeconds: 0, now });
    cleanups.push(() => live.stop());
    return live;
  }

  it('answers /v1/status with the live status and serves the new snapshot', async () => {
    const live = await liveOn([realUsd('2026-09-29')]);
    const handler = createFetchHandler({ dataset: live, auth: { keys: [KEY] }, now: () => new Date('2026-09-29T12:00:00Z') });
    expect((await (await call(handler, '/v1/rates')).json()).date).toBe('2026-09-28');
    await live.refresh();
    const status = await (await call(handler, '/v1/status')).json();
    expect(status).toMatchObject({
      date: '2026-09-29',
      stale: false,
      sources: [{ name: 'fawazahmed0', ok: true, quote_date: '2026-09-29', missed_publications: 0 }],
    });
    const rates = await call(handler, '/v1/rates');
    expect((await rates.json()).date).toBe('2026-09-29');
    expect(rates.headers.get('ratebook-stale')).toBeNull();
  });

  it('marks answers stale by the sources calendars', async () => {
    const live = await liveOn([realUsd('2026-09-29')], defaultDataset, () => TODAY);
    const handler = createFetchHandler({ dataset: live, auth: { keys: [KEY] }, now: () => TODAY });
    expect((await call(handler, '/v1/rates')).headers.get('ratebook-stale')).toBe('true');
    expect(await (await call(handler, '/v1/status')).json()).toMatchObject({ stale: true, sources: [{ missed_publications: 54 }] });
  });

  it('never mixes two snapshots in one response while rounds swap the dataset', async () => {
    // The embedded dataset's own last 20 days, served one a round as fawazahmed0 documents.
    const file = datasetFile(defaultDataset);
    const codes = [...file.fiat, ...file.crypto];
    const days = file.snapshots.slice(-20).map((row) => {
      const usd: Record<string, number> = {};
      row.rates.forEach((rate, i) => {
        if (rate !== null && codes[i] !== 'USD') usd[codes[i]!.toLowerCase()] = Number(rate);
      });
      return Buffer.from(JSON.stringify({ date: row.date, usd }));
    });
    const live = await liveOn(days, embeddedWithout(20));
    const handler = createFetchHandler({ dataset: live, auth: { keys: [KEY] }, now: () => new Date('2026-09-29T12:00:00Z') });
    const pending: Promise<Response>[] = [];
    const paths = ['/v1/rates?base=EUR', '/v1/convert?from=GBP&to=JPY&amount=7', '/v1/crypto/rates', '/v1/currencies'];
    for (let round = 0; round < 20; round++) {
      const swap = live.refresh();
      for (let i = 0; i < 12; i++) pending.push(call(handler, paths[(round + i) % paths.length]!));
      await swap;
    }
    const final = live.dataset();
    expect(final.snapshots.at(-1)!.date).toBe('2026-09-29');
    const dates = new Set<string>();
    for (const res of await Promise.all(pending)) {
      expect(res.status).toBe(200);
      const body = (await res.json()) as { date: string; updated_at: string; base?: string; rates?: Record<string, number>; rate?: number };
      dates.add(body.date);
      expect(res.headers.get('last-modified')).toBe(new Date(body.updated_at).toUTCString());
      // The snapshot that answered is the one of the answer's capture: its `date` may be older, the
      // date of a value carried forward (a code the day's document did not quote).
      const date = final.snapshots.find((s) => s.updatedAt === body.updated_at)!.date;
      if (body.base === 'EUR') expect(body.rates).toEqual(history(final, { date, base: 'EUR' }, { now: new Date('2026-09-29T12:00:00Z') }).rates);
      if (body.rate !== undefined) expect(body.rate).toBe(history(final, { date, base: 'GBP' }, { now: new Date('2026-09-29T12:00:00Z') }).rates.JPY);
    }
    expect(dates.size).toBeGreaterThan(2);
  });
});
