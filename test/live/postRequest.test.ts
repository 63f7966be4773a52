import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultDataset } from '../../src/data.js';
import { loadDataset } from '../../src/index.js';

import { feedSource } from '../../src/live/index.js';
import { createLiveDataset } from '../../src/live/createLiveDataset.js';
import { importMnb, mnbEnvelope } from '../../src/feeds/mnb/mnb.js';

// A source whose request is a POST (FeedDescriptor.request -> LiveSource.requestAt): its body is made at each round's clock,
// its plain headers are sent, and its answer is neither asked conditionally nor reused by URL (the body, not the URL, names the dates).
const body = new Uint8Array(readFileSync(new URL('../fixtures/central-banks/mnb/mnb-1.xml', import.meta.url)));

describe('a POST source', () => {
  it('sends the round-time body each round, never a conditional request, and reads each answer anew', async () => {
    const seen: { method?: string; body?: unknown; headers: Record<string, string> }[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      seen.push({ method: init?.method, body: init?.body, headers: { ...(init?.headers as Record<string, string>) } });
      return new Response(body.slice(), { status: 200, headers: { 'content-type': 'text/xml', etag: '"v1"' } });
    };
    const full = importMnb(body, { metadata: defaultDataset }).dataset;
    let now = new Date('2025-03-28T15:00:00Z');
    const live = createLiveDataset({
      initial: loadDataset({ ...full, snapshots: full.snapshots.slice(0, -1) }),
      sources: [feedSource('mnb')],
      intervalSeconds: 0,
      retries: 0,
      now: () => now,
      fetch,
    });
    try {
      await live.refresh();
      now = new Date('2025-03-31T15:00:00Z');
      await live.refresh();
    } finally {
      await live.stop();
    }
    expect(seen.map((s) => s.method)).toEqual(['POST', 'POST']);
    expect(seen.map((s) => s.body)).toEqual([mnbEnvelope(new Date('2025-03-28T15:00:00Z')), mnbEnvelope(new Date('2025-03-31T15:00:00Z'))]);
    expect(seen[1]!.headers['if-none-match']).toBeUndefined();
    expect(seen[0]!.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(live.status().sources[0]).toMatchObject({ name: 'mnb', ok: true, quote_date: '2025-03-28' });
  });
});
