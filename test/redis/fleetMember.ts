import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { fawazahmed0 } from '../../src/live/sources/fawazahmed0.js';
import type { LiveDataset } from '../../src/live/types.js';
import type { redisDatasetStore } from '../../src/redis/index.js';
import type { Dataset } from '../../src/types.js';
import { embeddedWithout } from '../live/helpers.js';

/**
 * One instance of a fleet on a Redis store: the embedded history less its last two dates, the
 * loopback fawazahmed0 feed at `url`, no timer (rounds only by `refresh()`), a lease, the clock at
 * 2026-09-30T06:00Z. Its `stop()` joins `cleanups`.
 */
export function fleetMember(options: {
  readonly url: string;
  readonly store: ReturnType<typeof redisDatasetStore>;
  readonly timeoutMs: number;
  readonly cleanups: (() => unknown)[];
  readonly onUpdate?: (dataset: Dataset) => void;
}): LiveDataset {
  const live = createLiveDataset({
    initial: embeddedWithout(2),
    sources: [fawazahmed0({ url: `${options.url}/usd.min.json` })],
    intervalSeconds: 0,
    leaseMs: 60_000,
    store: options.store,
    retries: 0,
    timeoutMs: options.timeoutMs,
    now: () => new Date('2026-09-30T06:00:00Z'),
    ...(options.onUpdate ? { onUpdate: options.onUpdate } : {}),
  });
  options.cleanups.push(() => live.stop());
  return live;
}
