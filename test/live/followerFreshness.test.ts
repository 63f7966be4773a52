import { afterEach, describe, expect, it } from 'vitest';
import { staleAt } from '../../src/calendar/index.js';
import { createFetchHandler } from '../../src/http/index.js';
import { createLiveDataset } from '../../src/live/index.js';
import { defaultDataset } from '../../src/data.js';

// A follower (no sources of its own: a fleet's reader of a store, a Worker reading KV) judges its data
// by the dataset's own calendar, as a plain dataset is: with no calendar nothing would ever be due,
// and data months old was served as `stale: false` by /v1/status while the same data served plain
// was stale.
const newest = defaultDataset.snapshots[defaultDataset.snapshots.length - 1]!;
const due = staleAt(defaultDataset);
const emptyStore = { read: async () => undefined, write: async () => {} };
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

function follower(nowMs: number) {
  const live = createLiveDataset({ initial: defaultDataset, sources: [], store: emptyStore, intervalSeconds: 0, now: () => new Date(nowMs) });
  stops.push(() => live.stop());
  return live;
}

describe('a live dataset without sources', () => {
  it('is fresh until its own calendar expects a newer publication, and stale from that instant', () => {
    expect(Number.isFinite(due)).toBe(true);
    expect(due).toBeGreaterThan(Date.parse(newest.updatedAt));
    expect(follower(due - 1).status().stale).toBe(false);
    expect(follower(due).status().stale).toBe(true);
  });

  it('answers /v1/status and the stale header as the same data served plain does', async () => {
    const now = new Date(due + 86_400_000);
    for (const dataset of [defaultDataset, follower(now.getTime())]) {
      const handler = createFetchHandler({ dataset, auth: false, now: () => now });
      const status = await handler(new Request('http://x/v1/status'));
      expect(((await status.json()) as { stale: boolean }).stale).toBe(true);
      const answer = await handler(new Request('http://x/v1/rates?base=EUR&symbols=USD'));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratebook-stale')).toBe('true');
    }
  });
});
