import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/http/index.js';
import { redisRateLimitStore } from '../../src/redis/index.js';
import { call, ds } from '../http/helpers.js';
import { CLIENTS, connectClient, type TestClient } from './clients.js';
import { startRedisServer, type RedisServer } from './redisServer.js';

// A Redis outage in the middle of traffic, against one handler that is never restarted: the server
// frozen (SIGSTOP), then let go (SIGCONT); then killed, and a new one started on the same port.
// Everything is asserted by outcome and by count, never by time.

const LIMIT = 1000;
let server: RedisServer;
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(() => server?.stop());

type Outcome = 'counted' | 'policy' | 'wrong';

/** Classifies a response: counted by Redis (RateLimit headers), or the policy's answer to a failed store. */
function outcomeOf(res: Response, policy: 'allow' | 'deny'): Outcome {
  if (res.status === 200 && res.headers.get('ratelimit-remaining') !== null) return 'counted';
  if (policy === 'allow' && res.status === 200 && res.headers.get('ratelimit-limit') === null) return 'policy';
  if (policy === 'deny' && res.status === 503 && res.headers.get('retry-after') === '1') return 'policy';
  return 'wrong';
}

const remaining = (res: Response) => Number(res.headers.get('ratelimit-remaining'));

/** Sends requests one at a time until one is counted again (bounded by attempts); returns it. */
async function untilCounted(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const res = await send();
    if (res.headers.get('ratelimit-remaining') !== null) return res;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('counting did not resume');
}

for (const kind of CLIENTS) {
  for (const policy of ['allow', 'deny'] as const) {
    describe(`a Redis outage with ${kind}, onStoreError '${policy}'`, () => {
      let redis: TestClient;
      afterAll(async () => {
        server.resume();
        await redis?.close();
      });

      it('answers every request during the outage as the policy says, reports each, and counts again after it', async () => {
        redis = await connectClient(kind, server.url);
        const reports: unknown[] = [];
        const handler = createFetchHandler({
          dataset: ds,
          auth: { keys: [KEYS[kind]] },
          rateLimit: {
            limit: LIMIT,
            windowSeconds: 3600,
            now: () => 1_000_000 * 3_600_000,
            store: redisRateLimitStore(redis.client, { prefix: `outage-${kind}-${policy}:` }),
            timeoutMs: 100,
            onStoreError: policy,
          },
          onError: (error) => reports.push(error),
        });
        const send = () => call(handler, '/v1/rates', { key: KEYS[kind] });
        const tally = (responses: Response[]) => {
          const t = { counted: 0, policy: 0, wrong: 0 };
          for (const res of responses) t[outcomeOf(res, policy)]++;
          return t;
        };

        // Healthy: counted.
        const first = await send();
        expect(outcomeOf(first, policy)).toBe('counted');

        // Frozen mid-traffic: a burst is in flight when the server stops, another comes after.
        const inFlight = Array.from({ length: 10 }, send);
        server.pause();
        const during = await Promise.all([...inFlight, ...Array.from({ length: 10 }, send)]);
        const frozen = tally(during);
        expect(frozen.wrong).toBe(0);
        expect(frozen.policy).toBeGreaterThanOrEqual(10); // at least the burst sent after the freeze
        // onError hears of the outage once, not once per request.
        expect(reports).toEqual([expect.objectContaining({ code: 'service_unavailable', param: 'rateLimit.store', phase: 'started' })]);

        // Let go: counting resumes on the same handler and client.
        server.resume();
        const resumed = await untilCounted(send);
        const next = await untilCounted(send);
        expect(remaining(next)).toBeLessThan(remaining(resumed));
        // And once when it ends, with the number of requests answered without the store.
        expect(reports).toHaveLength(2);
        expect(reports[1]).toMatchObject({ code: 'service_unavailable', param: 'rateLimit.store', phase: 'ended' });
        expect((reports[1] as { affected: number }).affected).toBeGreaterThanOrEqual(frozen.policy);

        // Killed: requests still answered, by the policy; the new outage reported once.
        await server.kill();
        const before = reports.length;
        const down = await Promise.all(Array.from({ length: 10 }, send));
        expect(tally(down)).toEqual({ counted: 0, policy: 10, wrong: 0 });
        expect(reports.length - before).toBe(1);

        // A new, empty server on the same port: the client reconnects by itself and counting starts over.
        await server.restart();
        const restarted = await untilCounted(send);
        expect(remaining(restarted)).toBeGreaterThan(LIMIT - 20);
        const after = await untilCounted(send);
        expect(remaining(after)).toBeLessThan(remaining(restarted));
      });
    });
  }
}

