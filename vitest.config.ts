import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { defineConfig } from 'vitest/config';
import { openapiText } from './src/api/openapiText.js';
import { embedDataset } from './src/dataset/embedDataset.js';

const VERSION: string = JSON.parse(readFileSync('package.json', 'utf8')).version;

export default defineConfig({
  // src/data.ts gets data/dataset.json in the form the build embeds (tsup.config.ts), so the tests
  // run the loader that ships.
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
        if (!id.endsWith('/data/dataset.json?raw')) return null;
        const text = await readFile(id.slice(0, -'?raw'.length), 'utf8');
        return `export default ${JSON.stringify(embedDataset(text))};`;
      },
    },
  ],
  test: {
    // A feed's tests sit in its folder (src/feeds/<id>/<id>.test.ts), as valibot's beside each action.
    include: ['test/**/*.test.ts', 'src/feeds/**/*.test.ts'],
    // Issue 42: the suite in 5 minutes on 2 idle cores. Vitest's default is cores - 1 workers, one
    // file at a time here, while much of the suite waits on processes it started (redis-server,
    // `ratebook serve`, workerd, bun, deno): three files at a time keep both cores busy. The tests
    // bound work by counts, never by wall time, so they hold on a loaded machine (they passed at a
    // load average of 18 on 2 cores).
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
