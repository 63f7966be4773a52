import { expect } from 'vitest';
import { loadDataset } from '../../../src/index.js';
import { createLiveDataset } from '../../../src/live/createLiveDataset.js';
import type { DatasetFile } from '../../../src/dataset/schema.js';
import type { LiveError, LiveSource } from '../../../src/live/types.js';

/** One request a live round made: its URL, method, body and headers. */
export interface Asked {
  readonly url: string;
  readonly method: string;
  readonly body: string | undefined;
  readonly headers: Record<string, string>;
}

/**
 * One live round of `source` over `initial`, its fetch injected: every request is answered with
 * `body` (a bank's recorded bytes) and recorded. Returns the round's dataset, errors and requests.
 */
export async function injectedRound(source: LiveSource, initial: DatasetFile, body: Uint8Array, now: Date, contentType = 'application/octet-stream') {
  const asked: Asked[] = [];
  const errors: LiveError[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    asked.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : undefined,
      headers: { ...(init?.headers as Record<string, string>) },
    });
    return new Response(body.slice(), { status: 200, headers: { 'content-type': contentType } });
  };
  const live = createLiveDataset({
    initial: loadDataset(initial),
    sources: [source],
    intervalSeconds: 0,
    retries: 0,
    now: () => now,
    fetch,
    onError: (e) => errors.push(e),
  });
  try {
    await live.refresh();
    expect(errors.filter((e) => !['withheld', 'level_change', 'unknown_code'].includes(e.code)).map((e) => `${e.code} ${e.message}`)).toEqual([]);
    return { dataset: live.dataset(), status: live.status(), asked };
  } finally {
    await live.stop();
  }
}