for (const kind of CLIENTS) {
  it(`bounds every request by timeoutMs even with a ${kind} client on its default settings (queueing, retrying)`, async () => {
    const redis = await connectClient(kind, server.url, { defaults: true });
    const reports: unknown[] = [];
    const handler = createFetchHandler({
      dataset: ds,
      auth: false,
      rateLimit: {
        limit: LIMIT,
        windowSeconds: 3600,
        now: () => 1_000_000 * 3_600_000,
        store: redisRateLimitStore(redis.client, { prefix: `defaults-${kind}:` }),
        timeoutMs: 100,
      },
      onError: (error) => reports.push(error),
    });
    const send = () => call(handler, '/v1/rates', { key: null });
    try {
      expect(outcomeOf(await send(), 'allow')).toBe('counted');
      await server.kill();
      const down = await Promise.all(Array.from({ length: 10 }, send));
      expect(down.map((res) => outcomeOf(res, 'allow'))).toEqual(Array(10).fill('policy'));
      expect(reports).toEqual([expect.objectContaining({ code: 'service_unavailable', phase: 'started' })]);
      await server.restart();
      const counted = await untilCounted(send);
      expect(remaining(counted)).toBeLessThan(LIMIT);
    } finally {
      await redis.close();
    }
  });
}

for (const kind of CLIENTS) {
  it(`under onStoreError 'deny' with ${kind}, a request answered 503 during a freeze never adds to the window`, async () => {
    const redis = await connectClient(kind, server.url);
    const limit = 100;
    const handler = createFetchHandler({
      dataset: ds,
      auth: false,
      rateLimit: {
        limit,
        windowSeconds: 3600,
        now: () => 1_000_000 * 3_600_000,
        store: redisRateLimitStore(redis.client, { prefix: `deny-${kind}:` }),
        timeoutMs: 100,
        onStoreError: 'deny',
      },
    });
    const send = () => call(handler, '/v1/rates', { key: null });
    try {
      const counted: Response[] = [await send()];
      expect(outcomeOf(counted[0]!, 'deny')).toBe('counted');
      server.pause();
      // Three times the limit, all sent while the server is frozen: each command waits in a socket.
      const during = await Promise.all(Array.from({ length: 3 * limit }, send));
      expect(during.map((res) => outcomeOf(res, 'deny'))).toEqual(Array(3 * limit).fill('policy'));
      server.resume();
      // Counting resumes behind the frozen commands (one connection, in order), so they have all run by then.
      counted.push(await untilCounted(send), await send());
      expect(counted.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(remaining(counted[2]!)).toBe(limit - 3);
      // What Redis holds is exactly the requests answered with a count.
      const keys = (await redis.send(['KEYS', `deny-${kind}:*`])) as string[];
      expect(keys).toHaveLength(1);
      expect(Number(await redis.send(['GET', keys[0]!]))).toBe(3);
    } finally {
      server.resume();
      await redis.close();
    }
  });
}

for (const kind of CLIENTS) {
  it(`under onStoreError 'allow' with ${kind}, a killed store still limits each instance, in memory, from the last count it saw`, async () => {
    const redis = await connectClient(kind, server.url);
    const limit = 10;
    const instances = [0, 1].map(() =>
      createFetchHandler({
        dataset: ds,
        auth: false,
        rateLimit: {
          limit,
          windowSeconds: 3600,
          now: () => 1_000_000 * 3_600_000,
          store: redisRateLimitStore(redis.client, { prefix: `killed-${kind}:` }),
          timeoutMs: 100,
        },
        onError: () => {},
      }),
    );
    const send = (i: number) => call(instances[i]!, '/v1/rates', { key: null });
    try {
      // 4 counted in Redis through the first instance, none through the second.
      for (let i = 0; i < 4; i++) expect(outcomeOf(await send(0), 'allow')).toBe('counted');
      await server.kill();
      const tally = (responses: Response[]) => responses.map((res) => (res.status === 429 ? 429 : outcomeOf(res, 'allow')));
      // A burst of 3 times the limit on each: never unlimited. The first goes on from the 4 it saw, the second from 0.
      const first = await Promise.all(Array.from({ length: 3 * limit }, () => send(0)));
      const second = await Promise.all(Array.from({ length: 3 * limit }, () => send(1)));
      expect(tally(first)).toEqual([...Array(limit - 4).fill('policy'), ...Array(2 * limit + 4).fill(429)]);
      expect(tally(second)).toEqual([...Array(limit).fill('policy'), ...Array(2 * limit).fill(429)]);
      expect(first.at(-1)!.headers.get('retry-after')).not.toBeNull();
    } finally {
      await server.restart();
      await redis.close();
    }
  });
}

// Each describe counts under its own key, so the counts of one case never leak into another.
const KEYS = { redis: 'live_outage_node_redis_client', ioredis: 'live_outage_ioredis_client' };
