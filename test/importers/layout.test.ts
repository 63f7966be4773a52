import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEEDS } from '../../src/cli/feeds/feeds.js';
import type { FeedDescriptor } from '../../src/importers/feedDescriptor.js';
import { FEED_LIST } from '../../src/importers/feedList.js';
import * as importers from '../../src/importers/index.js';
import * as live from '../../src/live/index.js';

// The layout's promise (src/importers/index.ts): a feed is its feed file plus its line in FEED_LIST (plus its named factory in
// ratebook/live and its exports in ratebook/importers), which these checks find when one is missing.
const SRC = new URL('../../src/', import.meta.url);
const filesUnder = (folder: string) =>
  (readdirSync(new URL(folder, SRC), { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => `${folder}${f}`);

type AnyFeed = FeedDescriptor<object>;

/** Every descriptor a feed file exports (`nbpFeed`), by its export name. */
async function exportedDescriptors(): Promise<Map<string, AnyFeed>> {
  const found = new Map<string, AnyFeed>();
  for (const file of filesUnder('feeds/').filter((f) => !f.endsWith('.test.ts'))) {
    const module: Record<string, unknown> = await import(new URL(file, SRC).href);
    for (const [exported, value] of Object.entries(module)) {
      if (exported.endsWith('Feed') && typeof value === 'object' && value !== null && 'read' in value) found.set(exported, value as AnyFeed);
    }
  }
  return found;
}

const isFacts = (calendar: object) => !('staleAt' in calendar);
const KEYS = { apiKey: 'key-123456', appId: 'key-123456' };

describe('importers layout', () => {
  it('each feed file descriptor has its line in FEED_LIST, and each line loads one', async () => {
    const exported = await exportedDescriptors();
    const listed = new Set(await Promise.all(FEED_LIST.map((line) => line.feed())));
    expect(
      [...exported.keys()].filter((name) => !listed.has(exported.get(name)!)),
      'descriptors without a line',
    ).toEqual([]);
    expect(
      [...listed].filter((feed) => ![...exported.values()].includes(feed as AnyFeed)),
      'lines without a descriptor',
    ).toEqual([]);
    expect(exported.size).toBe(67);
  });

  it('each descriptor has its factory in ratebook/live, its importer (and a bank its calendar) in ratebook/importers', async () => {
    const publicImporters = Object.values(importers);
    for (const [exported, feed] of await exportedDescriptors()) {
      const factory = live[exported.slice(0, -'Feed'.length) as keyof typeof live] as unknown;
      expect(factory, `${exported.slice(0, -4)}() in ratebook/live`).toBeTypeOf('function');
      const source = (factory as (options: object) => { name: string; read: unknown })(KEYS);
      expect(source.name, `${exported.slice(0, -4)}() makes the source of ${exported}`).toBe(feed.name);
      expect(publicImporters, `the importer of ${exported} in ratebook/importers`).toContain(feed.importer);
      if (isFacts(feed.calendar)) expect(publicImporters, `the calendar of ${exported} in ratebook/importers`).toContain(feed.calendar);
    }
  });

  it("the CLI's feeds are the list's lines, each making its descriptor's source", async () => {
    expect(FEEDS.map((feed) => feed.name)).toEqual(FEED_LIST.map((line) => line.name));
    for (const [i, line] of FEED_LIST.entries()) {
      const feed = await line.feed();
      const source = await FEEDS[i]!.source({}, 'key-123456');
      expect(source.name, line.name).toBe(feed.nameOf?.({ ...line.options } as never) ?? feed.name);
      // A central bank (its calendar as facts) is importable by name, but for a second line of one bank (nbp-b).
      expect(FEEDS[i]!.import !== undefined, `ratebook import ${line.name}`).toBe(isFacts(feed.calendar) && !line.options);
    }
  });
});
