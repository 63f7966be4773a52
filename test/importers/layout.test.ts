import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEEDS } from '../../src/cli/feeds/feeds.js';
import * as importers from '../../src/importers/index.js';
import * as live from '../../src/live/index.js';

// The layout's promise (src/importers/index.ts): a bank is one feed file plus its registry lines,
// which this check finds when one is missing. That the importers never reach into an edge is a rule
// of .dependency-cruiser.cjs (npm run lint:deps).
const SRC = new URL('../../src/importers/', import.meta.url);
const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));

describe('importers layout', () => {
  it('each bank feed file has its registry lines: FEEDS, its importer and calendar in ratebook/importers, its factory in ratebook/live', async () => {
    const banks: string[] = [];
    for (const file of files.filter((f) => f.startsWith('feeds'))) {
      const module: Record<string, unknown> = await import(new URL(file, SRC).href);
      for (const [exported, value] of Object.entries(module)) {
        if (!exported.endsWith('Feed') || typeof value !== 'object' || value === null) continue;
        const { name, calendar } = value as { name: string; calendar: unknown };
        const base = exported.slice(0, -'Feed'.length);
        const importer = `import${base[0]!.toUpperCase()}${base.slice(1)}`;
        banks.push(name);
        expect(FEEDS.find((feed) => feed.name === name)?.import, `FEEDS line of ${name}`).toBeTypeOf('function');
        expect(importers[importer as keyof typeof importers], `${importer} in ratebook/importers`).toBeTypeOf('function');
        expect(importers[`${base}Calendar` as keyof typeof importers], `${base}Calendar in ratebook/importers`).toBe(calendar);
        expect(live[base as keyof typeof live], `${base}() in ratebook/live`).toBeTypeOf('function');
      }
    }
    expect(banks).toHaveLength(13);
  });
});
