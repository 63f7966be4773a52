import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchHandler, memoryRateLimitStore, type RateLimitStore } from '../../src/http/index.js';
import { call, ds, KEY, NOW, OTHER_KEY } from './helpers.js';

/** A clock the test moves by hand, in epoch milliseconds. */
function clock(start: number) {
  const c = { t: start, now: () => c.t };
  return c;
}

const headersOf = (res: Response) => ({
  status: res.status,
  limit: res.headers.get('ratelimit-limit'),
  remaining: res.headers.get('ratelimit-remaining'),
  reset: res.headers.get('ratelimit-reset'),
  retryAfter: res.headers.get('retry-after'),
});

describe('rate limiting', () => {
  it('counts per key in fixed windows aligned to the clock, with the RateLimit headers', async () => {
    const time = clock(999_999_960_000 + 15_000); // 15 s into a 60 s window (999_999_960_000 is a multiple of 60 s)
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY, OTHER_KEY] }, rateLimit: { limit: 3, windowSeconds: 60, now: time.now } });
    expect(headersOf(await call(handler, '/v1/rates'))).toEqual({ status: 200, limit: '3', remaining: '2', reset: '45', retryAfter: null });
    time.t += 10_500;
    expect(headersOf(await call(handler, '/v1/rates?base=nope'))).toEqual({ status: 400, limit: '3', remaining: '1', reset: '35', retryAfter: null });
    expect(headersOf(await call(handler, '/v1/nowhere'))).toMatchObject({ status: 404, remaining: '0' });
    expect(headersOf(await call(handler, '/v1/rates'))).toEqual({ status: 429, limit: '3', remaining: '0', reset: '35', retryAfter: '35' });
    // Another key has its own count.
    expect(headersOf(await call(handler, '/v1/rates', { key: OTHER_KEY }))).toMatchObject({ status: 200, remaining: '2' });
    // The next window starts afresh.
    time.t += 35_000;
    expect(headersOf(await call(handler, '/v1/rates'))).toEqual({ status: 200, limit: '3', remaining: '2', reset: '60', retryAfter: null });
  });

  it('does not count requests that fail authentication', async () => {
    const time = clock(0);
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, rateLimit: { limit: 1, windowSeconds: 10, now: time.now } });
    for (let i = 0; i < 3; i++) {
      const res = await call(handler, '/v1/rates', { key: 'live_wrong' });
      expect(res.status).toBe(401);
      expect(res.headers.get('ratelimit-limit')).toBeNull();
    }
    expect((await call(handler, '/v1/rates')).status).toBe(200);
  });

  it('shares one count between all callers when auth is off', async () => {
    const handler = createFetchHandler({ dataset: ds, auth: false, rateLimit: { limit: 2, windowSeconds: 60, now: () => 0 } });
    expect((await call(handler, '/v1/rates', { key: null })).status).toBe(200);
    expect((await call(handler, '/v1/rates', { key: 'anything' })).status).toBe(200);
    expect((await call(handler, '/v1/rates', { key: null })).status).toBe(429);
  });

  it('passes a custom store the key digest and the window end, never the key', async () => {
    const increment = vi.fn(async () => 1);
    const store: RateLimitStore = { increment };
    const handler = createFetchHandler({ dataset: ds, auth: { keys: [KEY] }, rateLimit: { limit: 5, windowSeconds: 60, store, now: () => 61_000 } });
    expect(headersOf(await call(handler, '/v1/rates'))).toMatchObject({ status: 200, remaining: '4', reset: '59' });
    const [key, expiresAt] = increment.mock.calls[0] as unknown as [string, number];
    expect(key).toMatch(/^[0-9a-f]{64}:1$/);
    expect(key).not.toContain(KEY);
    expect(expiresAt).toBe(120_000);
  });

  describe('a store that fails', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    // Each way a store can fail: it rejects, throws before returning a promise, or never answers.
    const failures: Record<string, RateLimitStore> = {
      rejects: { increment: () => Promise.reject(new Error('connection refused')) },
      'throws synchronously': {
        increment: () => {
          throw new Error('client not connected');
        },
      },
      hangs: { increment: () => new Promise<number>(() => {}) },
    };

    /** Sends one request with fake timers, moving the clock until the answer comes; returns it with the time it took. */
    async function timed(handler: ReturnType<typeof createFetchHandler>): Promise<{ res: Response; waitedMs: number }> {
      vi.useFakeTimers();
      const start = Date.now();
      let res: Response | undefined;
      const pending = call(handler, '/v1/rates').then((r) => (res = r));
      await vi.advanceTimersByTimeAsync(0);
      for (let step = 0; step < 1000 && res === undefined; step++) await vi.advanceTimersByTimeAsync(1);
      await pending;
      const waitedMs = Date.now() - start;
      expect(vi.getTimerCount()).toBe(0); // no timer left behind
      vi.useRealTimers();
      return { res: res!, waitedMs };
    }

    for (const [name, store] of Object.entries(failures)) {
      it(`serves by default when the store ${name} (counting in memory), reports it, and waits at most timeoutMs`, async () => {
        const onError = vi.fn();
        const handler = createFetchHandler({ dataset: ds, auth: false, rateLimit: { limit: 1, windowSeconds: 60, store }, onError, now: () => NOW });
        const { res, waitedMs } = await timed(handler);
        expect(res.status).toBe(200);
        expect(res.headers.get('ratelimit-limit')).toBeNull();
        expect(onError).toHaveBeenCalledOnce();
        // Fake time: the default bound, 250 ms, exactly for the store that never answers, plus the turn
        // of the event loop it leaves the store (a setImmediate, which fake timers run 1 ms later).
        expect(waitedMs).toBe(name === 'hangs' ? 250 + 1 : 0);
      });

      it(`answers 503 service_unavailable with Retry-After under onStoreError 'deny' when the store ${name}`, async () => {
        const onError = vi.fn();
        const handler = createFetchHandler({
          dataset: ds,
          auth: false,
          rateLimit: { limit: 1, windowSeconds: 60, store, timeoutMs: 40, onStoreError: 'deny' },
          onError,
          now: () => NOW,
        });
        const { res, waitedMs } = await timed(handler);
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ status: 503, title: 'Service Unavailable', code: 'service_unavailable' });
        expect(res.headers.get('retry-after')).toBe('1');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(onError).toHaveBeenCalledOnce();
        expect(waitedMs).toBe(name === 'hangs' ? 40 + 1 : 0);
      });
    }

    it('waits timeoutMs from when the store says it sent the increment, not from the call', async () => {
      // A store that holds each call 200 ms before sending it, then takes 200 ms to answer: 400 ms in
      // all. It drops the call when the handler gives up.
      const held = (reportSent: boolean): RateLimitStore => ({
        increment: (_key, _expiresAt, request) =>
          new Promise<number>((resolve) => {
            let timer = setTimeout(() => {
              if (reportSent) request?.sent?.();
              timer = setTimeout(() => resolve(1), 200);
            }, 200);
            request?.signal.addEventListener('abort', () => clearTimeout(timer));
          }),
      });
      const handler = (store: RateLimitStore) =>
        createFetchHandler({ dataset: ds, auth: false, rateLimit: { limit: 5, windowSeconds: 60, store, onStoreError: 'deny' }, now: () => NOW });
      const reported = await timed(handler(held(true)));
      expect(reported.res.headers.get('ratelimit-remaining')).toBe('4');
      expect(reported.waitedMs).toBe(400);
      // Without sent(), the bound runs from the call: 250 ms, and a turn.
      const silent = await timed(handler(held(false)));
      expect(silent.res.status).toBe(503);
      expect(silent.waitedMs).toBe(250 + 1);
    });

    it("under 'allow', counts in memory while the store fails, going on from the store's last count, against the same limit", async () => {
      let down = false;
      let shared = 0;
      const store: RateLimitStore = { increment: async () => (down ? Promise.reject(new Error('down')) : ++shared) };
      const handler = createFetchHandler({ dataset: ds, auth: false, rateLimit: { limit: 5, windowSeconds: 60, store }, onError: () => {}, now: () => NOW });
      const send = () => call(handler, '/v1/rates', { key: null });
      for (let i = 0; i < 3; i++) expect((await send()).headers.get('ratelimit-remaining')).toBe(String(4 - i));
      down = true;
      // 3 counted by the store; 2 more in memory, served without RateLimit headers (this instance's guess); then 429.
      const during = await Promise.all(Array.from({ length: 6 }, send));
      expect(during.map((res) => [res.status, res.headers.get('ratelimit-limit')])).toEqual([[200, null], [200, null], ...Array(4).fill([429, '5'])]);
      expect(during[2]!.headers.get('retry-after')).not.toBeNull();
      // Back: the store counts again (it never heard of the requests counted in memory).
      down = false;
      expect((await send()).headers.get('ratelimit-remaining')).toBe('1');
    });

    // Each answer that is not a count: NaN would compare false with the limit and let everything through.
    const nonsense: Record<string, unknown> = { NaN: Number.NaN, negative: -3, zero: 0, fractional: 2.5, 'a string': '7', null: null, Infinity: Infinity };
    for (const [name, answer] of Object.entries(nonsense)) {
      it(`takes an answer of ${name} for a failed store: 503 under 'deny', the share in memory under 'allow'`, async () => {
        const store: RateLimitStore = { increment: async () => answer as number };
        const handler = (onStoreError: 'allow' | 'deny') =>
          createFetchHandler({
            dataset: ds,
            auth: false,
            rateLimit: { limit: 4, windowSeconds: 60, store, onStoreError, fleetSize: 2 },
            onError: () => {},
            now: () => NOW,
          });
        const statuses = async (h: ReturnType<typeof handler>) =>
          Promise.all(Array.from({ length: 6 }, async () => (await call(h, '/v1/rates', { key: null })).status));
        expect(await statuses(handler('deny'))).toEqual(Array(6).fill(503));
        expect(await statuses(handler('allow'))).toEqual([200, 200, 429, 429, 429, 429]);
      });
    }

    it("under 'allow', serves at most its share (limit ÷ fleetSize) while the store fails, then the store's count rules", async () => {
      let down = false;
      let shared = 0;
      const store: RateLimitStore = { increment: async (_key, _end, request) => (down ? Promise.reject(new Error('down')) : (shared += request?.units ?? 1)) };
      const instance = () =>
        createFetchHandler({ dataset: ds, auth: false, rateLimit: { limit: 12, windowSeconds: 60, store, fleetSize: 3 }, onError: () => {}, now: () => NOW });
      const fleet = [instance(), instance(), instance()];
      const burst = async (i: number, n: number) =>
        (await Promise.all(Array.from({ length: n }, () => call(fleet[i]!, '/v1/rates', { key: null })))).map((r) => r.status);
      // 2 counted by the store through the first instance.
      expect(await burst(0, 2)).toEqual([200, 200]);
      down = true;
      // Each serves its share, 4, or less when the last count it saw leaves less: 12 - 2 = 10 for the first.
      const served = (statuses: number[]) => statuses.filter((s) => s === 200).length;
      expect([served(await burst(0, 10)), served(await burst(1, 10)), served(await burst(2, 10))]).toEqual([4, 4, 4]);
      // A second outage in the same window leaves no more share.
      down = false;
      expect(await burst(1, 1)).toEqual([200]); // the store's count: 3 of 12
      down = true;
      expect(served(await burst(1, 5))).toBe(0);
      // Back: the store's count rules, whatever was served in memory.
      down = false;
      expect(served(await burst(2, 20))).toBe(12 - 3);
    });

    it("under 'allow', a fleet's share leaves nothing when the store had counted the whole limit", async () => {
      let down = false;
      let shared = 0;
      const store: RateLimitStore = { increment: async () => (down ? Promise.reject(new Error('down')) : ++shared) };
      const handler = createFetchHandler({
        dataset: ds,
        auth: false,
        rateLimit: { limit: 3, windowSeconds: 60, store, fleetSize: 7 },
        onError: () => {},
        now: () => NOW,
      });
      const send = async () => (await call(handler, '/v1/rates', { key: null })).status;
      expect([await send(), await send()]).toEqual([200, 200]);
      down = true;
      // floor(3 / 7) = 0: nothing in memory.
      expect([await send(), await send()]).toEqual([429, 429]);
    });

    it('waits timeoutMs from the second sent(), as a client that writes on its next turn reports it', async () => {
      // Held 200 ms, handed to the "client", written 200 ms later, answered 200 ms after that: 600 ms.
      const store: RateLimitStore = {
        increment: (_key, _expiresAt, request) =>
          new Promise<number>((resolve) => {
            setTimeout(() => {
              request?.sent?.();
              setTimeout(() => {
                request?.sent?.();
                setTimeout(() => resolve(1), 200);
              }, 200);
            }, 200);
          }),
      };
      const handler = createFetchHandler({ dataset: ds, auth: false, rateLimit: { limit: 5, windowSeconds: 60, store, onStoreError: 'deny' }, now: () => NOW });
      const { res, waitedMs } = await timed(handler);
      expect(res.headers.get('ratelimit-remaining')).toBe('4');
      expect(waitedMs).toBe(600);
    });

    it("under 'deny', a failed store still means 503 and nothing counted, never a count in memory", async () => {
      const store: RateLimitStore = { increment: () => Promise.reject(new Error('down')) };
      const handler = createFetchHandler({
        dataset: ds,
        auth: false,
        rateLimit: { limit: 1, windowSeconds: 60, store, onStoreError: 'deny' },
        onError: () => {},
        now: () => NOW,
      });
      const statuses = await Promise.all(Array.from({ length: 3 }, async () => (await call(handler, '/v1/rates', { key: null })).status));
      expect(statuses).toEqual([503, 503, 503]);
    });

    it('clears its timer when the store answers, and ignores an answer that comes too late', async () => {
      let answer: (n: number) => void = () => {};
      const slow: RateLimitStore = { increment: () => new Promise<number>((resolve) => (answer = resolve)) };
      const onError = vi.fn();
      const handler = createFetchHandler({
        dataset: ds,
        auth: false,
        rateLimit: { limit: 1, windowSeconds: 60, store: slow, timeoutMs: 10 },
        onError,
        now: () => NOW,
      });
      const { res } = await timed(handler);
      expect(res.status).toBe(200);
      answer(5); // too late: nothing happens
      expect(onError).toHaveBeenCalledOnce();
      const fast = createFetchHandler({ dataset: ds, auth: false, rateLimit: { limit: 1, windowSeconds: 60 }, now: () => NOW });
      expect((await timed(fast)).res.headers.get('ratelimit-remaining')).toBe('0');
    });

    it('refuses a timeoutMs outside 1 to 60,000 ms, a fleetSize outside 1 to 10,000 and an unknown onStoreError', () => {
      const refused = (rateLimit: object) => {
        try {
          createFetchHandler({ dataset: ds, auth: false, rateLimit: { limit: 1, windowSeconds: 1, ...rateLimit } as never });
        } catch (error) {
          return { code: (error as { code?: string }).code, param: (error as { param?: string }).param };
        }
        throw new Error('expected the options to be refused');
      };
      for (const timeoutMs of [0, 1.5, 60_001, '250']) expect(refused({ timeoutMs })).toEqual({ code: 'invalid_parameter', param: 'rateLimit.timeoutMs' });
      expect(refused({ onStoreError: 'retry' })).toEqual({ code: 'invalid_parameter', param: 'rateLimit.onStoreError' });
      for (const fleetSize of [0, 2.5, 10_001, '3']) expect(refused({ fleetSize })).toEqual({ code: 'invalid_parameter', param: 'rateLimit.fleetSize' });
    });
  });

  describe('memoryRateLimitStore', () => {
    it('keeps at most maxKeys counters, dropping the oldest first', async () => {
      const store = memoryRateLimitStore({ maxKeys: 2, now: () => 0 });
      expect(await store.increment('a', 1000)).toBe(1);
      expect(await store.increment('a', 1000)).toBe(2);
      expect(await store.increment('b', 1000)).toBe(1);
      expect(await store.increment('c', 1000)).toBe(1); // drops a
      expect(await store.increment('b', 1000)).toBe(2);
      expect(await store.increment('a', 1000)).toBe(1); // a starts again, dropping b, the oldest
      expect(await store.increment('c', 1000)).toBe(2);
    });

    it('forgets a counter once its window has ended', async () => {
      const time = clock(0);
      const store = memoryRateLimitStore({ now: time.now });
      expect(await store.increment('k', 1000)).toBe(1);
      expect(await store.increment('k', 1000)).toBe(2);
      time.t = 1000;
      expect(await store.increment('k', 2000)).toBe(1);
    });

    it('drops finished windows before dropping live ones', async () => {
      const time = clock(0);
      const store = memoryRateLimitStore({ maxKeys: 2, now: time.now });
      await store.increment('old', 1000);
      await store.increment('live', 5000);
      await store.increment('live', 5000);
      time.t = 2000;
      await store.increment('new', 5000); // 'old' has expired and goes first
      expect(await store.increment('live', 5000)).toBe(3);
    });

    it('refuses a maxKeys that is not a positive integer', () => {
      expect(() => memoryRateLimitStore({ maxKeys: 0 })).toThrow(RangeError);
    });
  });
});

