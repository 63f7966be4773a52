import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The public face stays small (issue 42, "A bank is one folder"): no entry exports more than 25
// runtime values, all of them together no more than 80, a feed reached by its id (importFeed,
// feedSource) rather than by names of its own. The entries are tsup.config.ts's; types do not count.
const MAX_AN_ENTRY = 25;
// 80 over all entries, ratebook/cloudflare's three (issue 41: the Workers module's `default` and its
// Durable Object class `RateLimiterObject`, which the runtime asks for by those names, and
// `createWorker`, the factory they are made of) included: ratebook/importers gave up its copy of the
// core's RatebookError and readZipEntry, a reader of its own ECB importer.
const MAX_IN_ALL = 80;
const config = readFileSync(new URL('../tsup.config.ts', import.meta.url), 'utf8');
const entries = [...config.matchAll(/^\s+(\w+): '(src\/[\w/]+\.ts)',$/gm)].map(([, name, path]) => ({ name: name!, path: path! }));

describe('runtime exports', () => {
  it(`are at most ${MAX_AN_ENTRY} an entry and ${MAX_IN_ALL} over all entries`, async () => {
    expect(entries.map((e) => e.name)).toEqual([
      'index',
      'data',
      'http',
      'node',
      'importers',
      'testing',
      'live',
      'redis',
      'curation',
      'policies',
      'cloudflare',
      'receipts',
      'sources',
    ]);
    const counts: Record<string, number> = {};
    for (const { name, path } of entries) counts[name] = Object.keys(await import(/* @vite-ignore */ `../${path}`)).length;
    for (const [name, count] of Object.entries(counts)) expect(count, name).toBeLessThanOrEqual(MAX_AN_ENTRY);
    expect(
      Object.values(counts).reduce((a, b) => a + b, 0),
      JSON.stringify(counts),
    ).toBeLessThanOrEqual(MAX_IN_ALL);
  });
});
