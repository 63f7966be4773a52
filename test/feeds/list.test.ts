import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEEDS } from '../../src/cli/feeds/feeds.js';
import { FEED_DESCRIPTORS } from '../../src/feeds/descriptors.generated.js';
import { FEED_LINES } from '../../src/feeds/feedLines.js';
import { FEED_IDS, FEED_LOADERS, FEED_META } from '../../src/feeds/list.generated.js';
import * as importers from '../../src/importers/index.js';
import * as live from '../../src/live/index.js';

// The layout's promise (STYLE.md, "A feed is a folder"): a feed is its folder src/feeds/<id>/ (its
// descriptor, importer, calendar, feed.json, tests), and the one list generated from the folders
// (scripts/feeds-list.mjs) drives the importers, the live sources and the CLI.
const FEEDS_DIR = new URL('../../src/feeds/', import.meta.url);
const folders = readdirSync(FEEDS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const isFacts = (calendar: object) => !('staleAt' in calendar);

describe('the list of feeds', () => {
  it('is current: npm run feeds:list would write the same files', () => {
    expect(() => execFileSync(process.execPath, ['scripts/feeds-list.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('has one id a folder, each loading the descriptor its folder exports', async () => {
    expect([...FEED_IDS]).toEqual(folders);
    expect(Object.keys(FEED_DESCRIPTORS).sort()).toEqual(folders);
    for (const id of FEED_IDS) expect(await FEED_LOADERS[id](), id).toBe(FEED_DESCRIPTORS[id]);
    expect(FEED_IDS.length).toBeGreaterThanOrEqual(67); // none lost; a new feed is its folder alone
  });

  it("has each folder's feed.json: a distinct order, an import mode the CLI knows, what it quotes", () => {
    const orders = FEED_IDS.map((id) => FEED_META[id].order);
    expect(new Set(orders).size).toBe(orders.length);
    for (const id of FEED_IDS) {
      const meta = FEED_META[id];
      expect(JSON.parse(readFileSync(new URL(`${id}/feed.json`, FEEDS_DIR), 'utf8')), id).toEqual(meta);
      expect([undefined, 'each', 'all', 'fred'], id).toContain(meta.import);
      expect(meta.currencies, id).toMatch(/\S/);
    }
  });

  it("is ratebook/importers' feeds, importFeed's ids and ratebook/live's feedSource's: one call a feed, no per-bank name", () => {
    expect(importers.feeds).toBe(FEED_DESCRIPTORS);
    for (const id of FEED_IDS) {
      const feed = FEED_DESCRIPTORS[id];
      // Every feed's source by its id, the key given where it takes one.
      const source = live.feedSource(id, { apiKey: 'key-123456', appId: 'key-123456' } as never);
      expect(source.name, id).toBe(feed.nameOf?.({} as never) ?? feed.name);
      expect(Object.values(importers), `no importer of ${id} of its own in ratebook/importers`).not.toContain(feed.calendar);
    }
    expect(() => importers.importFeed('nope' as never, '' as never)).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'id' }));
    expect(() => live.feedSource('nope' as never)).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'id' }));
    expect(() => live.feedSource('toString' as never)).toThrow(expect.objectContaining({ code: 'invalid_parameter', param: 'id' }));
  });

  it("the CLI's feeds are the list's lines, each making its descriptor's source", async () => {
    expect(FEEDS.map((feed) => feed.name)).toEqual(FEED_LINES.map((line) => line.name));
    for (const [i, line] of FEED_LINES.entries()) {
      const feed = await line.feed();
      const source = await FEEDS[i]!.source({}, 'key-123456');
      expect(source.name, line.name).toBe(feed.nameOf?.({ ...line.options } as never) ?? feed.name);
      // A central bank (its calendar as facts) is importable by name, but for a second line of one bank (nbp-b).
      expect(FEEDS[i]!.import !== undefined, `ratebook import ${line.name}`).toBe(isFacts(feed.calendar) && !line.options);
    }
  });
});
