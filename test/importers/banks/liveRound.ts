import { expect } from 'vitest';
import { loadDataset } from '../../../src/index.js';
import { createLiveDataset } from '../../../src/live/createLiveDataset.js';
import type { DatasetFile } from '../../../src/dataset/schema.js';
import type { Dataset } from '../../../src/types.js';
import type { LiveError, LiveSource } from '../../../src/live/types.js';

/**
 * One live round of a bank's source over its recorded bytes, through an injected fetch (no
 * network, no server): the dataset its importer built without the newest date is extended to that
 * date. Returns the URLs asked and the served dataset for the caller's own checks.
 */
export async function liveRound(
  source: LiveSource,
  body: Uint8Array | ((url: string, init?: RequestInit) => Uint8Array),
  imported: DatasetFile,
  contentType = 'application/octet-stream',
): Promise<{ asked: string[]; init: (RequestInit | undefined)[]; served: Dataset }> {
  const asked: string[] = [];
  const init: (RequestInit | undefined)[] = [];
  const fetch: typeof globalThis.fetch = async (input, options) => {
    asked.push(String(input));
    init.push(options);
    const bytes = typeof body === 'function' ? body(String(input), options) : body;
    return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: { 'content-type': contentType } });
  };
  const newest = imported.snapshots.at(-1)!.date;
  const initial = loadDataset({ ...imported, snapshots: imported.snapshots.slice(0, -1) });
  const errors: LiveError[] = [];
  const live = createLiveDataset({
    initial,
    sources: [source],
    intervalSeconds: 0,
    retries: 0,
    fetch,
    now: () => new Date(`${newest}T23:00:00Z`),
    onError: (e) => errors.push(e),
  });
  try {
    await live.refresh();
    expect(errors.filter((e) => !['withheld', 'level_change', 'unknown_code'].includes(e.code)).map((e) => `${e.code} ${e.message}`)).toEqual([]);
    expect(live.status().sources[0]).toMatchObject({ name: source.name, ok: true, quote_date: newest });
    return { asked, init, served: live.dataset() };
  } finally {
    await live.stop();
  }
}
