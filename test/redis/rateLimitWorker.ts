// One instance of an app in its own worker thread: a handler limiting through Redis. For each job the
// test sends, it connects a client of its own and makes a fresh handler, says it is ready, and on the
// go-ahead sends all its requests at once; it answers with the tally of statuses and closes the client.
// The thread then waits for the next job: the test reuses its threads across its runs, as starting
// one (the bundle's Redis clients and ratebook loaded again) cost more CPU than the run's 1,000
// requests. Bundled by the test (workers cannot load TypeScript).
import { parentPort } from 'node:worker_threads';
import { createFetchHandler } from '../../src/http/index.js';
import { loadDataset } from '../../src/index.js';
import { redisRateLimitStore } from '../../src/redis/index.js';
import { connectClient, type ClientKind } from './clients.js';

/** What the test tells each worker. */
export interface RateLimitJob {
  readonly kind: ClientKind;
  readonly url: string;
  readonly prefix: string;
  readonly limit: number;
  readonly requests: number;
  readonly key: string;
  readonly datasetText: string;
  /** One fixed instant for every instance, so that all requests count into one window. */
  readonly now: number;
  /** The handler's `rateLimit.timeoutMs` and `onStoreError`; absent, the handler's defaults (250 ms, `'allow'`). */
  readonly timeoutMs?: number;
  readonly onStoreError?: 'allow' | 'deny';
}

/** Connects and makes the handler of one job; resolves to its run. */
async function prepare(job: RateLimitJob): Promise<() => Promise<{ tally: Record<string, number>; errors: string[] }>> {
  const redis = await connectClient(job.kind, job.url);
  const errors: string[] = [];
  const handler = createFetchHandler({
    dataset: loadDataset(job.datasetText),
    auth: { keys: [job.key] },
    rateLimit: {
      limit: job.limit,
      windowSeconds: 3600,
      now: () => job.now,
      store: redisRateLimitStore(redis.client, { prefix: job.prefix }),
      timeoutMs: job.timeoutMs,
      onStoreError: job.onStoreError,
    },
    onError: (error) => errors.push(String(error)),
  });
  return async () => {
    const request = () => handler(new Request('http://localhost/v1/rates?base=EUR', { headers: { authorization: `Bearer ${job.key}` } }));
    const statuses = await Promise.all(Array.from({ length: job.requests }, async () => (await request()).status));
    const tally: Record<string, number> = {};
    for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
    await redis.close();
    return { tally, errors };
  };
}

let run: Awaited<ReturnType<typeof prepare>> | undefined;
parentPort!.on('message', async (message: RateLimitJob | 'go') => {
  if (message !== 'go') {
    run = await prepare(message);
    parentPort!.postMessage('ready');
  } else if (run !== undefined) {
    const go = run;
    run = undefined;
    parentPort!.postMessage(await go());
  }
});