describe('a rate-limit store outage', () => {
  it('is reported once when it starts and once when it ends, with the number of requests it affected', async () => {
    let down = true;
    let count = 0;
    const store = { increment: async () => (down ? Promise.reject(new Error('down')) : ++count) };
    const reports: unknown[] = [];
    const handler = createFetchHandler({
      dataset: ds,
      auth: false,
      rateLimit: { limit: 100, windowSeconds: 60, store, onStoreError: 'deny' },
      onError: (e) => reports.push(e),
    });
    const outage = await Promise.all(Array.from({ length: 25 }, () => call(handler, '/v1/rates', { key: null })));
    expect(outage.map((res) => res.status)).toEqual(Array(25).fill(503));
    expect(reports).toEqual([expect.objectContaining({ code: 'service_unavailable', param: 'rateLimit.store', phase: 'started' })]);
    down = false;
    expect((await call(handler, '/v1/rates', { key: null })).status).toBe(200);
    expect((await call(handler, '/v1/rates', { key: null })).status).toBe(200);
    expect(reports).toHaveLength(2);
    expect(reports[1]).toMatchObject({ code: 'service_unavailable', param: 'rateLimit.store', phase: 'ended', affected: 25 });
  });
});

describe('health under a store outage', () => {
  const broken: Record<string, () => Promise<number>> = {
    rejects: () => Promise.reject(new Error('down')),
    hangs: () => new Promise<number>(() => {}),
  };
  for (const [name, increment] of Object.entries(broken)) {
    it(`answers /v1/status under onStoreError 'deny' when the store ${name}, without asking the store`, async () => {
      const store = { increment: vi.fn(increment) };
      const onError = vi.fn();
      const handler = createFetchHandler({
        dataset: ds,
        auth: { keys: [KEY] },
        rateLimit: { limit: 1, windowSeconds: 60, store, onStoreError: 'deny' },
        onError,
        now: () => NOW,
      });
      for (let i = 0; i < 3; i++) {
        const res = await call(handler, '/v1/status');
        expect(res.status).toBe(200);
        expect(res.headers.get('ratelimit-limit')).toBeNull();
      }
      expect(store.increment).not.toHaveBeenCalled();
      expect(onError).not.toHaveBeenCalled();
      // An unauthenticated status request is still refused before anything else.
      expect((await call(handler, '/v1/status', { key: null })).status).toBe(401);
    });
  }
});
