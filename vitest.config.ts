import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { openapiText } from './src/api/openapiText.js';
import { embeddedModule } from './src/dataset/embedDataset.js';

const VERSION: string = JSON.parse(readFileSync('package.json', 'utf8')).version;

/**
 * The test files that take longest, slowest first (`npx vitest run --reporter=json`: each file's
 * endTime - startTime; docs/development.md, "The suite's time"). They start first: without a
 * record of earlier runs (a fresh clone) vitest starts the largest files first, and these are
 * small files (a law table or a runtime list in a few lines), so they started last and the suite
 * waited minutes on one or two of them while the other workers stood idle.
 */
const SLOWEST = [
  // Refreshed 2026-12-07 from a whole run at a load average of 6 to 14 (so the order, not the figures),
  // after the runtimes' table mode shrank to the windows-1251 sources' cases.
  'test/cli/live.test.ts',
  'test/cli/cli.test.ts',
  'test/cli/oneFreshness.test.ts',
  'test/receiptProperties.test.ts',
  'test/redis/fleetLimit.test.ts',
  'test/cloudflare/worker.test.ts',
  'test/importers/hostile.test.ts',
  'test/rangeProperties.test.ts',
  // A runtime's conformance (test/runtimes/runtimeSuite.ts): child processes of seconds each.
  'test/runtimes/node.test.ts',
  // It waits for dist/'s declarations (test/builtDeclarations.ts), written a minute into `npm test`.
  'test/readme.test.ts',
  'test/runtimes/workerd.test.ts',
  'test/cli/serveOperator.test.ts',
  'test/runtimes/bun.test.ts',
  'src/feeds/cbc/cbc.test.ts',
  'src/feeds/cbg/cbg.test.ts',
  'test/runtimes/deno.test.ts',
  'test/http/seriesLimits.test.ts',
  'test/redis/fleet.test.ts',
  'test/redis/cluster.test.ts',
  'test/cli/status.test.ts',
  'test/redis/clusterFailover.test.ts',
  'test/redis/redisRateLimitStore.test.ts',
  'test/cli/fleetBurst.test.ts',
  'test/runtimes/cloudflare.test.ts',
];

/**
 * The test files that need modules of their own: each shows what the core does when an entry was
 * never imported in the program (ratebook/policies, ratebook/receipts, ratebook/sources register themselves when
 * loaded), which a file run after one that imported it could not show. Every other file shares its
 * worker's modules with the files run before it there (`isolate: false`): a fresh set of modules a
 * file cost about a second of CPU, most of the suite's time for most of its 270 files.
 */
const TEST_FILES = ['test/**/*.test.ts', 'src/feeds/**/*.test.ts'];
const OWN_MODULES = ['test/policy/policiesEntry.test.ts', 'test/receipts/receiptsEntry.test.ts', 'test/registry/sourcesEntry.test.ts'];

/** vitest's order (longest first by the last run's record, else largest first), with SLOWEST before the rest. */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return at === -1 ? SLOWEST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // src/data.ts gets data/dataset.json in the module the build makes of it (embeddedModule,
  // tsup.config.ts), so the tests run the loader that ships.
  plugins: [
    {
      name: 'embedded-dataset',
      enforce: 'pre',
      // src/api/openapi.json names no file: the document is generated (below).
      resolveId(source, importer) {
        if (!source.endsWith('/api/openapi.json?raw') || importer === undefined) return null;
        return new URL(source, `file://${importer}`).pathname + '?raw';
      },
      async load(id) {
        // The OpenAPI document, generated as the build generates it (tsup.config.ts).
        if (id.endsWith('/src/api/openapi.json?raw')) return `export default ${JSON.stringify(openapiText(VERSION))};`;
        if (!id.endsWith('/data/dataset.json?embedded')) return null;
        return embeddedModule(await readFile(id.slice(0, -'?embedded'.length), 'utf8'));
      },
    },
  ],
  test: {
    // Issue 42: the suite in 5 minutes on 2 idle cores. Vitest's default is cores - 1 workers, one
    // file at a time here, while much of the suite waits on processes it started (redis-server,
    // `ratebook serve`, workerd, bun, deno): three files at a time keep both cores busy. The tests
    // bound work by counts, never by wall time, so they hold on a loaded machine (they passed at a
    // load average of 18 on 2 cores).
    maxWorkers: 3,
    sequence: { sequencer: SlowestFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      // A feed's tests sit in its folder (src/feeds/<id>/<id>.test.ts), as valibot's beside each action.
      // (Each project names its files: an include set here would add to one set above, not replace it.)
      { extends: true, test: { name: 'shared', isolate: false, include: TEST_FILES, exclude: [...configDefaults.exclude, ...OWN_MODULES] } },
      { extends: true, test: { name: 'own', isolate: true, include: OWN_MODULES } },
    ],
  },
});
